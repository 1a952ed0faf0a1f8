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
  public func solve(_ program: some LayoutProgram, on screen: Screen) throws(LayoutError) -> SolvedLayout {
    try solve(Layout(program, screen: screen), on: screen)
  }

  /// Solves `layout` for `screen`, re-using the system of an equal layout solved before.
  public func solve(_ layout: Layout, on screen: Screen) -> SolvedLayout {
    let system = system(for: layout, on: screen)
    return Solution.make(system, screen: screen)
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
