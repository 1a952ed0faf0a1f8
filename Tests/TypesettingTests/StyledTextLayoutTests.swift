import Testing
import Typesetting

// Texts of several runs, each in its own font, laid out as TextKit lays out an attributed string.
// DejaVu Sans's `hhea` (read from the file with Python's struct module): ascender 1901, descender
// -483, line gap 0, 2048 units per em, so a line is 2384 units. At 12 points that is a line of
// 13.96875 and an ascender of 11.138671875; at 24 points 27.9375 and 22.27734375. Widths are the
// fonts' own advance widths and kerning pairs, read through `Font` and scaled by each run's size:
// 12 / 2048 and 24 / 2048 are exact in binary, so the sums below are exact too.

@Suite("Laying out runs of fonts")
struct StyledTextLayoutTests {
  /// The advance of `text` in `font`, in font units: the advance width of each character's glyph
  /// plus the kerning of each pair of them.
  private func units(_ text: String, in font: Font) -> Double {
    let glyphs = text.unicodeScalars.map { font.glyph(for: $0) ?? Font.notdef }
    let advances = glyphs.reduce(0) { $0 + font.advance(of: $1) }
    return advances
      + zip(glyphs, glyphs.dropFirst()).reduce(0) { $0 + font.kerning(between: $1.0, and: $1.1) }
  }

  /// The width of `text` in `font` at `size` points.
  private func width(_ text: String, in font: Font, size: Double) -> Double {
    units(text, in: font) * size / 2048
  }

  /// Where each character of `text` starts, in `font` at `size` points: after the characters
  /// before it and the kerning between it and the one before, so the width up to its end less
  /// its own advance.
  private func starts(_ text: String, in font: Font, size: Double) -> [Double] {
    text.unicodeScalars.indices.map { index in
      let end = text.unicodeScalars.index(after: index)
      let advance = font.advance(of: font.glyph(for: text.unicodeScalars[index]) ?? Font.notdef)
      return (units(String(text.unicodeScalars[..<end]), in: font) - advance) * size / 2048
    }
  }

  @Test func aLineIsAsTallAsItsBiggestRunAndSitsOnItsAscender() throws {
    let font = try TestFonts.regular()
    let text = StyledText(
      [TextRun("Hello ", font: font.sized(12)), TextRun("World", font: font.sized(24))], font: font.sized(12))
    let layout = Typesetter.layout(text)
    let line = try #require(layout.lines.first)
    #expect(layout.lineCount == 1)
    #expect(line.height == 27.9375)
    #expect(layout.height == 27.9375)
    #expect(line.baseline == 22.27734375)
    #expect(layout.firstBaseline == 22.27734375 && layout.lastBaseline == 22.27734375)
    #expect(line.glyphs.allSatisfy { $0.position.y == 22.27734375 })
  }

  @Test func eachGlyphAdvancesByItsOwnFont() throws {
    let font = try TestFonts.regular()
    let small = font.sized(12)
    let big = font.sized(24)
    let layout = Typesetter.layout(
      StyledText([TextRun("Hello ", font: small), TextRun("World", font: big)], font: small))
    let line = try #require(layout.lines.first)
    #expect(line.text == "Hello World")
    #expect(line.glyphs.map(\.run) == [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1])
    #expect(
      line.glyphs.map { layout.font(of: $0) } == Array(repeating: small, count: 6)
        + Array(repeating: big, count: 5))
    // Each glyph starts where the text before it ends: "Hello " in 12 points, then "World" in 24
    // (W and o kern; the two sizes do not kern together).
    let hello = width("Hello ", in: font, size: 12)
    let expected =
      starts("Hello ", in: font, size: 12) + starts("World", in: font, size: 24).map { hello + $0 }
    #expect(line.glyphs.map(\.position.x) == expected)
    let total = width("Hello ", in: font, size: 12) + width("World", in: font, size: 24)
    #expect(line.width == total)
    #expect(layout.usedWidth == total)
    #expect(line.segments.map(\.text) == ["Hello ", "World"])
    #expect(line.segments.map(\.run) == [0, 1])
    #expect(line.segments.map(\.glyphs) == [0..<6, 6..<11])
  }

  @Test func runsInOneFontKernTogetherAndRunsInTwoDoNot() throws {
    let font = try TestFonts.regular()
    let body = font.sized(2048)
    // A and V advance 1401 units each and kern by -131 in one font; at 2048 points a unit is a
    // point.
    let together = Typesetter.layout(
      StyledText([TextRun("A", font: body), TextRun("V", font: body)], font: body))
    #expect(together.lines.first?.glyphs.map(\.position.x) == [0, 1270])
    #expect(together.usedWidth == Typesetter.layout("AV", font: body).usedWidth)
    let apart = Typesetter.layout(
      StyledText([TextRun("A", font: body), TextRun("V", font: font.sized(1024))], font: body))
    #expect(apart.lines.first?.glyphs.map(\.position.x) == [0, 1401])
    #expect(apart.usedWidth == 1401 + 1401.0 / 2)
  }

  @Test func wrappingBreaksAcrossRunsWhereTheWidthsSay() throws {
    let font = try TestFonts.regular()
    let text = StyledText(
      [TextRun("World ", font: font.sized(24)), TextRun("small text", font: font.sized(12))],
      font: font.sized(12))
    let style = ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0)
    let fits = width("World ", in: font, size: 24) + width("small", in: font, size: 12)

    // "World small" fits with a point to spare; " text" does not.
    let wide = Typesetter.layout(text, width: fits + 1, style: style)
    #expect(wide.lines.map(\.text) == ["World small", "text"])
    #expect(wide.lines.map(\.height) == [27.9375, 13.96875])
    #expect(wide.lines.map(\.width) == [fits, width("text", in: font, size: 12)])
    // The second line, in 12 points only, is one 24-point line down, on its own ascender.
    #expect(wide.lines.map(\.baseline) == [22.27734375, 27.9375 + 11.138671875])
    #expect(wide.height == 27.9375 + 13.96875)

    // Half a point less and "small" moves down.
    let narrow = Typesetter.layout(text, width: fits - 0.5, style: style)
    #expect(narrow.lines.map(\.text) == ["World", "small text"])
    #expect(narrow.lines.map(\.height) == [27.9375, 13.96875])
  }

  @Test func truncationWorksAcrossRunsWithTheEllipsisInTheFontBeforeIt() throws {
    let font = try TestFonts.regular()
    let text = StyledText(
      [TextRun("Total ", font: font.sized(24)), TextRun("$12.00", font: font.sized(12))], font: font.sized(12)
    )
    // Room for "Total " in 24 points and "$1…" in 12, and half a point: not for "2" as well.
    let room = width("Total ", in: font, size: 24) + width("$1\u{2026}", in: font, size: 12) + 0.5
    let layout = Typesetter.layout(text, width: room)
    let line = try #require(layout.lines.first)
    #expect(layout.isTruncated)
    #expect(line.text == "Total $1\u{2026}")
    #expect(line.segments.map(\.text) == ["Total ", "$1\u{2026}"])
    #expect(line.glyphs.last?.run == 1)
    #expect(line.width == room - 0.5)
  }

  @Test func anEmptyLineTakesTheFontOfItsLineBreak() throws {
    let font = try TestFonts.regular()
    let text = StyledText(
      [TextRun("A\n", font: font.sized(24)), TextRun("\nB", font: font.sized(12))], font: font.sized(12))
    let layout = Typesetter.layout(text, style: ParagraphStyle(numberOfLines: 0))
    #expect(layout.lines.map(\.text) == ["A", "", "B"])
    #expect(layout.lines.map(\.height) == [27.9375, 13.96875, 13.96875])
    #expect(layout.height == 27.9375 + 2 * 13.96875)
  }

  @Test func aTextOfOneRunIsLaidOutAsTheStringInItsFont() throws {
    let body = try TestFonts.regular().sized(17)
    let string = "The quick brown fox jumps over the lazy dog"
    let style = ParagraphStyle(alignment: .justified, lineBreakMode: .byWordWrapping, numberOfLines: 0)
    let styled = Typesetter.layout(StyledText(string, font: body), width: 120, style: style)
    #expect(styled == Typesetter.layout(string, font: body, width: 120, style: style))
    #expect(styled.lines.allSatisfy { $0.segments.count == 1 && $0.segments[0].text == $0.text })
  }
}
