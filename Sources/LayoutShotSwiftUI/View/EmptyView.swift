/// A view that shows nothing and takes no space.
///
/// ```swift
/// var badge: some View { count > 0 ? AnyView(Text("\(count)")) : AnyView(EmptyView()) }
/// ```
public struct EmptyView {
  /// An empty view.
  public init() {}

  public typealias Body = Never
}

extension EmptyView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [] }
}

extension EmptyView: View {}
