import LayoutShot

/// A scroll view as UIKit code makes it (`UIScrollView`), laid out as a LayoutShot ``ScrollView``:
/// content against `contentLayoutGuide`, the frame against `frameLayoutGuide`, at UIKit's resting
/// offset and clipped to the bounds.
///
/// After each solve `contentSize`, `adjustedContentInset` and `contentOffset` are the solved ones,
/// and the subviews' frames are in the content's coordinates, as in UIKit.
///
/// ```swift
/// let scrollView = UIScrollView()
/// let content = UIView()
/// content.translatesAutoresizingMaskIntoConstraints = false
/// scrollView.addSubview(content)
/// NSLayoutConstraint.activate([
///   content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///   content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///   content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///   content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///   content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])
/// ```
open class UIScrollView: UIView {
  override func makeLayoutShotView() -> View {
    ScrollView(nil, fileID: String(describing: type(of: self)), line: 0)
  }

  /// The LayoutShot scroll view; `nil` for a subclass that stands for another kind of view (a
  /// text view stands for a label).
  var scrollView: ScrollView? { layoutShotView as? ScrollView }

  private var storedContentInset = UIEdgeInsets.zero
  private var storedBehavior = ContentInsetAdjustmentBehavior.automatic
  private var solvedState: ScrollState?

  /// The content's rectangle; constrain the content to it. (A text view, laid out as a label,
  /// answers with its layout margins guide.)
  public var contentLayoutGuide: UILayoutGuide { scrollView?.contentLayoutGuide ?? layoutMarginsGuide }
  /// The scroll view's frame; constrain sizes of the content to it. (A text view answers with its
  /// safe-area guide.)
  public var frameLayoutGuide: UILayoutGuide { scrollView?.frameLayoutGuide ?? safeAreaLayoutGuide }

  /// Space around the content inside the scroll view.
  open var contentInset: UIEdgeInsets {
    get { storedContentInset }
    set {
      storedContentInset = newValue
      scrollView?.contentInset = newValue.edgeInsets
    }
  }

  /// Which safe-area insets are added to the content inset (`.automatic` by default).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { storedBehavior }
    set {
      storedBehavior = newValue
      scrollView?.contentInsetAdjustmentBehavior = newValue
    }
  }

  /// The content inset plus the safe-area insets the behaviour adds, as solved.
  open var adjustedContentInset: UIEdgeInsets {
    solvedState.map { UIEdgeInsets($0.adjustedContentInset) } ?? contentInset
  }

  /// The size of the content, as solved (or as set, before a solve).
  open var contentSize = CGSize.zero

  /// The offset of the content: at rest, the negative of the adjusted inset's top-left.
  open var contentOffset = CGPoint.zero

  /// Sets the offset (there is no animation in a layout; the picture shows the resting offset).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls so that `rect` is visible (kept; the picture shows the resting offset).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}

  /// Whether the content counts as scrolling across even when it fits.
  open var alwaysBounceHorizontal: Bool {
    get { scrollView?.alwaysBounceHorizontal ?? false }
    set { scrollView?.alwaysBounceHorizontal = newValue }
  }

  /// Whether the content counts as scrolling down even when it fits.
  open var alwaysBounceVertical: Bool {
    get { scrollView?.alwaysBounceVertical ?? false }
    set { scrollView?.alwaysBounceVertical = newValue }
  }

  /// Whether the user can scroll (kept; it does not change the layout).
  open var isScrollEnabled = true
  /// Whether the content bounces at the ends (kept).
  open var bounces = true
  /// Whether scrolling stops at multiples of the bounds (kept).
  open var isPagingEnabled = false
  /// Whether the vertical indicator shows while scrolling (kept; indicators are not drawn).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling (kept; indicators are not drawn).
  open var showsHorizontalScrollIndicator = true
  /// The insets of the vertical indicator (kept).
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The insets of the horizontal indicator (kept).
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The insets of both indicators (kept).
  open var scrollIndicatorInsets = UIEdgeInsets.zero
  /// How dragging dismisses the keyboard (kept).
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// The delegate (kept; nothing scrolls in a layout).
  open weak var delegate: UIScrollViewDelegate?
  /// The zoom scale (kept; content is drawn at 1).
  open var zoomScale: CGFloat = 1
  /// The smallest zoom scale (kept).
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale (kept).
  open var maximumZoomScale: CGFloat = 1
  /// Whether a tap on the status bar scrolls to the top (kept).
  open var scrollsToTop = true
  /// Whether the content is being dragged: never, in a layout.
  open var isDragging: Bool { false }
  /// Whether the content is moving: never, in a layout.
  open var isDecelerating: Bool { false }

  /// Marks a scroll view that is the view of a controller a navigation or tab bar controller
  /// shows: the automatic behaviour then always adjusts its top and bottom
  /// (Documentation/ScrollViews.md#content-inset-adjustment).
  override func prepareForSolve() {
    super.prepareForSolve()
    scrollView?.isShownByBarController = owningController?.isShownByBarController ?? false
  }

  /// Takes the solved scroll state: content size, adjusted inset and resting offset.
  override func takeSolvedState(from frames: SolvedFrames) {
    guard let scrollView, let state = frames.scrollState(of: scrollView) else { return }
    solvedState = state
    contentSize = CGSize(state.contentSize)
    contentOffset = CGPoint(x: CGFloat(state.contentOffset.x), y: CGFloat(state.contentOffset.y))
  }

  /// The content's origin in the root's coordinates: subviews' frames are measured from it.
  override func boundsOrigin(in frames: SolvedFrames) -> Point? {
    guard let scrollView, let content = frames.frame(of: scrollView.contentLayoutGuide) else {
      return super.boundsOrigin(in: frames)
    }
    return content.origin
  }
}

extension UIScrollView {
  /// Which safe-area insets are added to the content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
  public typealias ContentInsetAdjustmentBehavior = LayoutShot.ContentInsetAdjustmentBehavior

  /// How dragging dismisses the keyboard (`UIScrollView.KeyboardDismissMode`).
  public enum KeyboardDismissMode: Int, Sendable {
    /// Never, when a drag begins, or interactively with the drag; the accessory variants dismiss the input
    /// accessory too.
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
}

/// What a scroll view tells its delegate (`UIScrollViewDelegate`); every method has a default, as
/// UIKit's are optional.
///
/// Nothing scrolls in a layout, so none is called.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user began dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// The view to scale when zooming, if any.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// No view zooms.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
