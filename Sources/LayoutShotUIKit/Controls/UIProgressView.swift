import LayoutShot

/// A progress bar (`UIProgressView`): a track across its width, filled to its progress.
///
/// Size: no intrinsic width, and 4 points high in the default style (Interface Builder's frame in
/// Apple's UIKit Catalog sample, iOS 14 SDK); the bar style is thinner (see ``barHeight``).
/// Hugging 250 across and 750 down, as UIKit gives a progress view made in code.
///
/// Drawn as UIKit's `UIProgressView` draws it (iOS 18.2 as decompiled in the public repository
/// EthanArbuckle/iPhone17-1_18.2_22C152_Restore): the track in `trackTintColor`, by default
/// systemFill in the default style and clear in the bar style (`_defaultTrackColorForCurrentStyle`),
/// and the filled part in `progressTintColor` (the tint by default) from the leading edge,
/// `width × progress` wide (`layoutSubviews`; UIKit rounds it to whole points); both round-ended in
/// the default style and square in the bar style (`_roundedCornersForTrackForCurrentStyle`). The
/// default style is 4 points high (`_intrinsicSizeWithinSize:`).
///
/// ```swift
/// let upload = UIProgressView(progressViewStyle: .default)
/// upload.progress = 0.4
/// ```
open class UIProgressView: UIView {
  /// How a progress view looks, shared with SwiftUI's linear `ProgressView`.
  static var look: ProgressLook { .current }
  /// The default style's height.
  static var defaultHeight: CGFloat { CGFloat(look.height) }
  /// The bar style's height (UNVERIFIED: an estimate, as no measured frame was found).
  static var barHeight: CGFloat { CGFloat(look.barHeight) }

  /// The look.
  open var progressViewStyle = Style.default
  /// How far along, 0 to 1.
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = min(max(newValue, 0), 1) }
  }
  private var storedProgress: Float = 0
  /// The colour of the filled part (`nil`: the tint).
  open var progressTintColor: UIColor?
  /// The colour of the track (`nil`: systemFill, or clear in the bar style).
  open var trackTintColor: UIColor?
  /// An image for the filled part (kept, not drawn).
  open var progressImage: UIImage?
  /// An image for the track (kept, not drawn).
  open var trackImage: UIImage?
  /// The progress object followed (kept).
  open var observedProgress: Progress?

  /// A progress view at `frame`, as wide as its constraints make it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugContent(horizontally: .defaultLow, vertically: .defaultHigh)
  }

  /// A progress view of `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the progress (there is no animation in a layout).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// No width of its own; 4 points tall, or 2.5 for the bar style.
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? Self.barHeight : Self.defaultHeight
    )
  }

  override var controlDrawing: Drawing? {
    Self.look.drawing(
      fraction: Double(progress), filledColor: (progressTintColor ?? tintColor).layoutShotColor,
      trackColor: trackTintColor?.layoutShotColor, isBar: progressViewStyle == .bar,
      isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

}

extension UIProgressView {
  /// A progress view's look (`UIProgressView.Style`).
  public enum Style: Int, Sendable {
    /// The standard bar, with rounded ends.
    case `default`
    /// The thinner bar of a toolbar.
    case bar
  }
}
