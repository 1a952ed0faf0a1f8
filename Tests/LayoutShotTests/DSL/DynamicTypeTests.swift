import LayoutShot
import LayoutShotTestSupport
import Testing

// Dynamic Type in the core: the text styles' sizes, `FontMetrics`, labels and buttons that follow
// the screen's text size, and the readable width. Expected values are from the Human Interface
// Guidelines' table "iOS, iPadOS Dynamic Type sizes" and the published `UIFontMetrics`
// measurements, as gathered in Documentation/DynamicType.md, typed here from it.

/// The twelve categories in the table's column order: xS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
private let columns: [ContentSizeCategory] = [
  .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
  .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
  .accessibilityExtraExtraExtraLarge,
]

/// An iPhone 12 (390 × 844 at 3x) in portrait at `contentSize`.
private func phone(at contentSize: ContentSizeCategory) -> Screen {
  var screen = Screen(device: .iPhone12)
  screen.contentSize = contentSize
  return screen
}

@Suite("Dynamic Type")
struct DynamicTypeTests {
  // MARK: The table

  @Test func bodyHasTheGuidelinesSizeAndLeadingAtEveryCategory() {
    let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    let leadings: [Double] = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    #expect(columns.map { TextStyle.body.pointSize(for: $0) } == sizes)
    #expect(columns.map { TextStyle.body.leading(for: $0) } == leadings)
    // Headline has body's sizes, semibold.
    #expect(columns.map { TextStyle.headline.pointSize(for: $0) } == sizes)
  }

  @Test func largeTitleHasTheGuidelinesSizeAndLeadingAtEveryCategory() {
    #expect(
      columns.map { TextStyle.largeTitle.pointSize(for: $0) } == [
        31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60,
      ])
    #expect(
      columns.map { TextStyle.largeTitle.leading(for: $0) } == [
        38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70,
      ])
  }

  @Test func caption2HasTheGuidelinesSizesWithFortyPointsAtAX5() {
    // AX5: the guidelines' 40, where UIKit on iOS 13.3 measured 41; LayoutShot takes 40
    // (Documentation/DynamicType.md#sizes-and-leading).
    #expect(
      columns.map { TextStyle.caption2.pointSize(for: $0) } == [
        11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40,
      ])
    #expect(
      columns.map { TextStyle.caption2.leading(for: $0) } == [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48])
  }

  @Test func otherCellsOfTheTable() {
    // A cell of each remaining row, and subheadline's odd leading of 28 at XXXL.
    #expect(TextStyle.title1.pointSize(for: .accessibilityExtraExtraExtraLarge) == 58)
    #expect(TextStyle.title2.leading(for: .large) == 28)
    #expect(TextStyle.title3.pointSize(for: .accessibilityLarge) == 37)
    #expect(TextStyle.callout.pointSize(for: .extraExtraLarge) == 20)
    #expect(TextStyle.subheadline.leading(for: .extraExtraExtraLarge) == 28)
    #expect(TextStyle.footnote.pointSize(for: .small) == 12)
    #expect(TextStyle.caption1.leading(for: .accessibilityExtraLarge) == 39)
  }

  @Test func sizesAtTheDefaultCategoryAreUIKits() {
    let large: [TextStyle: Double] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
      .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    for style in TextStyle.allCases {
      #expect(style.pointSize(for: .large) == large[style], "\(style)")
    }
  }

  @Test func headlineIsSemiboldAndTheOthersRegular() {
    #expect(TextStyle.headline.weight == .semibold)
    for style in TextStyle.allCases where style != .headline {
      #expect(style.weight == .regular, "\(style)")
    }
    let headline = FontDescriptor.preferredFont(
      forTextStyle: .headline, contentSize: .accessibilityExtraLarge)
    #expect(headline.weight == .semibold)
    #expect(headline.pointSize == 40)
  }

  // MARK: Preferred fonts

  @Test func aPreferredFontIsTheSystemFontAtTheStylesSize() {
    let body = FontDescriptor.preferredFont(forTextStyle: .body)
    #expect(body.family == nil)
    #expect(body.pointSize == 17)
    #expect(body.weight == .regular)
    #expect(body.textStyle == .body)
    #expect(body.description == "system regular 17 pt, body")
    #expect(
      FontDescriptor.preferredFont(forTextStyle: .caption2, contentSize: .accessibilityExtraExtraExtraLarge)
        .pointSize == 40)
    // Adjusted to another category it takes that category's size; a fixed font does not move.
    #expect(body.adjusted(to: .accessibilityExtraLarge).pointSize == 40)
    #expect(body.adjusted(to: .extraSmall).pointSize == 14)
    #expect(FontDescriptor.systemFont(ofSize: 17).adjusted(to: .accessibilityExtraLarge).pointSize == 17)
  }

  // MARK: FontMetrics

  @Test(
    "scaledValue matches the published UIFontMetrics measurements at 3x",
    arguments: [
      // (style, category, value, measured): JS, then the six PU measurements.
      (TextStyle.body, ContentSizeCategory.medium, 17.0, 16.333),
      (.footnote, .accessibilityExtraExtraExtraLarge, 12, 34.7),
      (.body, .accessibilityExtraExtraExtraLarge, 14, 39.3),
      (.title3, .accessibilityExtraExtraExtraLarge, 18, 46.7),
      (.title2, .accessibilityExtraExtraExtraLarge, 22, 52.0),
      (.largeTitle, .accessibilityExtraExtraExtraLarge, 40, 68.3),
      (.caption1, .accessibilityExtraExtraExtraLarge, 12, 38.3),
    ])
  func scaledValueMatchesPublishedMeasurements(
    style: TextStyle, category: ContentSizeCategory, value: Double, measured: Double
  ) {
    let scaled = FontMetrics(forTextStyle: style).scaledValue(for: value, contentSize: category, scale: 3)
    // The measurements are published to 0.1 (JS to 0.001) and lie on the 1/3-point grid.
    #expect(abs(scaled - measured) < 0.05, "\(style) at \(category): \(scaled)")
    #expect((scaled * 3).rounded() == scaled * 3)
  }

  @Test func scaledValueFollowsTheLeadingNotThePointSize() {
    let body = FontMetrics.default
    #expect(body.textStyle == .body)
    // 17 × 21/22 = 16.227 → 16.333 at 3x (a size ratio would give 16); unrounded without a scale.
    #expect(body.scaledValue(for: 17, contentSize: .medium, scale: 0) == 17.0 * 21 / 22)
    #expect(body.scaledValue(for: 17, contentSize: .medium, scale: 3) != 16)
    #expect(body.scaledValue(for: 8, contentSize: .large, scale: 2) == 8)
  }

  @Test func scaledFontScalesByLeadingAndRoundsToWholePoints() {
    let body = FontMetrics(forTextStyle: .body)
    // 17 × 62/22 = 47.9 → 48, while body itself is 53 at AX5.
    let scaled = body.scaledFont(
      for: .systemFont(ofSize: 17), contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(scaled.pointSize == 48)
    #expect(scaled.textStyle == .body)
    #expect(scaled.dynamicTypeScaling == .scaled(like: .body, baseSize: 17, maximumPointSize: nil))
    // At Large the size is the base; made at Large and adjusted later, the same 48.
    let atLarge = body.scaledFont(for: .systemFont(ofSize: 17))
    #expect(atLarge.pointSize == 17)
    #expect(atLarge.adjusted(to: .accessibilityExtraExtraExtraLarge).pointSize == 48)
    // Weight and family are kept.
    let bold = body.scaledFont(
      for: FontDescriptor(family: "Inter", size: 17, weight: .bold), contentSize: .extraLarge)
    #expect(bold.family == "Inter")
    #expect(bold.weight == .bold)
    // 17 × 24/22 = 18.5 → 19 (rounded half up).
    #expect(bold.pointSize == 19)
  }

  @Test func scaledFontStaysUnderItsMaximum() {
    let body = FontMetrics(forTextStyle: .body)
    let capped = body.scaledFont(
      for: .systemFont(ofSize: 17), maximumPointSize: 30, contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(capped.pointSize == 30)
    // Below the maximum the scaled size stands: 17 × 34/22 = 26.3 → 26 at AX1.
    #expect(capped.adjusted(to: .accessibilityMedium).pointSize == 26)
    // 0 is no maximum.
    #expect(
      body.scaledFont(
        for: .systemFont(ofSize: 17), maximumPointSize: 0, contentSize: .accessibilityExtraExtraExtraLarge
      )
      .pointSize == 48)
  }

  @Test func scalingAScaledFontScalesItsBaseAgain() {
    let body = FontMetrics(forTextStyle: .body)
    let once = body.scaledFont(for: .systemFont(ofSize: 17), contentSize: .accessibilityExtraExtraExtraLarge)
    let twice = body.scaledFont(for: once, contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(twice.pointSize == 48)
  }

  // MARK: Labels and buttons in a layout

  /// A program with a label of body text at the root's top-left corner, set up by `configure`.
  private static func bodyLabel(configure: @escaping @Sendable (Label) -> Void) -> AnyLayoutProgram {
    AnyLayoutProgram("BodyLabel") { root, _ in
      let label = Label("label", text: "Dynamic")
      configure(label)
      root.addSubview(label)
      label.leading == root.leading
      label.top == root.top
    }
  }

  @Test func aLabelThatAdjustsTakesTheScreensTextSize() throws {
    let program = Self.bodyLabel { label in
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraLarge))
    // Body at AX3 is 40 points: a line of 2444/2048 × 40 = 47.73, rounded up to 3x pixels: 48.
    #expect(solved.frame(of: "label")?.height == sanFranciscoLabelHeight(fontSize: 40, scale: 3))
    #expect(solved.frame(of: "label")?.height == 48)
    // At the default size it is 17 points: 20.287 → 20.333.
    let large = try LayoutEngine().solve(program, on: phone(at: .large))
    #expect(large.frame(of: "label")?.height == sanFranciscoLabelHeight(fontSize: 17, scale: 3))
  }

  @Test func aLabelThatDoesNotAdjustStaysAtTheSizeItsFontWasMadeAt() throws {
    let program = Self.bodyLabel { label in
      label.font = .preferredFont(forTextStyle: .body)
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraLarge))
    #expect(solved.frame(of: "label")?.height == sanFranciscoLabelHeight(fontSize: 17, scale: 3))
  }

  @Test func aFixedFontDoesNotFollowTheTextSizeEvenWithTheFlag() throws {
    let program = Self.bodyLabel { label in
      label.font = .systemFont(ofSize: 17)
      label.adjustsFontForContentSizeCategory = true
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraLarge))
    #expect(solved.frame(of: "label")?.height == sanFranciscoLabelHeight(fontSize: 17, scale: 3))
  }

  @Test func anAdjustingLabelsRunsFollowTheTextSize() throws {
    let program = Self.bodyLabel { label in
      label.attributedRuns = [
        AttributedRun("Caption ", font: .preferredFont(forTextStyle: .caption2)),
        AttributedRun("and title", font: .preferredFont(forTextStyle: .title1)),
      ]
      label.adjustsFontForContentSizeCategory = true
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraExtraExtraLarge))
    // The tallest run is title1 at AX5: 58 points.
    #expect(solved.frame(of: "label")?.height == sanFranciscoLabelHeight(fontSize: 58, scale: 3))
  }

  @Test func aButtonsTitleFollowsTheTextSizeWithTheFlag() throws {
    func program(adjusts: Bool) -> AnyLayoutProgram {
      AnyLayoutProgram("DynamicButton") { root, _ in
        let button = Button("button", title: "Go")
        button.titleFont = .preferredFont(forTextStyle: .body)
        button.adjustsFontForContentSizeCategory = adjusts
        root.addSubview(button)
        button.leading == root.leading
        button.top == root.top
      }
    }
    let screen = phone(at: .accessibilityExtraExtraExtraLarge)
    // A classic button: the title's line plus 6 points above and below; body at AX5 is 53 points.
    let adjusting = try LayoutEngine().solve(program(adjusts: true), on: screen)
    let adjustingHeight = try #require(adjusting.frame(of: "button")?.height)
    #expect(abs(adjustingHeight - (sanFranciscoLabelHeight(fontSize: 53, scale: 3) + 12)) < 1e-9)
    let fixed = try LayoutEngine().solve(program(adjusts: false), on: screen)
    let fixedHeight = try #require(fixed.frame(of: "button")?.height)
    #expect(abs(fixedHeight - (sanFranciscoLabelHeight(fontSize: 17, scale: 3) + 12)) < 1e-9)
  }

  // MARK: Readable width

  @Test func theReadableWidthIs672AtLargeAndGrowsWithTheTextSize() {
    #expect(ContentSizeCategory.large.readableWidth == 672)
    let widths = columns.map(\.readableWidth)
    for (smaller, larger) in zip(widths, widths.dropFirst()) {
      #expect(smaller < larger, "\(widths)")
    }
    // The estimates of Documentation/DynamicType.md#readable-width if the width were proportional
    // to body's size (xS 553, XL 751, AX1 1107); ours measures "M"s, whose tracking changes with
    // the size, so only near them.
    #expect(abs(ContentSizeCategory.extraSmall.readableWidth - 553) / 553 < 0.03)
    #expect(abs(ContentSizeCategory.extraLarge.readableWidth - 751) / 751 < 0.03)
    #expect(abs(ContentSizeCategory.accessibilityMedium.readableWidth - 1107) / 1107 < 0.03)
  }

  @Test func theReadableGuideOnAnIPadTakesTheTextSizesWidth() throws {
    let program = AnyLayoutProgram("Readable") { root, _ in
      let fill = View("fill")
      root.addSubview(fill)
      fill.pinEdges(to: root.readableContentGuide)
    }
    var screen = Screen(device: .iPadPro12Point9, orientation: .landscape)
    let large = try LayoutEngine().solve(program, on: screen)
    #expect(large.frame(of: "fill")?.width == 672)
    screen.contentSize = .extraLarge
    #expect(screen.effectiveReadableWidth == ContentSizeCategory.extraLarge.readableWidth)
    let extraLarge = try LayoutEngine().solve(program, on: screen)
    let width = try #require(extraLarge.frame(of: "fill")?.width)
    // The category's width, give or take the snapping of the guide's edges to 2x pixels.
    #expect(abs(width - ContentSizeCategory.extraLarge.readableWidth) <= 0.5)
    #expect(width > 672)
    // A readable width set on the screen wins over the category's.
    screen.readableWidth = 600
    #expect(screen.effectiveReadableWidth == 600)
    let set = try LayoutEngine().solve(program, on: screen)
    #expect(set.frame(of: "fill")?.width == 600)
  }
}
