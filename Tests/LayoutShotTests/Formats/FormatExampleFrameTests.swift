import LayoutShot
import LayoutShotExamples
import Testing

// The frames of the examples written with string formats (FillView: equation strings; Grapevine:
// the Visual Format Language), derived by hand from their constraints and the screen in the
// comments next to them. Frames are in the root's coordinates; the engine snaps each edge (minX,
// maxX, minY, maxY) to the nearest 1/scale, halves up, and the size is the difference of the
// snapped edges, hence `edges(...)`.

@Suite("Format example frames")
struct FormatExampleFrameTests {
  // MARK: FillView
  //
  // M = the root's layout margins guide: the safe area inset by the screen's margins (16 at the
  // sides by default, 0 at the top and bottom). v2 = M inset by 20 on each side; v1 = v2.

  @Test func fillViewEquationsParse() throws {
    #expect(FillView.formatErrors() == [])
    #expect(try Layout(FillView(), screen: Screens.notchPortrait).constraints.count == 8)
  }

  @Test func fillViewOnANotchPhoneInPortrait() throws {
    // 375×812 at 3x, safe area top 44, bottom 34: M = (16, 44) ... (359, 778).
    // v2 = (16 + 20, 44 + 20) ... (359 - 20, 778 - 20) = (36, 64) ... (339, 758): 303 × 694.
    let solved = try LayoutEngine().solve(FillView(), on: Screens.notchPortrait)
    let frame = Rect(x: 36, y: 64, width: 303, height: 694)
    expectFrames(solved, ["v1": frame, "v2": frame])
    #expect(solved.diagnostics == [])
  }

  @Test func fillViewOnANotchPhoneInLandscape() throws {
    // 812×375 at 3x, safe area left 44, right 44, bottom 21, margins 20:
    // M = (44 + 20, 0) ... (812 - 44 - 20, 375 - 21) = (64, 0) ... (748, 354).
    // v2 = (84, 20) ... (728, 334): 644 × 314.
    let solved = try LayoutEngine().solve(FillView(), on: Screens.notchLandscape)
    let frame = Rect(x: 84, y: 20, width: 644, height: 314)
    expectFrames(solved, ["v1": frame, "v2": frame])
    #expect(solved.diagnostics == [])
  }

  @Test func fillViewOnAHomeButtonPhoneInPortrait() throws {
    // 375×667 at 2x, safe area top 20: M = (16, 20) ... (359, 667).
    // v2 = (36, 40) ... (339, 647): 303 × 607.
    let solved = try LayoutEngine().solve(FillView(), on: Screens.homeButtonPortrait)
    let frame = Rect(x: 36, y: 40, width: 303, height: 607)
    expectFrames(solved, ["v1": frame, "v2": frame])
    #expect(solved.diagnostics == [])
  }

  @Test func fillViewOnAHomeButtonPhoneInLandscape() throws {
    // 667×375 at 2x, no insets, margins 16: M = (16, 0) ... (651, 375).
    // v2 = (36, 20) ... (631, 355): 595 × 335.
    let solved = try LayoutEngine().solve(FillView(), on: Screens.homeButtonLandscape)
    let frame = Rect(x: 36, y: 20, width: 595, height: 335)
    expectFrames(solved, ["v1": frame, "v2": frame])
    #expect(solved.diagnostics == [])
  }

  // MARK: Grapevine
  //
  // W × H screen; the margins are the safe-area insets where there are any, else the padding 15:
  // top t, bottom b, left l, right r. The content sizes (Grapevine.swift) are measured in the
  // system font and rounded up to whole pixels (`GrapevineContents`): Inter's advance sums with
  // kerning, read with uharfbuzz 0.57 independently of LayoutShot (2,816 units per em: "Grapevine"
  // 13,560 units, "Skip" 5,712), plus the tracking after every character read from
  // `SystemFont.tracking(weight:)` (−0.425 at 17 points and −0.225 at 15 when written; it may be
  // tuned), and San Francisco's lines (2,444 units of 2,048 per em). When written:
  // - a 17-point label line is 2,444 × 17 / 2048 = 20.287 points: h = 20.5 at 2x, 61/3 at 3x;
  // - the name is 13,560 × 17 / 2816 + 9 × −0.425 = 78.04 wide: n = 78.5 at 2x, 235/3 at 3x;
  // - the Skip button's title line is 2,444 × 15 / 2048 = 17.9 high, 18 at 2x and 3x, so the
  //   button, 6 points above and below it, is 30 high;
  // - the image is 180 × 180; the page control 39 wide.
  //
  // Top row, centred on the icon's centre y = t + 15: icon (l, t, 30, 30); name from
  // x = l + 30 + 8 at its width n (hugging 251); the button from l + 30 + 8 + n + 8 to W - r
  // (hugging 250, so it takes the rest); each centred on t + 15, its edges snapped. The button,
  // 30 high, spans t ... t + 30. The name at 2x: t + 15 - 10.25 = t + 4.75 (2t + 9.5 px -> 2t + 10
  // px = t + 5) ... t + 25.25 (-> t + 25.5); at 3x: t + 15 - 61/6 (3t + 14.5 px -> 3t + 15 px =
  // t + 5) ... t + 15 + 61/6 (3t + 75.5 px -> 3t + 76 px = t + 76/3).
  //
  // Columns: the summary from 15 to W - 15, the welcome line with the same sides; the image (180
  // wide) and the page control (39 wide) centred on W / 2.
  //
  // The column from the icon down is pinned at both ends: the image starts at t + 30 + 10; the page
  // control is 9 high and ends at H - b; the summary ends 15 above it, at H - b - 24. In between,
  // image + 10 + welcome + 4 + summary: the three heights add up to
  // (H - b - 24) - (t + 40) - 14 = H - t - b - 78. Their contents need 180 + 2h; all three hug at
  // 251 and resist compression at 750, so which one takes the difference is not determined: the
  // engine reports it (`expectTheColumnIsAmbiguous`), and these tests check only what the
  // constraints determine.

  @Test(arguments: [
    Screens.notchPortrait, Screens.notchLandscape, Screens.homeButtonPortrait, Screens.homeButtonLandscape,
  ])
  func grapevineFormatsParse(on screen: Screen) throws {
    #expect(Grapevine.formatErrors(on: screen) == [])
    // The formats' constraints, each space, size and alignment one:
    // 2 + (5 + 2) + 2 + 1 + (1 + 1) + (1 + 2) + (3 + 1) = 21.
    #expect(try Layout(Grapevine(), screen: screen).constraints.count == 21)
  }

  @Test func grapevineOnANotchPhoneInPortrait() throws {
    // 375×812 at 3x, safe area top 44, bottom 34: t = 44, b = 34, l = r = 15. Icon centre y 59.
    // Name: x 53 ... 53 + 235/3, y 49 ... 44 + 76/3. Button: x 53 + 235/3 + 8 = 418/3 (139.33)
    // ... 360, y 44 ... 74.
    // Page control: x 187.5 - 19.5 = 168 ... 207, y 812 - 34 - 9 = 769 ... 778.
    // Image: x 187.5 - 90 = 97.5 (292.5 px -> 293 px = 293/3) ... 277.5 (832.5 px -> 833 px =
    // 833/3), from y 84. Summary ends at 754; the three heights add up to 812 - 44 - 34 - 78 = 656,
    // 656 - 180 - 2 × 61/3 = 435.33 more than their contents need, all of it the image's (its
    // height 180 + that).
    let contents = GrapevineContents(scale: 3)
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.notchPortrait)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 15, y: 44, width: 30, height: 30),
        "appNameLabel": contents.nameFrame(minX: 53, centerY: 59),
        "skipButton": contents.buttonFrame(minX: 53 + contents.nameWidth + 8, maxX: 360, centerY: 59),
        "pageControl": Rect(x: 168, y: 769, width: 39, height: 9),
      ])
    expectColumn(
      solved, imageMinX: thirds(293), imageMaxX: thirds(833), imageMinY: 84, textMinX: 15, textMaxX: 360,
      summaryMaxY: 754, heights: 656)
    expectTheColumnIsDetermined(solved, contents)
  }

  @Test func grapevineOnANotchPhoneInLandscapeRunsTheSummaryUnderTheSensorHousing() throws {
    // 812×375 at 3x, safe area left 44, right 44, bottom 21: t = 15 (no top inset), b = 21,
    // l = r = 44. Icon centre y 30.
    // Name: x 44 + 38 = 82 ... 82 + 235/3, y 20 ... 15 + 76/3. Button: x 82 + 235/3 + 8 = 505/3
    // (168.33) ... 812 - 44 = 768, y 15 ... 45.
    // The summary and welcome line use the padding, not the margins: 15 ... 797, inside the
    // left and right insets of 44, as in the tutorial. Centre x 406.
    // Page control: x 386.5 (1159.5 px -> 1160 px = 1160/3) ... 425.5 (1276.5 px -> 1277 px =
    // 1277/3), y 375 - 21 - 9 = 345 ... 354.
    // Image: x 316 ... 496, from y 15 + 40 = 55. Summary ends at 330; the three heights add up to
    // 375 - 15 - 21 - 78 = 261, 261 - 180 - 2 × 61/3 = 40.33 more than their contents need, all
    // of it the image's (its height 180 + that).
    let contents = GrapevineContents(scale: 3)
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.notchLandscape)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 44, y: 15, width: 30, height: 30),
        "appNameLabel": contents.nameFrame(minX: 82, centerY: 30),
        "skipButton": contents.buttonFrame(minX: 82 + contents.nameWidth + 8, maxX: 768, centerY: 30),
        "pageControl": edges(minX: thirds(1160), minY: 345, maxX: thirds(1277), maxY: 354),
      ])
    expectColumn(
      solved, imageMinX: 316, imageMaxX: 496, imageMinY: 55, textMinX: 15, textMaxX: 797, summaryMaxY: 330,
      heights: 261)
    expectTheColumnIsDetermined(solved, contents)
  }

  @Test func grapevineOnAHomeButtonPhoneInPortrait() throws {
    // 375×667 at 2x, safe area top 20: t = 20, b = 15 (no bottom inset), l = r = 15. Icon centre
    // y 35.
    // Name: x 53 ... 131.5, y 25 ... 45.5. Button: x 139.5 ... 360, y 20 ... 50.
    // Page control: x 168 ... 207, y 667 - 15 - 9 = 643 ... 652.
    // Image: x 97.5 ... 277.5 (on the 2x grid), from y 60. Summary ends at 628; the three heights
    // add up to 667 - 20 - 15 - 78 = 554, 554 - 180 - 2 × 20.5 = 333 more than their contents
    // need, all of it the image's (its height 180 + that).
    let contents = GrapevineContents(scale: 2)
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.homeButtonPortrait)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 15, y: 20, width: 30, height: 30),
        "appNameLabel": contents.nameFrame(minX: 53, centerY: 35),
        "skipButton": contents.buttonFrame(minX: 53 + contents.nameWidth + 8, maxX: 360, centerY: 35),
        "pageControl": Rect(x: 168, y: 643, width: 39, height: 9),
      ])
    expectColumn(
      solved, imageMinX: 97.5, imageMaxX: 277.5, imageMinY: 60, textMinX: 15, textMaxX: 360, summaryMaxY: 628,
      heights: 554)
    expectTheColumnIsDetermined(solved, contents)
  }

  @Test func grapevineOnAHomeButtonPhoneInLandscape() throws {
    // 667×375 at 2x, no insets: t = b = l = r = 15. Icon centre y 30.
    // Name: x 53 ... 131.5, y 20 ... 40.5. Button: x 139.5 ... 652, y 15 ... 45.
    // Centre x 333.5. Page control: x 314 ... 353, y 375 - 15 - 9 = 351 ... 360.
    // Image: x 243.5 ... 423.5, from y 55. Summary ends at 336; the three heights add up to
    // 375 - 15 - 15 - 78 = 267, 267 - 180 - 2 × 20.5 = 46 more than their contents need, all of
    // it the image's (its height 180 + that).
    let contents = GrapevineContents(scale: 2)
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.homeButtonLandscape)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 15, y: 15, width: 30, height: 30),
        "appNameLabel": contents.nameFrame(minX: 53, centerY: 30),
        "skipButton": contents.buttonFrame(minX: 53 + contents.nameWidth + 8, maxX: 652, centerY: 30),
        "pageControl": Rect(x: 314, y: 351, width: 39, height: 9),
      ])
    expectColumn(
      solved, imageMinX: 243.5, imageMaxX: 423.5, imageMinY: 55, textMinX: 15, textMaxX: 652,
      summaryMaxY: 336,
      heights: 267)
    expectTheColumnIsDetermined(solved, contents)
  }

  @Test func grapevineTextsAreLaidOutInTheirFrames() throws {
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.homeButtonPortrait)
    #expect(solved.textLayout(of: "appNameLabel")?.lines.map(\.text) == ["Grapevine"])
    // Before rounding, the name is as wide as its hand sum: 13,560 units and 9 trackings at 17.
    let name = try #require(solved.textLayout(of: "appNameLabel")?.usedWidth)
    let tracking = SystemFont.tracking(weight: .regular).points(atSize: 17)
    #expect(abs(name - (13_560 * 17 / 2816 + 9 * tracking)) < 1e-9)
    #expect(solved.textLayout(of: "skipButton")?.lines.map(\.text) == ["Skip"])
    // The welcome line is as wide as the summary, 345 points: its text (30,008 units, 20
    // characters: 181.16 + 20 × −0.425 = 172.66 points when written) is on one line at the left.
    #expect(30_008 * 17 / 2816 + 20 * SystemFont.tracking(weight: .regular).points(atSize: 17) < 345)
    let welcome = try #require(solved.textLayout(of: "welcomeLabel"))
    #expect(welcome.lines.map(\.text) == ["Welcome to Grapevine"])
    #expect(welcome.lines.first?.x == 15)
  }
}

// MARK: - Helpers

/// `numerator / 3`: an edge on the 3x pixel grid, computed as the engine computes a snapped edge.
private func thirds(_ numerator: Double) -> Double {
  numerator / 3
}

/// `value`, which is on the pixel grid of `scale` but for float noise, as the grid's edge: the
/// nearest whole pixel over `scale`, as the engine computes a snapped edge.
private func onGrid(_ value: Double, scale: Double) -> Double {
  (value * scale).rounded() / scale
}

/// `value` snapped to the nearest pixel of `scale`, halves up, as the engine snaps an edge.
private func snapped(_ value: Double, scale: Double) -> Double {
  (value * scale + 0.5).rounded(.down) / scale
}

/// `value` rounded up to whole pixels of `scale`, as UIKit rounds a label's size.
private func pixelsUp(_ value: Double, scale: Double) -> Double {
  (value * scale).rounded(.up) / scale
}

/// Grapevine's measured contents at a screen scale (see the Grapevine comment above): the 17-point
/// labels and the 15-point button title in the regular system font.
private struct GrapevineContents {
  let scale: Double

  /// A 17-point label's height: a San Francisco line, 2,444 × 17 / 2048, rounded up to whole pixels.
  var labelHeight: Double { pixelsUp(2444 * 17 / 2048, scale: scale) }

  /// The name's width: "Grapevine", 13,560 units of Inter's 2,816 per em at 17 points (uharfbuzz),
  /// plus the tracking after each of its 9 characters, rounded up to whole pixels.
  var nameWidth: Double {
    pixelsUp(13_560 * 17 / 2816 + 9 * SystemFont.tracking(weight: .regular).points(atSize: 17), scale: scale)
  }

  /// Skip's height: its 15-point title line (2,444 × 15 / 2048) rounded up to whole pixels, and the
  /// classic button's 6 points above and below.
  var buttonHeight: Double { pixelsUp(2444 * 15 / 2048, scale: scale) + 12 }

  /// The name's snapped frame from `minX`, at its size, centred on `centerY`.
  func nameFrame(minX: Double, centerY: Double) -> Rect {
    edges(
      minX: minX, minY: snapped(centerY - labelHeight / 2, scale: scale),
      maxX: snapped(minX + nameWidth, scale: scale), maxY: snapped(centerY + labelHeight / 2, scale: scale))
  }

  /// The button's snapped frame from `minX` to `maxX`, centred on `centerY`.
  func buttonFrame(minX: Double, maxX: Double, centerY: Double) -> Rect {
    edges(
      minX: snapped(minX, scale: scale), minY: snapped(centerY - buttonHeight / 2, scale: scale), maxX: maxX,
      maxY: snapped(centerY + buttonHeight / 2, scale: scale))
  }
}

/// The frame with these edges, its size the difference of the edges, as the engine snaps frames.
private func edges(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Rect {
  Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// Expects each named view's snapped frame to equal the given one exactly.
private func expectFrames(
  _ solved: SolvedLayout, _ expected: KeyValuePairs<String, Rect>,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  for (name, frame) in expected {
    #expect(solved.frame(of: name) == frame, "snapped frame of \(name)", sourceLocation: sourceLocation)
  }
}

/// Expects what the constraints determine of Grapevine's column: the image's sides and top, the
/// sides of the welcome line and the summary, the summary's bottom (all snapped), and, before
/// snapping, the 10 and 4 points between the three views and the sum of their heights.
private func expectColumn(
  _ solved: SolvedLayout, imageMinX: Double, imageMaxX: Double, imageMinY: Double, textMinX: Double,
  textMaxX: Double, summaryMaxY: Double, heights: Double,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard let image = solved.frame(of: "appImageView"), let welcome = solved.frame(of: "welcomeLabel"),
    let summary = solved.frame(of: "summaryLabel"),
    let exactImage = exactFrame(of: "appImageView", in: solved),
    let exactWelcome = exactFrame(of: "welcomeLabel", in: solved),
    let exactSummary = exactFrame(of: "summaryLabel", in: solved)
  else {
    Issue.record("Grapevine's column views are missing", sourceLocation: sourceLocation)
    return
  }
  #expect(
    [image.minX, image.maxX, image.minY] == [imageMinX, imageMaxX, imageMinY], "image",
    sourceLocation: sourceLocation)
  #expect(
    [welcome.minX, welcome.maxX] == [textMinX, textMaxX], "welcome line", sourceLocation: sourceLocation)
  #expect(
    [summary.minX, summary.maxX, summary.maxY] == [textMinX, textMaxX, summaryMaxY], "summary",
    sourceLocation: sourceLocation)
  let tolerance = 1e-9
  #expect(abs(exactWelcome.minY - exactImage.maxY - 10) <= tolerance, sourceLocation: sourceLocation)
  #expect(abs(exactSummary.minY - exactWelcome.maxY - 4) <= tolerance, sourceLocation: sourceLocation)
  #expect(
    abs(exactImage.height + exactWelcome.height + exactSummary.height - heights) <= tolerance,
    sourceLocation: sourceLocation)
}

/// Expects no diagnostic and the column's labels at their one-line height `h`.
///
/// The illustration hugs its height at 250 and resists compression at 749, below the labels' 251
/// and 750, so it alone takes the spare height. Upwards from the summary's bottom: the summary, 4
/// points, the welcome line, 10 points, then the image's bottom; each edge on the pixel grid
/// (`onGrid`), as h is a whole number of pixels.
private func expectTheColumnIsDetermined(
  _ solved: SolvedLayout, _ contents: GrapevineContents,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)", sourceLocation: sourceLocation)
  guard let image = solved.frame(of: "appImageView"), let welcome = solved.frame(of: "welcomeLabel"),
    let summary = solved.frame(of: "summaryLabel")
  else {
    Issue.record("Grapevine's column views are missing", sourceLocation: sourceLocation)
    return
  }
  let h = contents.labelHeight
  let grid = { (value: Double) in onGrid(value, scale: contents.scale) }
  #expect(
    abs(welcome.height - h) < 1e-9 && abs(summary.height - h) < 1e-9, "\([welcome.height, summary.height])",
    sourceLocation: sourceLocation)
  #expect(summary.minY == grid(summary.maxY - h), sourceLocation: sourceLocation)
  #expect(welcome.minY == grid(summary.minY - 4 - h), sourceLocation: sourceLocation)
  #expect(image.maxY == grid(welcome.minY - 10), sourceLocation: sourceLocation)
}

/// The frame before snapping of the view named `name`.
private func exactFrame(of name: String, in solved: SolvedLayout) -> Rect? {
  solved.layout.viewIndex(named: name).map { solved.exactFrames[$0] }
}
