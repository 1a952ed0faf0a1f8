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
    content(context).map { primary in
      SecondaryNode(
        primary: primary, secondary: context.secondaryNode(of: secondary, alignment: alignment),
        alignment: alignment, isOverlay: isOverlay)
    }
  }
}

extension ResolveContext {
  /// The node of `view` laid out on another (an overlay, background or mask): outside any stack,
  /// and several views in a `ZStack` with `alignment`.
  func secondaryNode<V: View>(of view: V, alignment: Alignment) -> LayoutNode {
    var inner = self
    inner.stackAxis = nil
    inner.keepsSections = false
    return LayoutNode.implicitZStack(inner.nodes(of: view), alignment: alignment)
  }
}

/// A view with a background or overlay: the primary child sizes it, the secondary is proposed
/// that size and aligned.
class SecondaryNode: UnaryNode {
  let secondary: LayoutNode
  let alignment: Alignment
  let isOverlay: Bool

  init(primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, isOverlay: Bool, kind: String? = nil)
  {
    self.secondary = secondary
    self.alignment = alignment
    self.isOverlay = isOverlay
    super.init(kind: kind ?? (isOverlay ? "overlay" : "background"), child: primary)
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

  /// `background` behind this view (the older form; a colour or gradient passed alone is taken as
  /// a shape style, `background(_:ignoresSafeAreaEdges:)`, as in SwiftUI).
  @_disfavoredOverload
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

  /// `overlay` in front of this view (the older form; a colour or gradient passed alone is taken as
  /// a shape style, `overlay(_:ignoresSafeAreaEdges:)`, as in SwiftUI).
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundOverlayModifier(secondary: overlay, alignment: alignment, isOverlay: true))
  }
}
