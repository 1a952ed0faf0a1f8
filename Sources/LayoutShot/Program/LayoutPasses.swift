/// Code that takes part in the passes around each solve, as UIKit's views and controllers do:
/// registered with ``LayoutRun/takePart(_:)`` while a program's body runs.
///
/// For a program with passes the engine runs, in order: ``willSolve()``, a freeze of the tree
/// (each freeze first calls ``prepareForFreezing()``), the solve, ``didSolve(_:)``; then it freezes
/// the tree again and, when the layout changed, goes round again from ``willSolve()``. Once the
/// layout no longer changes it calls ``didSettle()``, and lays out again if that changed it — at
/// most ``LayoutRun/maximumPasses`` solves in all.
///
/// ```swift
/// final class RoundAvatar: LayoutPasses {
///   let avatar: View
///   init(_ avatar: View) { self.avatar = avatar }
///   func didSolve(_ frames: SolvedFrames) {
///     avatar.cornerRadius = (frames.frame(of: avatar)?.width ?? 0) / 2
///   }
/// }
/// LayoutRun.takePart(RoundAvatar(avatar))
/// ```
package protocol LayoutPasses: AnyObject {
  /// Copies state into the LayoutShot views before each freeze; it may run without a solve
  /// following, so it should change nothing a second call would not.
  func prepareForFreezing()
  /// Runs before each solve (UIKit's `viewWillLayoutSubviews`).
  func willSolve()
  /// Runs after each solve with the solved frames (UIKit's `layoutSubviews`).
  func didSolve(_ frames: SolvedFrames)
  /// Runs once, when the layout has settled (UIKit's `viewDidAppear`).
  func didSettle()
}

extension LayoutPasses {
  /// Nothing to copy.
  package func prepareForFreezing() {}
  /// Nothing to do.
  package func willSolve() {}
  /// Nothing to do.
  package func didSolve(_ frames: SolvedFrames) {}
  /// Nothing to do.
  package func didSettle() {}
}
