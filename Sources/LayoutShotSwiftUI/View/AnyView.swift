/// A view whose type is erased, so that different views can be returned from one place.
///
/// ```swift
/// func badge(_ count: Int) -> AnyView {
///   count == 0 ? AnyView(EmptyView()) : AnyView(Text("\(count)"))
/// }
/// ```
public struct AnyView {
  let view: any View

  /// `view`, its type erased.
  public init<V: View>(_ view: V) { self.view = view }

  /// `view` erased, or `nil` when it is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }

  /// `view` erased (SwiftUI's `init(erasing:)`).
  public init<V: View>(erasing view: V) { self.view = view }

  public typealias Body = Never
}

extension AnyView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { context.nodes(of: view) }
}

extension AnyView: View {}
