import Foundation
import LayoutShot

/// Views one above the other: SwiftUI's `LazyVStack`, which lays its views out as a `VStack` does but
/// fills the width it is offered, and makes them only as they scroll into view
/// (Documentation/SwiftUILazyStacks.md#lazy-stacks).
///
/// LayoutShot lays every item out, as a snapshot of the whole content needs; sections keep their
/// headers and footers in order, pinned ones where they rest.
///
/// ```swift
/// ScrollView {
///   LazyVStack(spacing: 12) {
///     ForEach(messages) { MessageRow(message: $0) }
///   }
/// }
/// ```
public struct LazyVStack<Content: View> {
  let alignment: HorizontalAlignment
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
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
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

extension LazyVStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let node = LazyStackNode(
      kind: "LazyVStack", axis: .vertical, alignment: alignment.key, spacing: spacing,
      children: LazyContent(of: content, axis: .vertical, in: context).nodes)
    node.location = location
    return [node]
  }
}

extension LazyVStack: View {}
