import LayoutShot
import Testing

/// Conflicts and ambiguity in stack views, named by UIKit's identifiers (Documentation/StackViews.md,
/// Documentation/AutoLayout.md#conflicts-and-ambiguity): a stack's constraints are made after the
/// program's own, so in a conflict it is the stack's that is broken, and each carries the line that
/// created the stack.
@Suite("Stack views: diagnostics")
struct StackViewDiagnosticsTests {
  @Test func aConflictWithFillEquallyNamesUISVFillEqually() throws {
    let program = AnyLayoutProgram("Unequal") { root, _ in
      let a = View("a"), b = View("b")
      let stack = StackView("stack", arrangedSubviews: [a, b])
      stack.distribution = .fillEqually
      a.width == 50
      b.width == 60
      a.height == 10
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 100
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    #expect(
      conflict.constraints.map(\.text) == [
        "a.width == 50", "b.width == 60", "'UISV-fill-equally' b.width == a.width",
      ])
    #expect(conflict.brokenConstraint?.text == "'UISV-fill-equally' b.width == a.width")
    // The stack's constraint is located at the line that created the stack.
    #expect(conflict.brokenConstraint?.location?.fileID == "LayoutShotTests/StackViewDiagnosticsTests.swift")
    #expect(conflict.description.contains("'UISV-fill-equally' b.width == a.width"))
    // Broken, the required widths hold.
    #expect(solved.frame(of: "a") == Rect(x: 10, y: 100, width: 50, height: 10))
    #expect(solved.frame(of: "b") == Rect(x: 60, y: 100, width: 60, height: 10))
  }

  @Test func requiredWidthsThatDoNotFitNameTheCanvasConnectionAndTheSpacing() throws {
    let program = AnyLayoutProgram("TooNarrow") { root, _ in
      let a = View("a"), b = View("b")
      a.width == 50
      b.width == 60
      a.height == 10
      let stack = StackView("stack", arrangedSubviews: [a, b])
      stack.spacing = 10
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
      stack.width == 100
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    let texts = conflict.constraints.map(\.text)
    #expect(texts.contains("stack.width == 100"))
    #expect(texts.contains("'UISV-canvas-connection' stack.leading == a.leading"))
    #expect(texts.contains("'UISV-canvas-connection' stack.trailing == b.trailing"))
    #expect(texts.contains("'UISV-spacing' b.leading == a.trailing + 10"))
    #expect(conflict.brokenConstraint?.text == "'UISV-spacing' b.leading == a.trailing + 10")
  }

  /// In current iOS `UISV-hiding` is 999.999, not required: a required width on a hidden view wins
  /// without a conflict (iOS 9 made it required and logged one,
  /// Documentation/StackViews.md#hidden-views); the view keeps its width where
  /// `UISV-spacing-hidden` puts it, and the visible views are arranged without it.
  @Test func aRequiredWidthOnAHiddenViewWinsOverUISVHidingWithoutAConflict() throws {
    let program = AnyLayoutProgram("HiddenWidth") { root, _ in
      let a = View("a"), b = View("b"), c = View("c")
      a.width == 50
      b.width == 60
      c.width == 70
      a.height == 10
      b.isHidden = true
      let stack = StackView("stack", arrangedSubviews: [a, b, c])
      stack.spacing = 10
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 100
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    #expect(solved.diagnostics == [])
    #expect(stackConstraints(solved.layout).contains("'UISV-hiding' b.width == 0 @999.999"))
    #expect(solved.frame(of: "a") == Rect(x: 10, y: 100, width: 50, height: 10))
    #expect(solved.frame(of: "b") == Rect(x: 65, y: 100, width: 60, height: 10))
    #expect(solved.frame(of: "c") == Rect(x: 70, y: 100, width: 70, height: 10))
  }

  @Test func aRequiredGapAcrossAHiddenViewConflictsWithUISVSpacing() throws {
    // With b hidden, the stack puts c 10 after a; the program pins it 100 after.
    let program = AnyLayoutProgram("Pinned") { root, _ in
      let a = View("a"), b = View("b"), c = View("c")
      for view in [a, b, c] { view.width == 20 }
      a.height == 10
      b.isHidden = true
      let stack = StackView("stack", arrangedSubviews: [a, b, c])
      stack.spacing = 10
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
      c.leading == a.trailing + 100
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    #expect(conflict.constraints.map(\.text).contains("c.leading == a.trailing + 100"))
    #expect(conflict.brokenConstraint?.text == "'UISV-spacing' c.leading == a.trailing + 10")
  }

  @Test func tiesAreReportedAsAmbiguousWithTheViewsThatCouldMove() throws {
    let program = AnyLayoutProgram("Tie") { root, _ in
      let stack = StackView(
        "stack",
        arrangedSubviews: [sizedView("a", width: 40, height: 20), sizedView("b", width: 40, height: 20)])
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
      stack.width == 200
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    let ambiguous = try #require(solved.diagnostics(.ambiguous).first)
    #expect(ambiguous.views == ["a", "b"])
    #expect(ambiguous.attributes == ["a.width", "b.x", "b.width"])
    // The deterministic choice: the first view takes the slack.
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 0, width: 160, height: 20))
  }

  @Test func aPlainViewWithoutIntrinsicSizeInANonFillAlignmentIsZeroThick() throws {
    let program = AnyLayoutProgram("Suppressed") { root, _ in
      let stack = StackView(
        "stack", arrangedSubviews: [View("plain"), sizedView("sized", width: 40, height: 30)])
      stack.alignment = .center
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
      stack.width == 100
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // `UISV-ambiguity-suppression` (@25) pulls the plain view's height to 0, centred at 15.
    #expect(solved.frame(of: "plain") == Rect(x: 0, y: 15, width: 60, height: 0))
    #expect(solved.diagnostics == [])
  }
}
