import LayoutShot
import LayoutShotExamples
import Testing

// The frames of the examples whose layout follows text (TypeScale, ProfileCard), derived by hand
// from their constraints and the system font's facts, read independently of LayoutShot:
// - widths: Inter 3.019 (the bundled Inter-roman.var.ttf, 2,816 units per em): the sums of the
//   advances and the kerning, given as literals below. At weight 400, the default instance, they
//   are uharfbuzz 0.57's (kern on, liga and calt off). At bold (wght 700, normalized 0.6, 9,830 in
//   F2Dot14) the advances are hmtx plus HVAR's deltas, read unrounded with fontTools 4.68's
//   VarStoreInstancer (HarfBuzz rounds an advance's variation delta to whole units, as a static
//   instance would), and the kerning is uharfbuzz's at `set_variations({"wght": 700})` (GPOS
//   values with their GDEF deltas). Plus the tracking after every character (the last one
//   included), read from `SystemFont.tracking(weight:)`, whose fitted values may be tuned (the
//   points quoted in comments are those when this was written);
// - heights: San Francisco's line metrics, as UIKit reports them: ascender 1,950, descender −494,
//   line gap 0 at 2,048 units per em, the same at every weight (a line is 2,444 units).
// A label's intrinsic size is its text's rounded up to whole pixels; the engine snaps each edge to
// the nearest pixel, halves up.

/// `units` of Inter (2,816 to the em) at `size` points.
private func points(_ units: Double, size: Double) -> Double {
  units * size / 2816
}

/// The system font's tracking at `size` points and `weight`, in points.
private func tracking(_ size: Double, _ weight: FontWeight) -> Double {
  SystemFont.tracking(weight: weight).points(atSize: size)
}

/// San Francisco's line height at `size` points: 2,444 units of 2,048 to the em.
private func lineHeight(_ size: Double) -> Double {
  2444 * size / 2048
}

/// San Francisco's ascender at `size` points: 1,950 units of 2,048 to the em.
private func ascender(_ size: Double) -> Double {
  1950 * size / 2048
}

/// `value` rounded up to whole pixels of `scale`, as UIKit rounds a label's size.
private func pixelsUp(_ value: Double, scale: Double) -> Double {
  (value * scale).rounded(.up) / scale
}

/// `value` snapped to the nearest pixel of `scale`, halves up, as the engine snaps an edge.
private func snapped(_ value: Double, scale: Double) -> Double {
  (value * scale + 0.5).rounded(.down) / scale
}

/// A text on one line in the system font: its advances and kerning in Inter's units (uharfbuzz),
/// at `size` points and `weight`.
private struct SystemText {
  var text: String
  var units: Double
  var size: Double
  var weight: FontWeight = .regular

  /// The width in points: the units scaled, plus the tracking after each character.
  var width: Double { points(units, size: size) + Double(text.count) * tracking(size, weight) }

  /// The size of a label showing it, rounded up to the pixel grid of `scale`.
  func labelSize(scale: Double) -> Size {
    Size(width: pixelsUp(width, scale: scale), height: pixelsUp(lineHeight(size), scale: scale))
  }
}

/// The frame of a label of `size` centred on `centerX` with its top at `top` (on the grid), its
/// edges snapped at `scale`.
private func centered(_ size: Size, centerX: Double, top: Double, scale: Double) -> Rect {
  let minX = snapped(centerX - size.width / 2, scale: scale)
  let maxX = snapped(centerX + size.width / 2, scale: scale)
  return Rect(x: minX, y: top, width: maxX - minX, height: size.height)
}

// TypeScale's texts (Examples/TypeScale.swift).
private let caption = SystemText(text: "The quick brown fox jumps over the lazy dog", units: 59_588, size: 12)
private let body = SystemText(text: "Hello, World!", units: 16_776, size: 17)
private let title = SystemText(text: "LayoutShot", units: 15_770.375, size: 28, weight: .bold)
private let largeTitle = SystemText(text: "Snapshots", units: 14_732.77197265625, size: 34, weight: .bold)

@Suite("Text example frames")
struct TextExampleFrameTests {
  @Test func typeScaleOnAHomeButtonPhone() throws {
    // 375×667 at 2x, safe area top 20; centre x 187.5. Each label is its text's size rounded up
    // to half points, centred (edges snapped), and 8 below the one before. When written:
    // caption, 12 pt: 59,588 units = 253.93 + 43 × 0.012 = 254.44 -> 254.5; 14.32 -> 14.5 high;
    //   x 60.25 (120.5 px -> 121 = 60.5) ... 314.75 (629.5 px -> 630 = 315); y 20 + 20 = 40.
    // body, 17 pt: 16,776 units = 101.28 + 13 × −0.425 = 95.75 -> 96; 20.29 -> 20.5; x 139.5 ...
    //   235.5; y 40 + 14.5 + 8 = 62.5.
    // title, bold 28 pt: 15,770.375 units = 156.81 + 10 × −0.767 = 149.14 -> 149.5; 33.41 ->
    //   33.5; x 112.75 (225.5 px -> 226 = 113) ... 262.25 (-> 262.5); y 62.5 + 20.5 + 8 = 91.
    // largeTitle, bold 34 pt: 14,732.77 units = 177.88 + 9 × −1.0 = 168.89 -> 169; 40.57 -> 41;
    //   x 103 ... 272; y 91 + 33.5 + 8 = 132.5.
    let scale = 2.0
    let sizes = [caption, body, title, largeTitle].map { $0.labelSize(scale: scale) }
    #expect(sizes.map(\.height) == [14.5, 20.5, 33.5, 41])
    var top = 20.0 + 20
    var expected: [Rect] = []
    for size in sizes {
      expected.append(centered(size, centerX: 187.5, top: top, scale: scale))
      top += size.height + 8
    }
    let solved = try LayoutEngine().solve(TypeScale(), on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "caption") == expected[0])
    #expect(solved.frame(of: "body") == expected[1])
    #expect(solved.frame(of: "title") == expected[2])
    #expect(solved.frame(of: "largeTitle") == expected[3])
    // Before rounding, the typesetter's widths are the hand sums (within a thousandth of a point:
    // the bold sums are fractions of units, computed in another order).
    for (name, text) in [("caption", caption), ("body", body), ("title", title), ("largeTitle", largeTitle)] {
      let used = try #require(solved.textLayout(of: name)?.usedWidth)
      #expect(abs(used - text.width) < 1e-3, "\(name): \(used) for \(text.width)")
    }
    #expect(solved.diagnostics == [])
  }

  @Test func typeScaleLabelsKeepTheirSizeOnEveryScreen() throws {
    for screen in [Screens.notchPortrait, Screens.notchLandscape, Screens.iPadPortrait] {
      let solved = try LayoutEngine().solve(TypeScale(), on: screen)
      // The caption, 254.44 points when written: at 3x 763.33 px -> 764 = 254.667; at 2x 254.5.
      // (The frame's width is the difference of its snapped edges: within float noise.)
      let width = try #require(solved.frame(of: "caption")?.width)
      #expect(abs(width - caption.labelSize(scale: screen.scale).width) < 1e-9)
      #expect(solved.diagnostics == [])
    }
  }

  // MARK: ProfileCard
  //
  // The biography is 15 points regular. Its words' advance sums (uharfbuzz; kerning inside a word
  // included) are below, and a space is 792 units; no kerning pair of Inter involves the space next
  // to these words (each two neighbouring words shaped with their space add up to the three
  // parts). The expected lines are recomputed from these widths by greedy wrapping
  // (`wrappedBiography`), with the tracking of the moment, and checked against the typesetter's,
  // text and width.
  //
  // When written (−0.225 tracking at 15 points), at 256 points six lines: "Mathematician and
  // writer, known for" (250.71; with " her" 277.21), "her notes on Charles Babbage's",
  // "Analytical Engine — the first", "published algorithm meant for a", "machine. She saw that it
  // could act" (235.87; with " on" 257.14), "on more than numbers."; at 640 three: "Mathematician
  // … Analytical Engine —" (613.51; with " the" 640.05), "the first published … act on more
  // than" (610.59; with " numbers." 678.92), "numbers.". A 15-point line is 17.9004 points: 6
  // lines 107.4 (107.5 at 2x), 3 lines 53.7 (54).

  @Test func profileCardWrapsItsBiographyOnASmallPhone() throws {
    // 320×568 at 2x, safe area top 20, margins 16: the card spans 16 ... 304 from y 36; its
    // margins are 16, so the biography is 288 - 32 = 256 wide, 12 below the 80-point avatar
    // (y 36 + 16 + 80 + 12 = 144).
    let small = Screen(
      device: "iphone-se-1st", size: Size(width: 320, height: 568), scale: 2,
      safeAreaInsets: EdgeInsets(top: 20))
    let lines = wrappedBiography(width: 256)
    let solved = try LayoutEngine().solve(ProfileCard(), on: small)
    #expect(
      solved.frame(of: "bio")
        == Rect(x: 32, y: 144, width: 256, height: pixelsUp(Double(lines.count) * lineHeight(15), scale: 2)))
    expectLines(solved.textLayout(of: "bio"), lines)
    // The name (bold 22 pt: 18,402.37 units = 143.77 + 12 × −0.603 = 136.53 when written, 137 at
    // 2x) fits the 256 - 80 - 12 = 164 points beside the avatar whole.
    let name = SystemText(text: "Ada Lovelace", units: 18_402.373046875, size: 22, weight: .bold)
    #expect(name.labelSize(scale: 2).width <= 164)
    #expect(solved.frame(of: "name")?.width == name.labelSize(scale: 2).width)
    #expect(solved.textLayout(of: "name")?.lines.map(\.text) == ["Ada Lovelace"])
    let nameWidth = try #require(solved.textLayout(of: "name")?.usedWidth)
    #expect(abs(nameWidth - name.width) < 1e-3, "\(nameWidth) for \(name.width)")
    #expect(solved.diagnostics == [])
  }

  @Test func profileCardCutsTheNameOnANarrowPhone() throws {
    // A made-up 280-point phone at 2x: the card spans 16 ... 264, the biography 216 points, and
    // the name has 216 - 80 - 12 = 124 beside the avatar, less than its 136.53 (bold 22 pt, see
    // above). It resists compression less than the avatar, so it is cut at the tail, one character
    // at a time: "Ada Lovel…" (15,681.58 units, the ellipsis included, 10 characters: 116.48 when
    // written) fits, "Ada Lovela…" (17,315.18, 11: 128.64) does not.
    let narrow = Screen(size: Size(width: 280, height: 568), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
    let name = SystemText(text: "Ada Lovelace", units: 18_402.373046875, size: 22, weight: .bold)
    #expect(name.width > 124)
    #expect(SystemText(text: "Ada Lovel…", units: 15_681.58251953125, size: 22, weight: .bold).width <= 124)
    #expect(SystemText(text: "Ada Lovela…", units: 17_315.1806640625, size: 22, weight: .bold).width > 124)
    let solved = try LayoutEngine().solve(ProfileCard(), on: narrow)
    #expect(solved.frame(of: "name")?.minX == 124)
    #expect(solved.frame(of: "name")?.width == 124)
    #expect(solved.textLayout(of: "name")?.lines.map(\.text) == ["Ada Lovel…"])
    let cut = SystemText(text: "Ada Lovel…", units: 15_681.58251953125, size: 22, weight: .bold).width
    let cutWidth = try #require(solved.textLayout(of: "name")?.lines.first?.width)
    #expect(abs(cutWidth - cut) < 1e-3, "\(cutWidth) for \(cut)")
    #expect(solved.diagnostics == [])
  }

  @Test func profileCardWrapsItsBiographyOnAnIPad() throws {
    // 1024×1366 at 2x, safe area top 24, margins 20: the readable guide is 672 wide, centred in
    // 20 ... 1004, so the card spans 176 ... 848 from y 40; the avatar is at (192, 56), 80 × 80.
    let solved = try LayoutEngine().solve(ProfileCard(), on: Screens.iPadPortrait)
    #expect(solved.frame(of: "card")?.minX == 176)
    #expect(solved.frame(of: "avatar") == Rect(x: 192, y: 56, width: 80, height: 80))
    let lines = wrappedBiography(width: 640)
    expectLines(solved.textLayout(of: "bio"), lines)
    let bioHeight = pixelsUp(Double(lines.count) * lineHeight(15), scale: 2)
    #expect(solved.frame(of: "bio") == Rect(x: 192, y: 148, width: 640, height: bioHeight))
    // The name's first baseline is 36 below the avatar's top, 92. Bold 22 pt: a line of 26.254,
    // 26.5 at 2x, the text centred, its baseline (26.5 - 26.254) / 2 + 1,950 × 22 / 2048 = 21.07
    // below its top: top 70.93 (141.86 px -> 142 = 71), bottom 97.43 (194.86 px -> 195 = 97.5).
    let name = SystemText(text: "Ada Lovelace", units: 18_402.373046875, size: 22, weight: .bold)
      .labelSize(scale: 2)
    let nameTop = 92 - (name.height - lineHeight(22)) / 2 - ascender(22)
    #expect(abs(nameTop - 70.9296875) < 1e-9)
    let nameMinY = snapped(nameTop, scale: 2)
    let nameMaxY = snapped(nameTop + name.height, scale: 2)
    #expect(
      solved.frame(of: "name") == Rect(x: 284, y: nameMinY, width: name.width, height: nameMaxY - nameMinY))
    // The biography's last baseline: its top, the free space above its text ((54 - 3 × 17.9) / 2
    // when written), the lines above the last and the ascender. Follow's first baseline is 24
    // below it, and 6 + (18 - 17.9) / 2 + 14.28 below Follow's top (its 15-point title line, 17.9,
    // is 18 at 2x, and a classic button pads it by 6 above and below).
    let count = Double(lines.count)
    let lastBaseline =
      148 + (bioHeight - count * lineHeight(15)) / 2 + (count - 1) * lineHeight(15) + ascender(15)
    let titleHeight = pixelsUp(lineHeight(15), scale: 2)
    let followTop = lastBaseline + 24 - 6 - (titleHeight - lineHeight(15)) / 2 - ascender(15)
    if lines.count == 3 {
      // 148 + 0.149 + 35.801 + 14.282 + 24 - 6 - 0.05 - 14.282.
      #expect(abs(followTop - 201.900390625) < 1e-9)
    }
    // Follow: "Follow" (8,472 units = 45.13 + 6 × −0.225 = 43.78 when written, 44 at 2x) 18 + 12
    // high, from y 201.9 (403.8 px -> 404 = 202) to 231.9 (-> 232); Message (12,032 units: 62.52,
    // 63) 16 after it, on the same baseline. The card ends 16 below the buttons: 247.9
    // (495.8 px -> 496 = 248).
    let follow = SystemText(text: "Follow", units: 8_472, size: 15).labelSize(scale: 2).width
    let message = SystemText(text: "Message", units: 12_032, size: 15).labelSize(scale: 2).width
    let buttonMinY = snapped(followTop, scale: 2)
    let buttonHeight = snapped(followTop + titleHeight + 12, scale: 2) - buttonMinY
    #expect(solved.frame(of: "follow") == Rect(x: 192, y: buttonMinY, width: follow, height: buttonHeight))
    #expect(
      solved.frame(of: "message")
        == Rect(x: 192 + follow + 16, y: buttonMinY, width: message, height: buttonHeight))
    #expect(
      solved.frame(of: "card")
        == Rect(x: 176, y: 40, width: 672, height: snapped(followTop + titleHeight + 12 + 16, scale: 2) - 40))
    #expect(solved.diagnostics == [])
  }
}

// MARK: - The biography's wrapping

/// ProfileCard's biography as words, each with its advance sum in Inter's units at weight 400
/// (uharfbuzz, kerning inside the word included).
private let biographyWords: [(text: String, units: Double)] = [
  ("Mathematician", 19_656), ("and", 4_984), ("writer,", 8_312), ("known", 8_744), ("for", 3_680),
  ("her", 4_352), ("notes", 7_448), ("on", 3_328), ("Charles", 10_128), ("Babbage's", 13_956),
  ("Analytical", 12_896), ("Engine", 9_004), ("—", 2_816), ("the", 4_360), ("first", 5_228),
  ("published", 12_960), ("algorithm", 12_536), ("meant", 8_348), ("for", 3_680), ("a", 1_588),
  ("machine.", 12_004), ("She", 5_100), ("saw", 5_348), ("that", 5_332), ("it", 1_692), ("could", 7_304),
  ("act", 4_184), ("on", 3_328), ("more", 6_768), ("than", 5_956), ("numbers.", 12_416),
]

/// The width in points of `words` on one line at 15 points, one space (792 units) between each
/// two, and the tracking after every character, spaces included.
private func biographyWidth(_ words: ArraySlice<(text: String, units: Double)>) -> Double {
  let spaces = Double(words.count - 1)
  let units = words.reduce(0.0) { $0 + $1.units } + spaces * 792
  let characters = words.reduce(0.0) { $0 + Double($1.text.count) } + spaces
  return points(units, size: 15) + characters * tracking(15, .regular)
}

/// The biography's lines wrapped greedily at `width` points, with their widths.
///
/// Each line takes the next word while the line, the space before the word included, still fits;
/// the space at a break hangs.
private func wrappedBiography(width: Double) -> [(text: String, width: Double)] {
  var lines: [Range<Int>] = []
  var start = 0
  for end in 1...biographyWords.count where biographyWidth(biographyWords[start..<end]) > width {
    lines.append(start..<(end - 1))
    start = end - 1
  }
  lines.append(start..<biographyWords.count)
  return lines.map { range in
    (biographyWords[range].map(\.text).joined(separator: " "), biographyWidth(biographyWords[range]))
  }
}

/// Expects the typesetter's lines of the biography to be `lines`, each as wide as computed (within
/// float noise: the sums are of fractions of points, in another order).
private func expectLines(
  _ layout: TextLayout?, _ lines: [(text: String, width: Double)],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(layout?.lines.map(\.text) == lines.map(\.text), sourceLocation: sourceLocation)
  let widths = layout?.lines.map(\.width) ?? []
  #expect(
    widths.count == lines.count && zip(widths, lines).allSatisfy { abs($0 - $1.width) < 1e-9 },
    "\(widths) for \(lines.map(\.width))", sourceLocation: sourceLocation)
}
