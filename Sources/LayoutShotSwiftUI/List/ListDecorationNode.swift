import Foundation
import LayoutShot

/// A part of a list that the list places itself: a section's card (its background, holding the
/// rows, their backgrounds and separators) or a separator line.
final class ListDecorationNode: LayoutNode {
  let color: Render.Color?
  let cornerRadius: CGFloat

  init(kind: String, color: Render.Color?, cornerRadius: CGFloat = 0, children: [LayoutNode] = []) {
    self.color = color
    self.cornerRadius = cornerRadius
    super.init(kind: kind, children: children)
  }

  /// The list has placed the children already.
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

  /// A view of the colour, its corners rounded and clipping its children when it has a radius.
  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    view.backgroundColor = color
    view.cornerRadius = Double(cornerRadius)
    view.clipsToBounds = cornerRadius > 0
    let inner = parent.add(view, for: self)
    for child in children { child.emit(into: inner) }
  }
}
