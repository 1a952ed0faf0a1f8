/// A rectangle that takes part in layout without drawing anything (`UILayoutGuide`).
///
/// Every view has a safe-area guide, a layout-margins guide and a readable-content guide; custom
/// guides, added with ``View/addLayoutGuide(_:)``, replace invisible spacer views:
///
/// ```swift
/// let gap = LayoutGuide("gap")
/// root.addLayoutGuide(gap)
/// gap.leading == left.trailing
/// gap.trailing == right.leading
/// gap.width == 24
/// ```
public class LayoutGuide: LayoutItem, CustomStringConvertible {
  /// What a guide stands for.
  enum Kind: Hashable, Sendable {
    case safeArea
    case layoutMargins
    case readableContent
    case scrollContent
    case scrollFrame
    case keyboard
    case custom

    static let systemKinds: [Kind] = [
      .safeArea, .layoutMargins, .readableContent, .scrollContent, .scrollFrame, .keyboard,
    ]

    var name: String {
      switch self {
      case .safeArea: "safeArea"
      case .layoutMargins: "layoutMargins"
      case .readableContent: "readableContent"
      case .scrollContent: "contentLayoutGuide"
      case .scrollFrame: "frameLayoutGuide"
      case .keyboard: "keyboardLayoutGuide"
      case .custom: "guide"
      }
    }
  }

  let kind: Kind
  /// The guide's identifier: its name in diagnostics.
  public var identifier: String
  /// The view that owns the guide.
  public internal(set) weak var owningView: View?
  /// The only axis along which the guide takes part in layout, for a guide a stack view makes
  /// (UIKit's one-dimensional `_UILayoutSpacer` and gap guides); across it the guide's frame is
  /// its owner's.
  ///
  /// `nil` for every other guide.
  let axis: LayoutAxis?

  /// Creates a custom guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init(_ identifier: String = "guide", fileID: String = #fileID, line: Int = #line) {
    self.kind = .custom
    self.identifier = identifier
    self.axis = nil
    super.init(location: SourceLocation(fileID: fileID, line: line))
  }

  init(kind: Kind, owner: View) {
    self.kind = kind
    self.identifier = kind.name
    self.owningView = owner
    self.axis = nil
    super.init(location: owner.creationLocation)
  }

  /// A guide that `owner`'s arrangement makes and owns without listing it in its
  /// ``View/layoutGuides``, taking part in layout along `axis` only.
  init(madeBy owner: View, identifier: String, axis: LayoutAxis) {
    self.kind = .custom
    self.identifier = identifier
    self.owningView = owner
    self.axis = axis
    super.init(location: owner.creationLocation)
  }

  /// The owning view's name and the guide's identifier: `card.safeArea`, `root.gap`.
  public override var displayName: String {
    "\(owningView?.displayName ?? "?").\(identifier)"
  }

  public var description: String { "LayoutGuide(\(displayName))" }
}
