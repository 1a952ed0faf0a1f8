extension UIBezierPath {
  /// Fills the path in the current context with its fill colour (non-zero rule).
  public func fill() {
    UIGraphicsGetCurrentContext()?.fillUserPath(path, rule: .nonZero)
  }

  /// Strokes the path in the current context with its stroke colour, 1 point wide: drawn when
  /// the path is a rectangle, an oval or a straight line, recorded and not drawn otherwise
  /// (``CGContext/skippedStrokeCount``).
  public func stroke() {
    UIGraphicsGetCurrentContext()?.stroke(path, width: 1)
  }

  /// Intersects the current context's clip with the path.
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(cgPath)
    context.clip()
  }
}
