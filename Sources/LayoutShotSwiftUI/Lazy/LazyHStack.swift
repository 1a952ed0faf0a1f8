import Foundation
import LayoutShot

/// Views side by side that fills the length it is offered across: SwiftUI's `LazyHStack`, whose
/// items side by side, as an `HStack` lays them out, made as they scroll into view (Documentation/SwiftUILazyStacks.md#lazy-stacks).
///
/// LayoutShot lays every item out, as a snapshot of the whole content needs; sections keep their
/// headers and footers in order, pinned ones where they rest.
///
/// ```swift
/// ScrollView {
///   LazyHStack(spacing: 12) {
///     ForEach(photos) { Thumbnail(photo: $0) }
///   }
/// }
/// ```
public struct LazyHStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content
  let location: SourceLocation

  /// A lazy stack of the views `content` builds, lined up by `alignment`, `spacing` apart
  /// (each pair's own preference when `nil`), pinning `pinnedViews` while scrolling.
  ///
  /// `fileID` and `line` say where it was written, for diagnostics.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let node = LazyStackNode(
      kind: "LazyHStack", axis: .horizontal, alignment: alignment.key, spacing: spacing,
      pinnedViews: pinnedViews,
      children: LazyContent(of: content, axis: .horizontal, in: context).nodes)
    node.location = location
    return [node]
  }
}

extension LazyHStack: View {}
