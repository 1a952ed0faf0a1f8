/// A drop shadow as a canvas draws it, in pixels: a shape's alpha blurred by a Gaussian, moved
/// by an offset and filled with a colour (`CALayer`'s shadow, SVG's `feDropShadow`).
///
/// The offset is rounded to whole pixels (as resvg's `feOffset` moves whole pixels). A blur is
/// the Gaussian's standard deviation; one below 0.05 pixels is no blur, one above
/// ``maximumBlur`` is that maximum. A shadow with a non-finite offset or blur draws nothing, as a
/// path with a non-finite coordinate draws nothing.
///
/// ```swift
/// // shadowColor black, shadowOpacity 0.3, shadowOffset (0, 4), shadowRadius 8 at @3x:
/// let shadow = DropShadow(color: RGBA8(red: 0, green: 0, blue: 0, alpha: 77), offsetX: 0, offsetY: 12, blur: 24)
/// canvas.beginLayer(opacity: 1, shadow: shadow)
/// canvas.fill(card, color: .white, transform: Transform(scale: 3))
/// canvas.endLayer()   // the shadow under the card, then the card
/// ```
package struct DropShadow: Hashable, Sendable {
  /// The shadow's colour; its alpha is the shadow's opacity where the shape is opaque.
  package var color: RGBA8
  /// How far the shadow is moved right, in pixels.
  package var offsetX: Double
  /// How far the shadow is moved down, in pixels.
  package var offsetY: Double
  /// The standard deviation of the Gaussian blur, in pixels.
  package var blur: Double

  /// The largest blur drawn, in pixels: a wider one is drawn as this, so that a mistaken radius
  /// cannot ask for a shadow of gigabytes.
  ///
  /// At 256 pixels a shadow already spreads over about
  /// 2,000 pixels, a phone screen's height.
  package static let maximumBlur = 256.0

  /// A shadow of `color`, moved by (`offsetX`, `offsetY`) and blurred with standard deviation
  /// `blur`, all in pixels.
  package init(color: RGBA8, offsetX: Double, offsetY: Double, blur: Double) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
  }

  /// Whether the shadow draws anything: a visible colour, and a finite offset and blur.
  var isDrawn: Bool {
    color.alpha != 0 && offsetX.isFinite && offsetY.isFinite && blur.isFinite
  }

  /// The offset in whole pixels, rounded to nearest (half away from zero); only for a drawn
  /// shadow.
  ///
  /// Clamped to a million pixels, which moves any shadow off any canvas.
  var pixelOffset: (x: Int, y: Int) {
    func whole(_ value: Double) -> Int { Int(min(max(value, -1e6), 1e6).rounded()) }
    return (whole(offsetX), whole(offsetY))
  }

  /// The pixels the shadow of what lies in `source` may colour, before any clip: `source` grown
  /// by the blur's reach on every side and moved by the offset; empty when nothing is drawn.
  func bounds(of source: PixelRegion) -> PixelRegion {
    guard isDrawn, !source.isEmpty else { return PixelRegion(x: 0, y: 0, width: 0, height: 0) }
    let reach = gaussianBlur?.reach ?? 0
    let (x, y) = pixelOffset
    return PixelRegion(
      x: source.x - reach + x, y: source.y - reach + y, width: source.width + 2 * reach,
      height: source.height + 2 * reach)
  }

  /// The blur the canvas applies: `nil` for none.
  var gaussianBlur: GaussianBlur? {
    GaussianBlur(sigma: min(blur, Self.maximumBlur))
  }
}
