/// Pixels a drawing may skip because later opaque fills cover them (or a pre-painted canvas
/// already holds their result): a union of rectangles, kept as bands of rows that share one
/// sorted list of disjoint column intervals.
///
/// Lookups go down the rows: ``intervals(ofRow:)`` moves a cursor band by band, which is how the
/// scan converter and the compositor visit rows.
struct HiddenRegion {
  /// Band `i` covers rows `rowStarts[i] ..< rowStarts[i + 1]`.
  private var rowStarts: [Int] = []
  /// Band `i`'s intervals are `intervals[intervalStarts[i] ..< intervalStarts[i + 1]]`.
  private var intervalStarts: [Int] = []
  private var intervals: [(start: Int, end: Int)] = []
  /// The band of the last lookup.
  private var cursor = 0

  /// The union of `rectangles`, or `nil` when they hold no pixel.
  init?(_ rectangles: [PixelRegion]) {
    let rectangles = rectangles.filter { !$0.isEmpty }
    guard !rectangles.isEmpty else { return nil }
    var boundaries = Set<Int>()
    for rectangle in rectangles {
      boundaries.insert(rectangle.y)
      boundaries.insert(rectangle.maxY)
    }
    rowStarts = boundaries.sorted()
    intervalStarts = [0]
    for band in 0..<rowStarts.count - 1 {
      let (top, bottom) = (rowStarts[band], rowStarts[band + 1])
      let spans = rectangles.filter { $0.y <= top && $0.maxY >= bottom }
        .map { (start: $0.x, end: $0.maxX) }.sorted { $0.start < $1.start }
      for span in spans {
        if let last = intervals.last, intervals.count > intervalStarts[band], span.start <= last.end {
          intervals[intervals.count - 1].end = max(last.end, span.end)
        } else {
          intervals.append(span)
        }
      }
      intervalStarts.append(intervals.count)
    }
  }

  /// The indices of row `y`'s hidden column intervals (see ``interval(_:)``), in order,
  /// disjoint and not touching.
  @inline(__always)
  mutating func intervalIndices(ofRow y: Int) -> Range<Int> {
    guard y >= rowStarts[0], y < rowStarts[rowStarts.count - 1] else { return 0..<0 }
    if y < rowStarts[cursor] { cursor = 0 }
    while y >= rowStarts[cursor + 1] { cursor += 1 }
    return intervalStarts[cursor]..<intervalStarts[cursor + 1]
  }

  /// The hidden columns `start ..< end` of one interval.
  @inline(__always)
  func interval(_ index: Int) -> (start: Int, end: Int) {
    intervals[index]
  }

  /// Whether pixel (`x`, `y`) is hidden.
  @inline(__always)
  mutating func contains(x: Int, y: Int) -> Bool {
    for index in intervalIndices(ofRow: y) {
      let interval = intervals[index]
      if x < interval.start { return false }
      if x < interval.end { return true }
    }
    return false
  }
}
