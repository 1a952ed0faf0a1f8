/// A straight (not premultiplied) sRGB colour with alpha, 8 bits per channel.
///
/// This is the colour you paint with and read back: ``Canvas/fill(_:color:rule:transform:)``
/// takes one, and ``Image/pixel(x:y:)`` returns one. Colours given as fractions, as UIKit and
/// SVG write them, convert with ``init(unitRed:green:blue:alpha:)``.
///
/// ```swift
/// let systemBlue = RGBA8(red: 0, green: 122, blue: 255)
/// let overlay = RGBA8(unitRed: 1, green: 0.23, blue: 0.19, alpha: 0.35)  // alpha 89
/// ```
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
  /// The red level, 0...255.
  public var red: UInt8
  /// The green level, 0...255.
  public var green: UInt8
  /// The blue level, 0...255.
  public var blue: UInt8
  /// The opacity, 0 (transparent) ...
  ///
  /// 255 (opaque).
  public var alpha: UInt8

  /// A colour from 8-bit levels; opaque unless `alpha` is given.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from fractions in 0...1, each rounded to the nearest of the 256 levels
  /// (`(value * 255).rounded()`, halves away from zero); values outside 0...1 are clamped and
  /// NaN counts as 0.
  public init(unitRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(
      red: Self.level(red), green: Self.level(green), blue: Self.level(blue), alpha: Self.level(alpha))
  }

  /// The nearest 8-bit level of a fraction in 0...1, clamped; NaN gives 0.
  static func level(_ fraction: Double) -> UInt8 {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 255 }
    return UInt8((fraction * 255).rounded())
  }

  /// Opaque white.
  public static let white = RGBA8(red: 255, green: 255, blue: 255)
  /// Opaque black.
  public static let black = RGBA8(red: 0, green: 0, blue: 0)
  /// Transparent black, the colour of a new image.
  public static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#RRGGBBAA` in upper-case hexadecimal.
  public var description: String {
    "#"
      + [red, green, blue, alpha].map { level in
        let digits = String(level, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// The colour with its channels premultiplied by alpha (rounded to nearest), packed.
  var premultiplied: PackedPixel {
    PackedPixel(
      red: PixelMath.multiply(red, alpha), green: PixelMath.multiply(green, alpha),
      blue: PixelMath.multiply(blue, alpha), alpha: alpha)
  }
}
