import Foundation
import LayoutShot

/// The chevron of a list row that leads somewhere (a `NavigationLink`'s, a `DisclosureGroup`'s),
/// drawn as UIKit's list cells draw it (`DisclosureChevron`, Documentation/Lists.md#accessories):
/// 8 × 13 points, pointing trailing, or down when expanded; in the tertiary label colour, or the
/// tint for a disclosure group's (as UIKit's outline disclosure).
struct DisclosureChevronView: View, PrimitiveView {
  var isExpanded = false
  var isTinted = false

  typealias Body = Never

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let color = isTinted ? context.environment.tintStyle.representativeColor : .tertiaryLabel
    return [DisclosureChevronNode(isExpanded: isExpanded, color: color)]
  }
}

/// A disclosure chevron's node: its fixed size, turned when expanded.
final class DisclosureChevronNode: LayoutNode {
  let isExpanded: Bool
  let color: Render.Color

  init(isExpanded: Bool, color: Render.Color) {
    self.isExpanded = isExpanded
    self.color = color
    super.init(kind: "Chevron")
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let (width, height) = (CGFloat(DisclosureChevron.width), CGFloat(DisclosureChevron.height))
    return isExpanded ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
  }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    view.drawing = Drawing(
      DisclosureChevron.elements(centredAt: .fraction(0.5), expanded: isExpanded, color: color))
    parent.add(view, for: self)
  }
}
