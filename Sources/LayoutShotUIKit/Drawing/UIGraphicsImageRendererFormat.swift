import LayoutShot

/// How a ``UIGraphicsImageRenderer`` makes its images (`UIGraphicsImageRendererFormat`): their
/// scale and whether they are opaque.
///
/// The scale is the screen's being laid out (``UIScreen/scale``), or 1 outside a layout. An opaque
/// image starts black where nothing is drawn, as UIKit's does; otherwise transparent.
///
/// ```swift
/// let format = UIGraphicsImageRendererFormat()
/// format.scale = 2
/// format.opaque = true
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format)
/// ```
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
  /// Pixels per point of the images made.
  open var scale: CGFloat
  /// Whether the images are opaque: black where nothing is drawn.
  open var opaque = false
  /// The colour range asked for (kept: LayoutShot draws in sRGB).
  open var preferredRange: Range = .automatic

  /// A format at the scale of the screen being laid out (1 outside a layout).
  public override init() {
    scale = CGFloat(LayoutRun.screen?.scale ?? 1)
    super.init()
  }

  /// A format for `traitCollection`: its display scale when it has one, else the screen's.
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }

  /// The format of the main screen: the same as `init()`.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The format of the main screen (deprecated in UIKit for ``preferred()``).
  open override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The colour range of a renderer's images (`UIGraphicsImageRendererFormat.Range`).
  public enum Range: Int, Sendable {
    /// Unspecified.
    case unspecified = -1
    /// As the device decides.
    case automatic = 0
    /// Extended range.
    case extended = 1
    /// Standard (sRGB) range.
    case standard = 2
  }
}

/// What every renderer format has (`UIGraphicsRendererFormat`): the bounds drawn in.
open class UIGraphicsRendererFormat: NSObject, NSCopying, @unchecked Sendable {
  /// The bounds of the renderer that uses the format (zero until one does).
  open internal(set) var bounds: CGRect = .zero

  /// A format.
  public override init() {
    super.init()
  }

  /// The default format.
  open class func `default`() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }

  /// A copy of the format.
  open func copy(with zone: NSZone? = nil) -> Any {
    guard let image = self as? UIGraphicsImageRendererFormat else { return UIGraphicsRendererFormat() }
    let copy = UIGraphicsImageRendererFormat()
    copy.scale = image.scale
    copy.opaque = image.opaque
    copy.preferredRange = image.preferredRange
    copy.bounds = bounds
    return copy
  }
}
