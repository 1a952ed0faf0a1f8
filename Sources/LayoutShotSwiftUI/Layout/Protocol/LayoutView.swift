import LayoutShot

/// The views of a ``Layout`` container: what calling a layout with content makes.
struct LayoutView<L: Layout, Content: View> {
  let layout: L
  let content: Content
  /// Where the container was written, when its initialiser records it.
  var location: SourceLocation? = nil

  typealias Body = Never
}

extension LayoutView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
    inner.keepsSections = false
    let node = LayoutProtocolNode(layout: layout, kind: layoutKind, children: inner.nodes(of: content))
    node.location = location
    return [node]
  }

  /// The container's name in frame dumps: `HStack` for `HStackLayout`, else the layout's type.
  private var layoutKind: String {
    let name = String(describing: L.self)
    return name.hasSuffix("StackLayout") ? String(name.dropLast("Layout".count)) : name
  }
}

extension LayoutView: View {}
