/// The one place that prints constraints in anchor notation, for live constraints and for the
/// frozen records of a ``Layout``.
enum ConstraintText {
  /// `first REL [m * ]second [+ c] [@priority]`, prefixed by `'identifier' ` when there is one;
  /// system spacing prints as `+ 8 (system spacing)` scaled by its multiplier.
  static func describe(
    first: String, relation: LayoutRelation, second: String?, multiplier: Double, constant: Double,
    systemSpacing: Double?, priority: LayoutPriority, identifier: String?
  ) -> String {
    var text = identifier.map { "'\($0)' " } ?? ""
    text += "\(first) \(relation) "
    var hasTerm = false
    if let second {
      if multiplier != 1 { text += NumberText.points(multiplier) + " * " }
      text += second
      hasTerm = true
    }
    if constant != 0 || !hasTerm {
      if hasTerm {
        text += constant < 0 ? " - " + NumberText.points(-constant) : " + " + NumberText.points(constant)
      } else {
        text += NumberText.points(constant)
      }
    }
    if let systemSpacing {
      let spacing = SystemSpacing.betweenItems * systemSpacing
      text += " + \(NumberText.points(spacing)) (system spacing)"
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }
}

/// UIKit's standard spacing between sibling views (`NSLayoutAnchorConstraintSpace(8)`).
enum SystemSpacing {
  static let betweenItems = 8.0
}
