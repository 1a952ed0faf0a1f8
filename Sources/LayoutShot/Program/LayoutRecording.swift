/// What one run of a layout program created, so the layout can give every constraint the line that
/// made it and check every constraint UIKit would have rejected.
///
/// A run is synchronous and confined to one task; the recorder is reachable through a task-local
/// value only while the program's body runs, and no other task ever sees it.
final class LayoutRecording: @unchecked Sendable {
  @TaskLocal static var current: LayoutRecording?

  /// Every constraint created during the run, in creation order.
  private(set) var constraints: [LayoutConstraint] = []
  /// Constraints created since the last builder statement that have no location yet.
  private var unlocated: [LayoutConstraint] = []
  /// Every view created during the run.
  private(set) var views: [View] = []
  /// What went wrong outside constraints (a subview cycle), in order.
  private(set) var problems: [LayoutError] = []
  /// What the program found wrong with its own layout and reports with the solved layout.
  private(set) var diagnostics: [Diagnostic] = []
  /// The screen the program runs for.
  let screen: Screen
  /// What takes part in the passes around each solve, in the order it was registered.
  private(set) var passes: [any LayoutPasses] = []
  /// The index in the frozen layout of each view, by identity, from the last freeze.
  var viewIndex: [ObjectIdentifier: Int] = [:]
  /// The index in the frozen layout of each guide, by identity, from the last freeze.
  var guideIndex: [ObjectIdentifier: Int] = [:]

  init(screen: Screen) {
    self.screen = screen
  }

  func notePasses(_ passes: any LayoutPasses) {
    self.passes.append(passes)
  }

  func noteCreated(_ constraint: LayoutConstraint) {
    constraints.append(constraint)
    if constraint.location == nil { unlocated.append(constraint) }
  }

  func noteCreated(_ view: View) {
    views.append(view)
  }

  func noteProblem(_ problem: LayoutError) {
    problems.append(problem)
  }

  func noteDiagnostic(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// Gives the constraints made by the statement that just ended (an operator, a helper call)
  /// the statement's location, unless they recorded a more precise one themselves.
  func statementEnded(at location: SourceLocation) {
    // LayoutShot's own statements (the body of `AnyLayoutProgram`) are not the user's lines.
    guard !location.fileID.hasPrefix("LayoutShot/") else { return }
    for constraint in unlocated where constraint.location == nil { constraint.location = location }
    unlocated.removeAll()
  }
}
