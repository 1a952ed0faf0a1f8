import LayoutShot

/// A tall first row, then three rows that alternate a square and a 2:1 rectangle, fading from
/// opaque to transparent.
///
/// The lesson: aspect ratios (`width == height`, `width == 2 * height`) and equal heights let
/// three rows share the width exactly, and the first row takes whatever height is left. Everything
/// is determined. On a portrait screen it fits; on a landscape one the three rows, sized by the
/// width, are taller than the screen, row 1 is left with a negative height, and the engine says so
/// with an `invalid-size` diagnostic — as UIKit would lay the seed's code out.
///
/// Ported from the article on NSLayoutAnchor that builds this grid in code: row 1 is pinned 16
/// points from the root's left and right and 16 points below the margins guide's top; rows 2 to 4
/// sit 8 points apart, 16 points from the edges, with the square on the left in rows 2 and 4 and on
/// the right in row 3; row 4 ends 16 points above the margins guide's bottom.
public struct AlternatingGrid: LayoutProgram {
  public init() {}

  /// The distance to the screen's edges and to the margins guide.
  static let margin = 16.0
  /// The gap between views.
  static let spacing = 8.0

  public func body(root: View, screen: Screen) -> LayoutBody {
    let rows: [[View]] = [
      [View("row1")],
      [View("row2Left"), View("row2Right")],
      [View("row3Left"), View("row3Right")],
      [View("row4Left"), View("row4Right")],
    ]
    // Each row is a step more transparent: 1, 0.8, 0.6, 0.4.
    let coral = Color(red: 1, green: 0.43, blue: 0.43)
    for (index, row) in rows.enumerated() {
      for view in row {
        view.backgroundColor = coral
        view.alpha = 1 - Double(index) / Double(rows.count + 1)
        root.addSubview(view)
      }
    }
    let margins = root.layoutMarginsGuide

    // Row 1: full width, from 16 below the margins guide's top down to row 2.
    let top = rows[0][0]
    top.left == root.left + Self.margin
    top.right == root.right - Self.margin
    top.top == margins.top + Self.margin

    // Rows 2 to 4: a square (width == height) and a rectangle (width == 2 × height) of equal height.
    var above = top
    for (index, row) in rows.dropFirst().enumerated() {
      let left = row[0]
      let right = row[1]
      left.left == root.left + Self.margin
      right.right == root.right - Self.margin
      right.left == left.right + Self.spacing
      left.top == above.bottom + Self.spacing
      right.top == left.top
      right.bottom == left.bottom
      let squareOnTheLeft = index != 1
      left.width == (squareOnTheLeft ? 1 : 2) * left.height
      right.width == (squareOnTheLeft ? 2 : 1) * right.height
      above = left
    }
    above.bottom == margins.bottom - Self.margin
  }
}
