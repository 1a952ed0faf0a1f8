/// The subviews of a ``Layout``, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let subviews: [LayoutSubview]

  init(_ nodes: [LayoutNode]) { subviews = nodes.map(LayoutSubview.init(node:)) }

  /// The direction the layout's content runs in.
  public var layoutDirection: LayoutDirection { .leftToRight }
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
}
