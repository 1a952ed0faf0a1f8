/// A modifier LayoutShot applies itself (a layout such as padding, or an environment change)
/// rather than through a `body`.
@MainActor
protocol PrimitiveModifier {
  /// The nodes the modified view lays out as: `content` resolves the view being modified in the
  /// context given to it.
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode]
}
