import Testing
import Typesetting

// Widths are sums of advance widths and kerning pairs read with fontTools, independently of this
// module (`TTFont(path)['hmtx'][name][0]` for each character's glyph from `getBestCmap()`, plus
// `['kern'].kernTables[0].kernTable[(left, right)]` for each consecutive pair; a character the
// font lacks counts as '.notdef', 1229 units). Most tests set the font at 2048 points, DejaVu
// Sans's units per em, so that one font unit is one point and the numbers below are those units.

@Suite("Measuring text")
struct TextMeasurementTests {
  @Test(arguments: [
    // 13,303 of advances, W-o kerned by -120.
    ("Hello, World!", 13183),
    // 46,171 of advances, r-o -45 and o-x -63.
    ("The quick brown fox jumps over the lazy dog", 46063),
    // 4,203 of advances, A-V and V-A -131 each.
    ("AVA", 3941),
    ("To", 2156),
    ("Grapevine", 10583),
  ])
  func widthsAreAdvancesPlusKerning(text: String, units: Int) throws {
    let font = try TestFonts.regular()
    let layout = Typesetter.layout(text, font: font.sized(17))
    // 17 / 2048 is exact in binary, so the scaled width is exactly units × 17 / 2048.
    #expect(layout.usedWidth == Double(units) * 17 / 2048)
    #expect(Typesetter.layout(text, font: font.sized(2048)).usedWidth == Double(units))
  }

  @Test func boldWidths() throws {
    let bold = try TestFonts.bold()
    // "LayoutShot": 13,185 of advances, a-y -63. "Snapshots": 12,063, no pairs.
    #expect(Typesetter.layout("LayoutShot", font: bold.sized(2048)).usedWidth == 13122)
    #expect(Typesetter.layout("Snapshots", font: bold.sized(2048)).usedWidth == 12063)
  }

  @Test func glyphsArePlacedByAdvanceAndKerning() throws {
    // T (55) advances 1251, T-o kerns -348: o starts at 903.
    let layout = Typesetter.layout("To", font: try TestFonts.regular().sized(2048))
    #expect(
      layout.lines.first?.glyphs == [
        PositionedGlyph(glyph: 55, position: Point(x: 0, y: 1901)),
        PositionedGlyph(glyph: 82, position: Point(x: 903, y: 1901)),
      ])
  }

  @Test func lineHeightAndBaselinesFollowTheHorizontalHeader() throws {
    let body = try TestFonts.regular().sized(17)
    // hhea: ascender 1901, descender -483, line gap 0: a line is 2384 units.
    #expect(body.lineHeight == 2384.0 * 17 / 2048)
    #expect(body.ascender == 1901.0 * 17 / 2048)
    let layout = Typesetter.layout("One\nTwo\nThree", font: body, style: ParagraphStyle(numberOfLines: 0))
    #expect(layout.lineCount == 3)
    #expect(layout.firstBaseline == 1901.0 * 17 / 2048)
    #expect(layout.lastBaseline == 1901.0 * 17 / 2048 + 2 * (2384.0 * 17 / 2048))
    #expect(layout.height == 3 * (2384.0 * 17 / 2048))
  }

  @Test func missingCharactersDrawNotdefAndAreReported() throws {
    let layout = Typesetter.layout("Hi 中文!中", font: try TestFonts.regular().sized(2048))
    #expect(layout.missingCharacters == ["中", "文"])
    #expect(layout.lines.first?.glyphs.map(\.glyph).filter { $0 == 0 }.count == 3)
    // H 1540 + i 569 + space 651 + two .notdef 1229 + ! 821 + .notdef 1229.
    #expect(layout.usedWidth == 6039 + 1229)
  }

  @Test func emptyText() throws {
    let layout = Typesetter.layout("", font: try TestFonts.regular().sized(17))
    #expect(layout.lines.isEmpty)
    #expect(layout.height == 0)
    #expect(layout.usedWidth == 0)
  }

  @Test func outlineSnapshotOfAWord() throws {
    // fontTools: 'H' (advance 1540) is one contour (201, 1493) (403, 1493) (403, 881) (1137, 881)
    // (1137, 1493) (1339, 1493) (1339, 0) (1137, 0) (1137, 711) (403, 711) (403, 0) (201, 0); 'i'
    // two: (193, 1120) (377, 1120) (377, 0) (193, 0) and (193, 1556) (377, 1556) (377, 1323)
    // (193, 1323); all points on the curve; H-i is not kerned. At 2048 points, y = 1901 - y units
    // and i starts at x 1540.
    let layout = Typesetter.layout("Hi", font: try TestFonts.regular().sized(2048))
    #expect(
      try layout.outlinePath().svgPathData()
        == [
          "M 201 408 L 403 408 L 403 1020 L 1137 1020 L 1137 408 L 1339 408 L 1339 1901 L 1137 1901",
          "L 1137 1190 L 403 1190 L 403 1901 L 201 1901 Z",
          "M 1733 781 L 1917 781 L 1917 1901 L 1733 1901 Z M 1733 345 L 1917 345 L 1917 578 L 1733 578 Z",
        ].joined(separator: " "))
  }

  @Test func outlinesArePlacedOnTheBaseline() throws {
    // '.' is the square 219...430 × 0...254 in units, advance 651; at 2048 points one unit is one
    // point, and y runs down from the top: the baseline is at 1901.
    let layout = Typesetter.layout("..", font: try TestFonts.regular().sized(2048))
    #expect(
      try layout.outlinePath().svgPathData()
        == "M 219 1647 L 430 1647 L 430 1901 L 219 1901 Z M 870 1647 L 1081 1647 L 1081 1901 L 870 1901 Z")
    let moved = layout.offsetBy(dx: 10, dy: 20)
    #expect(try moved.glyphPaths().first?.svgPathData() == "M 229 1667 L 440 1667 L 440 1921 L 229 1921 Z")
    #expect(moved.firstBaseline == 1921)
  }
}

@Suite("Breaking lines")
struct LineBreakingTests {
  private static let pangram = "The quick brown fox jumps over the lazy dog"

  private func layout(
    _ text: String, width: Double?, mode: LineBreakMode = .byWordWrapping, lines: Int = 0,
    alignment: TextAlignment = .natural, direction: WritingDirection = .leftToRight
  ) throws -> TextLayout {
    Typesetter.layout(
      text, font: try TestFonts.regular().sized(2048), width: width,
      style: ParagraphStyle(
        alignment: alignment, lineBreakMode: mode, numberOfLines: lines, direction: direction))
  }

  @Test func wordWrappingFillsEachLine() throws {
    // "The quick brown" is 16,913 wide; with " fox" 20,687 > 20,000. "fox jumps over the" is
    // 19,233; with " lazy" it would pass 20,000.
    let wrapped = try layout(Self.pangram, width: 20000)
    #expect(wrapped.lines.map(\.text) == ["The quick brown", "fox jumps over the", "lazy dog"])
    #expect(wrapped.lines.map(\.width) == [16913, 19233, 8615])
    let baselines: [Double] = [1901, 4285, 6669]  // 1901 + 2384 × line
    #expect(wrapped.lines.map(\.baseline) == baselines)
    #expect(wrapped.height == 3 * 2384)
    #expect(wrapped.usedWidth == 19233)
    #expect(!wrapped.isTruncated)
    let narrow = try layout(Self.pangram, width: 12000)
    #expect(narrow.lines.map(\.text) == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
  }

  @Test func breaksAfterHyphens() throws {
    // "well-known" is 11,522 wide: the line breaks after the hyphen ("well-" 4,812), and "known"
    // (6,710) fits the next.
    let wrapped = try layout("well-known", width: 7000)
    #expect(wrapped.lines.map(\.text) == ["well-", "known"])
  }

  @Test func aWordLongerThanTheLineIsCutBetweenCharacters() throws {
    // "Snap" is 5,153 and "Snaps" 6,220; "shots" is 5,488.
    #expect(try layout("Snapshots", width: 5500).lines.map(\.text) == ["Snap", "shots"])
    #expect(
      try layout("Snapshots", width: 5500, mode: .byCharWrapping).lines.map(\.text) == ["Snap", "shots"])
  }

  @Test func characterWrappingIgnoresWordBoundaries() throws {
    // "The quick b" fits 12,000 ("The quick " 9,939 + b 1,300 = 11,890 with the space counted
    // inside the line), "The quick br" does not.
    let wrapped = try layout(Self.pangram, width: 12000, mode: .byCharWrapping)
    #expect(wrapped.lines.first?.text == "The quick b")
  }

  @Test func tabsAreSpacesAndLineBreaksAreOneCharacter() throws {
    // A tab draws as a space (651) and is not reported missing; "\r\n" is one line break.
    let tabbed = try layout("H\ti", width: nil)
    #expect(tabbed.usedWidth == 1540 + 651 + 569)
    #expect(tabbed.missingCharacters.isEmpty)
    #expect(try layout("a\r\nb", width: nil).lineCount == 2)
  }

  @Test func hardLineBreaks() throws {
    let text = "One\nTwo\r\nThree\u{2028}Four"
    #expect(try layout(text, width: nil).lines.map(\.text) == ["One", "Two", "Three", "Four"])
    #expect(try layout("A\n", width: nil).lines.map(\.text) == ["A", ""])
  }

  @Test func aLineLimitDropsTheRestWhenWrapping() throws {
    let limited = try layout(Self.pangram, width: 12000, lines: 2)
    #expect(limited.lines.map(\.text) == ["The quick", "brown fox"])
    #expect(limited.isTruncated)
  }

  @Test func tailTruncationOfTheLastLine() throws {
    // The second line holds the rest of its paragraph, "brown fox jumps over the lazy dog", cut to
    // fit 12,000 with "…" (2,048): "brown fo…" is 10,996, "brown fox…" 12,145.
    let limited = try layout(Self.pangram, width: 12000, mode: .byTruncatingTail, lines: 2)
    #expect(limited.lines.map(\.text) == ["The quick", "brown fo…"])
    #expect(limited.lines.last?.width == 10996)
    // One line: "Hello, W…" is 10,566, "Hello, Wo…" 11,699.
    #expect(
      try layout("Hello, World!", width: 11000, mode: .byTruncatingTail, lines: 1).lines.map(\.text) == [
        "Hello, W…"
      ])
    // Hidden paragraphs are marked even when the line fits.
    #expect(
      try layout("One\nTwo\nThree", width: nil, mode: .byTruncatingTail, lines: 2).lines.map(\.text) == [
        "One", "Two…",
      ])
  }

  @Test func headAndMiddleTruncation() throws {
    // "…, World!" is 10,040 and "…o, World!" 11,293.
    #expect(
      try layout("Hello, World!", width: 11000, mode: .byTruncatingHead, lines: 1).lines.map(\.text) == [
        "…, World!"
      ])
    // The middle grows the shorter side first: "Hell…orld!" is 10,771; one more character on
    // either side passes 11,000.
    #expect(
      try layout("Hello, World!", width: 11000, mode: .byTruncatingMiddle, lines: 1).lines.map(\.text) == [
        "Hell…orld!"
      ])
  }

  @Test func textThatFitsIsNotTruncated() throws {
    let fits = try layout("Hello, World!", width: 13183, mode: .byTruncatingTail, lines: 1)
    #expect(fits.lines.map(\.text) == ["Hello, World!"])
    #expect(!fits.isTruncated)
  }

  @Test func clippingKeepsTheWholeLine() throws {
    let clipped = try layout("Hello, World!", width: 5000, mode: .byClipping, lines: 1)
    #expect(clipped.lines.map(\.text) == ["Hello, World!"])
    #expect(clipped.lines.first?.glyphs.count == 13)
    #expect(clipped.isTruncated)
  }

  @Test func alignment() throws {
    // "Hi" is 2,109 wide in a box of 10,000.
    func x(_ alignment: TextAlignment, _ direction: WritingDirection = .leftToRight) throws -> Double? {
      try layout("Hi", width: 10000, alignment: alignment, direction: direction).lines.first?.x
    }
    #expect(try x(.left) == 0)
    #expect(try x(.natural) == 0)
    #expect(try x(.center) == (10000 - 2109) / 2)
    #expect(try x(.right) == 10000 - 2109)
    #expect(try x(.natural, .rightToLeft) == 10000 - 2109)
    #expect(try x(.left, .rightToLeft) == 0)
  }

  @Test func justifiedLinesStretchTheirSpaces() throws {
    // "The quick brown" (16,913) has two spaces for the 20,000 − 16,913 = 3,087 left: 1,543.5 each.
    // "quick" then starts at "The " (3,809 + 651) plus one extra; the last line is not stretched.
    let justified = try layout(Self.pangram, width: 20000, alignment: .justified)
    #expect(justified.lines.map(\.width) == [20000, 20000, 8615])
    #expect(justified.lines.first?.glyphs[4].position.x == 3809 + 651 + 1543.5)
    #expect(justified.lines.last?.x == 0)
  }
}
