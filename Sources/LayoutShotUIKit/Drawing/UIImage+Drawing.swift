import LayoutShot

extension UIImage {
  /// Draws the image stretched into `rect` in the current context: its pixels, or LayoutShot's
  /// placeholder box for an image it has none for.
  public func draw(in rect: CGRect) {
    UIGraphicsGetCurrentContext()?.draw(layoutShotImage, in: rect)
  }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image into `rect` at opacity `alpha` (the blend mode is kept: images are drawn
  /// over what is there).
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setAlpha(alpha)
    draw(in: rect)
    context.restoreGState()
  }
}

/// How drawing combines with what is under it (`CGBlendMode`); LayoutShot draws every mode as
/// `.normal`, over what is there.
public enum CGBlendMode: Int32, Sendable {
  /// Over what is there, and the other modes Core Graphics names.
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
    difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop,
    destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
