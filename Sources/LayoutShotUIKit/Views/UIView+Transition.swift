import LayoutShot

// Transitions run at once, as animations do: a layout shows where the transition ends.

extension UIView {
  /// Runs `animations` (a change to `view`'s content) at once, then `completion` with `true`.
  ///
  /// ```swift
  /// UIView.transition(with: titleLabel, duration: 0.3, options: .transitionCrossDissolve) {
  ///   self.titleLabel.text = page.title
  /// }
  /// ```
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Replaces `fromView` with `toView` at once, then calls `completion` with `true`: `toView` takes
  /// `fromView`'s place among its superview's subviews and `fromView` is removed, or, with
  /// ``AnimationOptions/showHideTransitionViews``, `fromView` is hidden and `toView` shown.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
      superview.insertSubview(toView, at: index)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }
}

extension UIView.AnimationOptions {
  /// A transition between views hides and shows them instead of removing and adding them.
  public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
}
