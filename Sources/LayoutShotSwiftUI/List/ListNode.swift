import Foundation
import LayoutShot

/// A list's node (`List`, `Form`): it takes the size it is proposed and lays its sections out
/// top to bottom at rest, by the metrics of its style (``ListGeometry``).
///
/// Rows are made and placed only down to the list's bottom edge; below it they count at the least
/// row height (a ``LazyItemsNode``'s too, unmade), so a list of 10,000 rows costs what one
/// screenful does, and the whole-content extent grows the screen until every row is placed
/// (Documentation/SwiftUILists.md#laziness).
final class ListNode: LayoutNode, ScrollingNode {
  /// A section's parts: its header's and footer's nodes and its rows (some of them a
  /// ``LazyItemsNode`` standing for many).
  struct Part {
    var header: [LayoutNode] = []
    var rows: [LayoutNode] = []
    var footer: [LayoutNode] = []
    var headerProminence = Prominence.standard
  }

  let parts: [Part]
  let geometry: ListGeometry
  let minRowHeight: CGFloat
  let rowSpacing: CGFloat
  /// The content margins (`.contentMargins(_:_:for:)`).
  let margins: EdgeInsets
  /// Whether the list's own background shows (`.scrollContentBackground(_:)`).
  let showsBackground: Bool
  private(set) var contentSize = CGSize.zero

  init(parts: [Part], geometry: ListGeometry, environment: EnvironmentValues) {
    self.parts = parts
    self.geometry = geometry
    minRowHeight = environment.defaultMinListRowHeight
    rowSpacing = environment.listRowSpacing ?? 0
    margins = environment.scrollContentMargins
    showsBackground = environment.scrollContentBackground != .hidden
    super.init(kind: "List")
  }

  /// Lays the sections out from the top, inset by the safe area and the content margins; what
  /// starts below the bottom edge is counted, not made.
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let insets = margins.adding(safeArea.unsafeInsets(in: bounds, regions: .container))
    let area = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(bounds.width - insets.total(along: .horizontal), 0),
      height: max(bounds.height - insets.total(along: .vertical), 0))
    var cursor = Cursor(top: area.minY, bottom: bounds.maxY)
    for (index, part) in parts.enumerated() {
      lay(
        part, isFirst: index == 0, isLast: index == parts.count - 1, area: area, bounds: bounds,
        cursor: &cursor)
    }
    children = cursor.placed
    contentSize = CGSize(width: bounds.width, height: cursor.y - bounds.minY + insets.bottom)
  }

  /// Where the list has got to: the next y, what it placed, and the edge below which it only
  /// counts.
  private struct Cursor {
    var y: CGFloat
    let bottom: CGFloat
    var placed: [LayoutNode] = []

    init(top: CGFloat, bottom: CGFloat) {
      y = top
      self.bottom = bottom
    }

    var isPastBottom: Bool { y >= bottom }
  }

  private func lay(
    _ part: Part, isFirst: Bool, isLast: Bool, area: CGRect, bounds: CGRect, cursor: inout Cursor
  ) {
    let isProminent = geometry.style.isProminentHeader(part.headerProminence)
    if part.header.isEmpty {
      cursor.y += geometry.untitledHeaderSpace(isFirst: isFirst)
    } else {
      let margins = geometry.headerMargins(isFirst: isFirst, isProminent: isProminent)
      layTitle(
        part.header, margins: margins, span: geometry.titleSpan(area: area, isProminent: isProminent),
        cursor: &cursor)
    }
    layRows(part.rows, endsList: isLast, area: area, bounds: bounds, cursor: &cursor)
    if part.footer.isEmpty {
      cursor.y += geometry.untitledFooterSpace(isLast: isLast)
    } else {
      layTitle(
        part.footer, margins: geometry.footerMargins(),
        span: geometry.titleSpan(area: area, isProminent: false), cursor: &cursor)
    }
  }

  /// Places a header's or footer's views between `margins`, across `span`, centred in the least
  /// height when they are shorter.
  private func layTitle(
    _ nodes: [LayoutNode], margins: (top: CGFloat, bottom: CGFloat, minimum: CGFloat),
    span: (minX: CGFloat, maxX: CGFloat), cursor: inout Cursor
  ) {
    let node = LayoutNode.implicitVStack(nodes)
    let proposal = ProposedViewSize(width: max(span.maxX - span.minX, 0), height: nil)
    let size = node.sizeThatFits(proposal)
    let height = max(margins.top + size.height + margins.bottom, margins.minimum)
    if !cursor.isPastBottom {
      let extra = height - (margins.top + size.height + margins.bottom)
      node.safeArea = .none
      node.place(
        in: CGRect(
          x: span.minX, y: cursor.y + margins.top + extra / 2, width: size.width, height: size.height),
        proposal: proposal)
      cursor.placed.append(node)
    }
    cursor.y += height
  }

  /// A row placed in its card: its frame, where the separator under it starts, and its traits.
  private struct PlacedRow {
    let frame: CGRect
    let separatorMinX: CGFloat
    let traits: ListRowTraits
    let content: LayoutNode
  }

  /// Places a section's rows on cards (one per section, or one per row when rows are spaced in
  /// an inset list), with their backgrounds and separators, down to the bottom edge; the rows
  /// below it count at the least row height.
  private func layRows(
    _ rows: [LayoutNode], endsList: Bool, area: CGRect, bounds: CGRect, cursor: inout Cursor
  ) {
    let span = geometry.cardSpan(area: area, bounds: bounds)
    let base = geometry.rowBase(area: area)
    var placed: [PlacedRow] = []
    var counted = 0
    var isFirstRow = true
    func place(_ row: LayoutNode) {
      if !isFirstRow { cursor.y += rowSpacing }
      isFirstRow = false
      guard !cursor.isPastBottom else {
        counted += 1
        return
      }
      placed.append(placeRow(row, top: cursor.y, span: span, base: base))
      cursor.y = placed[placed.count - 1].frame.maxY
    }
    for row in rows {
      if let items = row as? LazyItemsNode {
        for index in 0..<items.count {
          if cursor.isPastBottom {
            counted += items.count - index
            cursor.y += CGFloat(items.count - index) * rowSpacing
            break
          }
          items.nodes(at: index).forEach(place)
        }
      } else {
        place(row)
      }
    }
    cursor.y += CGFloat(counted) * minRowHeight
    guard !placed.isEmpty else { return }
    let separate = geometry.style.insetsSections && rowSpacing > 0
    let cards = separate ? placed.map { [$0] } : [placed]
    for (index, card) in cards.enumerated() {
      let isLast = index == cards.count - 1
      cursor.placed.append(makeCard(card, endsList: endsList && counted == 0 && isLast, span: span))
    }
  }

  /// Sizes and places one row's content at `top`, inset from `base` by its insets; the row is as
  /// tall as its content and insets, and at least the least row height.
  private func placeRow(
    _ row: LayoutNode, top: CGFloat, span: (minX: CGFloat, maxX: CGFloat),
    base: (minX: CGFloat, maxX: CGFloat)
  ) -> PlacedRow {
    let traits = row.listRowTraits
    let insets = traits.insets ?? geometry.defaultRowInsets
    let proposal = ProposedViewSize(
      width: max(base.maxX - base.minX - insets.total(along: .horizontal), 0), height: nil)
    let size = row.sizeThatFits(proposal)
    let height = max(minRowHeight, size.height + insets.total(along: .vertical))
    let free = height - insets.total(along: .vertical) - size.height
    row.safeArea = .none
    row.place(
      in: CGRect(
        x: base.minX + insets.leading, y: top + insets.top + free / 2, width: size.width, height: size.height),
      proposal: proposal)
    return PlacedRow(
      frame: CGRect(x: span.minX, y: top, width: span.maxX - span.minX, height: height),
      separatorMinX: Self.firstTextMinX(in: row) ?? base.minX + insets.leading, traits: traits, content: row)
  }

  /// Where the separator under `node`'s row starts: the leading edge of its first text.
  ///
  /// That is past an icon or avatar before the text; the text of an overlay or background (an
  /// avatar's initials) does not count. `nil` when the row has no text.
  private static func firstTextMinX(in node: LayoutNode) -> CGFloat? {
    if node is TextNode { return node.frame.minX }
    if let decorated = node as? SecondaryNode { return firstTextMinX(in: decorated.child) }
    for child in node.children {
      if let x = firstTextMinX(in: child) { return x }
    }
    return nil
  }

  /// The card of `rows`: its background, each row's own background, the rows, and a separator
  /// under each row but the card's last (in a plain list, under the last one too unless it ends
  /// the list), unless either row hides it.
  private func makeCard(_ rows: [PlacedRow], endsList: Bool, span: (minX: CGFloat, maxX: CGFloat))
    -> LayoutNode
  {
    let frame = CGRect(
      x: span.minX, y: rows[0].frame.minY, width: span.maxX - span.minX,
      height: rows[rows.count - 1].frame.maxY - rows[0].frame.minY)
    var backgrounds: [LayoutNode] = []
    var separators: [LayoutNode] = []
    for (index, row) in rows.enumerated() {
      if let background = row.traits.background {
        background.safeArea = .none
        background.place(in: row.frame, proposal: ProposedViewSize(row.frame.size))
        backgrounds.append(background)
      }
      let next = index + 1 < rows.count ? rows[index + 1] : nil
      guard next != nil || (!geometry.style.isGrouped && !endsList),
        !row.traits.hiddenSeparators.contains(.bottom),
        !(next?.traits.hiddenSeparators.contains(.top) ?? false)
      else { continue }
      let tint = row.traits.bottomSeparatorTint ?? next?.traits.topSeparatorTint ?? .separator
      let separator = ListDecorationNode(kind: "Separator", color: tint)
      separator.place(
        in: CGRect(
          x: row.separatorMinX, y: row.frame.maxY - geometry.pixel, width: row.frame.maxX - row.separatorMinX,
          height: geometry.pixel),
        proposal: .unspecified)
      separators.append(separator)
    }
    let card = ListDecorationNode(
      kind: "ListSection", color: geometry.cardBackground, cornerRadius: geometry.cardCornerRadius,
      children: backgrounds + rows.map(\.content) + separators)
    card.safeArea = .none
    card.place(in: frame, proposal: ProposedViewSize(frame.size))
    return card
  }

  /// A core scroll view of the list's background, with the placed sections in it.
  override func emit(into parent: Emission) {
    let inner = parent.addScrollView(for: self)
    inner.parent.backgroundColor = showsBackground ? geometry.background : nil
    for child in children { child.emit(into: inner) }
  }
}
