/// A view LayoutShot lays out itself rather than through a `body`: it turns into layout nodes.
@MainActor
protocol PrimitiveView {
  /// The nodes the view lays out as, in `context`.
  func makeNodes(in context: ResolveContext) -> [LayoutNode]
}
