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
  // top t, bottom b, left l, right r. The content sizes (Grapevine.swift) at 2x / 3x: line height
  // h = 20.5 / 61/3 (20.333), the Skip button 32.5 / 97/3 (32.333) high, the name 64 wide; the
  // image 180 × 180; the page control 39 wide.
  //
  // Top row, centred on the icon's centre y = t + 15: icon (l, t, 30, 30); name from
  // x = l + 30 + 8 at its width 64 (hugging 251); the button from l + 30 + 8 + 64 + 8 = l + 110 to
  // W - r (hugging 250, so it takes the rest); each centred on t + 15.
  //
  // Columns: the summary from 15 to W - 15, the welcome line with the same sides; the image (180
  // wide) and the page control (39 wide) centred on W / 2.
  //
  // The column from the icon down is pinned at both ends: the image starts at t + 30 + 10; the page
  // control is 9 high and ends at H - b; the summary ends 15 above it, at H - b - 24. In between,
  // image + 10 + welcome + 4 + summary: the three heights add up to
  // (H - b - 24) - (t + 40) - 14 = H - t - b - 78. The labels keep their line height h (they hug
  // at 251 and resist compression at 750, the image at 250 and 749), so the image is
  // H - t - b - 78 - 2h high: taller than its 180 where there is room, shorter where there is not.
  // Everything is determined, so no screen has a diagnostic.

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
    // Name: y 59 - 61/6 = 293/6 = 48.833 (146.5 px -> 147 px = 49), maxY 59 + 61/6 = 415/6 =
    // 69.167 (207.5 px -> 208 px = 208/3).
    // Button: x 125 ... 360; y 59 - 97/6 = 257/6 = 42.833 (128.5 px -> 129 px = 43), maxY
    // 59 + 97/6 = 451/6 = 75.167 (225.5 px -> 226 px = 226/3).
    // Page control: x 187.5 - 19.5 = 168 ... 207, y 812 - 34 - 9 = 769 ... 778.
    // Image: x 187.5 - 90 = 97.5 (292.5 px -> 293 px = 293/3) ... 277.5 (832.5 px -> 833 px =
    // 833/3); y 84, height 812 - 44 - 34 - 78 - 122/3 = 1846/3, so maxY 84 + 1846/3 = 2098/3.
    // Welcome: y 2098/3 + 10 = 2128/3 ... 2128/3 + 61/3 = 2189/3; summary: y 2189/3 + 4 = 2201/3
    // ... 2262/3 = 754. Both x 15 ... 360. Every edge of the column is on the 3x grid.
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.notchPortrait)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 15, y: 44, width: 30, height: 30),
        "appNameLabel": edges(minX: 53, minY: 49, maxX: 117, maxY: thirds(208)),
        "skipButton": edges(minX: 125, minY: 43, maxX: 360, maxY: thirds(226)),
        "appImageView": edges(minX: thirds(293), minY: 84, maxX: thirds(833), maxY: thirds(2098)),
        "welcomeLabel": edges(minX: 15, minY: thirds(2128), maxX: 360, maxY: thirds(2189)),
        "summaryLabel": edges(minX: 15, minY: thirds(2201), maxX: 360, maxY: 754),
        "pageControl": Rect(x: 168, y: 769, width: 39, height: 9),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func grapevineOnANotchPhoneInLandscapeRunsTheSummaryUnderTheSensorHousing() throws {
    // 812×375 at 3x, safe area left 44, right 44, bottom 21: t = 15 (no top inset), b = 21,
    // l = r = 44. Icon centre y 30.
    // Name: x 44 + 38 = 82 ... 146; y 30 - 61/6 = 119/6 = 19.833 (59.5 px -> 60 px = 20), maxY
    // 30 + 61/6 = 241/6 = 40.167 (120.5 px -> 121 px = 121/3).
    // Button: x 154 ... 812 - 44 = 768; y 30 - 97/6 = 83/6 = 13.833 (41.5 px -> 42 px = 14), maxY
    // 30 + 97/6 = 277/6 = 46.167 (138.5 px -> 139 px = 139/3).
    // The summary and welcome line use the padding, not the margins: 15 ... 797, inside the
    // left and right insets of 44, as in the tutorial. Centre x 406.
    // Page control: x 386.5 (1159.5 px -> 1160 px = 1160/3) ... 425.5 (1276.5 px -> 1277 px =
    // 1277/3), y 375 - 21 - 9 = 345 ... 354.
    // Image: x 316 ... 496; y 15 + 40 = 55, height 375 - 15 - 21 - 78 - 122/3 = 661/3, so maxY
    // 55 + 661/3 = 826/3. Welcome: y 856/3 ... 917/3; summary: y 929/3 ... 990/3 = 330.
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.notchLandscape)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 44, y: 15, width: 30, height: 30),
        "appNameLabel": edges(minX: 82, minY: 20, maxX: 146, maxY: thirds(121)),
        "skipButton": edges(minX: 154, minY: 14, maxX: 768, maxY: thirds(139)),
        "appImageView": edges(minX: 316, minY: 55, maxX: 496, maxY: thirds(826)),
        "welcomeLabel": edges(minX: 15, minY: thirds(856), maxX: 797, maxY: thirds(917)),
        "summaryLabel": edges(minX: 15, minY: thirds(929), maxX: 797, maxY: 330),
        "pageControl": edges(minX: thirds(1160), minY: 345, maxX: thirds(1277), maxY: 354),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func grapevineOnAHomeButtonPhoneInPortrait() throws {
    // 375×667 at 2x, safe area top 20: t = 20, b = 15 (no bottom inset), l = r = 15. Icon centre
    // y 35.
    // Name: y 35 - 10.25 = 24.75 (49.5 px -> 50 px = 25) ... 45.25 (90.5 px -> 91 px = 45.5).
    // Button: x 125 ... 360; y 35 - 16.25 = 18.75 (37.5 px -> 38 px = 19) ... 51.25 (102.5 px ->
    // 103 px = 51.5).
    // Page control: x 168 ... 207, y 667 - 15 - 9 = 643 ... 652.
    // Image: x 97.5 ... 277.5 (on the 2x grid); y 60, height 667 - 20 - 15 - 78 - 41 = 513, so
    // maxY 573. Welcome: y 583 ... 603.5; summary: y 607.5 ... 628.
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.homeButtonPortrait)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 15, y: 20, width: 30, height: 30),
        "appNameLabel": Rect(x: 53, y: 25, width: 64, height: 20.5),
        "skipButton": Rect(x: 125, y: 19, width: 235, height: 32.5),
        "appImageView": Rect(x: 97.5, y: 60, width: 180, height: 513),
        "welcomeLabel": Rect(x: 15, y: 583, width: 345, height: 20.5),
        "summaryLabel": Rect(x: 15, y: 607.5, width: 345, height: 20.5),
        "pageControl": Rect(x: 168, y: 643, width: 39, height: 9),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func grapevineOnAHomeButtonPhoneInLandscape() throws {
    // 667×375 at 2x, no insets: t = b = l = r = 15. Icon centre y 30.
    // Name: y 30 - 10.25 = 19.75 (39.5 px -> 40 px = 20) ... 40.25 (80.5 px -> 81 px = 40.5).
    // Button: x 125 ... 652; y 30 - 16.25 = 13.75 (27.5 px -> 28 px = 14) ... 46.25 (92.5 px ->
    // 93 px = 46.5).
    // Centre x 333.5. Page control: x 314 ... 353, y 375 - 15 - 9 = 351 ... 360.
    // Image: x 243.5 ... 423.5; y 55, height 375 - 15 - 15 - 78 - 41 = 226, so maxY 281.
    // Welcome: y 291 ... 311.5; summary: y 315.5 ... 336.
    let solved = try LayoutEngine().solve(Grapevine(), on: Screens.homeButtonLandscape)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 15, y: 15, width: 30, height: 30),
        "appNameLabel": Rect(x: 53, y: 20, width: 64, height: 20.5),
        "skipButton": Rect(x: 125, y: 14, width: 527, height: 32.5),
        "appImageView": Rect(x: 243.5, y: 55, width: 180, height: 226),
        "welcomeLabel": Rect(x: 15, y: 291, width: 637, height: 20.5),
        "summaryLabel": Rect(x: 15, y: 315.5, width: 637, height: 20.5),
        "pageControl": Rect(x: 314, y: 351, width: 39, height: 9),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func grapevineOnTheSmallestPhoneInLandscapeShrinksTheImage() throws {
    // 568×320 at 2x, no insets: t = b = l = r = 15. Icon centre y 30. The column has
    // 320 - 15 - 15 - 78 = 212 points for three heights whose contents need 180 + 41 = 221: the
    // image resists compression less (749) than the labels (750), so it gives up the 9 points and
    // is 171 high.
    // Name: (53, 20, 64, 20.5) as in the other landscape phone. Button: x 125 ... 553, y 14 ... 46.5.
    // Centre x 284. Image: x 194 ... 374, y 55 ... 226. Welcome: y 236 ... 256.5; summary: y
    // 260.5 ... 281, both x 15 ... 553. Page control: x 264.5 ... 303.5, y 320 - 15 - 9 = 296 ... 305.
    let solved = try LayoutEngine().solve(Grapevine(), on: smallestLandscape)
    expectFrames(
      solved,
      [
        "iconImageView": Rect(x: 15, y: 15, width: 30, height: 30),
        "appNameLabel": Rect(x: 53, y: 20, width: 64, height: 20.5),
        "skipButton": Rect(x: 125, y: 14, width: 428, height: 32.5),
        "appImageView": Rect(x: 194, y: 55, width: 180, height: 171),
        "welcomeLabel": Rect(x: 15, y: 236, width: 538, height: 20.5),
        "summaryLabel": Rect(x: 15, y: 260.5, width: 538, height: 20.5),
        "pageControl": Rect(x: 264.5, y: 296, width: 39, height: 9),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func grapevineGivesTheSameFramesWhenOneEngineReSolvesForAnotherScreen() throws {
    // Two home-button phones in landscape (568 × 320 and 667 × 375, 2x, no insets) give the formats
    // the same metrics, so the program builds equal layouts and one engine re-solves its system for
    // the other screen by moving the edit variables; the frames must be a fresh engine's.
    let small = smallestLandscape
    #expect(
      try Layout(Grapevine(), screen: small) == Layout(Grapevine(), screen: Screens.homeButtonLandscape))
    let engine = LayoutEngine()
    let screens = [small, Screens.homeButtonLandscape, small]
    let reSolved = try screens.map { try engine.solve(Grapevine(), on: $0) }
    for (screen, reused) in zip(screens, reSolved) {
      let fresh = try LayoutEngine().solve(Grapevine(), on: screen)
      #expect(reused.frames == fresh.frames)
      #expect(reused.diagnostics == [])
    }
    #expect(reSolved[0].frame(of: "appImageView") == Rect(x: 194, y: 55, width: 180, height: 171))
    #expect(reSolved[1].frame(of: "appImageView") == Rect(x: 243.5, y: 55, width: 180, height: 226))
  }
}

// MARK: - Helpers

/// The smallest home-button phone in landscape: 568×320 at 2x, no insets.
private let smallestLandscape = Screen(
  device: "iphone-se-1", orientation: .landscape, size: Size(width: 568, height: 320), scale: 2,
  verticalSizeClass: .compact)

/// `numerator / 3`: an edge on the 3x pixel grid, computed as the engine computes a snapped edge.
private func thirds(_ numerator: Double) -> Double {
  numerator / 3
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
