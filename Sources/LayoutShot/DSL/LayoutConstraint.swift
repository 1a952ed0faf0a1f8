import Synchronization

/// A linear relation between two items' attributes: `first.attribute REL multiplier ×
/// second.attribute + constant` (`NSLayoutConstraint`).
///
/// Constraints come from anchors, from the operator form, from the helpers, or from UIKit's
/// item-and-attribute initializer:
///
/// ```swift
/// let ratio = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
/// ratio.priority = .defaultHigh
/// ratio.identifier = "ratio"
/// ratio.isActive = true
///
/// red.width == 2 * blue.width ~ .defaultHigh       // the same, active at once
/// ```
///
/// What UIKit rejects is rejected here too, with UIKit's wording and the line that made the
/// constraint: a location related to a dimension, leading or trailing related to left or right, a
/// location equal to a constant, and a required priority switched to optional after activation (or
/// back). The layout that contains such a constraint fails to build with a ``LayoutError``.
public final class LayoutConstraint: CustomStringConvertible {
  /// The item on the left-hand side.
  public let firstItem: LayoutItem
  /// The attribute of the first item the constraint sets.
  public let firstAttribute: LayoutAttribute
  /// How the two sides relate: `==`, `>=` or `<=`.
  public let relation: LayoutRelation
  /// The item on the right-hand side; `nil` for a constant size.
  public let secondItem: LayoutItem?
  /// The attribute of the second item; `notAnAttribute` without one.
  public let secondAttribute: LayoutAttribute
  /// The factor of the second attribute; fixed at creation, as in UIKit (0 without a second item).
  public let multiplier: Double
  /// The constant term; it may change at any time, to a finite number.
  public var constant: Double {
    didSet {
      if !constant.isFinite { problem = problem ?? "The multiplier and the constant must be finite numbers." }
    }
  }
  /// For the system-spacing anchors, the multiplier of the system spacing added to the constant.
  public let systemSpacingMultiplier: Double?
  /// A name for the constraint in diagnostics.
  public var identifier: String?

  /// UIKit's nested names for the attribute, relation and axis types.
  public typealias Attribute = LayoutAttribute
  /// UIKit's nested name for ``LayoutRelation``.
  public typealias Relation = LayoutRelation
  /// UIKit's nested name for ``LayoutAxis``.
  public typealias Axis = LayoutAxis
  /// Where the constraint was created; set for anchor methods, helpers and builder statements.
  public internal(set) var location: SourceLocation?
  /// How a visual format wrote the constraint, so that diagnostics show it the same way.
  var notation: VisualNotation?

  /// Why UIKit would reject the constraint, in UIKit's words; `nil` when it is valid.
  public private(set) var problem: String?
  /// The order of activation, for a deterministic constraint order.
  package private(set) var activationSequence = 0
  private static let nextActivation = Atomic<Int>(1)

  /// The constraint's priority (required by default).
  ///
  /// Switching an active constraint between required and optional is not allowed, as in UIKit;
  /// the layout then fails to build.
  public var priority: LayoutPriority = .required {
    didSet {
      if isActive && priority.isValid && oldValue.isRequired != priority.isRequired {
        problem =
          problem
          ?? "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
          + "supported. You passed priority \(priority) and the existing priority was \(oldValue)."
      }
    }
  }

  /// Whether the constraint takes part in layout.
  public var isActive: Bool = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        activationSequence = Self.nextActivation.wrappingAdd(1, ordering: .relaxed).oldValue
        firstItem.activeConstraints.append(self)
      } else {
        firstItem.activeConstraints.removeAll { $0 === self }
      }
    }
  }

  init(
    _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
    systemSpacing: Double? = nil, priority: LayoutPriority = .required, location: SourceLocation?
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.systemSpacingMultiplier = systemSpacing
    self.priority = priority
    self.location = location
    self.problem =
      Self.validate(firstItem, firstAttribute, secondItem, secondAttribute, multiplier, constant)
      ?? (systemSpacing?.isFinite == false ? "The system spacing multiplier must be a finite number." : nil)
    LayoutRecording.current?.noteCreated(self)
  }

  /// UIKit's item-and-attribute form:
  /// `first.attribute REL multiplier × second.attribute + constant`.
  public convenience init(
    item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: LayoutItem?,
    attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      item, attribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant,
      location: SourceLocation(fileID: fileID, line: line))
  }

  /// Activates each constraint (`NSLayoutConstraint.activate(_:)`).
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The constraint in anchor notation, such as `red.width == 2 * blue.width @750`, or in the
  /// visual format's notation for a constraint made from one (`H:|-(20)-[button]`).
  public var description: String {
    if let notation {
      return notation.describe(
        first: firstItem.displayName, second: secondItem?.displayName, relation: relation, constant: constant,
        priority: priority, identifier: identifier)
    }
    return ConstraintText.describe(
      first: "\(firstItem.displayName).\(firstAttribute)", relation: relation,
      second: secondItem.map { "\($0.displayName).\(secondAttribute)" }, multiplier: multiplier,
      constant: constant, systemSpacing: systemSpacingMultiplier, priority: priority, identifier: identifier)
  }

  /// The reason UIKit would reject the combination, or `nil`.
  static func validate(
    _ firstItem: LayoutItem, _ first: LayoutAttribute, _ secondItem: LayoutItem?, _ second: LayoutAttribute,
    _ multiplier: Double, _ constant: Double
  ) -> String? {
    if !multiplier.isFinite || !constant.isFinite {
      return "The multiplier and the constant must be finite numbers."
    }
    if first.kind == .none {
      return "A constraint needs an attribute for its first item; notAnAttribute is not one."
    }
    for (item, attribute) in [(firstItem, first), (secondItem, second)] where item is LayoutGuide {
      if [.firstBaseline, .lastBaseline].contains(attribute) {
        return "Layout guides have no baselines; \(attribute) is only valid on views."
      }
      if attribute.marginBase != nil {
        return "Layout guides have no layout margins; \(attribute) is only valid on views."
      }
    }
    guard let secondItem, second != .notAnAttribute else {
      if secondItem != nil {
        return "A second item needs an attribute; notAnAttribute is not one."
      }
      if first.kind != .dimension {
        return "A multiplier of 0 or a nil second item together with a location for the first attribute "
          + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
          + "specified in pairs."
      }
      return nil
    }
    _ = secondItem
    if first.kind != second.kind {
      return "Invalid pairing of layout attributes: \(first) and \(second) measure different things "
        + "(a \(name(of: first.kind)) and a \(name(of: second.kind)))."
    }
    if first.kind != .dimension && multiplier == 0 {
      return "A multiplier of 0 or a nil second item together with a location for the first attribute "
        + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
        + "specified in pairs."
    }
    if (first.isDirectional && second.isAbsoluteSide) || (first.isAbsoluteSide && second.isDirectional) {
      return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
        + "Use leading/trailing for both or neither."
    }
    return nil
  }

  private static func name(of kind: LayoutAttribute.Kind) -> String {
    switch kind {
    case .horizontalLocation: "horizontal location"
    case .verticalLocation: "vertical location"
    case .dimension: "dimension"
    case .none: "nothing"
    }
  }
}
