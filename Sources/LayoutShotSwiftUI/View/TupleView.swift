/// Several views built by a ``ViewBuilder`` block, laid out as siblings.
///
/// ```swift
/// VStack { Text("One"); Text("Two") }  // content is a TupleView<(Text, Text)>
/// ```
public struct TupleView<T> {
  /// The views.
  public var value: T

  /// Views in a tuple.
  public init(_ value: T) { self.value = value }

  public typealias Body = Never
}

extension TupleView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    for child in Mirror(reflecting: value).children {
      guard let view = child.value as? any View else { continue }
      nodes += context.nodes(of: view)
    }
    return nodes
  }
}

extension TupleView: View {}
