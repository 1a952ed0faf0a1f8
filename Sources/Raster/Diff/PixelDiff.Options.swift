extension PixelDiff {
  /// What counts as a different pixel.
  public struct Options: Hashable, Sendable {
    /// The largest perceptual difference that still counts as equal, on pixelmatch's scale:
    /// 0 counts any change of any byte; otherwise a pixel differs when the squared YIQ distance
    /// of the two colours (each blended over white) exceeds `35215 × threshold²`, 35215 being
    /// the largest possible distance.
    ///
    /// pixelmatch's default is 0.1. Clamped to 0...1.
    public var threshold: Double
    /// Whether pixels that look like anti-aliased edges in either image (pixelmatch's detector,
    /// after Vyšniauskas 2009) are set aside instead of counted.
    public var ignoresAntialiasing: Bool

    /// Options with the given threshold and anti-aliasing handling.
    public init(threshold: Double, ignoresAntialiasing: Bool) {
      self.threshold = threshold
      self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// Any changed byte is a difference.
    ///
    /// LayoutShot's renderer is deterministic, so this is the
    /// right default for its own snapshots.
    public static let exact = Options(threshold: 0, ignoresAntialiasing: false)
    /// pixelmatch's defaults: threshold 0.1, anti-aliased pixels ignored.
    public static let perceptual = Options(threshold: 0.1, ignoresAntialiasing: true)

    /// The squared YIQ distance above which two pixels differ.
    var maximumDelta: Double {
      let threshold = threshold.isNaN ? 0 : min(max(threshold, 0), 1)
      return 35_215 * threshold * threshold
    }
  }
}
