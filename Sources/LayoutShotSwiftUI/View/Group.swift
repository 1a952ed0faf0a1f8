/// Views grouped without a layout of their own: the parent lays each out, and modifiers on the
/// group apply to each.
///
/// ```swift
/// VStack {
///   Group { Text("A"); Text("B") }.font(.headline)
/// }
/// ```
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public typealias Body = Never
}

extension Group: PrimitiveView where Content: View {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { context.nodes(of: content) }
}
