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
  let location: SourceLocation

  /// A reader whose content `content` makes; `fileID` and `line` say where it was written, for
  /// diagnostics.
  public init(
    @ViewBuilder content: @escaping (GeometryProxy) -> Content, fileID: String = #fileID, line: Int = #line
  ) {
    self.content = content
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = nil
    inner.keepsSections = false
    let content = self.content
    let node = GeometryReaderNode { proxy in inner.nodes(of: content(proxy)) }
    node.location = location
    return [node]
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
    let proxy = GeometryProxy(
      size: bounds.size, safeAreaInsets: safeArea.insets(reaching: bounds, regions: .all), globalFrame: bounds
    )
    // Layout runs on the main actor, where the host resolves the views (``SwiftUILayout``); the
    // nodes made there stay on it.
    let makeContent = makeContent
    nonisolated(unsafe) var nodes: [LayoutNode] = []
    MainActor.assumeIsolated { nodes = makeContent(proxy) }
    let child = LayoutNode.implicitZStack(nodes, alignment: .topLeading)
    children = [child]
    child.safeArea = safeArea
    let size = child.sizeThatFits(ProposedViewSize(bounds.size))
    child.place(in: CGRect(origin: bounds.origin, size: size), proposal: ProposedViewSize(bounds.size))
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}

extension GeometryReader: View {}
