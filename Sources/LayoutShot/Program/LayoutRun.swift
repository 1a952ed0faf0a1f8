/// The run of a layout program's body, for code that works the way UIKit does: it reports
/// problems instead of throwing them, and takes part in the layout passes around each solve.
///
/// The engine solves a program's layout, then runs what ``afterEachSolve(_:)`` registered (UIKit's
/// `layoutSubviews`, which may change styles, frames or constraints); then it runs what
/// ``beforeEachSolve(_:)`` registered, freezes the tree again and, when the layout changed, solves
/// again, up to ``maximumPasses`` times.
///
/// ```swift
/// func body(root: View, screen: Screen) -> LayoutBody {
///   let avatar = View("avatar")
///   root.addSubview(avatar)
///   avatar.pinEdges(to: root.layoutMarginsGuide)
///   LayoutRun.afterEachSolve { frames in
///     avatar.cornerRadius = (frames.frame(of: avatar)?.width ?? 0) / 2
///   }
/// }
/// ```
///
/// Outside a program's body these do nothing.
public enum LayoutRun {
  /// The most solves of one layout when passes keep changing it.
  public static let maximumPasses = 4

  /// Whether a layout program's body (or one of its passes) is running in this task.
  public static var isRunning: Bool { LayoutRecording.current != nil }

  /// The screen the running program lays out for; `nil` outside a program's body.
  public static var screen: Screen? { LayoutRecording.current?.screen }

  /// Fails the running layout with `problem` once the body returns, as a throw from the body
  /// would; for APIs that cannot throw, such as UIKit's visual format method.
  public static func report(_ problem: LayoutError) {
    LayoutRecording.current?.noteProblem(problem)
  }

  /// Runs `body` before each time the tree is frozen again after a solve.
  public static func beforeEachSolve(_ body: @escaping () -> Void) {
    LayoutRecording.current?.noteBeforeEachSolve(body)
  }

  /// Runs `body` after each solve with the solved frames; what it changes is laid out again.
  public static func afterEachSolve(_ body: @escaping (SolvedFrames) -> Void) {
    LayoutRecording.current?.noteAfterEachSolve(body)
  }
}
