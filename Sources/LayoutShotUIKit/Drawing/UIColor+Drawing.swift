import LayoutShot

extension UIColor {
  /// Makes the colour the current context's fill colour (resolved for the current traits).
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes the colour the current context's stroke colour (resolved for the current traits).
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes the colour the current context's fill and stroke colour.
  public func set() {
    setFill()
    setStroke()
  }
}
