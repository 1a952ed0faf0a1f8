import Foundation
import LayoutShot

/// Views side by side: SwiftUI's `LazyHStack`, which lays its views out as an `HStack` does but
/// fills the height it is offered, and makes them only as they scroll into view
/// (Documentation/SwiftUILazyStacks.md#lazy-stacks).
///
/// LayoutShot lays every item out, as a snapshot of the whole content needs; sections keep their
/// headers and footers in order, pinned ones where they rest.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack(spacing: 12) {
///     ForEach(photos) { Thumbnail(photo: $0) }
///   }
/// }
/// ```
public struct LazyHStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  let location: SourceLocation

  /// A lazy stack of the views `content` builds, lined up by `alignment`, `spacing` apart
  /// (each pair's own preference when `nil`).
  ///
  /// `pinnedViews` stay pinned while scrolling; at rest, as a snapshot shows them, they are where
  /// they would be unpinned.
  ///
  /// `fileID` and `line` say where it was written, for diagnostics.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let node = LazyStackNode(
      kind: "LazyHStack", axis: .horizontal, alignment: alignment.key, spacing: spacing,
      children: LazyContent(of: content, axis: .horizontal, in: context).nodes)
    node.location = location
    return [node]
  }
}

extension LazyHStack: View {}
