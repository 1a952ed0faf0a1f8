import Foundation
import LayoutShot

/// A bar's toolbar items as the iOS 26 edition draws them: each run of items between spacers on
/// one Liquid Glass capsule, an icon item (one with no text) in a cell of `iconCell`, a text item
/// with 14 points on either side, a lone icon item in a circle; spacers share what width is left
/// when the row is given a width (Documentation/Bars.md#ios-26).
final class GlassItemsNode: LayoutNode {
  /// The items and spacers, in order.
  private let items: [LayoutNode]
  /// A capsule for each run of items.
  private let platters: [LayoutNode]
  private let height: CGFloat
  private let iconCell: CGFloat

  /// The items `items` (spacers among them) on capsules `height` tall, named `kind`.
  init(kind: String, items: [LayoutNode], height: CGFloat, iconCell: CGFloat) {
    self.items = items
    self.height = height
    self.iconCell = iconCell
    platters = Self.runs(of: items).map { _ in
      ControlNode(
        kind: "GlassPlatter", sizing: .fixed(.zero), drawing: Drawing(GlassMaterial.regular.elements(.bounds))
      )
    }
    super.init(kind: kind, children: platters + items)
  }

  /// The indices of `items` in each run between spacers.
  private static func runs(of items: [LayoutNode]) -> [[Int]] {
    var runs: [[Int]] = [[]]
    for (index, item) in items.enumerated() {
      if item.kind == "Spacer" { runs.append([]) } else { runs[runs.count - 1].append(index) }
    }
    return runs.filter { !$0.isEmpty }
  }

  /// Whether `node` shows no text: an icon.
  private static func isIcon(_ node: LayoutNode) -> Bool {
    !(node is TextNode) && node.children.allSatisfy(isIcon)
  }

  /// The width of each run's capsule.
  private var runWidths: [CGFloat] {
    Self.runs(of: items).map { run in
      if run.count == 1, Self.isIcon(items[run[0]]) { return height }
      return run.reduce(0) { $0 + cellWidth(items[$1]) }
    }
  }

  private func cellWidth(_ item: LayoutNode) -> CGFloat {
    if Self.isIcon(item) { return iconCell }
    return max(item.sizeThatFits(.unspecified).width + 2 * GlassBarLook.textItemPadding, height)
  }

  /// The capsules side by side, 8 apart, or the width offered when spacers share it.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let widths = runWidths
    let packed = widths.reduce(0, +) + CGFloat(max(widths.count - 1, 0)) * GlassBarLook.groupSpacing
    let hasSpacer = items.contains { $0.kind == "Spacer" }
    return CGSize(width: hasSpacer ? max(proposal.width ?? packed, packed) : packed, height: height)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let runs = Self.runs(of: items)
    let widths = runWidths
    let spacers = items.filter { $0.kind == "Spacer" }
    let packed = widths.reduce(0, +) + CGFloat(max(runs.count - 1, 0)) * GlassBarLook.groupSpacing
    let spare = spacers.isEmpty ? 0 : max(bounds.width - packed, 0) / CGFloat(spacers.count)
    var x = bounds.minX
    var runIndex = 0
    var index = 0
    while index < items.count {
      if items[index].kind == "Spacer" {
        items[index].place(
          in: CGRect(x: x, y: bounds.minY, width: spare, height: height),
          proposal: ProposedViewSize(width: spare, height: height))
        x += spare
        index += 1
        continue
      }
      let run = runs[runIndex]
      let platter = CGRect(x: x, y: bounds.minY, width: widths[runIndex], height: height)
      platters[runIndex].place(in: platter, proposal: ProposedViewSize(platter.size))
      var cellX = x
      for member in run {
        let item = items[member]
        let size = item.sizeThatFits(.unspecified)
        let cell = run.count == 1 ? platter.width : cellWidth(item)
        item.place(
          in: CGRect(
            x: cellX + (cell - size.width) / 2, y: platter.midY - size.height / 2, width: size.width,
            height: size.height),
          proposal: .unspecified)
        cellX += cell
      }
      x += platter.width + GlassBarLook.groupSpacing
      index = (run.last ?? index) + 1
      runIndex += 1
    }
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
