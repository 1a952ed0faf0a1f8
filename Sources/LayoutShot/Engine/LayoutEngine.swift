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

  private func solveOnce(_ program: some LayoutProgram, on screen: Screen, extent: LayoutExtent)
    throws(LayoutError) -> SolvedLayout
  {
    let screen = extent.screenForSolving(screen)
    var (layout, run) = try Layout.run(program, screen: screen, extent: extent)
    var solved = solve(layout, on: screen)
    guard run.hasPasses else { return solved }
    var hasSettled = false
    for _ in 1..<LayoutRun.maximumPasses {
      run.didSolve(solved)
      var next = try run.freeze()
      if next == layout {
        if hasSettled { return solved }
        hasSettled = true
        run.didSettle()
        next = try run.freeze()
        if next == layout { return solved }
      }
      run.willSolve()
      layout = try run.freeze()
      solved = solve(layout, on: screen)
    }
    run.didSolve(solved)
    if try run.freeze() != layout || !hasSettled {
      solved.diagnostics.append(
        Diagnostic(
          kind: .notConverged,
          message: "The passes around the solve (layoutSubviews, viewDidLayoutSubviews, viewDidAppear) still "
            + "changed the layout after \(LayoutRun.maximumPasses) solves; the frames are those of the last solve."
        ))
    }
    return solved
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
