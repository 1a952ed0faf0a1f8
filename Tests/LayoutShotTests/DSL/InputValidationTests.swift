import LayoutShot
import LayoutShotTestSupport
import Testing

/// Values no layout can be solved with — a NaN intrinsic size, a hugging priority of 0, a screen
/// with a scale of 0 — fail with a ``LayoutError`` that names the view or screen and the property,
/// instead of giving frames that mean nothing.
///
/// UIKit's own "no intrinsic size" value, -1, is read as
/// UIKit reads it.
///
/// Expected lines are read from the `// line: <name>` marker on the statement that is expected to be
/// recorded (``markedLine(_:in:)``).
@Suite("Input validation")
struct InputValidationTests {
  // MARK: View properties

  @Test func noIntrinsicMetricMeansNoSizeOnThatAxis() throws {
    // Height 31 from the intrinsic size (hugging and compression resistance both hold at 31). The
    // width has no intrinsic size, so nothing stops the weak wish for 120; were -1 taken as a
    // width, compression resistance (750) and hugging (250) would both pull it to -1 against the
    // wish at 50.
    let program = AnyLayoutProgram("Slider") { root, _ in
      let slider = View("slider")
      slider.intrinsicContentSize = IntrinsicSize(width: View.noIntrinsicMetric, height: 31)
      root.addSubview(slider)
      slider.leading == root.leading
      slider.top == root.top
      slider.width == 120 ~ .fittingSizeLevel
    }
    #expect(View.noIntrinsicMetric == -1)
    var size = IntrinsicSize(width: 10, height: View.noIntrinsicMetric)
    #expect(size == IntrinsicSize(width: 10, height: nil))
    size.width = View.noIntrinsicMetric
    #expect(size.width == nil)
    let layout = try Layout(program, screen: screen)
    #expect(layout.views[1].intrinsicContentSize == IntrinsicSize(width: nil, height: 31))
    let solved = LayoutEngine().solve(layout, on: screen)
    #expect(solved.frame(of: "slider") == Rect(x: 0, y: 0, width: 120, height: 31))
    #expect(solved.diagnostics == [])
  }

  @Test func aZeroIntrinsicSizeIsASize() throws {
    // Compression resistance and hugging hold the width at 0 against the wish for 50 at 50.
    let program = AnyLayoutProgram("Empty") { root, _ in
      let empty = View("empty")
      empty.intrinsicContentSize = IntrinsicSize(width: 0, height: 0)
      root.addSubview(empty)
      empty.leading == root.leading + 10
      empty.top == root.top + 10
      empty.width == 50 ~ .fittingSizeLevel
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "empty") == Rect(x: 10, y: 10, width: 0, height: 0))
  }

  @Test(arguments: [
    (Double.nan, "nan"), (Double.infinity, "inf"), (-5, "-5"), (-0.5, "-0.5"),
  ])
  func anIntrinsicWidthMustBeAFiniteSizeOrNoIntrinsicMetric(value: Double, text: String) throws {
    let line = try markedLine("badWidthIcon")
    let program = AnyLayoutProgram("BadIntrinsicWidth") { root, _ in
      let icon = View("icon")  // line: badWidthIcon
      icon.intrinsicContentSize = IntrinsicSize(width: value, height: 20)
      root.addSubview(icon)
      icon.pinEdges(to: root)
    }
    let reason =
      "\(text) is not a size; an intrinsic size is a finite number of points, at least 0, or "
      + "View.noIntrinsicMetric (-1) for none"
    expectLayoutError(
      program,
      .invalidViewProperty(
        view: "icon", property: "intrinsicContentSize.width", reason: reason, location: at(line)),
      message: "\(file):\(line): 'icon' has an invalid intrinsicContentSize.width: \(reason).")
  }

  @Test func anIntrinsicHeightIsCheckedToo() throws {
    let line = try markedLine("badHeightLabel")
    let program = AnyLayoutProgram("BadIntrinsicHeight") { root, _ in
      let label = View("label")  // line: badHeightLabel
      label.intrinsicContentSize = IntrinsicSize(width: 80, height: -Double.infinity)
      root.addSubview(label)
      label.pinEdges(to: root)
    }
    let reason =
      "-inf is not a size; an intrinsic size is a finite number of points, at least 0, or "
      + "View.noIntrinsicMetric (-1) for none"
    expectLayoutError(
      program,
      .invalidViewProperty(
        view: "label", property: "intrinsicContentSize.height", reason: reason, location: at(line)),
      message: "\(file):\(line): 'label' has an invalid intrinsicContentSize.height: \(reason).")
  }

  @Test func aHuggingPriorityMustBeAPriority() throws {
    let line = try markedLine("zeroHuggingTag")
    let program = AnyLayoutProgram("ZeroHugging") { root, _ in
      let tag = View("tag")  // line: zeroHuggingTag
      tag.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
      tag.setContentHuggingPriority(LayoutPriority(0), for: .horizontal)
      root.addSubview(tag)
      tag.leading == root.leading
      tag.top == root.top
    }
    let reason = "0 is not a priority; a priority must be greater than 0 and at most 1000 (required)"
    expectLayoutError(
      program,
      .invalidViewProperty(
        view: "tag", property: "horizontal content hugging priority", reason: reason, location: at(line)),
      message: "\(file):\(line): 'tag' has an invalid horizontal content hugging priority: \(reason).")
  }

  @Test func aCompressionResistancePriorityMustBeAPriority() throws {
    let line = try markedLine("highResistanceTag")
    let program = AnyLayoutProgram("HighResistance") { root, _ in
      let tag = View("tag")  // line: highResistanceTag
      tag.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
      tag.setContentCompressionResistancePriority(.required + 1, for: .vertical)
      root.addSubview(tag)
      tag.leading == root.leading
      tag.top == root.top
    }
    let reason = "1001 is not a priority; a priority must be greater than 0 and at most 1000 (required)"
    expectLayoutError(
      program,
      .invalidViewProperty(
        view: "tag", property: "vertical compression resistance priority", reason: reason, location: at(line)),
      message: "\(file):\(line): 'tag' has an invalid vertical compression resistance priority: \(reason).")
  }

  @Test func aRequiredHuggingPriorityIsAllowed() throws {
    // Required hugging and compression resistance hold the width at 40 against a required wish
    // for more: UIKit discourages them but accepts them, and so the conflict is a diagnostic.
    let program = AnyLayoutProgram("RequiredHugging") { root, _ in
      let tag = View("tag")
      tag.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
      tag.setContentHuggingPriority(.required, for: .horizontal)
      root.addSubview(tag)
      tag.leading == root.leading
      tag.top == root.top
      tag.width == 60
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "tag") == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(solved.diagnostics.map(\.kind) == [.unsatisfiable])
    #expect(solved.diagnostics.first?.brokenConstraint?.text == "tag.width == 60")
  }

  @Test func aMarginMustBeFinite() throws {
    let line = try markedLine("nanMarginCard")
    let program = AnyLayoutProgram("NaNMargin") { root, _ in
      let card = View("card")  // line: nanMarginCard
      card.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: .nan, bottom: 8, trailing: 8)
      root.addSubview(card)
      card.pinEdges(to: root)
    }
    let reason = "nan is not a finite number of points"
    expectLayoutError(
      program,
      .invalidViewProperty(
        view: "card", property: "directionalLayoutMargins.leading", reason: reason, location: at(line)),
      message: "\(file):\(line): 'card' has an invalid directionalLayoutMargins.leading: \(reason).")
  }

  @Test func negativeMarginsAreAllowed() throws {
    // A card at (20, 20, 200, 100) with margins -4 on every side: its margins guide is 4 points
    // outside it, (16, 16, 208, 108), and the inner view fills the guide.
    let program = AnyLayoutProgram("NegativeMargins") { root, _ in
      let card = View("card")
      card.directionalLayoutMargins = DirectionalEdgeInsets(all: -4)
      let inner = View("inner")
      root.addSubview(card)
      card.addSubview(inner)
      card.leading == root.leading + 20
      card.top == root.top + 20
      card.width == 200
      card.height == 100
      inner.pinEdges(to: card.layoutMarginsGuide)
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "inner") == Rect(x: 16, y: 16, width: 208, height: 108))
  }

  @Test func aSystemSpacingMultiplierMustBeFinite() throws {
    let line = try markedLine("nanSpacing")
    let program = AnyLayoutProgram("NaNSpacing") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      b.leadingAnchor.constraint(  // line: nanSpacing
        equalToSystemSpacingAfter: a.trailingAnchor, multiplier: .nan
      ).isActive = true
    }
    let reason = "The system spacing multiplier must be a finite number."
    let constraint = "b.leading == a.trailing + nan (system spacing)"
    expectLayoutError(
      program, .invalidConstraint(constraint: constraint, reason: reason, location: at(line)),
      message: "\(file):\(line): Invalid constraint '\(constraint)': \(reason)")
  }

  // MARK: Screens

  @Test(arguments: [
    (
      Screen(size: Size(width: -375, height: 667)), "size.width",
      "is -375; a screen's size must be a finite number of points above 0"
    ),
    (
      Screen(size: Size(width: 375, height: .nan)), "size.height",
      "is nan; a screen's size must be a finite number of points above 0"
    ),
    (
      Screen(size: Size(width: 375, height: 667), scale: 0), "scale",
      "is 0; pixels per point must be a finite number above 0"
    ),
    (
      Screen(size: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: -20)), "safeAreaInsets.top",
      "is -20; it must be a finite number of points, at least 0"
    ),
    (
      Screen(size: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(right: .infinity)),
      "safeAreaInsets.right", "is inf; it must be a finite number of points, at least 0"
    ),
    (
      Screen(size: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 400, bottom: 300)),
      "safeAreaInsets", "top and bottom (700) exceed the height (667)"
    ),
    (
      Screen(size: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(left: 200, right: 200)),
      "safeAreaInsets", "left and right (400) exceed the width (375)"
    ),
    (
      Screen(
        size: Size(width: 375, height: 667),
        layoutMargins: DirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 16)),
      "layoutMargins.leading", "is nan; it must be a finite number of points, at least 0"
    ),
    (
      Screen(size: Size(width: 375, height: 667), readableWidth: 0), "readableWidth",
      "is 0; it must be a finite number of points above 0"
    ),
  ])
  func aScreenNoLayoutFitsOnIsRefusedBeforeTheProgramRuns(screen: Screen, field: String, reason: String) {
    let expected = LayoutError.invalidScreen(device: "custom", field: field, reason: reason)
    #expect(throws: expected) { try screen.validate() }
    let program = AnyLayoutProgram("Anything") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.pinEdges(to: root.safeAreaLayoutGuide)
    }
    #expect(throws: expected) { try LayoutEngine().solve(program, on: screen) }
    #expect(expected.description == "Invalid screen 'custom': its \(field) \(reason).")
  }

  @Test(arguments: Orientation.allCases)
  func everyCatalogScreenIsValid(orientation: Orientation) throws {
    for device in DeviceCatalog.standard.devices {
      try device.screen(orientation).validate()
      try device.screen(orientation, layoutDirection: .rightToLeft).validate()
    }
  }

  @Test func aDeviceScreenWithAnotherScaleIsChecked() {
    let screen = Screen(device: .iPhoneX, orientation: .landscape, scale: .infinity)
    #expect(
      throws: LayoutError.invalidScreen(
        device: "iphone-x", field: "scale", reason: "is inf; pixels per point must be a finite number above 0"
      )
    ) { try screen.validate() }
  }

  // MARK: Frames too far out to snap

  @Test func aFrameThatOverflowsWhenSnappedIsAnInvalidSize() throws {
    // x = 1e308 is a finite number of points, but 2e308 pixels is not: the snapped left edge is
    // infinite, and so the snapped width (right edge minus left edge) is not a number.
    let program = AnyLayoutProgram("FarAway") { root, _ in
      let far = View("far")
      root.addSubview(far)
      far.leading == root.leading + 1e308
      far.top == root.top
      far.width == 1
      far.height == 10
    }
    let solved = try LayoutEngine().solve(program, on: Screen(size: Size(width: 375, height: 667), scale: 2))
    #expect(solved.exactFrames[1] == Rect(x: 1e308, y: 0, width: 1, height: 10))
    #expect(solved.frames[1].minX == .infinity)
    #expect(solved.frames[1].width.isNaN)
    #expect(
      solved.diagnostics == [
        Diagnostic(
          kind: .invalidSize, message: "'far' ends with the size nan × 10, which no view can have.",
          views: ["far"])
      ])
  }
}

// MARK: - Helpers

private let file = "LayoutShotTests/InputValidationTests.swift"

private func at(_ line: Int) -> LayoutShot.SourceLocation {
  LayoutShot.SourceLocation(fileID: file, line: line)
}

/// A 400 × 800 screen at 1x.
private let screen = Screen(size: Size(width: 400, height: 800), scale: 1)

/// Expects `Layout(_:screen:)` and `LayoutEngine.solve(_:on:)` to throw `expected`, whose
/// description is `message`.
private func expectLayoutError(
  _ program: some LayoutProgram, _ expected: LayoutError, message: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(throws: expected, sourceLocation: sourceLocation) { try Layout(program, screen: screen) }
  #expect(throws: expected, sourceLocation: sourceLocation) { try LayoutEngine().solve(program, on: screen) }
  #expect(expected.description == message, sourceLocation: sourceLocation)
}
