/// How a constraint made from a visual format prints: in the format's own notation, as UIKit logs
/// them (`H:|-(20)-[button]`, `V:[a]-(8)-[b]`, `H:[button(>=50@750)]`).
enum VisualNotation: Hashable, Sendable {
  /// A space between two views; `laterIsFirst` says which of the constraint's items is the later
  /// view in the format.
  case spacing(axis: Character, laterIsFirst: Bool)
  /// A space between the superview's first edge and the first view (the view is the first item
  /// unless the format runs right to left); `standard` for `|-[view]`.
  case leadingEdge(axis: Character, viewIsFirst: Bool, standard: Bool)
  /// A space between the last view and the superview's far edge.
  case trailingEdge(axis: Character, viewIsFirst: Bool, standard: Bool)
  /// A view's size predicate.
  case size(axis: Character)

  /// The notation with the items' names.
  func describe(
    first: String, second: String?, relation: LayoutRelation, constant: Double, priority: LayoutPriority,
    identifier: String?
  ) -> String {
    let prefix = identifier.map { "'\($0)' " } ?? ""
    let priorityText = priority.isRequired ? "" : "@\(priority)"
    let relationText = relation == .equal ? "" : relation.description
    let amount = "(\(relationText)\(NumberText.points(constant))\(priorityText))"
    let other = second ?? "?"
    switch self {
    case .spacing(let axis, let laterIsFirst):
      let (earlier, later) = laterIsFirst ? (other, first) : (first, other)
      return "\(prefix)\(axis):[\(earlier)]-\(amount)-[\(later)]"
    case .leadingEdge(let axis, let viewIsFirst, let standard):
      let view = viewIsFirst ? first : other
      return "\(prefix)\(axis):|-\(standard ? "" : amount + "-")[\(view)]"
    case .trailingEdge(let axis, let viewIsFirst, let standard):
      let view = viewIsFirst ? first : other
      return "\(prefix)\(axis):[\(view)]-\(standard ? "" : amount + "-")|"
    case .size(let axis):
      let object =
        second.map { "\(relationText.isEmpty ? "==" : relationText)\($0)\(priorityText)" }
        ?? String(amount.dropFirst().dropLast())
      return "\(prefix)\(axis):[\(first)(\(object))]"
    }
  }
}
