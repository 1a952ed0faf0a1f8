/// Solves layouts for screens.
///
/// The engine builds one Cassowary system per layout and keeps it: a later screen for which the
/// program builds an equal layout only moves the screen's edit variables (size, and the insets of
/// the guides), which re-solves incrementally in microseconds.
///
/// ```swift
/// let engine = LayoutEngine()
/// for screen in screens {
///   let solved = try engine.solve(AlternatingGrid(), on: screen)
///   print(solved.frameDump())
/// }
/// ```
///
/// An engine is not safe to share between tasks; use one per task. Its results are values.
///
/// An engine may be called from any thread or actor. A program whose own code must run on the main
/// actor (a UIKit controller or view through `UIKitLayout`) has its body and the passes around each
/// solve run there — at once when the caller is on the main actor, otherwise by waiting for the
/// main queue, which must then be free to run it — while each frozen layout is solved on the
/// caller's thread.
public final class LayoutEngine {
  private var systems: [String: LayoutSystem] = [:]
  /// How many constraint systems the engine has built, for tests that check that a screen re-used
  /// one.
  private(set) var systemsBuilt = 0

  /// An engine with no systems built yet.
  public init() {}

  /// Runs `program` for `screen` and solves the layout it builds.
  ///
  /// - Throws: A ``LayoutError`` when the program builds something UIKit would reject.
  /// When the program takes part in the passes around a solve (``LayoutPasses``), they run as that
  /// protocol describes, and the layout is solved again while they change it, at most
  /// ``LayoutRun/maximumPasses`` times.
  ///
  /// - Parameter extent: The extent to lay the program out at, instead of its own
  ///   (``LayoutProgram/extent``): the command line's and the assertions' `extent` option.
  public func solve(_ program: some LayoutProgram, on screen: Screen, extent: LayoutExtent? = nil)
    throws(LayoutError) -> SolvedLayout
  {
    let extent = extent ?? program.extent
    guard extent == .scrollContent else { return try solveOnce(program, on: screen, extent: extent) }
    // Solved on the screen first; then, while the outermost vertical scroll view's content does
    // not fit, on a screen grown by what is missing (see ``LayoutExtent/scrollContent``).
    var solved = try solveOnce(program, on: screen, extent: .screen)
    var grown = screen
    for _ in 0..<Self.maximumGrowths {
      guard let missing = solved.missingContentHeight, missing > 1e-9 else { break }
      grown.size.height = ((grown.size.height + missing) * grown.scale - 1e-7).rounded(.up) / grown.scale
      solved = try solveOnce(program, on: grown, extent: .scrollContent)
    }
    return solved
  }

  /// The most times a screen is grown to show a scroll view's content: once is enough unless the
  /// growth itself changes the content (a label that wraps differently).
  private static let maximumGrowths = 3

  /// Runs the program and its passes where its code must run (``ProgramIsolation``) and solves
  /// each frozen layout on the caller's thread, so that a main-actor program holds the main actor
  /// only while its own code runs.
  private func solveOnce(_ program: some LayoutProgram, on screen: Screen, extent: LayoutExtent)
    throws(LayoutError) -> SolvedLayout
  {
    let screen = extent.screenForSolving(screen)
    let isolation = ProgramIsolation(of: program)
    var (layout, run) = try isolation.run { () throws(LayoutError) in
      try Layout.run(program, screen: screen, extent: extent)
    }
    var solved = solve(layout, on: screen)
    // What the program reported about its own layout (a SwiftUI face's truncated text).
    solved.diagnostics += run.recording.diagnostics
    guard run.hasPasses else { return solved }
    var hasSettled = false
    for _ in 1..<LayoutRun.maximumPasses {
      let next = try isolation.run { () throws(LayoutError) -> Layout? in
        try Self.nextLayout(after: solved, of: layout, run: run, hasSettled: &hasSettled)
      }
      guard let next else { return solved }
      layout = next
      solved = solve(layout, on: screen)
    }
    let changed = try isolation.run { () throws(LayoutError) -> Bool in
      run.didSolve(solved)
      return try run.freeze() != layout
    }
    if changed || !hasSettled {
      solved.diagnostics.append(
        Diagnostic(
          kind: .notConverged,
          message: "The passes around the solve (layoutSubviews, viewDidLayoutSubviews, viewDidAppear) still "
            + "changed the layout after \(LayoutRun.maximumPasses) solves; the frames are those of the last solve."
        ))
    }
    return solved
  }

  /// Runs the passes after `solved`, the solve of `layout`: the layout to solve next, or `nil` when
  /// the layout settled (the passes no longer change it, before and after ``LayoutPasses/didSettle()``).
  private static func nextLayout(
    after solved: SolvedLayout, of layout: Layout, run: Layout.Run, hasSettled: inout Bool
  ) throws(LayoutError) -> Layout? {
    run.didSolve(solved)
    if try run.freeze() == layout {
      if hasSettled { return nil }
      hasSettled = true
      run.didSettle()
      if try run.freeze() == layout { return nil }
    }
    run.willSolve()
    return try run.freeze()
  }

  /// Solves `layout` for `screen`, re-using the system of an equal layout solved before.
  ///
  /// A layout fitted to its content (``LayoutExtent/fittingHeight``, ``LayoutExtent/fitting(_:horizontal:vertical:)``)
  /// is solved without the screen's safe area, and comes back with a screen the size of its root.
  public func solve(_ layout: Layout, on screen: Screen) -> SolvedLayout {
    let screen = layout.extent.screenForSolving(screen)
    let system = system(for: layout, on: screen)
    var solved = Solution.make(system, screen: screen)
    if layout.extent != .screen, let root = solved.frames.first {
      solved.screen.size = root.size
    }
    return solved
  }

  private func system(for layout: Layout, on screen: Screen) -> LayoutSystem {
    if let cached = systems[layout.name], cached.layout == layout, cached.direction == screen.layoutDirection,
      cached.conflicts.isEmpty, (try? cached.update(for: screen)) != nil
    {
      return cached
    }
    let system = LayoutSystem.make(layout: layout, screen: screen)
    systems[layout.name] = system
    systemsBuilt += 1
    return system
  }
}
