import Foundation
import LayoutShot
import LayoutShotSwiftUI
import Testing

/// Text whose layout its modifiers change: `lineSpacing`, `kerning`, `tracking`,
/// `baselineOffset` and `minimumScaleFactor` (Documentation/SwiftUIDrawing.md#text).
///
/// The system font's line is San Francisco's at every size: 2444 units of 2048 per em, 20.287
/// points at 17 (body). Widths are the font's own advance widths and kerning pairs read through
/// the core's `Font`, plus its tracking at the size after each character. Sizes are rounded up to
/// the pixel at 2x.
@Suite struct TextSpacingTests {
  /// The body line: 17 × 2444 / 2048 points.
  static let bodyLine = 17 * 2444.0 / 2048

  /// The width of `text` in the regular system font at `size` points: advances and kerning pairs,
  /// scaled, and the font's tracking after each character.
  static func width(_ text: String, size: Double) throws -> Double {
    let font = try FontRegistry.shared.font(weight: .regular)
    let glyphs = text.unicodeScalars.map { font.glyph(for: $0) ?? Font.notdef }
    let units =
      glyphs.reduce(0.0) { $0 + font.advance(of: $1) }
      + zip(glyphs, glyphs.dropFirst()).reduce(0.0) { $0 + font.kerning(between: $1.0, and: $1.1) }
    return units * size / Double(font.unitsPerEm) + Double(glyphs.count) * font.tracking.points(atSize: size)
  }

  /// `value` rounded up to the pixel at 2x.
  static func pixelCeiling(_ value: Double) -> Double { (value * 2).rounded(.up) / 2 }

  @Test func lineSpacingAddsItsPointsBetweenLinesOnly() throws {
    let solved = try hosted(width: 300, height: 300) {
      VStack {
        Text("One\nTwo").accessibilityIdentifier("plain")
        Text("One\nTwo").lineSpacing(10).accessibilityIdentifier("two")
        Text("One\nTwo\nThree").lineSpacing(10).accessibilityIdentifier("three")
        Text("One").lineSpacing(10).accessibilityIdentifier("one")
      }
    }
    // 2 lines: 40.57 → 41; 10 more between them: 50.57 → 51; 3 lines and 2 gaps: 80.86 → 81;
    // one line has no gap: 20.5.
    #expect(try frame("plain", in: solved).height == Self.pixelCeiling(2 * Self.bodyLine))
    #expect(try frame("two", in: solved).height == Self.pixelCeiling(2 * Self.bodyLine + 10))
    #expect(try frame("three", in: solved).height == Self.pixelCeiling(3 * Self.bodyLine + 20))
    #expect(try frame("one", in: solved).height == 20.5)
  }

  @Test func kerningAndTrackingAddTheirPointsAfterEachCharacter() throws {
    let solved = try hosted(width: 400, height: 300) {
      VStack {
        Text("ABCDEF").accessibilityIdentifier("plain")
        Text("ABCDEF").kerning(3).accessibilityIdentifier("kerned")
        Text("ABCDEF").tracking(-1).accessibilityIdentifier("tracked")
        Text("ABCDEF").kerning(2).tracking(1).accessibilityIdentifier("both")
        VStack { Text("ABCDEF") }.tracking(3).accessibilityIdentifier("below")
      }
    }
    let plain = try Self.width("ABCDEF", size: 17)
    #expect(try frame("plain", in: solved).width == Self.pixelCeiling(plain))
    // Six characters, each 3 points further: 18 points wider; −1 each: 6 narrower.
    #expect(try frame("kerned", in: solved).width == Self.pixelCeiling(plain + 18))
    #expect(try frame("tracked", in: solved).width == Self.pixelCeiling(plain - 6))
    #expect(try frame("both", in: solved).width == Self.pixelCeiling(plain + 18))
    #expect(try frame("below", in: solved).width == Self.pixelCeiling(plain + 18))
    // The height is the line's whatever the spacing.
    #expect(try frame("kerned", in: solved).height == 20.5)
  }

  @Test func aRunRaisedOrLoweredMakesItsLineTaller() throws {
    let solved = try hosted(width: 300, height: 300) {
      VStack {
        Text("Beta").baselineOffset(6).accessibilityIdentifier("raised")
        Text("Beta").baselineOffset(-4).accessibilityIdentifier("lowered")
        (Text("E = mc") + Text("2").baselineOffset(8)).accessibilityIdentifier("power")
        (Text("up").baselineOffset(5) + Text("down").baselineOffset(-5)).accessibilityIdentifier("both")
        VStack { Text("Beta") }.baselineOffset(6).accessibilityIdentifier("below")
      }
    }
    // 20.287 + 6 = 26.287 → 26.5; + 4 → 24.5; + 8 → 28.5; raised 5 and lowered 5: + 10 → 30.5.
    #expect(try frame("raised", in: solved).height == Self.pixelCeiling(Self.bodyLine + 6))
    #expect(try frame("lowered", in: solved).height == Self.pixelCeiling(Self.bodyLine + 4))
    #expect(try frame("power", in: solved).height == Self.pixelCeiling(Self.bodyLine + 8))
    #expect(try frame("both", in: solved).height == Self.pixelCeiling(Self.bodyLine + 10))
    #expect(try frame("below", in: solved).height == Self.pixelCeiling(Self.bodyLine + 6))
  }

  @Test func aRaisedRunIsDrawnAboveTheBaseline() throws {
    // "2" raised 8 points: the first baseline of the text (the line's) is 8 points lower than a
    // plain line's (16.186 below the top), and the raised glyphs 8 points above it.
    let text = StyledText(
      [TextRun("E = mc", font: try FontRegistry.shared.font(weight: .regular).sized(17)), try raisedTwo()],
      font: try FontRegistry.shared.font(weight: .regular).sized(17))
    let layout = Typesetter.layout(text)
    let ascender = 17 * 1950.0 / 2048
    #expect(Swift.abs(layout.firstBaseline - (ascender + 8)) < 1e-9)
    let two = try #require(layout.lines.first?.glyphs.last)
    #expect(Swift.abs(two.position.y - ascender) < 1e-9)
  }

  private func raisedTwo() throws -> TextRun {
    var run = TextRun("2", font: try FontRegistry.shared.font(weight: .regular).sized(17))
    run.baselineOffset = 8
    return run
  }

  @Test func textThatFitsKeepsItsSize() throws {
    let solved = try hosted(width: 300, height: 100) {
      Text("Hello").lineLimit(1).minimumScaleFactor(0.5).accessibilityIdentifier("text")
    }
    #expect(try frame("text", in: solved).width == Self.pixelCeiling(try Self.width("Hello", size: 17)))
    #expect(try frame("text", in: solved).height == 20.5)
  }

  @Test func textTooWideShrinksUntilItFits() throws {
    let phrase = "Quarterly revenue report"
    let natural = try Self.width(phrase, size: 17)
    // Offered three quarters of its width, the text shrinks to the largest size whose width fits:
    // found here by halving on the font's own widths.
    let offered = (natural * 0.75).rounded(.down)
    var (low, high) = (0.5, 1.0)
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if try Self.width(phrase, size: 17 * middle) <= offered { low = middle } else { high = middle }
    }
    let solved = try hosted(width: 400, height: 100) {
      Text(phrase).lineLimit(1).minimumScaleFactor(0.5).accessibilityIdentifier("text").frame(width: offered)
    }
    let text = try frame("text", in: solved)
    #expect(text.width <= offered + 0.5)
    #expect(text.width >= offered - 0.5)
    #expect(text.height == Self.pixelCeiling(Self.bodyLine * low))
    #expect(text.height < 20.5)
  }

  @Test func textStopsShrinkingAtTheFactorAndIsThenTruncated() throws {
    let solved = try hosted(width: 400, height: 100) {
      Text("A sentence far too long to fit a hundred points even at half its size")
        .lineLimit(1).minimumScaleFactor(0.5).accessibilityIdentifier("text").frame(width: 100)
    }
    // Half of 17 points: a line of 8.5 × 2444 / 2048 = 10.14 → 10.5.
    let text = try frame("text", in: solved)
    #expect(text.height == Self.pixelCeiling(Self.bodyLine / 2))
    #expect(text.width <= 100)
  }

  @Test func wrappingTextShrinksToFitTheHeightItIsOffered() throws {
    let sentence = "The quick brown fox jumps over the lazy dog"
    // Wrapped at 120 points the sentence takes more than two lines; offered two lines' height it
    // shrinks until it fits them (at most 2 × 20.287 points), but not below 0.3 of its size.
    let solved = try hosted(width: 400, height: 200) {
      Text(sentence).minimumScaleFactor(0.3).accessibilityIdentifier("text").frame(width: 120, height: 40)
    }
    let text = try frame("text", in: solved)
    #expect(text.height <= 40)
    #expect(text.height > 20.5)
    #expect(text.width <= 120)
  }
}
