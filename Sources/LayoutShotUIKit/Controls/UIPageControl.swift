/// A page control (`UIPageControl`): a row of dots, the current page's dot opaque.
///
/// Size, as UIKitCore's `_UIInteractivePageControlVisualProvider` computes it since iOS 14 (iOS
/// 18.2 as decompiled in the public repository EthanArbuckle/iPhone17-1_18.2_22C152_Restore):
/// ``size(forNumberOfPages:)`` is an indicator box per page, 8 points between boxes, 14 points of
/// padding left and right and 8 above and below. The box is the `circlebadge.fill` symbol's at the
/// footnote style's small scale: 11.5 points, from Interface Builder's 27.5-point-high frame in
/// Apple's UIKit Catalog sample less the padding (the width is taken equal to the height, an
/// estimate). The intrinsic width is that of at most 10 pages, the most UIKit shows. Hugging 750
/// on both axes, as UIKit gives a page control made in code. A control with one page and
/// ``hidesForSinglePage`` on draws nothing.
///
/// Drawn: a dot ``dotDiameter`` points across (an estimate of the symbol's ink) centred in each
/// box, in `pageIndicatorTintColor` and the current one in `currentPageIndicatorTintColor`
/// (UIKit's defaults: white, and a private colour taken here as white at 30 %, meant for a dark
/// background).
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 4
/// pages.currentPage = 1
/// pages.pageIndicatorTintColor = .systemGray4
/// pages.currentPageIndicatorTintColor = .label
/// ```
open class UIPageControl: UIControl {
  /// An indicator box's side, and the space between two boxes.
  static let indicatorSide: CGFloat = 11.5, indicatorSpacing: CGFloat = 8
  /// The padding left and right, and above and below.
  static let horizontalPadding: CGFloat = 14, verticalPadding: CGFloat = 8
  /// The drawn dot's diameter, and the most pages shown.
  static let dotDiameter = 8.0, maximumVisiblePages = 10

  /// The number of pages (0 by default).
  open var numberOfPages = 0 {
    didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
  }
  /// The page shown, 0 up to `numberOfPages − 1`.
  open var currentPage = 0
  /// Whether the control is hidden when there is only one page.
  open var hidesForSinglePage = false
  /// The colour of the other pages' dots (`nil`: white at 30 %).
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot (`nil`: white).
  open var currentPageIndicatorTintColor: UIColor?
  /// The background behind the dots (kept; none is drawn).
  open var backgroundStyle = BackgroundStyle.automatic
  /// Whether the dots follow the current page while scrubbing (kept).
  open var allowsContinuousInteraction = true
  /// An image for every dot (kept, not drawn).
  open var preferredIndicatorImage: UIImage?

  /// A page control at `frame`, which hugs its dots.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugContent(horizontally: .defaultHigh, vertically: .defaultHigh)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The size the dots of `pageCount` pages need.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    return CGSize(
      width: count * Self.indicatorSide + max(count - 1, 0) * Self.indicatorSpacing + 2 * Self.horizontalPadding,
      height: Self.indicatorSide + 2 * Self.verticalPadding)
  }

  /// Keeps an image for one page's dot (kept, not drawn).
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {}

  /// The size the dots need, for at most 10 pages (more are not shown).
  open override var intrinsicContentSize: CGSize {
    size(forNumberOfPages: min(numberOfPages, Self.maximumVisiblePages))
  }

  /// Its intrinsic size, whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var controlDrawing: Drawing? {
    guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return Drawing([]) }
    let shown = min(numberOfPages, Self.maximumVisiblePages)
    let pitch = Double(Self.indicatorSide + Self.indicatorSpacing)
    let firstCenter = -pitch * Double(shown - 1) / 2
    let firstPage = min(max(currentPage - shown / 2, 0), numberOfPages - shown)
    let other = (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)).layoutShotColor
    let current = (currentPageIndicatorTintColor ?? .white).layoutShotColor
    return Drawing(
      (0..<shown).map { slot in
        let dot = Drawing.Placement.centered(
          x: .fraction(0.5, plus: firstCenter + Double(slot) * pitch), y: .fraction(0.5),
          width: Self.dotDiameter, height: Self.dotDiameter)
        return .fill(dot, cornerRadius: .infinity, color: firstPage + slot == currentPage ? current : other)
      })
  }
}

extension UIPageControl {
  /// What is drawn behind the dots (`UIPageControl.BackgroundStyle`).
  public enum BackgroundStyle: Int, Sendable {
    /// The system's choice, a background always shown, or none.
    case automatic, prominent, minimal
  }
}
