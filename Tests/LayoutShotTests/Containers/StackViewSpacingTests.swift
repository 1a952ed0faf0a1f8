import LayoutShot
import Testing

/// Spacing (custom, system, rounded to the pixel grid), margins-relative and baseline-relative
/// arrangement, and right-to-left layout (Documentation/StackViews.md, Documentation/RightToLeft.md).
@Suite("Stack views: spacing, margins and baselines")
struct StackViewSpacingTests {
  /// A horizontal stack at (10, 20) of plain views 20 high, hugging them.
  ///
  /// The views have widths `widths`; `configure` sets the rest.
  private static func row(
    widths: [Double], _ configure: @escaping @Sendable (StackView, [View]) -> Void
  ) -> AnyLayoutProgram {
    AnyLayoutProgram("Row") { root, _ in
      let views = widths.enumerated().map { sizedView("v\($0.offset)", width: $0.element, height: 20) }
      let stack = StackView("stack", arrangedSubviews: views)
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 20
      configure(stack, views)
    }
  }

  /// The frames of `v0`, `v1`, … of a row of views 20 high at y 20, placed from x 10 with the
  /// given widths and gaps, snapped at `scale`.
  private static func rowFrames(widths: [Double], gaps: [Double], scale: Double) -> [Rect] {
    var x = 10.0
    return widths.enumerated().map { index, width in
      defer { x += width + (index < gaps.count ? gaps[index] : 0) }
      return pixelSnapped(Rect(x: x, y: 20, width: width, height: 20), scale: scale)
    }
  }

  private static func frames(_ solved: SolvedLayout, count: Int) -> [Rect?] {
    (0..<count).map { solved.frame(of: "v\($0)") }
  }

  // MARK: Custom spacing

  @Test func customSpacingReplacesTheSpacingAfterAView() throws {
    let program = Self.row(widths: [40, 40, 40]) { stack, views in
      stack.spacing = 10
      stack.setCustomSpacing(24, after: views[0])
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    #expect(Self.frames(solved, count: 3) == Self.rowFrames(widths: [40, 40, 40], gaps: [24, 10], scale: 2))
    #expect(stackConstraints(solved.layout).contains("'UISV-spacing' v1.leading == v0.trailing + 24"))
  }

  @Test func theDefaultSentinelGoesBackToTheStacksSpacing() throws {
    let program = Self.row(widths: [40, 40]) { stack, views in
      stack.spacing = 6
      stack.setCustomSpacing(30, after: views[0])
      stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    #expect(Self.frames(solved, count: 2) == Self.rowFrames(widths: [40, 40], gaps: [6], scale: 2))
  }

  @Test func theCustomSpacingAfterAHiddenViewIsNotUsed() throws {
    let program = Self.row(widths: [40, 50, 60]) { stack, views in
      stack.spacing = 10
      stack.setCustomSpacing(30, after: views[1])
      views[1].isHidden = true
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // v0 → v2 is a gap after v0: the stack's 10. The hidden v1 sits half a gap after v0, 0 wide.
    #expect(solved.frame(of: "v0") == Rect(x: 10, y: 20, width: 40, height: 20))
    #expect(solved.frame(of: "v1") == Rect(x: 55, y: 20, width: 0, height: 20))
    #expect(solved.frame(of: "v2") == Rect(x: 60, y: 20, width: 60, height: 20))
  }

  // MARK: System spacing

  @Test func systemSpacingIsEightPointsBetweenViews() throws {
    let program = Self.row(widths: [40, 40, 40]) { stack, views in
      stack.spacing = StackView.spacingUseSystem
      stack.setCustomSpacing(3, after: views[1])
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 3))
    #expect(Self.frames(solved, count: 3) == Self.rowFrames(widths: [40, 40, 40], gaps: [8, 3], scale: 3))
    #expect(
      stackConstraints(solved.layout).contains(
        "'UISV-spacing' v1.leading == v0.trailing + 8 (system spacing)"))
  }

  @Test func aCustomSystemSpacingAfterOneView() throws {
    let program = Self.row(widths: [40, 40, 40]) { stack, views in
      stack.spacing = 2
      stack.setCustomSpacing(StackView.spacingUseSystem, after: views[0])
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    #expect(Self.frames(solved, count: 3) == Self.rowFrames(widths: [40, 40, 40], gaps: [8, 2], scale: 2))
  }

  @Test func aHiddenViewNextToSystemSpacingTakesHalfOfIt() throws {
    let program = Self.row(widths: [40, 40, 40]) { stack, views in
      stack.spacing = StackView.spacingUseSystem
      views[1].isHidden = true
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // `UISV-spacing-hidden` with half the system spacing: v1 at 50 + 4.
    #expect(solved.frame(of: "v1") == Rect(x: 54, y: 20, width: 0, height: 20))
    #expect(solved.frame(of: "v2") == Rect(x: 58, y: 20, width: 40, height: 20))
    #expect(
      stackConstraints(solved.layout).contains(
        "'UISV-spacing-hidden' v1.leading == v0.trailing + 4 (system spacing) @50"))
  }

  // MARK: Rounding

  @Test(arguments: [(1.0, 10.0), (2.0, 10.5), (3.0, 31.0 / 3)])
  func spacingIsRoundedToThePixelGridBeforeTheConstraintsAreMade(_ scale: Double, _ rounded: Double) throws {
    // 10.3 points: 10.3 px → 10 at 1x, 20.6 px → 21 at 2x, 30.9 px → 31 at 3x.
    let program = Self.row(widths: [40.5, 40]) { stack, _ in stack.spacing = 10.3 }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    let spacing = try #require(solved.layout.constraints.first { $0.identifier == "UISV-spacing" })
    #expect(abs(spacing.constant - rounded) < 1e-12)
    // v1 starts at 10 + 40.5 + the rounded spacing, snapped: 61 at 1x (60.5 → 61), 61 at 2x,
    // 60.8333 at 3x (182.5 px → 183 = 61).
    let expected = pixelSnapped(Rect(x: 10 + 40.5 + rounded, y: 20, width: 40, height: 20), scale: scale)
    #expect(sameFrame(solved.frame(of: "v1"), expected))
  }

  @Test func aNegativeSpacingRoundsHalvesUpAndOverlapsTheViews() throws {
    // -2.25 at 2x is -4.5 px, which rounds up to -4 px: -2.
    let program = Self.row(widths: [40, 40]) { stack, _ in stack.spacing = -2.25 }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    #expect(solved.frame(of: "v1") == Rect(x: 48, y: 20, width: 40, height: 20))
    #expect(solved.frame(of: "stack") == Rect(x: 10, y: 20, width: 78, height: 20))
  }

  // MARK: Margins

  @Test(arguments: [2.0, 3.0])
  func marginsRelativeArrangementArrangesInsideTheMargins(_ scale: Double) throws {
    let program = AnyLayoutProgram("Margins") { root, _ in
      let first = sizedView("v0", width: 40, height: 20), second = sizedView("v1", width: 50, height: 30)
      second.setContentHuggingPriority(249, for: .horizontal)
      let stack = StackView("stack", arrangedSubviews: [first, second])
      stack.isLayoutMarginsRelativeArrangement = true
      stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 4.25, leading: 6, bottom: 8, trailing: 10)
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 20
      stack.width == 200
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    // The margins guide spans x 16 ... 200 and starts at y 24.25. Across (fill), both views take
    // one height; v1 resists below 30 (750), v0 only hugs 20 (250): 30. Along, v1 hugs least
    // (249) and takes 184 - 40 = 144. The stack is 4.25 + 30 + 8 = 42.25 high.
    #expect(
      sameFrame(
        solved.frame(of: "v0"), pixelSnapped(Rect(x: 16, y: 24.25, width: 40, height: 30), scale: scale)))
    #expect(
      sameFrame(
        solved.frame(of: "v1"), pixelSnapped(Rect(x: 56, y: 24.25, width: 144, height: 30), scale: scale)))
    #expect(
      sameFrame(
        solved.frame(of: "stack"), pixelSnapped(Rect(x: 10, y: 20, width: 200, height: 42.25), scale: scale)))
    #expect(
      stackConstraints(solved.layout).contains(
        "'UISV-canvas-connection' stack.layoutMargins.leading == v0.leading"))
    #expect(solved.diagnostics == [])
  }

  @Test func fillProportionallyInsideTheMarginsSharesTheMarginsLength() throws {
    let program = AnyLayoutProgram("ProportionalMargins") { root, _ in
      let views = [sizedView("v0", width: 10, height: 20), sizedView("v1", width: 30, height: 20)]
      let stack = StackView("stack", arrangedSubviews: views)
      stack.distribution = .fillProportionally
      stack.isLayoutMarginsRelativeArrangement = true
      stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
      stack.width == 240
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    // The margins guide is 200 wide: 200 × 10/40 = 50 and 200 × 30/40 = 150.
    #expect(solved.frame(of: "v0") == Rect(x: 20, y: 0, width: 50, height: 20))
    #expect(solved.frame(of: "v1") == Rect(x: 70, y: 0, width: 150, height: 20))
  }

  // MARK: Baselines

  @Test(arguments: [2.0, 3.0])
  func baselineRelativeArrangementSpacesBaselines(_ scale: Double) throws {
    let program = AnyLayoutProgram("Baselines") { root, _ in
      let small = Label("small", text: "Small print")
      small.font = .systemFont(ofSize: 12)
      let large = Label("large", text: "Large type")
      large.font = .systemFont(ofSize: 24)
      let stack = StackView("stack", arrangedSubviews: [small, large])
      stack.axis = .vertical
      stack.spacing = 10
      stack.isBaselineRelativeArrangement = true
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 20
      stack.width == 200
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: scale))
    // The inputs: each label's measured height and baseline offsets, as the layout froze them.
    func record(_ name: String) throws -> Layout.ViewRecord {
      try #require(solved.layout.views.first { $0.name == name })
    }
    let small = try record("small"), large = try record("large")
    let smallHeight = try #require(small.intrinsicContentSize.height)
    let largeHeight = try #require(large.intrinsicContentSize.height)
    let smallBaseline = try #require(small.baselines), largeBaseline = try #require(large.baselines)
    // `UISV-spacing` large.firstBaseline == small.lastBaseline + 10.
    let smallLast = 20 + smallHeight - smallBaseline.lastFromBottom
    let largeTop = smallLast + 10 - largeBaseline.firstFromTop
    #expect(
      sameFrame(
        solved.frame(of: "small"),
        pixelSnapped(Rect(x: 10, y: 20, width: 200, height: smallHeight), scale: scale)))
    #expect(
      sameFrame(
        solved.frame(of: "large"),
        pixelSnapped(Rect(x: 10, y: largeTop, width: 200, height: largeHeight), scale: scale)))
    #expect(
      stackConstraints(solved.layout).contains(
        "'UISV-spacing' large.firstBaseline == small.lastBaseline + 10"))
  }

  @Test func baselineRelativeArrangementChangesNothingInARow() throws {
    let program = Self.row(widths: [40, 40]) { stack, _ in
      stack.spacing = 5
      stack.isBaselineRelativeArrangement = true
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    #expect(Self.frames(solved, count: 2) == Self.rowFrames(widths: [40, 40], gaps: [5], scale: 2))
  }

  // MARK: Right to left

  @Test func aRowIsArrangedFromTheRightInARightToLeftLayout() throws {
    let program = Self.row(widths: [40, 60, 80]) { stack, _ in stack.spacing = 10 }
    let screen = Screen(size: Size(width: 375, height: 667), scale: 2, layoutDirection: .rightToLeft)
    let solved = try LayoutEngine().solve(program, on: screen)
    // The stack's leading edge is 10 from the right (x 365); leading to trailing runs leftwards.
    #expect(solved.frame(of: "stack") == Rect(x: 165, y: 20, width: 200, height: 20))
    #expect(solved.frame(of: "v0") == Rect(x: 325, y: 20, width: 40, height: 20))
    #expect(solved.frame(of: "v1") == Rect(x: 255, y: 20, width: 60, height: 20))
    #expect(solved.frame(of: "v2") == Rect(x: 165, y: 20, width: 80, height: 20))
  }

  @Test func systemSpacingRunsLeftwardsInARightToLeftLayout() throws {
    let program = Self.row(widths: [40, 60]) { stack, _ in stack.spacing = StackView.spacingUseSystem }
    let screen = Screen(size: Size(width: 375, height: 667), scale: 2, layoutDirection: .rightToLeft)
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "v0") == Rect(x: 325, y: 20, width: 40, height: 20))
    #expect(solved.frame(of: "v1") == Rect(x: 257, y: 20, width: 60, height: 20))
  }
}
