import Foundation

/// A view kept to a width-to-height ratio: what `.aspectRatio(_:contentMode:)`,
/// `.scaledToFit()` and `.scaledToFill()` apply (Documentation/SwiftUILayout.md#aspectratio).
///
/// The ratio's rectangle is scaled to fit in (or fill) the proposal, a `nil` axis not limiting
/// it; the child is proposed that size, and its answer is the size.
public struct _AspectRatioLayout: ViewModifier {
  let aspectRatio: CGFloat?
  let contentMode: ContentMode

  public typealias Body = Never
}

/// How a view fills the space of its aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// Scaled to fit inside.
  case fit
  /// Scaled to cover.
  case fill
}

extension _AspectRatioLayout: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { AspectRatioNode(child: $0, aspectRatio: aspectRatio, contentMode: contentMode) }
  }
}

/// An aspect-ratio view's node.
final class AspectRatioNode: UnaryNode {
  let aspectRatio: CGFloat?
  let contentMode: ContentMode

  init(child: LayoutNode, aspectRatio: CGFloat?, contentMode: ContentMode) {
    self.aspectRatio = aspectRatio
    self.contentMode = contentMode
    super.init(kind: "aspectRatio", child: child)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    if proposal.width == nil && proposal.height == nil { return proposal }
    let shape =
      aspectRatio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
    guard shape.width > 0, shape.height > 0 else { return proposal }
    let scaleX = proposal.width.map { $0 / shape.width } ?? .infinity
    let scaleY = proposal.height.map { $0 / shape.height } ?? .infinity
    let scale = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
    guard scale.isFinite else { return proposal }
    return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
  }
}

extension View {
  /// The view kept to `aspectRatio` (width over height; the view's ideal size's when `nil`),
  /// fitting in or filling what it is proposed.
  ///
  /// ```swift
  /// Color.gray.aspectRatio(16 / 9, contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
  }

  /// The view kept to `aspectRatio`'s shape, fitting in or filling what it is proposed.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }

  /// The view scaled to fit what it is proposed, keeping its ideal shape.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// The view scaled to fill what it is proposed, keeping its ideal shape.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
