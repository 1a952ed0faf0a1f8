import Foundation

/// A view with another behind or in front of it: what `.background(alignment:content:)` and
/// `.overlay(alignment:content:)` apply (Documentation/SwiftUILayout.md#zstack-overlay-and-background).
///
/// The view alone decides the size; the other is proposed exactly that size and aligned on it.
public struct _BackgroundOverlayModifier<Secondary: View>: ViewModifier {
  let secondary: Secondary
  let alignment: Alignment
  let isOverlay: Bool

  public typealias Body = Never
}

extension _BackgroundOverlayModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = nil
    return content(context).map { primary in
      let secondary = LayoutNode.implicitZStack(inner.nodes(of: secondary), alignment: alignment)
      return SecondaryNode(primary: primary, secondary: secondary, alignment: alignment, isOverlay: isOverlay)
    }
  }
}

/// A view with a background or overlay: the primary child sizes it, the secondary is proposed
/// that size and aligned.
final class SecondaryNode: UnaryNode {
  let secondary: LayoutNode
  let alignment: Alignment
  let isOverlay: Bool

  init(primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, isOverlay: Bool) {
    self.secondary = secondary
    self.alignment = alignment
    self.isOverlay = isOverlay
    super.init(kind: isOverlay ? "overlay" : "background", child: primary)
    children = isOverlay ? [primary, secondary] : [secondary, primary]
  }

  override func childFrame(in size: CGSize, proposal: ProposedViewSize) -> CGRect {
    CGRect(origin: .zero, size: size)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    child.place(in: bounds, proposal: proposal)
    let secondaryProposal = ProposedViewSize(bounds.size)
    let frame = Self.aligned(
      secondary, size: secondary.sizeThatFits(secondaryProposal), in: bounds.size, by: alignment)
    secondary.place(in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY), proposal: secondaryProposal)
  }
}

extension View {
  /// The views `content` builds behind this one, proposed its size and aligned on it.
  ///
  /// ```swift
  /// Text("New").padding(6).background { Capsule().fill(Color.blue) }
  /// ```
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  {
    modifier(_BackgroundOverlayModifier(secondary: content(), alignment: alignment, isOverlay: false))
  }

  /// `background` behind this view (the older form).
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    modifier(_BackgroundOverlayModifier(secondary: background, alignment: alignment, isOverlay: false))
  }

  /// The views `content` builds in front of this one, proposed its size and aligned on it.
  ///
  /// ```swift
  /// Avatar().overlay(alignment: .bottomTrailing) { Circle().fill(Color.green).frame(width: 12, height: 12) }
  /// ```
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_BackgroundOverlayModifier(secondary: content(), alignment: alignment, isOverlay: true))
  }

  /// `overlay` in front of this view (the older form).
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundOverlayModifier(secondary: overlay, alignment: alignment, isOverlay: true))
  }
}
