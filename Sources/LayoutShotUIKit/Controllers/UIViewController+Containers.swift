import LayoutShot

// What the container controllers (navigation and tab bar controllers) share: the child they show,
// its view filling theirs, and the appearance calls passed down to it, as UIKit forwards them.

extension UIViewController {
  /// Calls `step` on this controller, then on the child it shows and that child's shown child,
  /// and so on, laying out each container first so that the child's view is loaded and in place
  /// (UIKit forwards `viewWillAppear(_:)` and its kin to a container's shown child).
  func forEachAppearing(_ step: (UIViewController) -> Void) {
    layoutContainedViews()
    step(self)
    shownChild?.forEachAppearing(step)
  }

  /// Shows `child`'s view filling this controller's view, under whatever is in front, with the
  /// views of the other `children` taken out.
  func showFilling(_ child: UIViewController?, among children: [UIViewController]) {
    let container: UIView = view
    for other in children where other !== child {
      other.viewIfLoaded?.removeFromSuperview()
    }
    guard let child else { return }
    let content: UIView = child.view
    if content.superview !== container { container.insertSubview(content, at: 0) }
    content.translatesAutoresizingMaskIntoConstraints = true
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if content.frame != container.bounds { content.frame = container.bounds }
  }

  /// Places `bar` in this controller's view at `frame` (adding it in front unless it is there),
  /// following the view's size by `mask`.
  func place(_ bar: UIView, at frame: CGRect, mask: UIView.AutoresizingMask) {
    let container: UIView = view
    if bar.superview !== container { container.addSubview(bar) }
    bar.translatesAutoresizingMaskIntoConstraints = true
    bar.autoresizingMask = mask
    if bar.frame != frame { bar.frame = frame }
  }

  /// Takes a controller a container no longer holds out of it: its view, its bar insets, its
  /// parent.
  func leaveContainer() {
    viewIfLoaded?.removeFromSuperview()
    barInsets = .zero
    removeFromParent()
  }
}
