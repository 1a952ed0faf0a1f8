import Foundation
import LayoutShot

/// A view that takes all the space it is proposed and gives its size to its content, placed at
/// its top-leading corner: SwiftUI's `GeometryReader` (Documentation/SwiftUILayout.md#geometryreader).
///
/// An axis proposed `nil` (in a `ScrollView`, under `fixedSize`) is 10 points, the default every
/// view without an opinion takes.
///
/// ```swift
/// GeometryReader { proxy in
///   HStack(spacing: 0) {
///     Color.red.frame(width: proxy.size.width * 0.3)
///     Color.blue
///   }
/// }
/// ```
public struct GeometryReader<Content: View> {
  /// Makes the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content `content` makes.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = nil
    let content = self.content
    return [GeometryReaderNode { proxy in inner.nodes(of: content(proxy)) }]
  }
}

/// A geometry reader's node: its content is made when it is placed, from its frame.
final class GeometryReaderNode: LayoutNode {
  private let makeContent: @MainActor (GeometryProxy) -> [LayoutNode]

  init(makeContent: @escaping @MainActor (GeometryProxy) -> [LayoutNode]) {
    self.makeContent = makeContent
    super.init(kind: "GeometryReader")
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let proxy = GeometryProxy(size: bounds.size, safeAreaInsets: EdgeInsets(), globalFrame: bounds)
    // Layout runs on the main actor, where the host resolves the views (``SwiftUILayout``); the
    // nodes made there stay on it.
    let makeContent = makeContent
    nonisolated(unsafe) var nodes: [LayoutNode] = []
    MainActor.assumeIsolated { nodes = makeContent(proxy) }
    let child =
      nodes.count == 1
      ? nodes[0]
      : LayoutProtocolNode(layout: ZStackLayout(alignment: .topLeading), kind: "ZStack", children: nodes)
    children = [child]
    let size = child.sizeThatFits(ProposedViewSize(bounds.size))
    child.place(in: CGRect(origin: bounds.origin, size: size), proposal: ProposedViewSize(bounds.size))
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}

extension GeometryReader: View {}
