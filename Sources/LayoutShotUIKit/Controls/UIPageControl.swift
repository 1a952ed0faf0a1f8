import LayoutShot

/// A page control (`UIPageControl`): a row of dots, the current page's dot opaque.
///
/// Figures from UIKitCore's `_UIInteractivePageControlVisualProvider`, the page control's look
/// since iOS 14 (iOS 18.2 as decompiled in the public repository
/// EthanArbuckle/iPhone17-1_18.2_22C152_Restore):
/// - ``size(forNumberOfPages:)`` (`sizeForNumberOfPages:`): an indicator box per page with
///   8 points between boxes (`_indicatorSpacing`, 12 only on the Mac idiom), plus 14 points of
///   padding left and right and 8 above and below, none with the `.minimal` background style.
///   The box is the default indicator image's; 11.5 points high (Interface Builder's 27.5-point
///   frame in Apple's UIKit Catalog sample less the 16 points of padding), and as wide as high
///   (an estimate: the image's width is not readable).
/// - ``intrinsicContentSize``: nothing for no pages; otherwise the size of as many pages as fit
///   in the length of 8 (`intrinsicContentSize` sizes for `_preferredNumberOfVisibleIndicators`,
///   8 by default, then `_intrinsicContentSizeWithPageControlSize:` fits the actual pages in it).
///   Hugging 750 on both axes, as UIKit gives a page control made in code.
/// - Colours (`_indicatorColorForEnabled:`): the current page's dot in
///   `currentPageIndicatorTintColor`, by default `systemWhiteColor`; the others in
///   `pageIndicatorTintColor`, by default the private `_pageControlIndicatorColor`, white at 45 %
///   (55 % with increased contrast) in light and dark alike (`UIColor.m`). Both are meant for
///   content behind the control, so on a plain light background the default dots barely show.
/// - Order: `direction` `.natural` resolves to the view's layout direction, so in right-to-left
///   layouts the first page is the rightmost dot (`resolvedDirection`).
/// - At most 10 dots show (`maxVisibleIndicators`), the current page kept in view (UIKit shows
///   fewer when the bounds are narrower; the drawing is made before the layout is solved).
///
/// Drawn: a dot 8 points across (`PageControlLook.dotDiameter`, an estimate of the default
/// image's ink) centred in each box. A control with one page and ``hidesForSinglePage`` on draws
/// nothing. The `.prominent` style's blurred platter is not drawn.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 4
/// pages.currentPage = 1
/// pages.pageIndicatorTintColor = .systemGray4
/// pages.currentPageIndicatorTintColor = .label
/// ```
open class UIPageControl: UIControl {
  /// The look the control draws (shared with SwiftUI's page-style `TabView`).
  static let look = PageControlLook()

  /// The number of pages (0 by default).
  open var numberOfPages = 0 {
    didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
  }
  /// The page shown, 0 up to `numberOfPages − 1`.
  open var currentPage = 0
  /// Whether the control is hidden when there is only one page.
  open var hidesForSinglePage = false
  /// The colour of the other pages' dots (`nil`: white at 45 %).
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot (`nil`: white).
  open var currentPageIndicatorTintColor: UIColor?
  /// The background behind the dots: `.minimal` drops the padding (no platter is drawn).
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

  /// The size the dots of `pageCount` pages need, with the padding unless the style is
  /// `.minimal`.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    Self.look.size(forNumberOfPages: pageCount, padded: backgroundStyle != .minimal)
  }

  /// Keeps an image for one page's dot (kept, not drawn).
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {}

  /// Nothing without pages; otherwise the size of the pages, at most 8 of them.
  open override var intrinsicContentSize: CGSize {
    numberOfPages == 0 ? .zero : size(forNumberOfPages: min(numberOfPages, Self.look.intrinsicPages))
  }

  /// Its intrinsic size, whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var controlDrawing: Drawing? {
    guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return Drawing([]) }
    return Self.look.drawing(
      pages: numberOfPages, current: currentPage,
      isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
      indicatorColor: pageIndicatorTintColor?.layoutShotColor,
      currentIndicatorColor: currentPageIndicatorTintColor?.layoutShotColor)
  }
}

extension UIPageControl {
  /// What is drawn behind the dots (`UIPageControl.BackgroundStyle`).
  public enum BackgroundStyle: Int, Sendable {
    /// The system's choice, a background always shown, or none.
    case automatic, prominent, minimal
  }
}
