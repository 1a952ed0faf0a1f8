/// What a UIKit view tree needs around each solve: its views named, their constraints updated and
/// intrinsic sizes copied before, their frames set and `layoutSubviews()` called after.
enum UIKitTree {
  /// The views of the tree under `top`, parents before children, siblings in order.
  static func views(under top: UIView) -> [UIView] {
    var views: [UIView] = []
    var pending = [top]
    while let view = pending.popLast() {
      views.append(view)
      pending += view.subviews.reversed()
    }
    return views
  }

  /// Runs the updates UIKit runs before a layout pass: the controllers' `updateViewConstraints()`
  /// (or the views' `updateConstraints()` where asked for, children first), then copies each
  /// view's intrinsic size.
  static func prepare(_ top: UIView) {
    let views = views(under: top)
    for view in views.reversed() where view.needsUpdateConstraints {
      if let controller = view.owningController {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
    }
    for view in views { view.prepareForSolve() }
  }

  /// Sets every view's frame (in its superview's coordinates) and safe-area insets to the solved
  /// ones; `top`'s frame is in the root's coordinates.
  static func apply(_ frames: SolvedFrames, to top: UIView) {
    for view in views(under: top) {
      guard let frame = frames.frame(of: view.layoutShotView) else { continue }
      var origin = frame.origin
      if let superview = view.superview, let parent = frames.frame(of: superview.layoutShotView) {
        origin = Point(x: frame.minX - parent.minX, y: frame.minY - parent.minY)
      }
      view.applySolvedFrame(CGRect(Rect(origin: origin, size: frame.size)))
      if let safeArea = frames.frame(of: view.layoutShotView.safeAreaLayoutGuide) {
        view.solvedSafeAreaInsets = UIEdgeInsets(
          top: CGFloat(safeArea.minY - frame.minY), left: CGFloat(safeArea.minX - frame.minX),
          bottom: CGFloat(frame.maxY - safeArea.maxY), right: CGFloat(frame.maxX - safeArea.maxX))
      }
    }
  }

  /// Calls `layoutSubviews()` on every view, parents first, and a controller's
  /// `viewDidLayoutSubviews()` after its view's.
  static func layOut(_ top: UIView) {
    for view in views(under: top) {
      view.layoutSubviews()
      view.owningController?.viewDidLayoutSubviews()
    }
  }

  /// The controllers whose root views are in the tree, parents first.
  static func controllers(under top: UIView) -> [UIViewController] {
    views(under: top).compactMap(\.owningController)
  }
}
