import LayoutShot

/// A spinning activity indicator (`UIActivityIndicatorView`), drawn at rest: eight round-ended
/// spokes around its centre, the brightest just before the top and fading anticlockwise from it.
///
/// Size: 20 × 20 points in the medium style (the default since iOS 13) and 37 × 37 in the large
/// style (Interface Builder's frames in Apple's UIKit Catalog sample; UIKitCore's
/// `UIActivityIndicatorView` size table, which also gives the large gear 35 points across inside
/// its 37). Hugging 750 on both axes, as UIKit gives an indicator made in code.
///
/// Drawn as Flutter's `CupertinoActivityIndicator` copies iOS 14 and later (flutter/flutter
/// `cupertino/activity_indicator.dart`): in a circle of radius r (10 points for the medium style,
/// half the 35-point gear for the large one), eight spokes every 45° clockwise from the top, each
/// r / 5 wide with round ends, running from r / 3 to r from the centre; at rest the spokes from the
/// top clockwise have opacities 47, 47, 47, 47, 72, 97, 122 and 147 in 255 (`_kAlphaValues`,
/// "extracted from the native component"), times the colour's own. The default colour is
/// #3C3C44 in light mode and #EBEBF5 in dark mode (`_kActiveTickColor`, "extracted from iOS 13.2").
///
/// Like UIKit's, an indicator that is not animating is hidden (`isHidden`) while
/// ``hidesWhenStopped`` is on (the default): call ``startAnimating()`` to show it, as apps do.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
open class UIActivityIndicatorView: UIView {
  /// The look.
  open var style: Style = .medium {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The spokes' colour (`nil`: white for the deprecated white styles, else a grey that is lighter
  /// in dark mode).
  open var color: UIColor! {
    get { storedColor ?? (style == .white || style == .whiteLarge ? .white : Self.defaultColor) }
    set { storedColor = newValue }
  }
  private var storedColor: UIColor?
  /// How an indicator looks, shared with SwiftUI's indeterminate `ProgressView`.
  static var look: ActivityIndicatorLook { .current }
  /// The spokes' default colour, from Flutter's `_kActiveTickColor`.
  private static var defaultColor: UIColor { UIColor(look.color) }
  /// Whether the indicator is hidden while not animating (on by default).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it is animating.
  open private(set) var isAnimating = false

  /// An indicator of `style`.
  public init(style: Style) {
    super.init(frame: .zero)
    self.style = style
    isHidden = true
    hugContent(horizontally: .defaultHigh, vertically: .defaultHigh)
  }

  /// A medium indicator at `frame`.
  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Starts animating, which shows it.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops animating, which hides it while ``hidesWhenStopped`` is on.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// The side of the square the style draws in.
  var side: CGFloat { CGFloat(Self.look.side(isLarge: isLarge)) }

  /// Whether the style is one of the large ones.
  private var isLarge: Bool { style == .large || style == .whiteLarge }

  /// A square of the style's side: 37 points for large styles, 20 for medium ones.
  open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

  /// Its intrinsic size, whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var controlDrawing: Drawing? {
    Self.look.drawing(isLarge: isLarge, color: color.layoutShotColor)
  }
}

extension UIActivityIndicatorView {
  /// An indicator's look (`UIActivityIndicatorView.Style`).
  public enum Style: Int, Sendable {
    /// The large white indicator (deprecated in iOS 13).
    case whiteLarge = 0
    /// The small white indicator (deprecated in iOS 13).
    case white = 1
    /// The small grey indicator (deprecated in iOS 13).
    case gray = 2
    /// The small indicator, 20 points across.
    case medium = 100
    /// The large indicator, 37 points across.
    case large = 101
  }
}
