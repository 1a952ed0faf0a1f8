/// A straight piece of a path's outline in 24.8 fixed point, stored top to bottom.
///
/// `winding` keeps the original direction: +1 when the outline runs down the screen (y grows),
/// −1 when it runs up. Horizontal pieces are never edges: they cover no height.
struct Edge: Equatable {
  /// The top end (`y0 < y1`).
  var x0: Int
  var y0: Int
  /// The bottom end.
  var x1: Int
  var y1: Int
  /// +1 for an outline running down, −1 for one running up.
  var winding: Int

  /// The edge from (`xa`, `ya`) to (`xb`, `yb`), or `nil` when it is horizontal.
  init?(fromX xa: Int, y ya: Int, toX xb: Int, y yb: Int) {
    if ya == yb { return nil }
    if ya < yb {
      (x0, y0, x1, y1, winding) = (xa, ya, xb, yb, 1)
    } else {
      (x0, y0, x1, y1, winding) = (xb, yb, xa, ya, -1)
    }
  }

  /// The x where the edge crosses height `y` (rounded to 1/256 px), for `y` in `y0...y1`.
  ///
  /// Every caller asks with the edge's own end points, so two rows that share a boundary agree
  /// on where the edge crosses it.
  @inline(__always)
  func x(atY y: Int) -> Int {
    if y == y0 || x0 == x1 { return x0 }
    if y == y1 { return x1 }
    return x0 + FDot8.roundedDivision((x1 - x0) * (y - y0), y1 - y0)
  }
}
