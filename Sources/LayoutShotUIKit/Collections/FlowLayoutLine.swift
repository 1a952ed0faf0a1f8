import LayoutShot

/// One line of a flow layout's section (a row when it scrolls down, a column when it scrolls
/// across) placed as UIKit's flow layout places it (Documentation/CollectionViews.md#rows).
///
/// Lengths run along the line (widths of a row); offsets are from the content's edge, so they
/// include the leading section inset.
struct FlowLayoutLine {
  /// The items' lengths along the line, in order.
  var lengths: [Double]
  /// Whether another line of the section follows.
  var isLast: Bool

  /// Fills lines from `lengths`: an item joins the line while the line with it and one spacing
  /// before it still fits `available`; every line holds at least one item.
  static func lines(of lengths: [Double], available: Double, spacing: Double) -> [FlowLayoutLine] {
    var lines: [FlowLayoutLine] = []
    var current: [Double] = []
    var used = 0.0
    for length in lengths {
      if !current.isEmpty, used + spacing + length > available + tolerance {
        lines.append(FlowLayoutLine(lengths: current, isLast: false))
        current = []
      }
      used = current.isEmpty ? length : used + spacing + length
      current.append(length)
    }
    if !current.isEmpty { lines.append(FlowLayoutLine(lengths: current, isLast: true)) }
    return lines
  }

  /// How much a line may overflow by rounding and still hold an item.
  static let tolerance = 1e-9

  /// Where each item starts along the line, from the content's edge.
  ///
  /// A line followed by another is justified: its items spread to both insets, or a single item
  /// is centred. The last line starts at the leading inset with the minimum spacing; when the
  /// section's items all have the layout's fixed size (`fixedLength`), it takes the spacing of
  /// a full justified line instead, so its items sit on the columns above.
  ///
  /// - Parameters:
  ///   - extent: The content's length along the line (the collection view's width when it
  ///     scrolls down).
  ///   - leading: The section inset before the line.
  ///   - trailing: The section inset after the line.
  ///   - spacing: The minimum spacing between items.
  ///   - fixedLength: The length every item of the section has, when the layout gives them all
  ///     its `itemSize` rather than its delegate's sizes.
  func offsets(extent: Double, leading: Double, trailing: Double, spacing: Double, fixedLength: Double?)
    -> [Double]
  {
    let total = lengths.reduce(0, +)
    let room = extent - leading - trailing
    var start = leading
    var gap = spacing
    if !isLast {
      if lengths.count >= 2 {
        gap = (room - total) / Double(lengths.count - 1)
      } else {
        start = leading + max(0, (room - total) / 2)
      }
    } else if let fixedLength, fixedLength + spacing > 0 {
      let columns = ((room + spacing) / (fixedLength + spacing) + Self.tolerance).rounded(.down)
      if columns >= 2 { gap = (room - fixedLength * columns) / (columns - 1) }
    }
    var offsets: [Double] = []
    var position = start
    for length in lengths {
      offsets.append(position)
      position += length + gap
    }
    return offsets
  }
}
