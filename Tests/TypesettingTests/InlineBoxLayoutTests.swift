import Testing
import Typesetting

// Boxes laid out inline (attachments), as TextKit lays out an `NSTextAttachment`: one character as
// wide as the box, its bounds relative to the pen on the baseline, y upward. DejaVu Sans's `hhea`
// (read from the file with Python's struct module): ascender 1901, descender -483, line gap 0,
// 2048 units per em; at 12 points a line is 13.96875 tall, the ascender 11.138671875 and the
// depth below the baseline 2.830078125. Widths are the font's own advance widths, scaled by
// 12 / 2048 (exact in binary).

@Suite("Laying out inline boxes")
struct InlineBoxLayoutTests {
  private let ascender = 11.138671875
  private let lineHeight = 13.96875

  /// The advance of `character` in `font` at 12 points.
  private func advance(_ character: Unicode.Scalar, in font: Font) -> Double {
    font.advance(of: font.glyph(for: character) ?? Font.notdef) * 12 / 2048
  }

  @Test func aBoxShorterThanTheTextStandsOnTheBaselineAfterItsText() throws {
    let font = try TestFonts.regular()
    let body = font.sized(12)
    let layout = Typesetter.layout(
      StyledText(
        [TextRun("A", font: body), TextRun(box: InlineBox(x: 0, y: 0, width: 10, height: 8), font: body)],
        font: body))
    let line = try #require(layout.lines.first)
    // The line keeps the font's metrics; the box's bottom is on the baseline, after the "A".
    #expect(line.height == lineHeight && line.baseline == ascender)
    #expect(
      line.boxes == [
        TextLine.Box(run: 1, rect: Rect(x: advance("A", in: font), y: ascender - 8, width: 10, height: 8))
      ])
    #expect(layout.usedWidth == advance("A", in: font) + 10)
    #expect(line.text == "A\u{FFFC}")
    #expect(layout.missingCharacters.isEmpty)
  }

  @Test func aBoxTallerThanTheAscenderRaisesTheLine() throws {
    let font = try TestFonts.regular()
    let body = font.sized(12)
    let layout = Typesetter.layout(
      StyledText(
        [TextRun(box: InlineBox(x: 0, y: 0, width: 20, height: 20), font: body), TextRun("x", font: body)],
        font: body))
    let line = try #require(layout.lines.first)
    // The baseline moves down to the box's top, 20 points; the font's depth stays below it.
    #expect(line.baseline == 20)
    #expect(line.height == 20 + (lineHeight - ascender))
    #expect(layout.height == line.height)
    #expect(line.boxes.first?.rect == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(line.glyphs.first?.position == Point(x: 20, y: 20))
  }

  @Test func aBoxBelowTheBaselineDeepensTheLine() throws {
    let font = try TestFonts.regular()
    let body = font.sized(12)
    let layout = Typesetter.layout(
      StyledText(
        [TextRun("x", font: body), TextRun(box: InlineBox(x: 0, y: -5, width: 10, height: 10), font: body)],
        font: body))
    let line = try #require(layout.lines.first)
    // 5 points below the baseline is deeper than the font's 2.830078125: the line ends 5 below it.
    #expect(line.baseline == ascender)
    #expect(line.height == ascender + 5)
    // Its top is 5 above the baseline.
    #expect(line.boxes.first?.rect == Rect(x: advance("x", in: font), y: ascender - 5, width: 10, height: 10))
  }

  @Test func aBoxOnTheSecondLineMovesOnlyThatLine() throws {
    let font = try TestFonts.regular()
    let body = font.sized(12)
    let layout = Typesetter.layout(
      StyledText(
        [TextRun("x\n", font: body), TextRun(box: InlineBox(x: 0, y: 0, width: 4, height: 30), font: body)],
        font: body), style: ParagraphStyle(numberOfLines: 0))
    #expect(layout.lineCount == 2)
    let second = try #require(layout.lines.last)
    // The first line is one font line; the second's baseline is 30 below its top.
    #expect(layout.lines[0].baseline == ascender)
    #expect(second.baseline == lineHeight + 30)
    #expect(layout.height == lineHeight + 30 + (lineHeight - ascender))
    #expect(second.boxes.first?.rect == Rect(x: 0, y: lineHeight, width: 4, height: 30))
  }

  @Test func noKerningReachesAcrossABox() throws {
    let font = try TestFonts.regular()
    let body = font.sized(12)
    let layout = Typesetter.layout(
      StyledText(
        [
          TextRun("A", font: body), TextRun(box: InlineBox(x: 0, y: 0, width: 3, height: 3), font: body),
          TextRun("V", font: body),
        ], font: body))
    let line = try #require(layout.lines.first)
    // "V" starts exactly after "A" and the box: no A–V pair kerning across it.
    #expect(line.glyphs.last?.position.x == advance("A", in: font) + 3)
  }

  @Test func movingALayoutMovesItsBoxes() throws {
    let font = try TestFonts.regular()
    let body = font.sized(12)
    let layout = Typesetter.layout(
      StyledText([TextRun(box: InlineBox(x: 1, y: 2, width: 5, height: 6), font: body)], font: body))
    // x 1 moves the drawn box right of the pen; y 2 lifts its bottom 2 above the baseline.
    #expect(layout.lines[0].boxes[0].rect == Rect(x: 1, y: ascender - 8, width: 5, height: 6))
    let moved = layout.offsetBy(dx: 10, dy: 20)
    #expect(moved.lines[0].boxes[0].rect == Rect(x: 11, y: ascender + 12, width: 5, height: 6))
  }
}
