/// The view a ``ViewModifier``'s body modifies, as the body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.modifierContent?(context) ?? []
  }
}

extension _ViewModifier_Content: View {}
