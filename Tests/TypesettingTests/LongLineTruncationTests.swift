import Testing
import Typesetting

// Truncating lines far longer than their label: the work must follow what is kept, not the length
// of the line (a label handed a whole file on one line once took hours to truncate at its head).
// Widths are DejaVu Sans advances read with fontTools, at 2048 points so that a font unit is a
// point: "…" 2,048, "x" 1,212, "…END" 6,451, "Start…" 7,051, "a…b" 4,603; none of these pairs
// kerns.

@Suite("Truncating long lines", .timeLimit(.minutes(2)))  // a hang guard only, never a timing
struct LongLineTruncationTests {
  private func lines(_ text: String, width: Double, mode: LineBreakMode) throws -> [String] {
    let font = try TestFonts.regular().sized(2048)
    let style = ParagraphStyle(lineBreakMode: mode, numberOfLines: 1)
    return Typesetter.layout(text, font: font, width: width, style: style).lines.map(\.text)
  }

  @Test func theHeadOfAHundredThousandCharacterLine() throws {
    // "…END" is 6,451 wide; "…xEND" (7,663) passes 7,000.
    let text = String(repeating: "x", count: 100_000) + "END"
    #expect(try lines(text, width: 7000, mode: .byTruncatingHead) == ["…END"])
  }

  @Test func theTailOfAHundredThousandCharacterLine() throws {
    // "Start…" is 7,051; "Startx…" (8,263) passes 8,000.
    let text = "Start" + String(repeating: "x", count: 100_000)
    #expect(try lines(text, width: 8000, mode: .byTruncatingTail) == ["Start…"])
  }

  @Test func theMiddleOfALineOfSpaces() throws {
    // Only "a" and "b" have ink; the spaces next to the ellipsis are dropped: "a…b" is 4,603.
    let spaces = "a" + String(repeating: " ", count: 50_000) + "b"
    #expect(try lines(spaces, width: 5000, mode: .byTruncatingMiddle) == ["a…b"])
    // "ab…b" (5,903) and "a…xb" (5,815) pass 5,000.
    let letters = "a" + String(repeating: "x", count: 100_000) + "b"
    #expect(try lines(letters, width: 5000, mode: .byTruncatingMiddle) == ["a…b"])
  }

  @Test func aLineOfSpacesWithHiddenTextAfterIt() throws {
    // The first line has no ink; the hidden second paragraph is marked by the ellipsis alone.
    let text = String(repeating: " ", count: 100_000) + "\nnext"
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      #expect(try lines(text, width: 8000, mode: mode) == ["…"], "\(mode)")
    }
  }
}
