import LayoutShot
import Testing

/// Distributions in stacks too large and too small for their views (Documentation/StackViews.md):
/// stretching by hugging, shrinking by compression resistance, and ties.
///
/// Ties: UIKit documents that equal priorities are resolved "by index" without saying which view
/// wins. LayoutShot gives the whole slack (or the whole shortfall) to the first of the tied views
/// in the view tree (for views added as arranged subviews, the first of them in
/// `arrangedSubviews`), and reports the layout as ambiguous, naming the views that could move.
@Suite("Stack views: distributions in too large and too small stacks")
struct StackViewDistributionTests {
  /// A stack at (10, 20) arranging plain views of intrinsic lengths `lengths` along `axis` (20
  /// across), with the given hugging and compression resistance along the axis, `length` long
  /// when given (else as long as its content makes it) and 20 thick.
  private static func stack(
    _ axis: LayoutAxis = .horizontal, distribution: StackView.Distribution = .fill, lengths: [Double?],
    hugging: [LayoutPriority]? = nil, resistance: [LayoutPriority]? = nil, spacing: Double = 0,
    length: Double?
  ) -> AnyLayoutProgram {
    AnyLayoutProgram("Distribution") { root, _ in
      let views = lengths.enumerated().map { index, along in
        let view = sizedView(
          "v\(index)", width: axis == .horizontal ? along : 20, height: axis == .horizontal ? 20 : along)
        if let hugging { view.setContentHuggingPriority(hugging[index], for: axis) }
        if let resistance { view.setContentCompressionResistancePriority(resistance[index], for: axis) }
        return view
      }
      let stack = StackView("stack", arrangedSubviews: views)
      stack.axis = axis
      stack.distribution = distribution
      stack.spacing = spacing
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 20
      if let length {
        if axis == .horizontal { stack.width == length } else { stack.height == length }
      }
    }
  }

  /// The frame of a view `start` along the axis from the stack's origin, `length` long, 20 thick.
  private static func frame(_ axis: LayoutAxis, start: Double, length: Double) -> Rect {
    axis == .horizontal
      ? Rect(x: 10 + start, y: 20, width: length, height: 20)
      : Rect(x: 10, y: 20 + start, width: 20, height: length)
  }

  /// Checks each view's frame, snapped at `scale`, against `spans` (start, length) along the axis.
  private static func expect(
    _ solved: SolvedLayout, _ axis: LayoutAxis, _ spans: [(Double, Double)], scale: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for (index, span) in spans.enumerated() {
      let expected = pixelSnapped(frame(axis, start: span.0, length: span.1), scale: scale)
      let actual = solved.frame(of: "v\(index)")
      #expect(
        sameFrame(actual, expected), "v\(index): \(String(describing: actual)) is not \(expected)",
        sourceLocation: sourceLocation)
    }
  }

  static let axesAndScales: [(LayoutAxis, Double)] = [
    (.horizontal, 2), (.horizontal, 3), (.vertical, 2), (.vertical, 3),
  ]

  // MARK: Too large

  @Test(arguments: axesAndScales)
  func theViewThatHugsLeastTakesTheSlack(_ axis: LayoutAxis, _ scale: Double) throws {
    let program = Self.stack(axis, lengths: [40, 60, 80], hugging: [252, 250, 251], spacing: 8, length: 301)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    // 301 - 2 × 8 - 40 - 80 = 165 for the middle view (hugging 250 < 251 < 252).
    Self.expect(solved, axis, [(0, 40), (48, 165), (221, 80)], scale: scale)
    #expect(solved.diagnostics == [])
  }

  @Test(arguments: axesAndScales)
  func equalHuggingGivesTheSlackToTheFirstView(_ axis: LayoutAxis, _ scale: Double) throws {
    let program = Self.stack(axis, lengths: [40, 60, 80], spacing: 8, length: 300.5)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    // Three hugging constraints at 250 tie: the first view takes 300.5 - 16 - 140 = 144.5.
    Self.expect(solved, axis, [(0, 144.5), (152.5, 60), (220.5, 80)], scale: scale)
    let ambiguous = solved.diagnostics(.ambiguous)
    #expect(ambiguous.count == 1)
    #expect(ambiguous.first?.views == ["v0", "v1", "v2"])
  }

  @Test func onlyTheViewsThatHugLeastTie() throws {
    let program = Self.stack(lengths: [40, 60, 80], hugging: [251, 250, 250], spacing: 10, length: 300)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // The first view hugs at 251 and keeps 40; of the two at 250, the first (v1) stretches:
    // 300 - 20 - 40 - 80 = 160.
    Self.expect(solved, .horizontal, [(0, 40), (50, 160), (220, 80)], scale: 2)
    #expect(solved.diagnostics(.ambiguous).first?.views == ["v1", "v2"])
  }

  @Test func aStackWithoutALengthHugsItsViews() throws {
    let program = Self.stack(lengths: [40, 60, 80], spacing: 10, length: nil)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // Nothing stretches the stack: its length is the views' 180 plus two gaps.
    #expect(solved.frame(of: "stack") == Rect(x: 10, y: 20, width: 200, height: 20))
    Self.expect(solved, .horizontal, [(0, 40), (50, 60), (120, 80)], scale: 2)
    #expect(solved.diagnostics == [])
  }

  // MARK: Too small

  @Test(arguments: axesAndScales)
  func theViewThatResistsLeastShrinks(_ axis: LayoutAxis, _ scale: Double) throws {
    let program = Self.stack(
      axis, lengths: [100, 100, 100], resistance: [750, 749, 751], spacing: 5, length: 250.25)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    // 300 + 2 × 5 do not fit in 250.25: the middle view (749) gives up 59.75, to 40.25.
    Self.expect(solved, axis, [(0, 100), (105, 40.25), (150.25, 100)], scale: scale)
    #expect(solved.diagnostics == [])
  }

  @Test(arguments: axesAndScales)
  func equalCompressionResistanceShrinksTheFirstView(_ axis: LayoutAxis, _ scale: Double) throws {
    let program = Self.stack(axis, lengths: [100, 100, 100], spacing: 5, length: 250)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    // The three `width >= 100 @750` tie: the first view gives up all 60.
    Self.expect(solved, axis, [(0, 40), (45, 100), (150, 100)], scale: scale)
    #expect(solved.diagnostics(.ambiguous).first?.views == ["v0", "v1", "v2"])
  }

  @Test func fillEquallyOverridesIntrinsicLengths() throws {
    let program = Self.stack(distribution: .fillEqually, lengths: [100, 20, 60], spacing: 6, length: 150)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 3))
    // Required equal lengths beat compression (750) and hugging (250): (150 - 12) / 3 = 46 each.
    Self.expect(solved, .horizontal, [(0, 46), (52, 46), (104, 46)], scale: 3)
    #expect(solved.diagnostics == [])
  }

  @Test func equalSpacingInATooSmallStackKeepsTheMinimumGaps() throws {
    let program = Self.stack(
      distribution: .equalSpacing, lengths: [100, 100, 100], resistance: [751, 750, 752], spacing: 10,
      length: 250)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // The gaps are at least 10 and equal; the views need 300 + 20 > 250, so the gaps stay at 10
    // and the middle view (750) gives up 70.
    Self.expect(solved, .horizontal, [(0, 100), (110, 30), (150, 100)], scale: 2)
    #expect(solved.diagnostics == [])
  }

  @Test func equalCenteringInATooSmallStackShrinksAndStillCentres() throws {
    let program = Self.stack(
      distribution: .equalCentering, lengths: [40, 100, 40], resistance: [751, 750, 752], spacing: 5,
      length: 150)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // 180 + 10 > 150: the middle view shrinks by 40 to 60, squeezed between the 5-point gaps at
    // 45 ... 105; its centre 75 is halfway between 20 and 130.
    Self.expect(solved, .horizontal, [(0, 40), (45, 60), (110, 40)], scale: 2)
    #expect(solved.diagnostics == [])
  }

  @Test func equalSpacingWithoutALengthShrinksToTheMinimumGaps() throws {
    let program = Self.stack(distribution: .equalSpacing, lengths: [40, 60, 80], spacing: 12, length: nil)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // `UISV-canvas-fit` (@49) pulls the stack's width towards 0: 180 + 2 × 12.
    #expect(solved.frame(of: "stack")?.width == 204)
    Self.expect(solved, .horizontal, [(0, 40), (52, 60), (124, 80)], scale: 2)
    #expect(solved.diagnostics == [])
  }

  // MARK: Fill proportionally

  @Test func fillProportionallyGivesAViewWithoutAnIntrinsicLengthNothing() throws {
    let program = Self.stack(distribution: .fillProportionally, lengths: [40, nil, 60], length: 200)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // Shares of 40 + 60 = 100: 200 × 0.4 = 80 and 200 × 0.6 = 120; the middle view gets
    // `width == 0` (required).
    Self.expect(solved, .horizontal, [(0, 80), (80, 0), (80, 120)], scale: 2)
    #expect(stackConstraints(solved.layout).contains("'UISV-fill-proportionally' v1.width == 0"))
    #expect(
      stackConstraints(solved.layout).contains(
        "'UISV-fill-proportionally' v0.width == 0.4 * stack.width @999"))
    #expect(
      stackConstraints(solved.layout).contains(
        "'UISV-fill-proportionally' v2.width == 0.6 * stack.width @997"))
    #expect(solved.diagnostics == [])
  }

  @Test func fillProportionallyWithoutIntrinsicLengthsFillsEqually() throws {
    let program = Self.stack(
      distribution: .fillProportionally, lengths: [nil, nil, nil], spacing: 3, length: 99)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 3))
    // The intrinsic lengths add up to 0, not above max(3 × 2, 1): UIKit fills equally, (99 - 6) / 3.
    Self.expect(solved, .horizontal, [(0, 31), (34, 31), (68, 31)], scale: 3)
    #expect(stackConstraints(solved.layout).contains("'UISV-fill-equally' v1.width == v0.width"))
    #expect(solved.diagnostics == [])
  }

  @Test func aSingleViewFillsProportionallyWithARequiredShare() throws {
    let program = Self.stack(distribution: .fillProportionally, lengths: [40], spacing: 10, length: 120)
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // Its share is 40 / 40 = 1, which UIKit makes required.
    #expect(stackConstraints(solved.layout).contains("'UISV-fill-proportionally' v0.width == stack.width"))
    Self.expect(solved, .horizontal, [(0, 120)], scale: 2)
  }
}
