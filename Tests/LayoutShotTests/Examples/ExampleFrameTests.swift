import LayoutShot
import LayoutShotExamples
import Testing

// Every expected frame below is derived by hand from the example's constraints and the screen, in
// the comments next to it. Frames are in the root's coordinates. The engine snaps each edge (minX,
// maxX, minY, maxY) to the nearest 1/scale, halves up, and the size is the difference of the
// snapped edges, so snapped expectations are written with `edges(...)`; where an edge is off the
// pixel grid the exact value is given too, and checked against `exactFrames`.

@Suite("Example frames")
struct ExampleFrameTests {
  // MARK: ComplexWidth
  //
  // S = the root's safe area. blue.leading == S.leading + 8, red.leading == blue.trailing + 8,
  // red.trailing == S.trailing - 8, so blue.width + red.width = S.width - 24 =: A. Vertically both
  // run from S.top + 8 to S.bottom - 8. blue.width >= 150 is required; red.width == 2 * blue.width
  // @750 holds when A / 3 >= 150 (A >= 450); otherwise blue stays at 150 (the error
  // |A - 3 * blue| only grows with blue) and red takes A - 150.

  @Test func complexWidthOnAPortraitPhone() throws {
    // 375×667 at 2x, safe area top 20. Blue at its minimum 150 (the ratio cannot hold: the space
    // for both widths is 375 - 24 = 351 < 450); red takes 351 - 150 = 201. Heights: 667 - 20 - 16.
    let screen = Screen(size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
    let solved = try LayoutEngine().solve(ComplexWidth(), on: screen)
    #expect(solved.frame(of: "blue") == Rect(x: 8, y: 28, width: 150, height: 631))
    #expect(solved.frame(of: "red") == Rect(x: 166, y: 28, width: 201, height: 631))
    #expect(solved.diagnostics == [])
  }

  @Test func complexWidthOnALandscapePhoneKeepsTheRatioAndSnapsThirdsToHalfPoints() throws {
    // 667×375 at 2x, no insets (Documentation/AutoLayout.md#complex-width). A = 667 - 24 = 643
    // >= 450, so the ratio holds: blue.width = 643/3 = 214.333, red.width = 1286/3 = 428.667.
    // blue: minX 8, maxX 8 + 643/3 = 667/3 = 222.333 -> 444.667 px -> 445 px = 222.5.
    // red: minX 667/3 + 8 = 691/3 = 230.333 -> 460.667 px -> 461 px = 230.5; maxX 667 - 8 = 659.
    // Both: minY 0 + 8 = 8, maxY 375 - 8 = 367.
    // Snapped: blue (8, 8, 222.5 - 8 = 214.5, 359), red (230.5, 8, 659 - 230.5 = 428.5, 359).
    let solved = try LayoutEngine().solve(ComplexWidth(), on: Screens.homeButtonLandscape)
    expectFrames(
      solved,
      [
        "blue": edges(minX: 8, minY: 8, maxX: 222.5, maxY: 367),
        "red": edges(minX: 230.5, minY: 8, maxX: 659, maxY: 367),
      ])
    #expect(solved.frame(of: "blue") == Rect(x: 8, y: 8, width: 214.5, height: 359))
    #expect(solved.frame(of: "red") == Rect(x: 230.5, y: 8, width: 428.5, height: 359))
    expectExactFrames(
      solved,
      [
        "blue": Rect(x: 8, y: 8, width: 643.0 / 3, height: 359),
        "red": Rect(x: 691.0 / 3, y: 8, width: 1286.0 / 3, height: 359),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func complexWidthOnALandscapeNotchPhoneStaysInsideTheSafeArea() throws {
    // 812×375 at 3x, safe area left 44, right 44, bottom 21: S = (44, 0, 724, 354).
    // A = 724 - 24 = 700 >= 450, so the ratio holds: blue.width = 700/3, red.width = 1400/3.
    // blue: minX 44 + 8 = 52, maxX 52 + 700/3 = 856/3 = 285.333 (856 px, on the 3x grid).
    // red: minX 856/3 + 8 = 880/3 = 293.333, maxX 812 - 44 - 8 = 760 (= 880/3 + 1400/3 = 2280/3).
    // Both: minY 0 + 8 = 8, maxY 375 - 21 - 8 = 346, height 338.
    let solved = try LayoutEngine().solve(ComplexWidth(), on: Screens.notchLandscape)
    expectFrames(
      solved,
      [
        "blue": edges(minX: 52, minY: 8, maxX: thirds(856), maxY: 346),
        "red": edges(minX: thirds(880), minY: 8, maxX: 760, maxY: 346),
      ])
    expectExactFrames(
      solved,
      [
        "blue": Rect(x: 52, y: 8, width: 700.0 / 3, height: 338),
        "red": Rect(x: 880.0 / 3, y: 8, width: 1400.0 / 3, height: 338),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func complexWidthOnAnIPadKeepsTheRatio() throws {
    // 1024×1366 at 2x, safe area top 24, bottom 20: S = (0, 24, 1024, 1322).
    // A = 1024 - 24 = 1000 >= 450: blue.width = 1000/3 = 333.333, red.width = 2000/3 = 666.667.
    // blue: minX 8, maxX 8 + 1000/3 = 1024/3 = 341.333 -> 682.667 px -> 683 px = 341.5.
    // red: minX 1024/3 + 8 = 1048/3 = 349.333 -> 698.667 px -> 699 px = 349.5; maxX 1024 - 8 = 1016.
    // Both: minY 24 + 8 = 32, maxY 1366 - 20 - 8 = 1338, height 1306.
    // Snapped: blue (8, 32, 333.5, 1306), red (349.5, 32, 666.5, 1306).
    let solved = try LayoutEngine().solve(ComplexWidth(), on: Screens.iPadPortrait)
    expectFrames(
      solved,
      [
        "blue": edges(minX: 8, minY: 32, maxX: 341.5, maxY: 1338),
        "red": edges(minX: 349.5, minY: 32, maxX: 1016, maxY: 1338),
      ])
    #expect(solved.frame(of: "blue") == Rect(x: 8, y: 32, width: 333.5, height: 1306))
    #expect(solved.frame(of: "red") == Rect(x: 349.5, y: 32, width: 666.5, height: 1306))
    expectExactFrames(
      solved,
      [
        "blue": Rect(x: 8, y: 32, width: 1000.0 / 3, height: 1306),
        "red": Rect(x: 1048.0 / 3, y: 32, width: 2000.0 / 3, height: 1306),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func complexWidthGivesTheSameFramesWhenOneEngineReSolvesForAnotherScreen() throws {
    // Portrait (the bound blue >= 150 is active) and landscape (the ratio is active).
    try expectSameSolutionWhenReSolved(
      ComplexWidth(), Screens.homeButtonPortrait, Screens.homeButtonLandscape)
  }

  // MARK: AlternatingGrid
  //
  // W × H screen; safe area top t, bottom b; the root's margins top and bottom are 0, so the
  // margins guide runs from t to H - b. Rows 2 to 4 each hold a square of side s and a 2s × s
  // rectangle between root.left + 16 and root.right - 16, 8 apart: s + 8 + 2s = W - 32, so
  // s = (W - 40) / 3. Row 1 spans 16 ... W - 16 from y = t + 16; row 4 ends at H - b - 16; rows
  // are 8 apart, so row 1's height is (H - b - 16) - (t + 16) - 3s - 24. The square is on the
  // left in rows 2 and 4, on the right in row 3.

  @Test func alternatingGridOnANotchPhoneInPortraitIsOnTheThreeXGrid() throws {
    // 375×812 at 3x, safe area top 44, bottom 34 (Documentation/AutoLayout.md#alternating-grid).
    // s = (375 - 40)/3 = 335/3 = 111.667.
    // Row 1: y 44 + 16 = 60, row 4 ends at 812 - 34 - 16 = 762, height 762 - 60 - 335 - 24 = 343:
    // (16, 60, 343, 343), maxY 403.
    // Row 2: minY 403 + 8 = 411, maxY 411 + 335/3 = 1568/3 = 522.667.
    // Row 3: minY 1568/3 + 8 = 1592/3 = 530.667, maxY 1592/3 + 335/3 = 1927/3 = 642.333.
    // Row 4: minY 1927/3 + 8 = 1951/3 = 650.333, maxY 1951/3 + 335/3 = 2286/3 = 762 (as required).
    // Square left: x 16 ... 16 + 335/3 = 383/3 = 127.667; rectangle right: 383/3 + 8 = 407/3 =
    // 135.667 ... 359 (width 670/3 = 223.333).
    // Rectangle left: 16 ... 16 + 670/3 = 718/3 = 239.333; square right: 718/3 + 8 = 742/3 =
    // 247.333 ... 359 (width 335/3).
    // Every edge is a whole number of pixels at 3x, so snapping changes nothing.
    let solved = try LayoutEngine().solve(AlternatingGrid(), on: Screens.notchPortrait)
    expectFrames(
      solved,
      [
        "row1": edges(minX: 16, minY: 60, maxX: 359, maxY: 403),
        "row2Left": edges(minX: 16, minY: 411, maxX: thirds(383), maxY: thirds(1568)),
        "row2Right": edges(minX: thirds(407), minY: 411, maxX: 359, maxY: thirds(1568)),
        "row3Left": edges(minX: 16, minY: thirds(1592), maxX: thirds(718), maxY: thirds(1927)),
        "row3Right": edges(minX: thirds(742), minY: thirds(1592), maxX: 359, maxY: thirds(1927)),
        "row4Left": edges(minX: 16, minY: thirds(1951), maxX: thirds(383), maxY: 762),
        "row4Right": edges(minX: thirds(407), minY: thirds(1951), maxX: 359, maxY: 762),
      ])
    #expect(solved.frame(of: "row1") == Rect(x: 16, y: 60, width: 343, height: 343))
    let side = 335.0 / 3
    expectExactFrames(
      solved,
      [
        "row1": Rect(x: 16, y: 60, width: 343, height: 343),
        "row2Left": Rect(x: 16, y: 411, width: side, height: side),
        "row2Right": Rect(x: 407.0 / 3, y: 411, width: 2 * side, height: side),
        "row3Left": Rect(x: 16, y: 1592.0 / 3, width: 2 * side, height: side),
        "row3Right": Rect(x: 742.0 / 3, y: 1592.0 / 3, width: side, height: side),
        "row4Left": Rect(x: 16, y: 1951.0 / 3, width: side, height: side),
        "row4Right": Rect(x: 407.0 / 3, y: 1951.0 / 3, width: 2 * side, height: side),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func alternatingGridOnAPortraitPhoneAtTwoXSnapsThirdsToHalfPoints() throws {
    // 375×667 at 2x, safe area top 20. s = 335/3 = 111.667 as above (same width).
    // Row 1: y 20 + 16 = 36, row 4 ends at 667 - 0 - 16 = 651, height 651 - 36 - 335 - 24 = 256:
    // (16, 36, 343, 256), maxY 292.
    // Row 2: minY 292 + 8 = 300, maxY 300 + 335/3 = 1235/3 = 411.667 -> 823.333 px -> 823 = 411.5.
    // Row 3: minY 1235/3 + 8 = 1259/3 = 419.667 -> 839.333 px -> 839 = 419.5;
    //        maxY 1259/3 + 335/3 = 1594/3 = 531.333 -> 1062.667 px -> 1063 = 531.5.
    // Row 4: minY 1594/3 + 8 = 1618/3 = 539.333 -> 1078.667 px -> 1079 = 539.5; maxY 1953/3 = 651.
    // x: 383/3 = 127.667 -> 255.333 px -> 255 = 127.5; 407/3 = 135.667 -> 271.333 px -> 271 = 135.5;
    //    718/3 = 239.333 -> 478.667 px -> 479 = 239.5; 742/3 = 247.333 -> 494.667 px -> 495 = 247.5.
    // So the snapped squares are 111.5 wide, the rectangles 223.5, and row 3 is 531.5 - 419.5 = 112
    // high while rows 2 and 4 are 111.5.
    let solved = try LayoutEngine().solve(AlternatingGrid(), on: Screens.homeButtonPortrait)
    expectFrames(
      solved,
      [
        "row1": edges(minX: 16, minY: 36, maxX: 359, maxY: 292),
        "row2Left": edges(minX: 16, minY: 300, maxX: 127.5, maxY: 411.5),
        "row2Right": edges(minX: 135.5, minY: 300, maxX: 359, maxY: 411.5),
        "row3Left": edges(minX: 16, minY: 419.5, maxX: 239.5, maxY: 531.5),
        "row3Right": edges(minX: 247.5, minY: 419.5, maxX: 359, maxY: 531.5),
        "row4Left": edges(minX: 16, minY: 539.5, maxX: 127.5, maxY: 651),
        "row4Right": edges(minX: 135.5, minY: 539.5, maxX: 359, maxY: 651),
      ])
    #expect(solved.frame(of: "row3Left") == Rect(x: 16, y: 419.5, width: 223.5, height: 112))
    #expect(solved.frame(of: "row4Left") == Rect(x: 16, y: 539.5, width: 111.5, height: 111.5))
    let side = 335.0 / 3
    expectExactFrames(
      solved,
      [
        "row1": Rect(x: 16, y: 36, width: 343, height: 256),
        "row2Left": Rect(x: 16, y: 300, width: side, height: side),
        "row2Right": Rect(x: 407.0 / 3, y: 300, width: 2 * side, height: side),
        "row3Left": Rect(x: 16, y: 1259.0 / 3, width: 2 * side, height: side),
        "row3Right": Rect(x: 742.0 / 3, y: 1259.0 / 3, width: side, height: side),
        "row4Left": Rect(x: 16, y: 1618.0 / 3, width: side, height: side),
        "row4Right": Rect(x: 407.0 / 3, y: 1618.0 / 3, width: 2 * side, height: side),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func alternatingGridOnAnIPadInPortrait() throws {
    // 1024×1366 at 2x, safe area top 24, bottom 20 (the root's side margins of 20 play no part:
    // the grid is pinned to root.left and root.right). s = (1024 - 40)/3 = 984/3 = 328.
    // Row 1: y 24 + 16 = 40, row 4 ends at 1366 - 20 - 16 = 1330, height 1330 - 40 - 984 - 24 = 282:
    // (16, 40, 992, 282), maxY 322.
    // Row 2: 330 ... 658; row 3: 666 ... 994; row 4: 1002 ... 1330.
    // Square left: 16 ... 344; rectangle right: 352 ... 1008 (656 = 2 × 328).
    // Rectangle left: 16 ... 672; square right: 680 ... 1008.
    let solved = try LayoutEngine().solve(AlternatingGrid(), on: Screens.iPadPortrait)
    expectFrames(
      solved,
      [
        "row1": Rect(x: 16, y: 40, width: 992, height: 282),
        "row2Left": Rect(x: 16, y: 330, width: 328, height: 328),
        "row2Right": Rect(x: 352, y: 330, width: 656, height: 328),
        "row3Left": Rect(x: 16, y: 666, width: 656, height: 328),
        "row3Right": Rect(x: 680, y: 666, width: 328, height: 328),
        "row4Left": Rect(x: 16, y: 1002, width: 328, height: 328),
        "row4Right": Rect(x: 352, y: 1002, width: 656, height: 328),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func alternatingGridOnALandscapePhoneOverflowsAndGivesRowOneANegativeHeight() throws {
    // 812×375 at 3x, safe area left 44, right 44, bottom 21. The grid is pinned to root.left and
    // root.right, not the safe area: s = (812 - 40)/3 = 772/3 = 257.333, and three rows of that
    // height (772) do not fit in the 375-point screen. Everything is still determined:
    // Row 4 ends at 375 - 21 - 16 = 338 and starts at 338 - 772/3 = 242/3 = 80.667.
    // Row 3: maxY 242/3 - 8 = 218/3 = 72.667, minY 218/3 - 772/3 = -554/3 = -184.667.
    // Row 2: maxY -554/3 - 8 = -578/3 = -192.667, minY -578/3 - 772/3 = -1350/3 = -450.
    // Row 1: minY 0 + 16 = 16, maxY -450 - 8 = -458, so its height is -458 - 16 = -474.
    // Square left: 16 ... 16 + 772/3 = 820/3; rectangle right: 820/3 + 8 = 844/3 ... 796.
    // Rectangle left: 16 ... 16 + 1544/3 = 1592/3; square right: 1592/3 + 8 = 1616/3 ... 796.
    // All on the 3x grid. UIKit would lay this out the same way; the engine reports row 1's
    // impossible size, which is the only diagnostic.
    let solved = try LayoutEngine().solve(AlternatingGrid(), on: Screens.notchLandscape)
    expectFrames(
      solved,
      [
        "row1": edges(minX: 16, minY: 16, maxX: 796, maxY: -458),
        "row2Left": edges(minX: 16, minY: -450, maxX: thirds(820), maxY: thirds(-578)),
        "row2Right": edges(minX: thirds(844), minY: -450, maxX: 796, maxY: thirds(-578)),
        "row3Left": edges(minX: 16, minY: thirds(-554), maxX: thirds(1592), maxY: thirds(218)),
        "row3Right": edges(minX: thirds(1616), minY: thirds(-554), maxX: 796, maxY: thirds(218)),
        "row4Left": edges(minX: 16, minY: thirds(242), maxX: thirds(820), maxY: 338),
        "row4Right": edges(minX: thirds(844), minY: thirds(242), maxX: 796, maxY: 338),
      ])
    #expect(solved.frame(of: "row1") == Rect(x: 16, y: 16, width: 780, height: -474))
    #expect(solved.diagnostics.map(\.kind) == [.invalidSize])
    #expect(solved.diagnostics.map(\.views) == [["row1"]])
  }

  @Test func alternatingGridGivesTheSameFramesWhenOneEngineReSolvesForAnotherScreen() throws {
    // 3x with a notch, then 2x with a status bar: the size, the safe area and the scale change.
    try expectSameSolutionWhenReSolved(AlternatingGrid(), Screens.notchPortrait, Screens.homeButtonPortrait)
  }

  // MARK: PoweredAnchors
  //
  // R = the root's readable content guide: the margins guide (safe area inset by the screen's
  // margins) narrowed to at most 672 and centred. The card spans R horizontally, starts 16 below
  // the safe area's top, and has no safe-area insets of its own (it reaches into no unsafe region),
  // so its margins guide is its bounds inset by 8 on each side. With the card at (x, y, w, h):
  // avatar (x + 8, y + 8, 48, 48) (width 48, width == 1 × height);
  // title: minX x + 8 + 48 + 12 = x + 68, maxX x + w - 8, so width w - 76; y + 8, height 22;
  // subtitle: minX x + 68, y + 8 + 22 + 4 = y + 34, height 16, width 160 @750 but its maxX at most
  // the title's, so width min(160, w - 76).
  // Height: the card's margins guide bottom (y + h - 8) must be >= the avatar's bottom (y + 56)
  // and the subtitle's (y + 50), so h >= 64 and h >= 58; height == 0 @250 pulls it to h = 64.

  @Test func poweredAnchorsOnAPortraitPhone() throws {
    // 375×667 at 2x, safe area top 20, margins 16. Margins guide x 16 ... 359 (343 wide < 672),
    // so R = 16 ... 359. Card (16, 20 + 16 = 36, 343, 64).
    // Avatar (24, 44, 48, 48); title (84, 44, 343 - 76 = 267, 22), maxX 351 = 359 - 8;
    // subtitle (84, 44 + 26 = 70, 160, 16).
    let solved = try LayoutEngine().solve(PoweredAnchors(), on: Screens.homeButtonPortrait)
    expectFrames(
      solved,
      [
        "card": Rect(x: 16, y: 36, width: 343, height: 64),
        "avatar": Rect(x: 24, y: 44, width: 48, height: 48),
        "title": Rect(x: 84, y: 44, width: 267, height: 22),
        "subtitle": Rect(x: 84, y: 70, width: 160, height: 16),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func poweredAnchorsOnALandscapeNotchPhoneNarrowsTheCardToTheReadableWidth() throws {
    // 812×375 at 3x, safe area left 44, right 44, bottom 21, margins 20. Margins guide x
    // 44 + 20 = 64 ... 812 - 64 = 748, 684 wide > 672, so R is narrowed by (684 - 672)/2 = 6 on
    // each side: 70 ... 742. Card (70, 0 + 16 = 16, 672, 64), clear of the safe-area insets.
    // Avatar (78, 24, 48, 48); title (138, 24, 672 - 76 = 596, 22), maxX 734 = 742 - 8;
    // subtitle (138, 50, 160, 16).
    let solved = try LayoutEngine().solve(PoweredAnchors(), on: Screens.notchLandscape)
    expectFrames(
      solved,
      [
        "card": Rect(x: 70, y: 16, width: 672, height: 64),
        "avatar": Rect(x: 78, y: 24, width: 48, height: 48),
        "title": Rect(x: 138, y: 24, width: 596, height: 22),
        "subtitle": Rect(x: 138, y: 50, width: 160, height: 16),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func poweredAnchorsOnAnIPadCentresTheCardInTheReadableWidth() throws {
    // 1024×1366 at 2x, safe area top 24, bottom 20, margins 20. Margins guide (20, 24, 984, 1322);
    // R is narrowed by (984 - 672)/2 = 156 on each side: (176, 24, 672, 1322), the same top and
    // bottom as the margins guide. Card (176, 24 + 16 = 40, 672, 64).
    // Avatar (184, 48, 48, 48); title (244, 48, 596, 22), maxX 840 = 848 - 8;
    // subtitle (244, 74, 160, 16). The card's margins guide: (176 + 8, 40 + 8, 672 - 16, 64 - 16)
    // = (184, 48, 656, 48).
    let solved = try LayoutEngine().solve(PoweredAnchors(), on: Screens.iPadPortrait)
    expectFrames(
      solved,
      [
        "card": Rect(x: 176, y: 40, width: 672, height: 64),
        "avatar": Rect(x: 184, y: 48, width: 48, height: 48),
        "title": Rect(x: 244, y: 48, width: 596, height: 22),
        "subtitle": Rect(x: 244, y: 74, width: 160, height: 16),
      ])
    #expect(
      guideFrame(of: .readableContent, ownedBy: "root", in: solved)
        == Rect(x: 176, y: 24, width: 672, height: 1322))
    #expect(
      guideFrame(of: .layoutMargins, ownedBy: "card", in: solved)
        == Rect(x: 184, y: 48, width: 656, height: 48))
    #expect(solved.diagnostics == [])
  }

  @Test func poweredAnchorsOnALandscapeIPadMiniCentresTheCardOnAHalfPoint() throws {
    // 1133×744 at 2x, safe area top 24, bottom 20, margins 20. Margins guide x 20 ... 1113, 1093
    // wide; R is narrowed by (1093 - 672)/2 = 210.5 on each side: 230.5 ... 902.5 (on the 2x grid).
    // Card (230.5, 40, 672, 64); avatar (238.5, 48, 48, 48); title (298.5, 48, 596, 22), maxX
    // 894.5 = 902.5 - 8; subtitle (298.5, 74, 160, 16).
    let solved = try LayoutEngine().solve(PoweredAnchors(), on: Screens.iPadMiniLandscape)
    expectFrames(
      solved,
      [
        "card": Rect(x: 230.5, y: 40, width: 672, height: 64),
        "avatar": Rect(x: 238.5, y: 48, width: 48, height: 48),
        "title": Rect(x: 298.5, y: 48, width: 596, height: 22),
        "subtitle": Rect(x: 298.5, y: 74, width: 160, height: 16),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func poweredAnchorsOnANarrowScreenShrinksTheSubtitleToTheTitle() throws {
    // 240×400 at 1x, no insets, margins 16: R = 16 ... 224, card (16, 16, 208, 64).
    // Avatar (24, 24, 48, 48); title (84, 24, 208 - 76 = 132, 22), maxX 216.
    // The subtitle's maxX <= 216 (required) caps its width at 132; width == 160 @750 is as close as
    // it can be there: subtitle (84, 50, 132, 16).
    let solved = try LayoutEngine().solve(PoweredAnchors(), on: Screens.narrow)
    expectFrames(
      solved,
      [
        "card": Rect(x: 16, y: 16, width: 208, height: 64),
        "avatar": Rect(x: 24, y: 24, width: 48, height: 48),
        "title": Rect(x: 84, y: 24, width: 132, height: 22),
        "subtitle": Rect(x: 84, y: 50, width: 132, height: 16),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func poweredAnchorsGivesTheSameFramesWhenOneEngineReSolvesForAnotherScreen() throws {
    // The narrow screen makes the subtitle's `<=` bind instead of its width @750; the card's
    // derived insets (its margins guide) move with it.
    try expectSameSolutionWhenReSolved(PoweredAnchors(), Screens.homeButtonPortrait, Screens.narrow)
  }
}

// MARK: - Helpers

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
  #expect(
    solved.frames.count == expected.count + 1, "one frame per view and the root",
    sourceLocation: sourceLocation)
  for (name, frame) in expected {
    #expect(solved.frame(of: name) == frame, "snapped frame of \(name)", sourceLocation: sourceLocation)
  }
}

/// Expects each named view's frame before snapping to be within round-off of the given one.
private func expectExactFrames(
  _ solved: SolvedLayout, _ expected: KeyValuePairs<String, Rect>,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  for (name, frame) in expected {
    let exact = solved.layout.viewIndex(named: name).map { solved.exactFrames[$0] }
    #expect(
      exact.map { isClose($0, frame) } == true,
      "exact frame of \(name): \(exact.map(\.description) ?? "none")",
      sourceLocation: sourceLocation)
  }
}

/// Whether two frames agree to within round-off (1e-9 points on each of x, y, width, height).
private func isClose(_ lhs: Rect, _ rhs: Rect) -> Bool {
  let tolerance = 1e-9
  return abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
    && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
}

/// The snapped frame of a system guide of the view named `owner`.
private func guideFrame(of kind: Layout.GuideRecord.Kind, ownedBy owner: String, in solved: SolvedLayout)
  -> Rect?
{
  guard let ownerIndex = solved.layout.viewIndex(named: owner),
    let index = solved.layout.guides.firstIndex(where: { $0.kind == kind && $0.owner == ownerIndex })
  else { return nil }
  return solved.guideFrames[index]
}

/// Solves `program` on `a`, then `b`, then `a` again with one engine, and expects the same frames
/// (snapped and exact) and diagnostics as a fresh engine per screen.
///
/// The engine re-uses its system only for an equal layout; the examples do not branch on the
/// screen and both screens have the same root margins, so the layouts are equal and the second and
/// third solves only move the system's edit variables.
private func expectSameSolutionWhenReSolved(
  _ program: some LayoutProgram, _ a: Screen, _ b: Screen,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  #expect(
    try Layout(program, screen: a) == Layout(program, screen: b),
    "the layouts must be equal for the engine to re-solve",
    sourceLocation: sourceLocation)
  let engine = LayoutEngine()
  let screens = [a, b, a]
  let reSolved = try screens.map { try engine.solve(program, on: $0) }
  let fresh = try screens.map { try LayoutEngine().solve(program, on: $0) }
  for (index, (reused, new)) in zip(reSolved, fresh).enumerated() {
    let step = "solve \(index + 1) (\(screens[index].size))"
    #expect(reused.frames == new.frames, "snapped frames, \(step)", sourceLocation: sourceLocation)
    #expect(reused.exactFrames == new.exactFrames, "exact frames, \(step)", sourceLocation: sourceLocation)
    #expect(reused.diagnostics == new.diagnostics, "diagnostics, \(step)", sourceLocation: sourceLocation)
    #expect(new.diagnostics == [], "diagnostics, \(step)", sourceLocation: sourceLocation)
  }
  #expect(
    reSolved[0].frames != reSolved[1].frames, "the two screens give different frames",
    sourceLocation: sourceLocation)
}
