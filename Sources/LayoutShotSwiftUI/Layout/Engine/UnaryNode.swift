import Foundation
import LayoutShot

/// A node around one child (a modifier's layout): it passes on the child's priority, spacing,
/// layout values and guides, the guides moved by where it puts the child.
class UnaryNode: LayoutNode {
  let child: LayoutNode

  init(kind: String, child: LayoutNode) {
    self.child = child
    super.init(kind: kind, children: [child])
    layoutValues = child.layoutValues
  }

  override var layoutPriority: Double { child.layoutPriority }
  override var spacing: ViewSpacing { child.spacing }

  /// The child's size for the node's `proposal`: by default the node's own size.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(childProposal(proposal))
  }

  /// What the child is proposed when the node is proposed `proposal`: the same by default.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

  /// Where the child goes in a node of `size` proposed `proposal`, at its size for
  /// ``childProposal(_:)``: centred by default.
  func childFrame(in size: CGSize, proposal: ProposedViewSize) -> CGRect {
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CGRect(
      x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2,
      width: childSize.width, height: childSize.height)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let frame = childFrame(in: size, proposal: ProposedViewSize(size))
    guard let value = child.explicitAlignment(key, size: frame.size) else { return nil }
    return value + (key.axis == .horizontal ? frame.minX : frame.minY)
  }

  /// What the child is proposed when it is placed in a node of `size` that was proposed
  /// `proposal`: what it was sized for by default.
  func placementProposal(size: CGSize, proposal: ProposedViewSize) -> ProposedViewSize {
    childProposal(proposal)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let frame = childFrame(in: bounds.size, proposal: proposal)
    child.place(
      in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY),
      proposal: placementProposal(size: bounds.size, proposal: proposal))
  }

  /// A modifier's layout draws nothing of its own: its child's views go under the parent, or,
  /// when the modified view was named (`.accessibilityIdentifier(_:)`), under a view of its
  /// frame that carries the name.
  override func emit(into parent: Emission) {
    guard identifier != nil else {
      for child in children { child.emit(into: parent) }
      return
    }
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
