/// The run of a layout program's body, for code that works the way UIKit does: it reports
/// problems instead of throwing them, and takes part in the passes around each solve
/// (``LayoutPasses``).
///
/// ```swift
/// func body(root: View, screen: Screen) -> LayoutBody {
///   let avatar = View("avatar")
///   root.addSubview(avatar)
///   avatar.pinEdges(to: root.layoutMarginsGuide)
///   LayoutRun.takePart(RoundAvatar(avatar))   // rounds it to its solved width
/// }
/// ```
///
/// Outside a program's body these do nothing.
package enum LayoutRun {
  /// The most solves of one layout when passes keep changing it.
  package static let maximumPasses = 4

  /// Whether a layout program's body (or one of its passes) is running in this task.
  package static var isRunning: Bool { LayoutRecording.current != nil }

  /// The screen the running program lays out for; `nil` outside a program's body.
  package static var screen: Screen? { LayoutRecording.current?.screen }

  /// Fails the running layout with `problem` once the body returns, as a throw from the body
  /// would; for APIs that cannot throw, such as UIKit's visual format method.
  package static func report(_ problem: LayoutError) {
    LayoutRecording.current?.noteProblem(problem)
  }

  /// Reports `diagnostic` with the running program's solved layout, as UIKit logs a problem and
  /// carries on; for faces that lay views out themselves, such as SwiftUI's.
  package static func warn(_ diagnostic: Diagnostic) {
    LayoutRecording.current?.noteDiagnostic(diagnostic)
  }

  /// Makes `passes` take part in the passes around each solve of the running program.
  package static func takePart(_ passes: some LayoutPasses) {
    LayoutRecording.current?.notePasses(passes)
  }
}
