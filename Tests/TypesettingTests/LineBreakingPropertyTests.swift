import LayoutShotTestSupport
import Testing
import Typesetting

// Random texts, widths, modes and line limits: whatever they are, the layout keeps its promises.

@Suite("Line breaking properties")
struct LineBreakingPropertyTests {
  /// Words, spaces, hyphens, line breaks, accents and a character DejaVu Sans lacks.
  private static let pieces = [
    "a", "lazy", "dog", "Typesetting", "well-known", "AV", "To", " ", " ", "  ", "\n", "\r\n", "é", "中", "—",
    "\u{2028}", "x",
  ]

  @Test func layoutsKeepTheirPromises() throws {
    let font = try TestFonts.regular().sized(2048)
    var random = SplitMix64(seed: 20_240_917)
    for _ in 0..<400 {
      let text = (0..<random.int(in: 0...(14 - 1))).map { _ in
        Self.pieces[random.int(in: 0...(Self.pieces.count - 1))]
      }
      .joined()
      let width = Double(random.int(in: 0...(12_000 - 1)))
      let mode = LineBreakMode.allCases[random.int(in: 0...(LineBreakMode.allCases.count - 1))]
      let limit = random.int(in: 0...(4 - 1))
      let layout = Typesetter.layout(
        text, font: font, width: width, style: ParagraphStyle(lineBreakMode: mode, numberOfLines: limit))
      let context = "\(text.debugDescription) at \(width), \(mode), \(limit) lines"
      if limit > 0 { #expect(layout.lineCount <= limit, "\(context)") }
      #expect(layout.height == Double(layout.lineCount) * 2384, "\(context)")
      // Only a single character (or a lone ellipsis), or a clipped line, may be wider than the box.
      for line in layout.lines where line.text.count > 1 && mode != .byClipping {
        #expect(line.width <= width + 1e-6, "\(context): '\(line.text)' is \(line.width) wide")
      }
      #expect(layout.missingCharacters.allSatisfy { text.unicodeScalars.contains($0) }, "\(context)")
      // Nothing is lost or invented unless the text was truncated.
      if !layout.isTruncated {
        let shown = layout.lines.map(\.text).joined().filter { !$0.isWhitespace }
        #expect(shown == text.filter { !$0.isWhitespace }, "\(context)")
      }
    }
  }
}
