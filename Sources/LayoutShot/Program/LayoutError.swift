/// Why a layout program could not be turned into a ``Layout``.
///
/// What UIKit would reject with an exception. Each case says what and where.
///
/// Problems of the solution (conflicting or missing constraints) are not errors: they come back as
/// ``Diagnostic``s with the solved layout, as UIKit logs them and carries on.
public enum LayoutError: Error, Hashable, CustomStringConvertible {
  /// UIKit would refuse to create the constraint; `reason` is UIKit's message.
  case invalidConstraint(constraint: String, reason: String, location: SourceLocation?)
  /// The constraint's priority is not in 1...1000 (above 0, at most required).
  case invalidPriority(constraint: String, priority: Float, location: SourceLocation?)
  /// A view's own layout property cannot be laid out: a non-finite or negative intrinsic size, a
  /// hugging or compression-resistance priority outside 1...1000, a non-finite margin.
  case invalidViewProperty(view: String, property: String, reason: String, location: SourceLocation)
  /// The screen cannot be laid out on: `field` names its bad value (`size.width`, `scale`,
  /// `safeAreaInsets.top`).
  case invalidScreen(device: String, field: String, reason: String)
  /// An active constraint relates an item that is not in the layout's view tree.
  case itemNotInLayout(constraint: String, item: String, location: SourceLocation?)
  /// Two views of the layout have the same name.
  case duplicateViewName(String, first: SourceLocation, second: SourceLocation)
  /// A view has the root view's name.
  case reservedViewName(String, location: SourceLocation)
  /// A view was added as a subview of itself or of one of its descendants.
  case subviewCycle(view: String, location: SourceLocation)
  /// A format that does not parse, given where a failure cannot be thrown (UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`); `reason` is the ``FormatError``'s
  /// description, with its caret.
  case malformedFormat(reason: String, location: SourceLocation?)
  /// The font of a label or button could not be found or read; `reason` is the font error's
  /// description (the files looked for and how to install them, or where the file is malformed).
  case fontUnavailable(view: String, font: String, reason: String, location: SourceLocation)
  /// The program's body threw an error of its own (a ``FormatError`` of a visual format, say);
  /// `reason` is that error's description.
  case programFailed(layout: String, reason: String)
  /// A collection view (`view`) was asked to dequeue a view of `kind` (a cell, or a supplementary
  /// view of a kind) for an identifier no class was registered for, where UIKit raises an
  /// exception.
  case unregisteredReuseIdentifier(view: String, kind: String, identifier: String)
  /// A collection view's layout was given something it cannot lay out (a negative or empty item
  /// size, a non-finite dimension); `reason` says what and where.
  case invalidCollectionLayout(view: String, reason: String)

  public var description: String {
    switch self {
    case .invalidConstraint(let constraint, let reason, let location):
      return Self.prefix(location) + "Invalid constraint '\(constraint)': \(reason)"
    case .invalidPriority(let constraint, let priority, let location):
      return Self.prefix(location)
        + "Invalid priority \(NumberText.points(Double(priority))) for '\(constraint)': "
        + "a priority must be greater than 0 and at most 1000 (required)."
    case .invalidViewProperty(let view, let property, let reason, let location):
      return "\(location): '\(view)' has an invalid \(property): \(reason)."
    case .invalidScreen(let device, let field, let reason):
      return "Invalid screen '\(device)': its \(field) \(reason)."
    case .itemNotInLayout(let constraint, let item, let location):
      return Self.prefix(location)
        + "Unable to activate constraint '\(constraint)' because '\(item)' is not in the layout's view tree "
        + "(add it with addSubview or addLayoutGuide)."
    case .duplicateViewName(let name, let first, let second):
      return "\(second): The view name '\(name)' is already used by the view created at \(first); "
        + "names must be unique in a layout."
    case .reservedViewName(let name, let location):
      return "\(location): The view name '\(name)' is the root view's; names must be unique in a layout."
    case .subviewCycle(let view, let location):
      return "\(location): Cannot add '\(view)' as a subview of itself or of one of its descendants."
    case .malformedFormat(let reason, let location):
      return Self.prefix(location) + reason
    case .fontUnavailable(let view, let font, let reason, let location):
      return "\(location): The font '\(font)' of '\(view)' is not available. \(reason)"
    case .programFailed(let layout, let reason):
      return "The body of '\(layout)' threw an error: \(reason)"
    case .unregisteredReuseIdentifier(let view, let kind, let identifier):
      return "'\(view)' could not dequeue a \(kind) with identifier '\(identifier)': no class is registered "
        + "for it; register one before dequeuing, as UIKit requires."
    case .invalidCollectionLayout(let view, let reason):
      return "The layout of '\(view)' cannot be laid out: \(reason)."
    }
  }

  private static func prefix(_ location: SourceLocation?) -> String {
    location.map { "\($0): " } ?? ""
  }
}
