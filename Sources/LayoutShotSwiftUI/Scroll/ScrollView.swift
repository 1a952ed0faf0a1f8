import Foundation

/// A view whose content may be larger than itself, scrolled along `axes`; a snapshot shows it at
/// rest, its content at the top and leading edges (Documentation/SwiftUILists.md#scroll-views).
///
/// ```swift
/// ScrollView {
///   VStack(alignment: .leading, spacing: 12) {
///     ForEach(articles) { ArticleCard(article: $0) }
///   }
///   .padding()
/// }
/// ```
///
/// The content is proposed no length along the scrolling axes, so it takes its ideal length
/// there, and the scroll view's own length across them. The scroll view takes the length it is
/// proposed along the scrolling axes and its content's across them. A scroll view that reaches
/// the safe area's edge on a scrolling axis grows under the safe area there (its background with
/// it) and insets its content by the safe area instead.
public struct ScrollView<Content: View>: View {
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether the scroll indicators show while scrolling (never drawn at rest).
  public var showsIndicators: Bool
  /// The scrolled content.
  public var content: Content

  /// A scroll view of `content`, scrolling along `axes`.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public typealias Body = Never
}

extension ScrollView: PrimitiveView {
  /// A ``ScrollNode`` of the content, grown into the container safe area on its scrolling edges.
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = nil
    inner.keepsSections = false
    let content = LayoutNode.implicitVStack(inner.nodes(of: content))
    let node = ScrollNode(axes: axes, content: content, margins: context.environment.scrollContentMargins)
    return [
      SafeAreaIgnoringNode(child: node, regions: .container, edges: ScrollNode.scrollingEdges(of: axes))
    ]
  }
}
