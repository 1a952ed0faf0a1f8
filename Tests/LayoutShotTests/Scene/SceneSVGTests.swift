import LayoutShot
import LayoutShotExamples
import LayoutShotTestSupport
import Testing

// Text in SVG: glyph paths with the text in `data-text`, never `<text>` elements.

/// A label showing `text` on one line at (10, 20), its size its text's.
private func labelSVG(_ text: String, options: SceneOptions = .plain) throws -> String {
  let program = AnyLayoutProgram("Label") { root, _ in
    let label = Label("label", text: text)
    root.addSubview(label)
    label.leading == root.leading + 10
    label.top == root.top + 20
  }
  return try LayoutEngine().solve(program, on: Screen(size: Size(width: 400, height: 100), scale: 2))
    .svg(options: options)
}

@Suite("Text in SVG")
struct SceneSVGTests {
  @Test func aLabelIsAGlyphPathWithItsTextEscaped() throws {
    // Markup characters, quotes, an emoji DejaVu Sans has (U+1F600) and a character it lacks (中,
    // drawn as .notdef).
    let text = "Tom & \"Jerry\" <3 'x' \u{1F600}中"
    let svg = try labelSVG(text)
    #expect(svg.contains("data-text=\"Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos; \u{1F600}中\""))
    #expect(!svg.contains("<text"))
    let parsed = ParsedSVG(svg)
    #expect(parsed.error == nil)
    #expect(parsed.elements(named: "text").isEmpty)
    let glyphs = parsed.elements(named: "path").filter { $0.attributes["data-text"] != nil }
    #expect(glyphs.count == 1)
    let run = try #require(glyphs.first)
    #expect(run.attributes["data-text"] == text)
    #expect(run.attributes["data-name"] == "label.text")
    #expect(run.attributes["fill"] == "#000000")
    #expect(run.attributes["fill-rule"] == nil)
    #expect(run.attributes["d"]?.hasPrefix("M") == true)
  }

  @Test func everyLineIsOnePathAndNameTagsAreTextToo() throws {
    let program = AnyLayoutProgram("Lines") { root, _ in
      let label = Label("poem", text: "one\ntwo & three")
      label.numberOfLines = 0
      root.addSubview(label)
      label.leading == root.leading + 10
      label.top == root.top + 20
    }
    let solved = try LayoutEngine().solve(program, on: Screen(size: Size(width: 400, height: 100), scale: 2))
    let parsed = ParsedSVG(try solved.svg(options: SceneOptions(overlays: [.names])))
    #expect(parsed.error == nil)
    let texts = parsed.elements(named: "path").compactMap { $0.attributes["data-text"] }
    #expect(texts == ["one", "two & three", "root", "poem"])
  }

  @Test func textScenesGiveTheSameBytesTwice() throws {
    for program in [TypeScale(), ProfileCard()] as [any LayoutProgram] {
      let first = try LayoutEngine().solve(program, on: Device.iPhoneSE2And3.screen()).svg(options: .review)
      let second = try LayoutEngine().solve(program, on: Device.iPhoneSE2And3.screen()).svg(options: .review)
      #expect(first == second)
      #expect(first.contains("data-text="))
    }
  }
}
