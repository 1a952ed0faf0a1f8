extension Device {
  /// A device's root-view margins, as Documentation/Devices.md#layout-margins gives them: the
  /// system minimums UIKit documents (16 points for compact width, 20 for regular) and the margins
  /// measured on the root view of a full-screen app in each orientation, from the screen edge.
  ///
  /// ```swift
  /// Device.iPhoneX.layoutMargins.measured?.landscape  // 60: the 44-point safe inset + 16
  /// Device.iPhoneX.screen(.landscape).layoutMargins   // 16 on the sides, from the safe area
  /// ```
  ///
  /// The engine takes the margin measured from the safe area; ``Device/systemLayoutMargin(_:)``
  /// derives it.
  public struct LayoutMargins: Hashable, Sendable, Codable {
    /// The minimum side margin for compact width: 16 (16 dp on Android too).
    public var compact: Double
    /// The minimum side margin for regular width: 20 on iOS; `nil` where unknown (Android).
    public var regular: Double?
    /// The root view's left and right margins measured from the screen edge in each orientation
    /// (safe-area inset included); `nil` where not measured.
    public var measured: PerOrientation<Double>?

    /// Root margins: the compact and regular minimums and, where measured, the margins per orientation.
    public init(compact: Double = 16, regular: Double? = 20, measured: PerOrientation<Double>? = nil) {
      self.compact = compact
      self.regular = regular
      self.measured = measured
    }

    /// What a platform documents, unmeasured: 16 and 20 on iOS, 16 dp on Android.
    public static func standard(for platform: Platform) -> LayoutMargins {
      LayoutMargins(compact: 16, regular: platform == .ios ? 20 : nil)
    }
  }
}
