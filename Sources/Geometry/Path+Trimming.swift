extension Path {
  /// The part of this path between `start` and `end` of its whole length (fractions in 0...1),
  /// each piece closed by a straight line from its end back to its start: the outline a trimmed
  /// shape fills, as SwiftUI fills `Circle().trim(from: 0, to: 0.5)` as a half disc.
  ///
  /// Curves are cut into straight segments no further than `tolerance` points from the curve, and
  /// the length is measured along them, as ``stroked(_:tolerance:)`` trims a stroke; the path
  /// itself when it is kept whole.
  ///
  /// ```swift
  /// let half = circle.trimmed(from: 0, to: 0.5)   // the half disc below the diameter
  /// ```
  public func trimmed(from start: Double, to end: Double, tolerance: Double = 0.01) -> Path {
    guard start > 0 || end < 1 else { return self }
    let stroker = Stroker(style: StrokeStyle(start: start, end: end))
    var trimmed = Path()
    for piece in stroker.drawnPieces(of: Stroker.flatten(self, tolerance: max(tolerance, 1e-4))) {
      guard let first = piece.points.first else { continue }
      trimmed.move(to: first)
      for point in piece.points.dropFirst() { trimmed.line(to: point) }
      trimmed.close()
    }
    return trimmed
  }
}
