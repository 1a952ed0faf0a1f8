/// Snapping frames to a screen's pixel grid the way UIKit does.
///
/// Each edge (left, right, top, bottom) in the root's coordinates is rounded to the nearest
/// multiple of 1/scale, halves rounding up, and the size is the difference of the rounded edges;
/// abutting views stay abutting. At 2x, y = 950.25 becomes 950.5 and 950.2 becomes 950; at 3x a
/// width of 173.5 becomes 173.6667.
enum PixelGrid {
  /// `value` rounded to the nearest 1/scale, halves up.
  ///
  /// A hair of tolerance keeps a value that round-off left just below a half (1900.4999999 pixels) rounding
  /// up as its exact value would.
  static func snap(_ value: Double, scale: Double) -> Double {
    guard value.isFinite, scale > 0 else { return value }
    return ((value * scale + 0.5 + 1e-7).rounded(.down)) / scale + 0
  }

  /// `frame` with each edge snapped.
  static func snap(_ frame: Rect, scale: Double) -> Rect {
    let minX = snap(frame.minX, scale: scale)
    let minY = snap(frame.minY, scale: scale)
    let maxX = snap(frame.maxX, scale: scale)
    let maxY = snap(frame.maxY, scale: scale)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
