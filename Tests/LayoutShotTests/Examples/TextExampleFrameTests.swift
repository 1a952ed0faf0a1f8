import LayoutShot
import LayoutShotExamples
import Testing

// The frames of the examples whose layout follows text (TypeScale, ProfileCard), derived by hand
// from their constraints and DejaVu Sans's metrics, read with fontTools independently of
// LayoutShot: 2,048 units per em; ascender 1,901, descender -483, line gap 0 (a line is 2,384
// units); string widths as the sums of advances and kerning pairs. A label's intrinsic size is its
// text's rounded up to whole pixels; the engine snaps each edge to the nearest pixel, halves up.

/// `units` of the font at `size` points.
private func points(_ units: Double, size: Double) -> Double {
  units * size / 2048
}

@Suite("Text example frames")
struct TextExampleFrameTests {
  @Test func typeScaleOnAHomeButtonPhone() throws {
    // 375×667 at 2x, safe area top 20; centre x 187.5.
    // caption, 12 pt: 46,063 units = 269.9 -> 270 wide; 13.97 -> 14 high; x 187.5 - 135 = 52.5;
    //   y 20 + 20 = 40.
    // body, 17 pt: 13,183 units = 109.43 -> 109.5; 19.79 -> 20; x 132.75 (265.5 px -> 266 = 133)
    //   ... 242.25 (484.5 px -> 485 = 242.5); y 40 + 14 + 8 = 62.
    // title, bold 28 pt: 13,122 units = 179.4 -> 179.5; 32.59 -> 33; x 97.75 (-> 98) ... 277.25
    //   (-> 277.5); y 62 + 20 + 8 = 90.
    // largeTitle, bold 34 pt: 12,063 units = 200.26 -> 200.5; 39.58 -> 40; x 87.25 (-> 87.5) ...
    //   287.75 (-> 288); y 90 + 33 + 8 = 131.
    let solved = try LayoutEngine().solve(TypeScale(), on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "caption") == Rect(x: 52.5, y: 40, width: 270, height: 14))
    #expect(solved.frame(of: "body") == Rect(x: 133, y: 62, width: 109.5, height: 20))
    #expect(solved.frame(of: "title") == Rect(x: 98, y: 90, width: 179.5, height: 33))
    #expect(solved.frame(of: "largeTitle") == Rect(x: 87.5, y: 131, width: 200.5, height: 40))
    #expect(solved.diagnostics == [])
  }

  @Test func typeScaleLabelsKeepTheirSizeOnEveryScreen() throws {
    for screen in [Screens.notchPortrait, Screens.notchLandscape, Screens.iPadPortrait] {
      let solved = try LayoutEngine().solve(TypeScale(), on: screen)
      // The caption at 3x: 269.9 points = 809.7 px -> 810 = 270; at 2x 270 as above.
      #expect(solved.frame(of: "caption")?.width == 270)
      #expect(solved.diagnostics == [])
    }
  }

  // MARK: ProfileCard
  //
  // The biography at 15 points wraps (greedy, at spaces, computed with fontTools widths) into 7
  // lines at 256 points (34,953 units; the widest line "Mathematician and writer, known" is
  // 34,411) and into 3 at 640 points (87,381 units; the widest 84,455). A 15-point line is
  // 17.4609 points: 7 lines are 122.23 (122.5 at 2x), 3 lines 52.38 (52.5).

  @Test func profileCardWrapsIntoSevenLinesOnASmallPhone() throws {
    // 320×568 at 2x, safe area top 20, margins 16: the card spans 16 ... 304 from y 36; its
    // margins are 16, so the biography is 288 - 32 = 256 wide.
    let small = Screen(
      device: "iphone-se-1st", size: Size(width: 320, height: 568), scale: 2,
      safeAreaInsets: EdgeInsets(top: 20))
    let solved = try LayoutEngine().solve(ProfileCard(), on: small)
    #expect(solved.frame(of: "bio") == Rect(x: 32, y: 144, width: 256, height: 122.5))
    #expect(
      solved.textLayout(of: "bio")?.lines.map(\.text) == [
        "Mathematician and writer, known", "for her notes on Charles", "Babbage's Analytical Engine —",
        "the first published algorithm", "meant for a machine. She saw", "that it could act on more than",
        "numbers.",
      ])
    // The name (bold 22 pt, 15,269 units = 164.02, 164.5 at 2x) does not fit the 256 - 80 - 12 =
    // 164 points beside the avatar; it resists compression less than the avatar, so it is cut:
    // "Ada Lovela…" is 158.06 points, "Ada Lovelac…" would pass 164.
    #expect(solved.frame(of: "name")?.width == 164)
    #expect(solved.textLayout(of: "name")?.lines.map(\.text) == ["Ada Lovela…"])
    #expect(solved.diagnostics == [])
  }

  @Test func profileCardWrapsIntoThreeLinesOnAnIPad() throws {
    // 1024×1366 at 2x, safe area top 24, margins 20: the readable guide is 672 wide, centred in
    // 20 ... 1004, so the card spans 176 ... 848 from y 40; the avatar is at (192, 56), 80 × 80.
    let solved = try LayoutEngine().solve(ProfileCard(), on: Screens.iPadPortrait)
    #expect(solved.frame(of: "card")?.minX == 176)
    #expect(solved.frame(of: "avatar") == Rect(x: 192, y: 56, width: 80, height: 80))
    #expect(
      solved.textLayout(of: "bio")?.lines.map(\.text) == [
        "Mathematician and writer, known for her notes on Charles Babbage's Analytical",
        "Engine — the first published algorithm meant for a machine. She saw that it could",
        "act on more than numbers.",
      ])
    #expect(solved.frame(of: "bio") == Rect(x: 192, y: 148, width: 640, height: 52.5))
    // The name's first baseline is 36 below the avatar's top, 92. Bold 22 pt: 25.61 high, 26 at
    // 2x, text centred, baseline 0.195 + 1,901 × 22 / 2048 = 20.616 below its top: top 71.384
    // (142.77 px -> 143 = 71.5).
    #expect(solved.frame(of: "name") == Rect(x: 284, y: 71.5, width: 164.5, height: 26))
    // The biography's last baseline: its bottom (148 + 52.5) less (52.5 - 52.383) / 2 and the
    // line's part below the baseline (17.461 - 13.923). Follow's first baseline is 24 below it, and
    // 6 + (17.5 - 17.461) / 2 + 13.923 below Follow's top.
    let lastBaseline =
      200.5 - (52.5 - 3 * points(2384, size: 15)) / 2 - (points(2384, size: 15) - points(1901, size: 15))
    let followTop = lastBaseline + 24 - 6 - (17.5 - points(2384, size: 15)) / 2 - points(1901, size: 15)
    #expect(abs(followTop - 200.9609375) < 1e-9)
    // Follow: "Follow" is 47.05 (47.5) wide, 17.5 + 12 high; Message 65.74 (66) wide, 16 after it,
    // on the same baseline. The card ends 16 below the buttons: 246.46 (492.92 px -> 493 = 246.5).
    #expect(solved.frame(of: "follow") == Rect(x: 192, y: 201, width: 47.5, height: 29.5))
    #expect(solved.frame(of: "message") == Rect(x: 255.5, y: 201, width: 66, height: 29.5))
    #expect(solved.frame(of: "card") == Rect(x: 176, y: 40, width: 672, height: 206.5))
    #expect(solved.diagnostics == [])
  }
}
