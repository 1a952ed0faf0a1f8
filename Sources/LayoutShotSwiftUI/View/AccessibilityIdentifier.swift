/// A name for a view in frame dumps and `frame(of:)`: what `.accessibilityIdentifier(_:)` applies.
public struct _AccessibilityIdentifierModifier: ViewModifier {
  let identifier: String

  public typealias Body = Never
}

extension _AccessibilityIdentifierModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let nodes = content(context)
    for (index, node) in nodes.enumerated() {
      node.identifier = nodes.count == 1 ? identifier : "\(identifier)[\(index)]"
    }
    return nodes
  }
}

extension View {
  /// Names the view `identifier` in frame dumps and `SolvedLayout.frame(of:)`.
  ///
  /// ```swift
  /// Text(user.name).accessibilityIdentifier("name")
  /// ```
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(_AccessibilityIdentifierModifier(identifier: identifier))
  }
}
