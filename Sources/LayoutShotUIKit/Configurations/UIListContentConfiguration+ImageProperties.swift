import LayoutShot

extension UIListContentConfiguration {
  /// How a list configuration's image is drawn and sized
  /// (`UIListContentConfiguration.ImageProperties`).
  ///
  /// ```swift
  /// content.imageProperties.tintColor = .systemOrange
  /// content.imageProperties.maximumSize = CGSize(width: 40, height: 40)
  /// content.imageProperties.cornerRadius = 8
  /// ```
  public struct ImageProperties {
    /// A size that means "the system's", for ``reservedLayoutSize``.
    public static let standardDimension = -CGFloat.greatestFiniteMagnitude

    /// The symbol configuration a symbol image is drawn with.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The tint of a template image; `nil` for the view's tint colour.
    public var tintColor: UIColor?
    /// A change made to the tint when drawn.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the image's corners.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is drawn at, keeping its aspect ratio; zero for no limit.
    public var maximumSize = CGSize.zero
    /// The space kept for the image, which is centred in it: zero for the image's own size,
    /// ``standardDimension`` for the system's (symbols).
    public var reservedLayoutSize = CGSize.zero
    /// Whether the image keeps its colours under Smart Invert (kept).
    public var accessibilityIgnoresInvertColors = false

    /// The tint drawn: ``tintColor`` (or the view's `tintColor`) after ``tintColorTransformer``.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }
  }
}
