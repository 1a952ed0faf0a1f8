import LayoutShot

extension UIBezierPath {
  /// Fills the path in the current context with its fill colour, by the even-odd rule when
  /// ``usesEvenOddFillRule`` is set and the non-zero rule otherwise.
  public func fill() {
    UIGraphicsGetCurrentContext()?.fillUserPath(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Strokes the path in the current context with its stroke colour and the path's own line
  /// settings (``lineWidth``, ``lineCapStyle``, ``lineJoinStyle``, ``miterLimit`` and its dashes).
  public func stroke() {
    UIGraphicsGetCurrentContext()?.stroke(path, style: strokeStyle)
  }

  /// Intersects the current context's clip with the path.
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(cgPath)
    context.clip()
  }
}
