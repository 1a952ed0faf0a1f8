/// A layout solved for one screen: every view's frame, snapped to the pixel grid, and the
/// diagnostics of the solution.
///
/// ```swift
/// let solved = try LayoutEngine().solve(ComplexWidth(), on: screen)
/// solved.frame(of: "blue")   // (8, 28, 150, 631)
/// solved.diagnostics         // []
/// print(solved.frameDump())
/// ```
public struct SolvedLayout: Hashable, Sendable {
  /// The layout that was solved.
  public var layout: Layout
  /// The screen the layout was solved for.
  public var screen: Screen
  /// Each view's frame in the root's coordinates, snapped to the screen's pixel grid, in the order
  /// of ``Layout/views``.
  public var frames: [Rect]
  /// The frames before snapping.
  public var exactFrames: [Rect]
  /// Each guide's frame, snapped, in the order of ``Layout/guides``.
  public var guideFrames: [Rect]
  /// What the author should know about the solution: conflicts, ambiguity, unused views, impossible sizes.
  public var diagnostics: [Diagnostic]

  /// The snapped frame of the view named `name`.
  public func frame(of name: String) -> Rect? {
    layout.viewIndex(named: name).map { frames[$0] }
  }

  /// The diagnostics of one kind.
  public func diagnostics(_ kind: Diagnostic.Kind) -> [Diagnostic] {
    diagnostics.filter { $0.kind == kind }
  }
}
