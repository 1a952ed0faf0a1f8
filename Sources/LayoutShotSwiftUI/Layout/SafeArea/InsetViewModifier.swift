import Foundation

/// A view with another in an inset along one edge: what `.safeAreaInset(edge:alignment:spacing:content:)`
/// applies (Documentation/SwiftUILayout.md#safe-area).
///
/// The inset view is sized first (its length along the edge's axis at most what the proposal
/// leaves after the spacing and the view's own minimum), the view gets the rest; the two are
/// placed at opposite edges, lined up across by the alignment, and the view's safe area grows by
/// the inset view's length and the spacing on that edge.
public struct _InsetViewModifier<Content: View>: ViewModifier {
  let content: Content
  let edge: Edge
  let spacing: CGFloat?
  let alignment: AlignmentKey

  public typealias Body = Never
}

extension _InsetViewModifier: PrimitiveModifier {
  func makeNodes(content primary: (ResolveContext) -> [LayoutNode], in context: ResolveContext)
    -> [LayoutNode]
  {
    var inner = context
    inner.stackAxis = nil
    inner.keepsSections = false
    return primary(context).map { primary in
      InsetNode(
        primary: primary, inset: LayoutNode.implicitZStack(inner.nodes(of: content)), edge: edge,
        spacing: spacing,
        alignment: alignment)
    }
  }
}

/// The node of a view with a safe-area inset: the primary child is the view, the other the inset.
final class InsetNode: UnaryNode {
  let inset: LayoutNode
  let edge: Edge
  let alignment: AlignmentKey
  private let fixedSpacing: CGFloat?

  init(primary: LayoutNode, inset: LayoutNode, edge: Edge, spacing: CGFloat?, alignment: AlignmentKey) {
    self.inset = inset
    self.edge = edge
    self.fixedSpacing = spacing
    self.alignment = alignment
    super.init(kind: "safeAreaInset", child: primary)
    children = [primary, inset]
  }

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
  private var insetComesFirst: Bool { edge == .top || edge == .leading }

  /// The spacing given, or the two views' preference between them.
  private var gap: CGFloat {
    if let fixedSpacing { return fixedSpacing }
    return insetComesFirst
      ? inset.spacing.distance(to: child.spacing, along: axis)
      : child.spacing.distance(to: inset.spacing, along: axis)
  }

  /// The inset's proposal: along the axis, what is left after the spacing and the view's minimum.
  private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    guard let length = proposal[axis] else { return proposal }
    var rest = proposal
    rest[axis] = max(length - gap, 0)
    var minimum = rest
    minimum[axis] = 0
    rest[axis] = max(max(length - gap, 0) - child.sizeThatFits(minimum)[axis], 0)
    return rest
  }

  /// The view's proposal once the inset is `insetSize`.
  private func primaryProposal(_ proposal: ProposedViewSize, insetSize: CGSize) -> ProposedViewSize {
    var result = proposal
    result[axis] = proposal[axis].map { max($0 - insetSize[axis] - gap, 0) }
    return result
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    primaryProposal(proposal, insetSize: inset.sizeThatFits(insetProposal(proposal)))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let insetSize = inset.sizeThatFits(insetProposal(proposal))
    let primarySize = child.sizeThatFits(primaryProposal(proposal, insetSize: insetSize))
    return CGSize(
      insetSize[axis] + gap + primarySize[axis], along: axis,
      minor: max(insetSize[axis.other], primarySize[axis.other]))
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    var placing = proposal
    placing[axis.other] = bounds.size[axis.other]
    let insetProposal = insetProposal(placing)
    let insetSize = inset.sizeThatFits(insetProposal)
    let primaryProposal = primaryProposal(placing, insetSize: insetSize)
    let primarySize = child.sizeThatFits(primaryProposal)
    // Along the axis: the view at the far edge, the inset at the near one; across: the view
    // centred, the inset's guide on the view's.
    let (near, far) = insetComesFirst ? (CGFloat(0), CGFloat(1)) : (CGFloat(1), CGFloat(0))
    let primaryMajor = (bounds.size[axis] - primarySize[axis]) * far
    let insetMajor = (bounds.size[axis] - insetSize[axis]) * near
    let primaryMinor = (bounds.size[axis.other] - primarySize[axis.other]) / 2
    let insetMinor =
      primaryMinor + child.dimensions(primarySize)[alignment] - inset.dimensions(insetSize)[alignment]
    let origin = bounds.origin
    let primaryOrigin = CGPoint(primaryMajor, along: axis, minor: primaryMinor)
    let insetOrigin = CGPoint(insetMajor, along: axis, minor: insetMinor)
    child.safeArea = safeArea.adding(
      SafeArea.Layer(
        bounds: bounds, insets: EdgeInsets(insetSize[axis] + gap, on: Edge.Set(edge)), regions: .container))
    child.place(
      in: CGRect(
        origin: CGPoint(x: origin.x + primaryOrigin.x, y: origin.y + primaryOrigin.y), size: primarySize),
      proposal: primaryProposal)
    inset.place(
      in: CGRect(origin: CGPoint(x: origin.x + insetOrigin.x, y: origin.y + insetOrigin.y), size: insetSize),
      proposal: insetProposal)
  }
}

extension View {
  /// Shows `content` along the top or bottom edge, the view below or above it with its safe area
  /// grown by `content`'s height and `spacing` (the two views' default spacing when `nil`).
  ///
  /// ```swift
  /// ZStack { Color.teal.ignoresSafeArea(); Text("Feed") }
  ///   .safeAreaInset(edge: .bottom, spacing: 0) { Text("Toolbar").frame(maxWidth: .infinity) }
  /// ```
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _InsetViewModifier(
        content: content(), edge: edge == .top ? .top : .bottom, spacing: spacing, alignment: alignment.key))
  }

  /// Shows `content` along the leading or trailing edge, the view beside it with its safe area
  /// grown by `content`'s width and `spacing` (the two views' default spacing when `nil`).
  ///
  /// ```swift
  /// Content().safeAreaInset(edge: .leading, spacing: 0) { Sidebar() }
  /// ```
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _InsetViewModifier(
        content: content(), edge: edge == .leading ? .leading : .trailing, spacing: spacing,
        alignment: alignment.key))
  }
}
