/// A spinning activity indicator (`UIActivityIndicatorView`), drawn at rest: eight spokes around
/// its centre, fading clockwise from the one at the top.
///
/// Size: 20 × 20 points in the medium style (the default since iOS 13) and 37 × 37 in the large
/// style (Interface Builder's frames in Apple's UIKit Catalog sample; UIKitCore's
/// `UIActivityIndicatorView` size table, which also gives the large gear 35 points across inside
/// its 37). Hugging 750 on both axes, as UIKit gives an indicator made in code.
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
  /// The spokes' colour (`nil`: white for the deprecated white styles, else systemGray).
  open var color: UIColor! {
    get { storedColor ?? (style == .white || style == .whiteLarge ? .white : .systemGray) }
    set { storedColor = newValue }
  }
  private var storedColor: UIColor?
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
  var side: CGFloat {
    switch style {
    case .large, .whiteLarge: 37
    case .medium, .white, .gray: 20
    }
  }

  /// A square of the style's side: 37 points for large styles, 20 for medium ones.
  open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

  /// Its intrinsic size, whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var controlDrawing: Drawing? {
    // Spokes run from 45 % to 100 % of the radius, a ninth of the side thick. Their directions
    // are every 45° from the top, clockwise, written out so that no platform's sine differs.
    let radius = Double(side) / 2, inner = radius * 0.45, half = Double(side) / 18
    let diagonal = 2.0.squareRoot() / 2
    let directions = [
      (0, -1), (diagonal, -diagonal), (1, 0), (diagonal, diagonal), (0, 1), (-diagonal, diagonal), (-1, 0),
      (-diagonal, -diagonal),
    ]
    let spokes = directions.enumerated().map { index, along -> Drawing.Element in
      // Across the spoke: the direction turned a quarter clockwise.
      let across = (-along.1, along.0)
      func corner(_ distance: Double, _ offset: Double) -> Drawing.Point {
        Drawing.Point(
          x: .fraction(0.5, plus: along.0 * distance + across.0 * offset),
          y: .fraction(0.5, plus: along.1 * distance + across.1 * offset))
      }
      var spokeColor = color.layoutShotColor
      spokeColor.alpha *= 1 - 0.75 * Double(index) / Double(directions.count - 1)
      return .polygon(
        [corner(inner, -half), corner(radius, -half), corner(radius, half), corner(inner, half)], color: spokeColor)
    }
    return Drawing(spokes)
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
