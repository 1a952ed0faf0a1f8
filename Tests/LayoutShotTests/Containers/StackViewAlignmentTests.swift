import LayoutShot
import Testing

/// Alignments that depend on text (Documentation/StackViews.md#across-the-axis).
///
/// First and last baselines, and the width disambiguation of multi-line labels side by side; the
/// plain-view cases of every alignment are in ``StackViewMatrixTests``.
///
/// The labels' heights and baseline offsets are inputs here, read from the frozen layout (they
/// come from the fonts); the frames are worked out from the constraints with them.
@Suite("Stack views: baseline alignment and text")
struct StackViewAlignmentTests {
  /// A row at (10, 100) of a 12-point label, a 30-point label and a plain 20 × 20 view, 4 apart.
  private static func row(_ alignment: StackView.Alignment) -> AnyLayoutProgram {
    AnyLayoutProgram("Baselines") { root, _ in
      let small = Label("small", text: "Small")
      small.font = .systemFont(ofSize: 12)
      let large = Label("large", text: "Large")
      large.font = .systemFont(ofSize: 30)
      let stack = StackView(
        "stack", arrangedSubviews: [small, large, sizedView("plain", width: 20, height: 20)])
      stack.alignment = alignment
      stack.spacing = 4
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 100
    }
  }

  private struct Measured {
    var width: Double, height: Double, firstFromTop: Double, lastFromBottom: Double
  }

  private static func measured(_ solved: SolvedLayout, _ name: String) throws -> Measured {
    let record = try #require(solved.layout.views.first { $0.name == name })
    let size = record.intrinsicContentSize
    let baselines = try #require(record.baselines)
    return Measured(
      width: try #require(size.width), height: try #require(size.height),
      firstFromTop: baselines.firstFromTop,
      lastFromBottom: baselines.lastFromBottom)
  }

  @Test(arguments: [2.0, 3.0])
  func firstBaselineAlignmentLinesUpTheFirstBaselines(_ scale: Double) throws {
    let solved = try LayoutEngine().solve(Self.row(.firstBaseline), on: StackScreens.plain(scale: scale))
    let small = try Self.measured(solved, "small"), large = try Self.measured(solved, "large")
    // `stack.top <= small.top` and `UISV-canvas-fit` (@49) pull the first view up to the stack's
    // top: small.top = 100. The large label's first baseline meets the small one's; the plain
    // view has no baseline, so its top meets the small label's top. (The large label rises
    // above the stack, as in UIKit: only the first view holds the canvas from above.)
    let baseline = 100 + small.firstFromTop
    let largeX = 10 + small.width + 4
    #expect(
      sameFrame(
        solved.frame(of: "small"),
        pixelSnapped(Rect(x: 10, y: 100, width: small.width, height: small.height), scale: scale)))
    #expect(
      sameFrame(
        solved.frame(of: "large"),
        pixelSnapped(
          Rect(x: largeX, y: baseline - large.firstFromTop, width: large.width, height: large.height),
          scale: scale)))
    #expect(
      sameFrame(
        solved.frame(of: "plain"),
        pixelSnapped(Rect(x: largeX + large.width + 4, y: 100, width: 20, height: 20), scale: scale)))
    // The stack's bottom is the spanner's: the lowest bottom.
    let bottom = max(100 + small.height, baseline - large.firstFromTop + large.height, 120)
    #expect(
      sameFrame(
        solved.frame(of: "stack"),
        pixelSnapped(
          Rect(x: 10, y: 100, width: largeX + large.width + 24 - 10, height: bottom - 100), scale: scale)))
    #expect(
      stackConstraints(solved.layout).contains("'UISV-alignment' small.firstBaseline == large.firstBaseline"))
    #expect(stackConstraints(solved.layout).contains("'UISV-alignment' small.top == plain.top"))
    #expect(stackConstraints(solved.layout).contains("'UISV-canvas-connection' stack.top <= small.top"))
    #expect(stackConstraints(solved.layout).contains("'UISV-canvas-fit' stack.height == 0 @49"))
  }

  @Test(arguments: [2.0, 3.0])
  func lastBaselineAlignmentLinesUpTheLastBaselines(_ scale: Double) throws {
    let solved = try LayoutEngine().solve(Self.row(.lastBaseline), on: StackScreens.plain(scale: scale))
    let small = try Self.measured(solved, "small"), large = try Self.measured(solved, "large")
    // The stack's top is the spanner's, at most every view's top; the spanner (@51) is as short
    // as it can be, so the common last baseline L is as high as the views allow:
    // L = 100 + the largest of each view's height above it (the plain view's bottom meets the
    // small label's bottom, so it reaches 20 - small.lastFromBottom above L).
    let line =
      100
      + max(
        small.height - small.lastFromBottom, large.height - large.lastFromBottom, 20 - small.lastFromBottom)
    let largeX = 10 + small.width + 4
    let smallBottom = line + small.lastFromBottom
    #expect(
      sameFrame(
        solved.frame(of: "small"),
        pixelSnapped(
          Rect(x: 10, y: smallBottom - small.height, width: small.width, height: small.height), scale: scale))
    )
    #expect(
      sameFrame(
        solved.frame(of: "large"),
        pixelSnapped(
          Rect(
            x: largeX, y: line + large.lastFromBottom - large.height, width: large.width, height: large.height
          ),
          scale: scale)))
    #expect(
      sameFrame(
        solved.frame(of: "plain"),
        pixelSnapped(
          Rect(x: largeX + large.width + 4, y: smallBottom - 20, width: 20, height: 20), scale: scale)))
    // `stack.bottom >= small.bottom` with `UISV-canvas-fit`: the stack ends at the small label.
    #expect(abs((solved.frame(of: "stack")?.maxY ?? 0) - pixelSnapped(smallBottom, scale: scale)) < 1e-9)
  }

  @Test func baselineAlignmentInAColumnIsLeadingAndTrailing() throws {
    for (alignment, trailing) in [(StackView.Alignment.firstBaseline, false), (.lastBaseline, true)] {
      let program = AnyLayoutProgram("Column") { root, _ in
        let stack = StackView(
          "stack",
          arrangedSubviews: [sizedView("a", width: 40, height: 20), sizedView("b", width: 60, height: 20)])
        stack.axis = .vertical
        stack.alignment = alignment
        root.addSubview(stack)
        stack.leading == root.leading + 10
        stack.top == root.top + 20
        stack.width == 100
      }
      let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
      #expect(solved.frame(of: "a") == Rect(x: trailing ? 70 : 10, y: 20, width: 40, height: 20))
      #expect(solved.frame(of: "b") == Rect(x: trailing ? 50 : 10, y: 40, width: 60, height: 20))
      #expect(solved.diagnostics == [])
    }
  }

  // MARK: Multi-line labels side by side

  @Test func multiLineLabelsSideBySideShareTheWidth() throws {
    let program = AnyLayoutProgram("TwoColumns") { root, _ in
      let text = "A sentence long enough to wrap over several lines in a narrow column."
      let left = Label("left", text: text), right = Label("right", text: text)
      left.numberOfLines = 0
      right.numberOfLines = 0
      let stack = StackView("stack", arrangedSubviews: [left, right])
      stack.spacing = 10
      stack.alignment = .top
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 20
      stack.width == 200
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // UIKit raises each next one by min(25 / 2, 1) = 1.
    #expect(
      stackConstraints(solved.layout).filter { $0.contains("text-width") } == [
        "'UISV-text-width-disambiguation' left.width <= 0.5 * stack.width - 5 @950",
        "'UISV-text-width-disambiguation' right.width <= 0.5 * stack.width - 5 @951",
      ])
    // Each label's one-line width is far above 95, and each is held to 200 / 2 - 10 / 2 = 95 at
    // 950 and above, which beats compression resistance (750): the labels share the row.
    #expect(solved.frame(of: "left")?.minX == 10)
    #expect(solved.frame(of: "left")?.width == 95)
    #expect(solved.frame(of: "right")?.minX == 115)
    #expect(solved.frame(of: "right")?.width == 95)
    #expect(solved.diagnostics == [])
  }

  @Test func fillEquallySizesLabelsWithoutDisambiguation() throws {
    let program = AnyLayoutProgram("Equal") { root, _ in
      let left = Label("left", text: "Left"), right = Label("right", text: "Right")
      left.numberOfLines = 0
      right.numberOfLines = 0
      let stack = StackView("stack", arrangedSubviews: [left, right])
      stack.distribution = .fillEqually
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
      stack.width == 200
    }
    let layout = try Layout(program, screen: StackScreens.plain(scale: 2))
    #expect(!stackConstraints(layout).contains { $0.contains("text-width") })
  }
}
