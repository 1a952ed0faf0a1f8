/// A view whose content can be larger than itself (`UIScrollView`): the content is laid out
/// against ``contentLayoutGuide``, the scroll view itself against ``frameLayoutGuide`` or its own
/// anchors, and the picture shows the content at UIKit's resting offset, clipped to the bounds.
///
/// The content's constraints must add up to a size, which is the content size (not an intrinsic
/// size): pin the content to all four edges of the content guide, and give it a width (tie it to
/// the frame guide's width to scroll vertically only). As in UIKit, a constraint between the scroll
/// view's own edges and a view inside it means the content's edges.
///
/// At rest the content's top-left corner sits the adjusted content inset in from the scroll
/// view's (``SolvedLayout/scrollState(of:)``): its ``contentInset`` plus, on the axes
/// ``contentInsetAdjustmentBehavior`` adjusts, the scroll view's safe-area insets, so the first
/// row of a full-screen list starts below the status bar only when the list scrolls.
///
/// ```swift
/// let scroll = ScrollView("scroll")
/// let column = View("column")
/// root.addSubview(scroll)
/// scroll.addSubview(column)
/// scroll.pinEdges(to: root)
/// column.pinEdges(to: scroll.contentLayoutGuide)
/// column.width == scroll.frameLayoutGuide.width
/// column.height == 1200
/// ```
///
/// Scroll indicators are not drawn; the snapshot is the visible part at rest (see
/// ``LayoutExtent/scrollContent`` for the whole content).
public final class ScrollView: View {
  /// Space around the content inside the scroll view (`contentInset`), zero by default.
  public var contentInset = EdgeInsets.zero
  /// Which safe-area insets are added to ``contentInset`` (`.automatic` by default).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether the content counts as scrolling across even when it fits.
  public var alwaysBounceHorizontal = false
  /// Whether the content counts as scrolling down even when it fits.
  public var alwaysBounceVertical = false
  /// Whether the scroll view is the view of a controller a navigation or tab bar controller
  /// shows, whose top and bottom the automatic behaviour always adjusts.
  package var isShownByBarController = false

  /// A scroll view, clipping its content to its bounds.
  ///
  /// - Parameter name: The view's name, unique in its layout.
  public override init(_ name: String? = nil, fileID: String = #fileID, line: Int = #line) {
    super.init(name, fileID: fileID, line: line)
    clipsToBounds = true
  }

  public override var description: String { "ScrollView(\(displayName))" }

  /// The content's rectangle: its size is the content size, its origin the content's top-left
  /// corner at rest.
  public var contentLayoutGuide: LayoutGuide { guide(.scrollContent) }
  /// The scroll view's frame, for constraints about the scroll view itself (a content width equal
  /// to it scrolls vertically only).
  public var frameLayoutGuide: LayoutGuide { guide(.scrollFrame) }

  /// What the layout keeps of the scroll view.
  var scrolling: Layout.Scrolling {
    Layout.Scrolling(
      contentInset: contentInset, adjustmentBehavior: contentInsetAdjustmentBehavior,
      alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical,
      isShownByBarController: isShownByBarController)
  }

  /// Whether `item` (a view or a guide's owner) lies inside the scroll view, so that the scroll
  /// view's edges mean the content's edges to it.
  func holdsContent(of item: LayoutItem?) -> Bool {
    var view = (item as? View) ?? (item as? LayoutGuide)?.owningView
    if view === self, item is LayoutGuide { return false }
    while let current = view {
      if current.superview === self { return true }
      view = current.superview
    }
    return false
  }
}
