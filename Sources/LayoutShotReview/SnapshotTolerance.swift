import Raster

/// How different two images may be and still match.
///
/// Snapshots are exact by default: LayoutShot draws the same pixels on every machine, so any
/// difference is a real change. Tolerances are there for users' own needs, and say what they
/// mean in pixels, never in bytes:
///
/// ```swift
/// assertLayoutSnapshot(of: Card(), tolerance: .exact)
/// // Up to 20 pixels may differ by any amount.
/// assertLayoutSnapshot(of: Card(), tolerance: .pixels(20))
/// // Pixels within a small perceptual distance count as equal; anti-aliased edge pixels are ignored;
/// // at most 0.1 % of the image may differ beyond that.
/// assertLayoutSnapshot(of: Card(), tolerance: .fraction(0.001, colorThreshold: 0.05, ignoringAntialiasing: true))
/// ```
///
/// An image matches when it has the reference's size and at most ``maximumDifferingPixels``
/// pixels, or at most ``maximumDifferingFraction`` of its pixels, differ beyond
/// ``colorThreshold`` (anti-aliased pixels set aside only when ``ignoresAntialiasing`` is set).
/// `layoutshot diff` applies the same rule to the same four values, given as `--threshold`,
/// `--max-pixels`, `--max-fraction` and `--ignore-antialiasing`, so a test and a review agree.
/// Text snapshots (SVG, frame dumps) always compare exactly.
public struct SnapshotTolerance: Hashable, Sendable {
  /// The perceptual colour distance, in 0...1, up to which two pixels count as the same, on
  /// pixelmatch's scale: 0 means identical RGBA; otherwise two pixels differ when the squared YIQ
  /// distance of their colours (over white) exceeds 35,215 × threshold², 35,215 being the distance
  /// of black from white.
  ///
  /// pixelmatch's default is 0.1.
  public var colorThreshold: Double
  /// How many pixels may differ beyond the threshold.
  public var maximumDifferingPixels: Int
  /// What share of the pixels may differ beyond the threshold, in 0...1.
  public var maximumDifferingFraction: Double
  /// Whether a differing pixel that looks like an anti-aliased edge pixel in either image is
  /// ignored (pixelmatch's detection).
  public var ignoresAntialiasing: Bool

  /// A tolerance; each value is clamped to its range (a threshold and a fraction to 0...1, a
  /// count to at least 0).
  ///
  /// The defaults compare exactly.
  public init(
    colorThreshold: Double = 0, maximumDifferingPixels: Int = 0, maximumDifferingFraction: Double = 0,
    ignoresAntialiasing: Bool = false
  ) {
    self.colorThreshold = colorThreshold.isNaN ? 0 : min(max(colorThreshold, 0), 1)
    self.maximumDifferingPixels = max(maximumDifferingPixels, 0)
    self.maximumDifferingFraction =
      maximumDifferingFraction.isNaN ? 0 : min(max(maximumDifferingFraction, 0), 1)
    self.ignoresAntialiasing = ignoresAntialiasing
  }

  /// Every pixel must match exactly.
  public static let exact = SnapshotTolerance()

  /// At most `count` pixels may differ by more than `colorThreshold`.
  public static func pixels(_ count: Int, colorThreshold: Double = 0, ignoringAntialiasing: Bool = false)
    -> SnapshotTolerance
  {
    SnapshotTolerance(
      colorThreshold: colorThreshold, maximumDifferingPixels: count, ignoresAntialiasing: ignoringAntialiasing
    )
  }

  /// At most `fraction` (0...1) of the pixels may differ by more than `colorThreshold`.
  public static func fraction(
    _ fraction: Double, colorThreshold: Double = 0, ignoringAntialiasing: Bool = false
  )
    -> SnapshotTolerance
  {
    SnapshotTolerance(
      colorThreshold: colorThreshold, maximumDifferingFraction: fraction,
      ignoresAntialiasing: ignoringAntialiasing)
  }

  /// The per-pixel test of the pixel comparison.
  package var pixelOptions: PixelDiff.Options {
    PixelDiff.Options(threshold: colorThreshold, ignoresAntialiasing: ignoresAntialiasing)
  }

  /// Whether `differing` pixels of `total` are within the tolerance.
  package func allows(differing: Int, of total: Int) -> Bool {
    differing <= maximumDifferingPixels
      || (total > 0 && Double(differing) <= maximumDifferingFraction * Double(total))
  }
}
