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
  /// The spokes' default colour, from Flutter's `_kActiveTickColor`.
  private static let defaultColor = UIColor(
    Color(light: Color(hex: "#3C3C44") ?? .black, dark: Color(hex: "#EBEBF5") ?? .white))
  /// The spokes' opacities at rest, in 255ths, from the top clockwise.
  static let spokeAlphas = [47, 47, 47, 47, 72, 97, 122, 147]
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

  /// The radius of the circle the spokes fill: 10 points for the medium styles, 17.5 for the large.
  var spokeRadius: Double {
    switch style {
    case .large, .whiteLarge: 17.5
    case .medium, .white, .gray: 10
    }
  }

  override var controlDrawing: Drawing? {
    let radius = spokeRadius
    let circle = Drawing.Placement.centered(
      x: .fraction(0.5), y: .fraction(0.5), width: 2 * radius, height: 2 * radius)
    // Every 45° clockwise from the top, written out so that no platform's sine differs.
    let diagonal = 2.0.squareRoot() / 2
    let directions = [
      (0, -1), (diagonal, -diagonal), (1, 0), (diagonal, diagonal), (0, 1), (-diagonal, diagonal), (-1, 0),
      (-diagonal, -diagonal),
    ]
    let spokeColor = color.layoutShotColor
    let spokes = zip(directions, Self.spokeAlphas).map { along, alpha -> Drawing.Element in
      .path(
        Self.spoke(along: along, radius: radius), in: circle, color: spokeColor.faded(to: Double(alpha) / 255)
      )
    }
    return Drawing(spokes)
  }

  /// One spoke pointing along `along` (a unit vector, y down) in a circle of `radius`: a capsule
  /// `radius / 5` wide from `radius / 3` to `radius` from the centre, in the circle's unit square.
  private static func spoke(along: (Double, Double), radius: Double) -> Path {
    // Across the spoke: the direction turned a quarter clockwise.
    let across = (-along.1, along.0)
    let half = radius / 10
    // A quarter circle's control points lie 4/3 (√2 − 1) of the radius along the tangents.
    let control = 4.0 / 3 * (2.0.squareRoot() - 1) * half
    func point(_ distance: Double, _ offset: Double) -> Point {
      Point(
        x: 0.5 + (along.0 * distance + across.0 * offset) / (2 * radius),
        y: 0.5 + (along.1 * distance + across.1 * offset) / (2 * radius))
    }
    let inner = radius / 3 + half, outer = radius - half
    var path = Path()
    path.move(to: point(inner, half))
    path.line(to: point(outer, half))
    path.cubic(to: point(radius, 0), control1: point(outer + control, half), control2: point(radius, control))
    path.cubic(
      to: point(outer, -half), control1: point(radius, -control), control2: point(outer + control, -half))
    path.line(to: point(inner, -half))
    path.cubic(
      to: point(radius / 3, 0), control1: point(inner - control, -half), control2: point(radius / 3, -control)
    )
    path.cubic(
      to: point(inner, half), control1: point(radius / 3, control), control2: point(inner - control, half))
    path.close()
    return path
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
