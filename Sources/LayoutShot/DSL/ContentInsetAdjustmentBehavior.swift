/// Which of a scroll view's safe-area insets are added to its content inset
/// (`UIScrollView.ContentInsetAdjustmentBehavior`).
///
/// An axis scrolls when its content is larger than the frame, or when the scroll view always
/// bounces along it.
public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
  /// As ``scrollableAxes``, and always the top and bottom of a scroll view that is the view of a
  /// controller a navigation or tab bar controller shows.
  case automatic
  /// The safe-area insets of the axes that scroll.
  case scrollableAxes
  /// None: the content inset alone.
  case never
  /// All of them, whether the content scrolls or not.
  case always

  /// The insets added to the content inset for a scroll view with `safeArea` insets, whose content
  /// scrolls across (`horizontal`) or down (`vertical`).
  func adjustment(safeArea: EdgeInsets, horizontal: Bool, vertical: Bool) -> EdgeInsets {
    switch self {
    case .never:
      return .zero
    case .always:
      return safeArea
    case .automatic, .scrollableAxes:
      return EdgeInsets(
        top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
        bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
    }
  }
}
