import LayoutShot
import Testing

/// Intrinsic content size as UIKit turns it into constraints.
///
/// Per axis with an intrinsic size, `size >= intrinsic @compressionResistance` and
/// `size <= intrinsic @hugging`, 750 and 250 by default; nothing on an axis without one
/// (Documentation/AutoLayout.md#intrinsic-content-size).
@Suite("Intrinsic content size, hugging and compression resistance")
struct IntrinsicSizeTests {
  /// A portrait phone at 2x with no safe area, so that frames are easy to compute by hand.
  private static let phone = Screen(size: Size(width: 375, height: 667), scale: 2)

  // MARK: Priorities

  @Test func aViewHasUIKitsDefaultPrioritiesOnBothAxes() {
    let view = View("label")
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 250)
    #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
    #expect(view.intrinsicContentSize == .none)
  }

  @Test func settingAPriorityChangesOnlyThatAxisAndKind() {
    let view = View("label")
    view.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    view.setContentCompressionResistancePriority(999, for: .vertical)
    #expect(view.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(999))
  }

  // MARK: Stretching

  @Test func requiredPinsStretchAViewPastItsIntrinsicWidth() throws {
    let program = AnyLayoutProgram("Stretched") { root, _ in
      let label = View("label")
      label.intrinsicContentSize = IntrinsicSize(width: 100, height: 40)
      root.addSubview(label)
      label.leading == root.leading + 16
      label.trailing == root.trailing - 16
      label.top == root.top + 20
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Width: the required pins give 375 - 16 - 16 = 343; `width <= 100 @250` (hugging) is optional
    // and gives way. Height: nothing but the intrinsic pair, so exactly 40.
    #expect(solved.frame(of: "label") == Rect(x: 16, y: 20, width: 343, height: 40))
    #expect(solved.diagnostics == [])
  }

  /// Two labels in a row filling the phone's width between 16-point insets, 8 apart.
  private static func row(firstHugging: LayoutPriority, secondHugging: LayoutPriority) -> AnyLayoutProgram {
    AnyLayoutProgram("HuggingRow") { root, _ in
      let first = View("first")
      first.intrinsicContentSize = IntrinsicSize(width: 100, height: 30)
      first.setContentHuggingPriority(firstHugging, for: .horizontal)
      let second = View("second")
      second.intrinsicContentSize = IntrinsicSize(width: 80, height: 30)
      second.setContentHuggingPriority(secondHugging, for: .horizontal)
      root.addSubviews(first, second)
      first.leading == root.leading + 16
      second.leading == first.trailing + 8
      second.trailing == root.trailing - 16
      first.top == root.top + 20
      second.top == root.top + 20
    }
  }

  @Test func theViewWithTheLowerHuggingPriorityStretches() throws {
    let solved = try LayoutEngine().solve(Self.row(firstHugging: 251, secondHugging: 250), on: Self.phone)
    // The widths share 375 - 16 - 8 - 16 = 335. Hugging 251 beats 250, so `first` keeps its
    // intrinsic 100 and `second` takes 335 - 100 = 235, starting at 16 + 100 + 8 = 124.
    #expect(solved.frame(of: "first") == Rect(x: 16, y: 20, width: 100, height: 30))
    #expect(solved.frame(of: "second") == Rect(x: 124, y: 20, width: 235, height: 30))
    #expect(solved.diagnostics == [])
  }

  @Test func raisingTheOtherHuggingPriorityMovesTheStretch() throws {
    let solved = try LayoutEngine().solve(Self.row(firstHugging: 250, secondHugging: 252), on: Self.phone)
    // Now `second` hugs harder: it keeps 80; `first` takes 335 - 80 = 255, so `second` starts at
    // 16 + 255 + 8 = 279.
    #expect(solved.frame(of: "first") == Rect(x: 16, y: 20, width: 255, height: 30))
    #expect(solved.frame(of: "second") == Rect(x: 279, y: 20, width: 80, height: 30))
    #expect(solved.diagnostics == [])
  }

  // MARK: Compressing

  @Test func theViewWithTheLowerCompressionResistanceShrinks() throws {
    let program = AnyLayoutProgram("CompressedRow") { root, _ in
      let first = View("first")
      first.intrinsicContentSize = IntrinsicSize(width: 200, height: 30)
      let second = View("second")
      second.intrinsicContentSize = IntrinsicSize(width: 200, height: 30)
      second.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
      root.addSubviews(first, second)
      first.leading == root.leading + 16
      second.leading == first.trailing + 8
      second.trailing == root.trailing - 16
      first.top == root.top + 20
      second.top == root.top + 20
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // 335 points for 200 + 200: one must shrink. `second` resists at 751 > 750, so it keeps 200
    // and `first` gets 335 - 200 = 135; `second` starts at 16 + 135 + 8 = 159.
    #expect(solved.frame(of: "first") == Rect(x: 16, y: 20, width: 135, height: 30))
    #expect(solved.frame(of: "second") == Rect(x: 159, y: 20, width: 200, height: 30))
    #expect(solved.diagnostics == [])
  }

  /// A label with intrinsic size 100 × 30 at (16, 20) and one extra width constraint.
  private static func label(
    width: Double, priority: LayoutPriority, compressionResistance: LayoutPriority = .defaultHigh,
    hugging: LayoutPriority = .defaultLow
  ) -> AnyLayoutProgram {
    AnyLayoutProgram("Label") { root, _ in
      let label = View("label")
      label.intrinsicContentSize = IntrinsicSize(width: 100, height: 30)
      label.setContentCompressionResistancePriority(compressionResistance, for: .horizontal)
      label.setContentHuggingPriority(hugging, for: .horizontal)
      root.addSubview(label)
      label.leading == root.leading + 16
      label.top == root.top + 20
      label.width == width ~ priority
    }
  }

  @Test func compressionResistanceBeatsAnOptionalNarrowerWidth() throws {
    let solved = try LayoutEngine().solve(Self.label(width: 50, priority: 500), on: Self.phone)
    // `width >= 100 @750` outranks `width == 50 @500`: the label keeps 100.
    #expect(solved.frame(of: "label") == Rect(x: 16, y: 20, width: 100, height: 30))
    #expect(solved.diagnostics == [])
  }

  @Test func aRequiredNarrowerWidthCompressesTheViewWithoutAConflict() throws {
    let solved = try LayoutEngine().solve(Self.label(width: 50, priority: .required), on: Self.phone)
    // Compression resistance is optional (750): the required `width == 50` wins, no conflict.
    #expect(solved.frame(of: "label") == Rect(x: 16, y: 20, width: 50, height: 30))
    #expect(solved.diagnostics == [])
  }

  @Test func anOptionalWidthAboveALoweredCompressionResistanceWins() throws {
    let solved = try LayoutEngine().solve(
      Self.label(width: 50, priority: 500, compressionResistance: 400), on: Self.phone)
    // `width == 50 @500` now outranks `width >= 100 @400`.
    #expect(solved.frame(of: "label") == Rect(x: 16, y: 20, width: 50, height: 30))
    #expect(solved.diagnostics == [])
  }

  @Test func huggingBeatsAWeakerWishToGrow() throws {
    let solved = try LayoutEngine().solve(Self.label(width: 150, priority: 200), on: Self.phone)
    // `width <= 100 @250` outranks `width == 150 @200`: the label stays 100 wide.
    #expect(solved.frame(of: "label") == Rect(x: 16, y: 20, width: 100, height: 30))
    #expect(solved.diagnostics == [])
  }

  @Test func aStrongerWishToGrowBeatsHugging() throws {
    let solved = try LayoutEngine().solve(Self.label(width: 150, priority: 500), on: Self.phone)
    // `width == 150 @500` outranks `width <= 100 @250`.
    #expect(solved.frame(of: "label") == Rect(x: 16, y: 20, width: 150, height: 30))
    let hugging = try LayoutEngine().solve(
      Self.label(width: 150, priority: 500, hugging: 501), on: Self.phone)
    // With hugging raised to 501 the label stays 100 wide again.
    #expect(hugging.frame(of: "label") == Rect(x: 16, y: 20, width: 100, height: 30))
  }

  @Test func theVerticalAxisUsesTheVerticalPriorities() throws {
    let program = AnyLayoutProgram("Vertical") { root, _ in
      let tall = View("tall")
      tall.intrinsicContentSize = IntrinsicSize(width: 100, height: 44)
      let short = View("short")
      short.intrinsicContentSize = IntrinsicSize(width: 100, height: 44)
      short.setContentCompressionResistancePriority(300, for: .vertical)
      root.addSubviews(tall, short)
      tall.leading == root.leading + 16
      tall.top == root.top + 20
      tall.height == 20 ~ 500
      short.leading == root.leading + 16
      short.top == tall.bottom + 8
      short.height == 20 ~ 500
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // `tall`: `height >= 44 @750` outranks `height == 20 @500` → 44 high, bottom at 20 + 44 = 64.
    // `short`: its vertical resistance is 300 < 500 → 20 high, at 64 + 8 = 72. Widths stay at the
    // intrinsic 100 (the horizontal priorities are untouched).
    #expect(solved.frame(of: "tall") == Rect(x: 16, y: 20, width: 100, height: 44))
    #expect(solved.frame(of: "short") == Rect(x: 16, y: 72, width: 100, height: 20))
    #expect(solved.diagnostics == [])
  }

  // MARK: Axes without an intrinsic size

  @Test func anAxisWithoutAnIntrinsicSizeGetsNoConstraint() throws {
    let program = AnyLayoutProgram("WidthOnly") { root, _ in
      let slider = View("slider")
      slider.intrinsicContentSize = IntrinsicSize(width: 100)
      root.addSubview(slider)
      slider.leading == root.leading + 16
      slider.top == root.top + 20
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // The width is pinned by its intrinsic pair (100); the height has no intrinsic size, so
    // nothing determines it, and it alone is reported as free.
    let ambiguous = solved.diagnostics(.ambiguous)
    #expect(ambiguous.count == 1)
    #expect(ambiguous.first?.views == ["slider"])
    #expect(ambiguous.first?.attributes == ["slider.height"])
    #expect(solved.frame(of: "slider")?.width == 100)
    #expect(solved.frame(of: "slider")?.minX == 16)
  }

  @Test func aWeakWishMeetsNoResistanceOnAnAxisWithoutAnIntrinsicSize() throws {
    let program = AnyLayoutProgram("HeightOnly") { root, _ in
      let bar = View("bar")
      bar.intrinsicContentSize = IntrinsicSize(height: 44)
      root.addSubview(bar)
      bar.leading == root.leading + 16
      bar.top == root.top + 20
      bar.width == 300 ~ 1
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // A priority-1 width of 300 is met exactly: no hugging or compression resistance acts on the
    // width. The height is the intrinsic 44.
    #expect(solved.frame(of: "bar") == Rect(x: 16, y: 20, width: 300, height: 44))
    #expect(solved.diagnostics == [])
  }

  @Test func aRequiredCompressionResistanceConflictNamesTheIntrinsicSizeInPoints() throws {
    let program = AnyLayoutProgram("RequiredResistance") { root, _ in
      let label = View("label")
      label.intrinsicContentSize = IntrinsicSize(width: 100, height: 30)
      label.setContentCompressionResistancePriority(.required, for: .horizontal)
      root.addSubview(label)
      label.leading == root.leading + 16
      label.top == root.top + 20
      label.width == 50
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Required resistance (which UIKit discourages) makes `width >= 100` required: the user's
    // `width == 50` conflicts with it and is broken, so the label is 100 wide. The intrinsic
    // constraint is printed like every other number LayoutShot prints (NumberText: "100", not
    // "100.0").
    #expect(solved.frame(of: "label") == Rect(x: 16, y: 20, width: 100, height: 30))
    let conflicts = solved.diagnostics(.unsatisfiable)
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.brokenConstraint?.text == "label.width == 50")
    let texts = Set(conflicts.first?.constraints.map(\.text) ?? [])
    #expect(texts == ["label.width == 50", "label.width >= 100 (intrinsic content size)"])
  }
}
