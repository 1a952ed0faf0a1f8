import LayoutShot
import Testing

/// Hidden arranged subviews and stacks inside stacks (Documentation/StackViews.md).
///
/// A hidden view leaves the arrangement: the gaps, the distribution and the canvas connection skip
/// it ("first" and "last" are the first and last visible views). It gets `UISV-hiding` (length 0
/// along the axis, @999.999) and `UISV-spacing-hidden` (@50) to a neighbour: half the spacing
/// after the previous visible view when a visible view follows, else 0; a hidden view before the
/// first visible one ends where that one starts.
@Suite("Stack views: hidden views and nested stacks")
struct StackViewHidingAndNestingTests {
  /// A horizontal stack at (10, 20) of plain views `v0`, `v1`, … with the given widths, 20 high,
  /// `hidden` of them hidden.
  private static func row(
    widths: [Double], hidden: Set<Int>, spacing: Double = 10,
    distribution: StackView.Distribution = .fill, width: Double? = nil
  ) -> AnyLayoutProgram {
    AnyLayoutProgram("Hidden") { root, _ in
      let views = widths.enumerated().map { index, width in
        let view = sizedView("v\(index)", width: width, height: 20)
        view.isHidden = hidden.contains(index)
        return view
      }
      let stack = StackView("stack", arrangedSubviews: views)
      stack.spacing = spacing
      stack.distribution = distribution
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 20
      if let width { stack.width == width }
    }
  }

  @Test(arguments: [2.0, 3.0])
  func aHiddenViewLeavesTheDistribution(_ scale: Double) throws {
    let program = Self.row(
      widths: [40, 50, 60], hidden: [1], spacing: 10.25, distribution: .fillEqually, width: 211)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    // Two visible views share 211 - one gap: the gap is 10.25 rounded (10.5 at 2x, 10⅓ at 3x).
    let gap = pixelSnapped(10.25, scale: scale)
    let half = (211 - gap) / 2
    #expect(
      sameFrame(
        solved.frame(of: "v0"), pixelSnapped(Rect(x: 10, y: 20, width: half, height: 20), scale: scale)))
    #expect(
      sameFrame(
        solved.frame(of: "v2"),
        pixelSnapped(Rect(x: 10 + half + gap, y: 20, width: half, height: 20), scale: scale)))
    // The hidden view is 0 wide, half a gap after v0, and as high as the row (it is aligned too).
    #expect(
      sameFrame(
        solved.frame(of: "v1"),
        pixelSnapped(Rect(x: 10 + half + gap / 2, y: 20, width: 0, height: 20), scale: scale)))
    #expect(solved.diagnostics == [])
  }

  @Test func aHiddenFirstViewEndsWhereTheFirstVisibleOneStarts() throws {
    let solved = try LayoutEngine().solve(
      Self.row(widths: [40, 50, 60], hidden: [0]), on: StackScreens.plain(scale: 2))
    #expect(solved.frame(of: "v0") == Rect(x: 10, y: 20, width: 0, height: 20))
    #expect(solved.frame(of: "v1") == Rect(x: 10, y: 20, width: 50, height: 20))
    #expect(solved.frame(of: "v2") == Rect(x: 70, y: 20, width: 60, height: 20))
    #expect(solved.frame(of: "stack") == Rect(x: 10, y: 20, width: 120, height: 20))
    #expect(stackConstraints(solved.layout).contains("'UISV-spacing-hidden' v1.leading == v0.trailing @50"))
  }

  @Test func aHiddenLastViewStartsWhereTheLastVisibleOneEnds() throws {
    let solved = try LayoutEngine().solve(
      Self.row(widths: [40, 50, 60], hidden: [2]), on: StackScreens.plain(scale: 2))
    #expect(solved.frame(of: "v1") == Rect(x: 60, y: 20, width: 50, height: 20))
    #expect(solved.frame(of: "v2") == Rect(x: 110, y: 20, width: 0, height: 20))
    #expect(solved.frame(of: "stack") == Rect(x: 10, y: 20, width: 100, height: 20))
    #expect(
      stackConstraints(solved.layout).contains("'UISV-canvas-connection' stack.trailing == v1.trailing"))
  }

  @Test func hiddenViewsInARowEachTakeHalfTheGap() throws {
    let solved = try LayoutEngine().solve(
      Self.row(widths: [40, 50, 60, 70], hidden: [1, 2], spacing: 12), on: StackScreens.plain(scale: 2))
    // v0 → v3 is one gap of 12; both hidden views hang 6 after v0.
    #expect(solved.frame(of: "v1") == Rect(x: 56, y: 20, width: 0, height: 20))
    #expect(solved.frame(of: "v2") == Rect(x: 56, y: 20, width: 0, height: 20))
    #expect(solved.frame(of: "v3") == Rect(x: 62, y: 20, width: 70, height: 20))
    #expect(solved.diagnostics == [])
  }

  @Test func aStackWhoseViewsAreAllHiddenShrinksToNothing() throws {
    let solved = try LayoutEngine().solve(
      Self.row(widths: [40, 50], hidden: [0, 1]), on: StackScreens.plain(scale: 2))
    // The canvas holds on to the `UISV-ordering-spanner` and `UISV-alignment-spanner` spacers,
    // which shrink to 0; the hidden views hang from the ordering spanner's end, 0 wide.
    #expect(solved.frame(of: "stack") == Rect(x: 10, y: 20, width: 0, height: 0))
    #expect(solved.frame(of: "v0")?.width == 0)
    #expect(solved.frame(of: "v0")?.minX == 10)
    #expect(solved.diagnostics(.unsatisfiable) == [])
  }

  @Test func unhidingAViewBringsItBack() throws {
    let program = AnyLayoutProgram("Unhidden") { root, _ in
      let views = [sizedView("v0", width: 40, height: 20), sizedView("v1", width: 50, height: 20)]
      views[1].isHidden = true
      let stack = StackView("stack", arrangedSubviews: views)
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
      views[1].isHidden = false
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    #expect(solved.frame(of: "v1") == Rect(x: 40, y: 0, width: 50, height: 20))
    #expect(!stackConstraints(solved.layout).contains { $0.contains("UISV-hiding") })
  }

  // MARK: Nested stacks

  @Test(arguments: [2.0, 3.0])
  func aRowOfColumns(_ scale: Double) throws {
    let program = AnyLayoutProgram("Columns") { root, _ in
      let columns = (0..<2).map { column in
        let stack = StackView(
          "column\(column)",
          arrangedSubviews: (0..<2).map { row in
            sizedView("c\(column)\(row)", width: 30, height: 20 + 5 * Double(row))
          })
        stack.axis = .vertical
        stack.spacing = 4
        return stack
      }
      let row = StackView("row", arrangedSubviews: columns)
      row.distribution = .fillEqually
      row.spacing = 7
      root.addSubview(row)
      row.leading == root.leading + 10
      row.top == root.top + 20
      row.width == 200
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    // Each column is (200 - 7) / 2 = 96.5 wide; its views fill it (fill alignment) and stack
    // 20 + 4 + 25 high.
    let width = 96.5
    for (column, x) in [(0, 10.0), (1, 10 + width + 7)] {
      #expect(
        sameFrame(
          solved.frame(of: "c\(column)0"),
          pixelSnapped(Rect(x: x, y: 20, width: width, height: 20), scale: scale)))
      #expect(
        sameFrame(
          solved.frame(of: "c\(column)1"),
          pixelSnapped(Rect(x: x, y: 44, width: width, height: 25), scale: scale)))
      #expect(
        sameFrame(
          solved.frame(of: "column\(column)"),
          pixelSnapped(Rect(x: x, y: 20, width: width, height: 49), scale: scale)))
    }
    #expect(solved.diagnostics == [])
  }

  @Test func aNestedStackWithANonFillAlignmentGrowsBeforeAHuggingView() throws {
    let program = AnyLayoutProgram("Growing") { root, _ in
      let header = sizedView("header", width: 100, height: 30)
      let row = StackView("row", arrangedSubviews: [sizedView("badge", width: 40, height: 20)])
      row.alignment = .center
      let column = StackView("column", arrangedSubviews: [header, row])
      column.axis = .vertical
      root.addSubview(column)
      column.leading == root.leading
      column.top == root.top
      column.width == 100
      column.height == 200
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // The column must fill 200 with 30 + 20. The header hugs at 250; the row only resists with
    // `UISV-canvas-fit` (@49) around its one view, so it takes the 150 extra
    // (Documentation/StackViews.md#nested-stacks), and its badge, centred, sits at
    // 30 + (170 - 20) / 2 = 105 (and fills the row's width).
    #expect(solved.frame(of: "header") == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(solved.frame(of: "row") == Rect(x: 0, y: 30, width: 100, height: 170))
    #expect(solved.frame(of: "badge") == Rect(x: 0, y: 105, width: 100, height: 20))
    #expect(solved.diagnostics == [])
  }

  @Test func aNestedStackWithTwoViewsGrowsAroundItsSpanner() throws {
    let program = AnyLayoutProgram("Spanner") { root, _ in
      let header = sizedView("header", width: 100, height: 30)
      let b = sizedView("b", width: 40, height: 10)
      b.setContentHuggingPriority(249, for: .horizontal)
      let row = StackView("row", arrangedSubviews: [sizedView("a", width: 40, height: 20), b])
      row.alignment = .top
      let column = StackView("column", arrangedSubviews: [header, row])
      column.axis = .vertical
      root.addSubview(column)
      column.leading == root.leading
      column.top == root.top
      column.width == 100
      column.height == 200
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // The row's bottom is its spanner's, which only `UISV-spanning-fit` (@51) keeps short: the
    // row grows to 170 before the header (hugging 250) does; its views stay at its top (b, which
    // hugs least along the row, takes the row's spare 20 points).
    #expect(solved.frame(of: "row") == Rect(x: 0, y: 30, width: 100, height: 170))
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 30, width: 40, height: 20))
    #expect(solved.frame(of: "b") == Rect(x: 40, y: 30, width: 60, height: 10))
  }

  @Test func aNestedStackFillsProportionallyByItsFittingSize() throws {
    let program = AnyLayoutProgram("NestedShare") { root, _ in
      let plain = sizedView("plain", width: 100, height: 20)
      let inner = sizedView("inner1", width: 60, height: 20)
      inner.setContentHuggingPriority(249, for: .horizontal)
      let nested = StackView("nested", arrangedSubviews: [sizedView("inner0", width: 40, height: 20), inner])
      let row = StackView("row", arrangedSubviews: [plain, nested])
      row.distribution = .fillProportionally
      root.addSubview(row)
      row.leading == root.leading
      row.top == root.top
      row.width == 300
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // The nested stack's compressed fitting width is 40 + 60 = 100, the plain view's intrinsic
    // width 100: 150 each. Inside, the view that hugs least (249) takes the 50 extra.
    #expect(solved.frame(of: "plain") == Rect(x: 0, y: 0, width: 150, height: 20))
    #expect(solved.frame(of: "nested") == Rect(x: 150, y: 0, width: 150, height: 20))
    #expect(solved.frame(of: "inner0") == Rect(x: 150, y: 0, width: 40, height: 20))
    #expect(solved.frame(of: "inner1") == Rect(x: 190, y: 0, width: 110, height: 20))
    #expect(solved.diagnostics == [])
  }
}
