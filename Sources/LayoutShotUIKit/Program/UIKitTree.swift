import LayoutShot

/// A UIKit view tree taking part in the passes around each solve, as UIKit lays out a window:
/// before each freeze its views are named and their constraints updated and intrinsic sizes
/// copied; before each solve its controllers get `viewWillLayoutSubviews()`; after each solve the
/// views get their frames and `layoutSubviews()`, parents first, and a controller
/// `viewDidLayoutSubviews()` after its view's; once the layout settled, `settled` runs
/// (a controller's `viewDidAppear(_:)`).
///
/// It lives on the main actor with the views; the engine calls its passes there
/// (``MainActorLayoutProgram``), and the conformance checks that it does.
@MainActor
final class UIKitTree: @preconcurrency LayoutPasses {
  private let top: UIView
  private let topName: String
  private let settled: @MainActor () -> Void

  init(_ top: UIView, named topName: String, settled: @escaping @MainActor () -> Void) {
    self.top = top
    self.topName = topName
    self.settled = settled
  }

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

  /// Runs the constraint updates UIKit runs before a layout pass, where they were asked for
  /// (children first; a controller's `updateViewConstraints()` for its root view), then copies each
  /// view's intrinsic size and lets its keyboard layout guide switch its tracked constraints, as
  /// the window's keyboard guide does for the views in the window.
  static func prepare(_ views: [UIView]) {
    for view in views.reversed() where view.needsUpdateConstraints {
      if let controller = view.owningController {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
    }
    for view in views {
      view.prepareForSolve()
      view.layoutShotView.keyboardLayoutGuideIfMade?.applyTrackedConstraints()
    }
  }

  /// What the views' names were last worked out from: each view, its superview and its
  /// accessibility identifier, in tree order.
  private var namedTree: [NamingKey] = []

  func prepareForFreezing() {
    let views = Self.views(under: top)
    Self.prepare(views)
    // Naming reflects on every owner's stored properties, the costliest step of a freeze; the
    // names stay while the tree and its identifiers do (passes rarely change them).
    let tree = views.map(NamingKey.init)
    if tree != namedTree {
      ViewNaming.name(views, topName: topName)
      namedTree = tree
    }
  }

  func willSolve() {
    // Containers first, parents before children: a container's layout adds the views below it.
    var pending = [top]
    while let view = pending.popLast() {
      view.owningController?.layoutContainedViews()
      pending += view.subviews.reversed()
    }
    for view in Self.views(under: top) { view.owningController?.viewWillLayoutSubviews() }
  }

  /// Sets every view's frame (in its superview's coordinates; `top`'s in its core parent's) and safe-area
  /// insets to the solved ones, then calls the layout methods, parents first.
  func didSolve(_ frames: SolvedFrames) {
    let views = Self.views(under: top)
    for view in views {
      guard let frame = frames.frame(of: view.layoutShotView) else { continue }
      var origin = frame.origin
      // The superview's bounds origin; for the top, its LayoutShot parent's origin (the root's,
      // or another face's view, such as a SwiftUI representable's place).
      let parent =
        view.superview.map { $0.boundsOrigin(in: frames) }
        ?? view.layoutShotView.superview.flatMap { frames.frame(of: $0)?.origin }
      if let parent { origin = Point(x: frame.minX - parent.x, y: frame.minY - parent.y) }
      view.frame = CGRect(Rect(origin: origin, size: frame.size))
      view.takeSolvedState(from: frames)
      if let safeArea = frames.frame(of: view.layoutShotView.safeAreaLayoutGuide) {
        view.solvedSafeAreaInsets = UIEdgeInsets(
          top: CGFloat(safeArea.minY - frame.minY), left: CGFloat(safeArea.minX - frame.minX),
          bottom: CGFloat(frame.maxY - safeArea.maxY), right: CGFloat(frame.maxX - safeArea.maxX))
      }
    }
    for view in views {
      view.layoutSubviews()
      view.owningController?.viewDidLayoutSubviews()
    }
  }

  func didSettle() {
    settled()
  }
}

/// A view as naming sees it: itself, its superview and its accessibility identifier.
@MainActor
private struct NamingKey: Equatable {
  let view: ObjectIdentifier
  let superview: ObjectIdentifier?
  let identifier: String?

  init(_ view: UIView) {
    self.view = ObjectIdentifier(view)
    superview = view.superview.map(ObjectIdentifier.init)
    identifier = view.accessibilityIdentifier
  }
}
