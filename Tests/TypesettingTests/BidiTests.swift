import Testing

@testable import Typesetting

/// Bidirectional text: the levels of the Unicode Bidirectional Algorithm (UAX #9) worked by hand
/// from its rules, and lines laid out in the order they are shown.
///
/// Hebrew letters are א (U+05D0),
/// ב (U+05D1), ג (U+05D2); DejaVu Sans has them.
@Suite("Bidirectional text")
struct BidiTests {
  private func levels(_ text: String, _ direction: WritingDirection = .leftToRight) -> [UInt8] {
    BidiParagraph(
      classes: text.unicodeScalars.map(BidiClass.init), defaultDirection: direction,
      brackets: text.unicodeScalars.map(BidiBracket.init)
    ).levels
  }

  @Test func classesComeFromScriptsAndCategories() {
    let cases: [(Unicode.Scalar, BidiClass)] = [
      ("a", .leftToRight), ("\u{05D0}", .rightToLeft), ("\u{0627}", .arabicLetter), ("7", .europeanNumber),
      ("\u{0663}", .arabicNumber), ("+", .europeanSeparator), ("$", .europeanTerminator),
      (",", .commonSeparator),
      ("\u{0301}", .nonspacingMark), (" ", .whitespace), ("!", .otherNeutral), ("\u{200F}", .rightToLeft),
      ("\u{202E}", .rightToLeftOverride), ("\u{202C}", .popDirectionalFormat), ("\u{200B}", .boundaryNeutral),
      ("\t", .segmentSeparator), ("\u{2029}", .paragraphSeparator), ("ж", .leftToRight), ("中", .leftToRight),
    ]
    for (scalar, expected) in cases {
      #expect(BidiClass(scalar) == expected, "U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
  }

  @Test func theParagraphTakesItsFirstStrongCharactersDirection() {
    // P2, P3: the first strong character decides; without one, the default direction.
    #expect(BidiParagraph(classes: [.otherNeutral, .rightToLeft], defaultDirection: .leftToRight).level == 1)
    #expect(
      BidiParagraph(classes: [.europeanNumber, .leftToRight], defaultDirection: .rightToLeft).level == 0)
    #expect(
      BidiParagraph(classes: [.europeanNumber, .whitespace], defaultDirection: .rightToLeft).level == 1)
    // A strong character inside an isolate does not count.
    #expect(
      BidiParagraph(
        classes: [.rightToLeftIsolate, .rightToLeft, .popDirectionalIsolate, .leftToRight],
        defaultDirection: .rightToLeft
      )
      .level == 0)
  }

  @Test func hebrewInAnEnglishSentence() {
    // "ab אב cd": the space between a and א has L before and R after, so it takes the
    // paragraph's direction (N2); the one between ב and c too. Hebrew is 1 (I1).
    #expect(levels("ab \u{05D0}\u{05D1} cd") == [0, 0, 0, 1, 1, 0, 0, 0])
    #expect(BidiParagraph.visualOrder(of: [0, 0, 0, 1, 1, 0, 0, 0]) == [0, 1, 2, 4, 3, 5, 6, 7])
  }

  @Test func englishAndNumbersInAHebrewSentence() {
    // "אב cd 12": paragraph level 1 (first strong is R). c, d are L: 2 (I2). The space between ב
    // and c: R then L, so the embedding direction R: 1. "12" after L turns L (W7): 2. The space
    // between d and 1: L on both sides (after W7): L, so 2.
    #expect(levels("\u{05D0}\u{05D1} cd 12") == [1, 1, 1, 2, 2, 2, 2, 2])
    // Shown: 12, space, cd (the level-2 run in its own order), then space, ב, א.
    #expect(BidiParagraph.visualOrder(of: [1, 1, 1, 2, 2, 2, 2, 2]) == [3, 4, 5, 6, 7, 2, 1, 0])
  }

  @Test func numbersAfterArabicLettersAreArabicNumbers() {
    // W2: a European digit after AL becomes AN, so at level 1 it goes to 2 (I2), and the
    // separator between two digits joins them (W4).
    #expect(levels("\u{0627} 1,5") == [1, 1, 2, 2, 2])
    // W5: a terminator touching a digit is a digit: "$5" after L stays together as L (W7).
    #expect(levels("a $5") == [0, 0, 0, 0])
  }

  @Test func digitsAloneInARightToLeftParagraphKeepTheirOrderButSwapGroups() {
    // "12 34" with no strong character in a right-to-left paragraph: digits are 2, the space
    // between two numbers (both count as R, N1) is 1. Shown "34 12".
    let levels = levels("12 34", .rightToLeft)
    #expect(levels == [2, 2, 1, 2, 2])
    #expect(BidiParagraph.visualOrder(of: levels) == [3, 4, 2, 0, 1])
  }

  @Test func anOverrideReversesLatinLetters() {
    // RLO a b c PDF: the letters are forced R at level 1 (X5), the controls are removed (X9).
    let levels = levels("\u{202E}abc\u{202C}")
    #expect(levels[1...3] == [1, 1, 1])
    #expect(BidiParagraph.visualOrder(of: Array(levels[1...3])) == [2, 1, 0])
  }

  @Test func marksTakeTheirBasesDirection() {
    // W1: a combining mark after א is R.
    #expect(levels("\u{05D0}\u{05B8}", .leftToRight) == [1, 1])
  }

  @Test func trailingSpacesGoBackToTheParagraphLevel() {
    // "a RLE א space PDF": a makes the paragraph left to right; the embedding puts א and the
    // space at 1, but L1 returns the space and the control at the paragraph's end to 0.
    #expect(levels("a\u{202B}\u{05D0} \u{202C}") == [0, 0, 1, 0, 0])
    // Embeddings do not hide a strong character from P2: here א makes the paragraph 1, and the
    // embedding goes to the next odd level, 3.
    #expect(levels("\u{202B}\u{05D0}\u{05D1} \u{202C}") == [1, 3, 3, 1, 1])
  }

  @Test func bracketPairsTakeTheDirectionOfTheirInside() {
    // "LRM א (ב) c": LRM makes the paragraph left to right. The pair holds ב (R, the other
    // direction) and the strong text before it, א, is R too, so both brackets are R (N0), and the
    // Hebrew phrase with its brackets is one right-to-left run: levels 1 from א to ")". Without
    // N0, ")" would sit between ב and c and take the paragraph's direction, 0.
    #expect(levels("\u{200E}\u{05D0} (\u{05D1}) c") == [0, 1, 1, 1, 1, 1, 0, 0])
    // A pair whose inside has the paragraph's direction takes it: "א (ab) ג" in a right-to-left
    // paragraph keeps its brackets at the paragraph's level 1, the Latin at 2.
    #expect(levels("\u{05D0} (ab) \u{05D2}") == [1, 1, 1, 2, 2, 1, 1, 1])
    // An unmatched bracket is an ordinary neutral.
    #expect(levels("\u{200E}\u{05D0} (\u{05D1} c") == [0, 1, 1, 1, 1, 0, 0])
    // Pairs are matched by kind: "[" does not close "(".
    #expect(BidiBracket("(")?.isOpening == true && BidiBracket(")")?.opening == "(")
    #expect(BidiBracket("]")?.opening == "[" && BidiBracket("a") == nil)
  }

  @Test func aLineIsShownInVisualOrder() throws {
    // "abc אבג" in DejaVu Sans at 2048 points (1 unit = 1 point): the Hebrew run is reversed, so
    // ג starts where the space ends and א ends at the line's right end.
    let font = try TestFonts.regular().sized(2048)
    let layout = Typesetter.layout("abc \u{05D0}\u{05D1}\u{05D2}", font: font)
    let glyphs = try #require(layout.lines.first?.glyphs)
    #expect(glyphs.count == 7)
    let x = glyphs.map(\.position.x)
    let spaceEnd = x[3] + 651  // the space's advance
    #expect(x[6] == spaceEnd)  // ג
    #expect(x[5] == spaceEnd + 844)  // ב after ג (844 wide)
    #expect(x[4] == spaceEnd + 844 + 1184)  // א after ב (1184 wide)
    #expect(x[4] + 1369 == layout.usedWidth)
    // The text keeps its logical order.
    #expect(layout.lines[0].text == "abc \u{05D0}\u{05D1}\u{05D2}")
  }

  @Test func rightToLeftWordsOfThePseudolanguageRunBackwards() throws {
    // The ar-XB form of "ab cd": each word between RLM RLO … PDF RLM. The controls have no width;
    // the words' letters are reversed and the words run right to left: shown "dc ba".
    let font = try TestFonts.regular().sized(2048)
    let text = "\u{200F}\u{202E}ab\u{202C}\u{200F} \u{200F}\u{202E}cd\u{202C}\u{200F}"
    let layout = Typesetter.layout(text, font: font)
    let line = try #require(layout.lines.first)
    let letters = line.glyphs.enumerated().filter { font.font.advance(of: $0.element.glyph) > 0 }
    let shown = letters.sorted { $0.element.position.x < $1.element.position.x }.map(\.offset)
    let a = try #require(font.font.glyph(for: "a"))
    let order = shown.map { line.glyphs[$0].glyph }
    let expected = ["d", "c", " ", "b", "a"].map { font.font.glyph(for: Unicode.Scalar($0)!) }
    #expect(order == expected.compactMap { $0 })
    #expect(order.last == a)
    // No glyph is missing, and the width is the letters' and the space's.
    #expect(layout.missingCharacters.isEmpty)
    #expect(layout.usedWidth == Typesetter.layout("ab cd", font: font).usedWidth)
  }

  @Test func bracketsAreMirroredInRightToLeftText() throws {
    // "(א)" in a right-to-left paragraph: all at level 1 and reversed, and each bracket drawn as
    // its mirror, so the line still shows "(" at the left and ")" at the right.
    let font = try TestFonts.regular().sized(2048)
    let layout = Typesetter.layout(
      "(\u{05D0})", font: font, style: ParagraphStyle(direction: .rightToLeft))
    let glyphs = try #require(layout.lines.first?.glyphs)
    let leftmost = try #require(glyphs.min { $0.position.x < $1.position.x })
    let rightmost = try #require(glyphs.max { $0.position.x < $1.position.x })
    #expect(leftmost.glyph == font.font.glyph(for: "("))
    #expect(rightmost.glyph == font.font.glyph(for: ")"))
    #expect(glyphs[0].glyph == font.font.glyph(for: ")"))  // the text's "(" is drawn as ")"
  }

  @Test func leftToRightTextIsUnchanged() throws {
    // A left-to-right paragraph without right-to-left characters is placed in its own order.
    let font = try TestFonts.regular().sized(2048)
    let layout = Typesetter.layout("To be", font: font, style: ParagraphStyle(direction: .rightToLeft))
    let x = try #require(layout.lines.first?.glyphs.map(\.position.x))
    #expect(x == x.sorted())
  }
}
