import Testing
import Typesetting

// The Swift snippet of the Typesetting DocC landing page, compiled and run with what it says it
// does checked (`ReadmeSnippetCoverageTests` checks its lines against this file).

@Suite("Typesetting documentation")
struct DocumentationExampleTests {
  @Test func theLandingPagesParagraph() throws {
    let font = try FontRegistry.shared.font(weight: .regular).sized(17)  // the system font
    let layout = Typesetter.layout(
      "The quick brown fox jumps over the lazy dog", font: font, width: 160,
      style: ParagraphStyle(alignment: .center, lineBreakMode: .byWordWrapping, numberOfLines: 0))
    #expect(layout.lines.map(\.text) == ["The quick brown fox", "jumps over the lazy", "dog"])
    #expect(abs(layout.height - 3 * 20.287109375) < 1e-9)
    let outlines = try layout.outlinePath()
    #expect(!outlines.isEmpty)
  }
}
