extension EdgeList {
  /// A rectangle of whole pixels that the outline covers fully under either fill rule, when
  /// the outline has one: the rows that only two vertical sides cross (an axis-aligned
  /// rectangle, or the straight middle of a rounded one), between those sides; `nil` otherwise.
  ///
  /// In those rows no other edge is active, so every cell between the sides is untouched and
  /// has winding ±1: coverage 255, exactly what ``ScanConverter`` gives those pixels. A pixel
  /// counts only when it lies wholly between the sides and wholly within the sides' rows.
  var fullyCoveredInterior: PixelRegion? {
    // The longest vertical edge is one side; the other is the longest vertical edge running the
    // other way over some of the same rows.
    guard let first = longestVerticalEdge(where: { _ in true }),
      let second = longestVerticalEdge(where: {
        $0.winding == -first.winding && $0.x0 != first.x0 && $0.y0 < first.y1 && $0.y1 > first.y0
      })
    else { return nil }
    let left = min(first.x0, second.x0)
    let right = max(first.x0, second.x0)
    let one = FDot8.one
    let column = (left + one - 1) >> FDot8.shift
    let endColumn = right >> FDot8.shift
    let row = (max(first.y0, second.y0) + one - 1) >> FDot8.shift
    let endRow = min(first.y1, second.y1) >> FDot8.shift
    guard column < endColumn, row < endRow else { return nil }
    let top = row << FDot8.shift
    let bottom = endRow << FDot8.shift
    // Only the two sides may cross the interior's rows, each once.
    var crossing = 0
    for edge in edges where edge.y0 < bottom && edge.y1 > top {
      guard edge == first || edge == second else { return nil }
      crossing += 1
    }
    guard crossing == 2 else { return nil }
    return PixelRegion(x: column, y: row, width: endColumn - column, height: endRow - row)
  }

  /// The longest vertical edge that satisfies `condition` (the first of equal ones).
  private func longestVerticalEdge(where condition: (Edge) -> Bool) -> Edge? {
    var best: Edge?
    for edge in edges where edge.x0 == edge.x1 && condition(edge) {
      if let current = best, current.y1 - current.y0 >= edge.y1 - edge.y0 { continue }
      best = edge
    }
    return best
  }
}
