import Foundation

/// What a container with bars (a navigation stack, a tab view) does with its content and its
/// bars' parts.
extension LayoutNode {
  /// The node of `view` resolved in `context` (its views in an implicit stack), named `name` in
  /// frame dumps: one part of a bar.
  @MainActor
  static func barPart(_ view: AnyView, named name: String, in context: ResolveContext) -> LayoutNode {
    let node = implicitZStack(context.nodes(of: view))
    node.sourceType = name
    return node
  }

  /// Places the node as a container's content: centred in `area` (offered its size), its safe
  /// area the container's, whose frame is `bounds`, with `insets` of it unsafe (the bars).
  func placeAsContent(
    in area: CGRect, containerBounds bounds: CGRect, insets: EdgeInsets, containerSafeArea: SafeArea
  ) {
    safeArea = containerSafeArea.adding(SafeArea.Layer(bounds: bounds, insets: insets, regions: .container))
    let size = sizeThatFits(ProposedViewSize(area.size))
    place(
      in: CGRect(
        x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height),
      proposal: ProposedViewSize(area.size))
  }
}

extension CGRect {
  /// The rectangle grown by `insets` on each edge (left to right: `leading` is the left edge).
  func grown(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX - insets.leading, y: minY - insets.top, width: width + insets.leading + insets.trailing,
      height: height + insets.top + insets.bottom)
  }
}
