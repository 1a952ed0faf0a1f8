import LayoutShot
import LayoutShotExamples
import Testing

/// Frame dumps read back and compared view by view, as snapshot tests and the `diff` command do.
@Suite("Reading and comparing frame dumps")
struct FrameDumpReadingTests {
  /// A home-button phone, 375×667 at 2x, status bar 20.
  private static let narrow = Screen(
    size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
  /// The same phone made 600 points wide.
  private static let wide = Screen(
    size: Size(width: 600, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))

  @Test func aDumpReadsBackToItsFrames() throws {
    let solved = try LayoutEngine().solve(ComplexWidth(), on: Self.narrow)
    let dump = try FrameDump(parsing: solved.frameDump())
    // ComplexWidth: 8-point gaps inside the safe area; 375 - 24 = 351 points for both views; red =
    // 2 × blue would make blue 117, under its required 150, so blue is 150 and red the rest, 201.
    // Heights: 667 - 20 - 16 = 631.
    #expect(dump.layout == "ComplexWidth")
    #expect(dump.size == Size(width: 375, height: 667))
    #expect(dump.scale == 2)
    #expect(dump.safeArea == EdgeInsets(top: 20))
    #expect(dump.views.map(\.name) == ["root", "blue", "red"])
    #expect(dump.views[0].parent == nil)
    #expect(
      dump.views[1]
        == FrameDump.View(name: "blue", parent: "root", frame: Rect(x: 8, y: 28, width: 150, height: 631)))
    #expect(dump.views[2].frame == Rect(x: 166, y: 28, width: 201, height: 631))
    #expect(dump.diagnostics.isEmpty)
  }

  @Test func aDumpMadeFromTheSolutionEqualsTheDumpReadFromItsText() throws {
    // PoweredAnchors has frames on a 3x grid, with decimals the text rounds to 4 places.
    let screen = Screen(
      size: Size(width: 393, height: 852), scale: 3, safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    let solved = try LayoutEngine().solve(PoweredAnchors(), on: screen)
    #expect(FrameDump(solved) == (try FrameDump(parsing: solved.frameDump())))
    #expect(FrameDump(solved).changes(to: try FrameDump(parsing: solved.frameDump())).isEmpty)
  }

  @Test func widerScreensMoveAndResizeTheViewsByHandComputedAmounts() throws {
    let before = FrameDump(try LayoutEngine().solve(ComplexWidth(), on: Self.narrow))
    let after = FrameDump(try LayoutEngine().solve(ComplexWidth(), on: Self.wide))
    // At 600 points: 576 points to share, red = 2 × blue gives blue 192 (over 150) and red 384,
    // starting at 8 + 192 + 8 = 208.
    #expect(
      before.changes(to: after).map(\.description) == [
        "screen size 375×667 → 600×667",
        "root.width 375 → 600 (+225)",
        "blue.width 150 → 192 (+42)",
        "red.x 166 → 208 (+42)",
        "red.width 201 → 384 (+183)",
      ])
  }

  @Test func viewsOnlyOneDumpHasAreAddedOrRemoved() throws {
    var before = FrameDump(try LayoutEngine().solve(ComplexWidth(), on: Self.narrow))
    var after = before
    after.views.removeLast()
    after.views.append(
      FrameDump.View(name: "badge", parent: "blue", frame: Rect(x: 8, y: 28, width: 20, height: 20)))
    after.diagnostics = ["ambiguous: badge.x is not determined"]
    before.views[1].parent = "red"
    #expect(
      before.changes(to: after).map(\.description) == [
        "blue moved from red to root",
        "red removed (was at (166, 28, 201, 631))",
        "badge added at (8, 28, 20, 20)",
        "new diagnostic: ambiguous: badge.x is not determined",
      ])
  }

  @Test func malformedDumpsSayWhatAndWhere() {
    let notJSON = #expect(throws: FrameDumpError.self) { try FrameDump(parsing: "{\n  \"layout\": ,") }
    if case .invalidJSON(_, let line, _) = notJSON {
      #expect(line == 2)
    } else {
      Issue.record("\(String(describing: notJSON))")
    }
    let text = """
      {"layout": "A", "device": "d", "orientation": "portrait", "size": {"width": 1, "height": 1},
       "scale": 1, "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0},
       "views": [{"name": "root", "parent": null, "frame": {"x": 0, "y": 0, "width": "wide", "height": 1}}],
       "diagnostics": []}
      """
    let mistyped = #expect(throws: FrameDumpError.self) { try FrameDump(parsing: text) }
    #expect(
      mistyped == .invalidField(path: "views[0].frame.width", reason: "should be a number but is a string"))
    #expect(
      mistyped?.description
        == "The frame dump's field 'views[0].frame.width' should be a number but is a string.")
    let missing = #expect(throws: FrameDumpError.self) { try FrameDump(parsing: #"{"layout": "A"}"#) }
    #expect(missing == .invalidField(path: "device", reason: "is missing"))
  }
}
