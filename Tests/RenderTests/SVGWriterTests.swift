import LayoutShotTestSupport
import Testing

@testable import Render

/// A 200 × 100 scene at 2x with a card: a named group at half opacity holding a rounded
/// background, a translucent square clipped to the card, and a 2-point border.
private func cardScene() throws -> Scene {
  var scene = try Scene(size: Size(width: 200, height: 100), scale: 2)
  let frame = Rect(x: 10, y: 10, width: 180, height: 80)
  scene.group(name: "card", opacity: 0.5) { scene in
    scene.fill(.roundedRect(RoundedRect(frame, radius: 12)), with: .white, name: "card.background")
    scene.clip(to: .rect(frame)) { scene in
      scene.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 50)), with: .systemBlue.withAlphaComponent(0.25))
    }
    scene.fill(.border(RoundedRect(frame, radius: 0), width: 2), with: .black, name: "card.border")
  }
  return scene
}

/// A scene with one of everything: the card, then a path with curves filled even-odd, a glyph run
/// and an image.
private func sampleScene() throws -> Scene {
  var scene = try cardScene()
  var curve = Path()
  curve.move(to: Point(x: 1.5, y: 2))
  curve.quad(to: Point(x: 5, y: 6), control: Point(x: 3, y: 4))
  curve.cubic(to: Point(x: 11, y: 12), control1: Point(x: 7, y: 8), control2: Point(x: 9, y: 10))
  curve.close()
  scene.fill(.path(curve, .evenOdd), with: .systemRed, name: "curve")
  scene.fill(.path(curve, .nonZero), with: .label, name: "title", text: "Hello")
  scene.draw(
    DrawCommand.Image(rect: Rect(x: 0, y: 0, width: 4, height: 4), pngData: [1, 2, 3], name: "icon"))
  return scene
}

/// Whether `id` is an XML name of the ASCII kind the writer makes: a letter or `_`, then letters,
/// digits, `_`, `-` and `.`.
private func isXMLName(_ id: String) -> Bool {
  let letters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
  let others = letters.union("0123456789-.")
  guard let first = id.first, letters.contains(first) else { return false }
  return id.allSatisfy { others.contains($0) }
}

@Suite struct SVGWriterTests {
  @Test func smallSceneWrittenExactly() throws {
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" \
      width="200" height="100" viewBox="0 0 200 100">
        <g id="card" data-name="card" opacity="0.5">
          <rect data-name="card.background" x="10" y="10" width="180" height="80" rx="12" fill="#FFFFFF"/>
          <clipPath id="clip-1">
            <rect x="10" y="10" width="180" height="80"/>
          </clipPath>
          <g clip-path="url(#clip-1)">
            <rect x="0" y="0" width="50" height="50" fill="#007AFF" fill-opacity="0.25"/>
          </g>
          <path data-name="card.border" d="M10 10 L190 10 L190 90 L10 90 Z M12 12 L188 12 L188 88 L12 88 Z" \
      fill="#000000" fill-rule="evenodd"/>
        </g>
      </svg>

      """
    #expect(SVGWriter().write(try cardScene()) == expected)
  }

  @Test func wellFormedSVG11WithTheRootAttributes() throws {
    let svg = SVGWriter().write(try sampleScene())
    let parsed = ParsedSVG(svg)
    #expect(parsed.error == nil)
    let root = try #require(parsed.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root.attributes["version"] == "1.1")
    #expect(root.attributes["viewBox"] == "0 0 200 100")
    #expect(root.attributes["width"] == "200" && root.attributes["height"] == "100")
    #expect(parsed.elements(named: "text").isEmpty)
  }

  @Test func pathsCurvesRulesGlyphRunsAndImages() throws {
    let parsed = ParsedSVG(SVGWriter().write(try sampleScene()))
    let paths = parsed.elements(named: "path")
    let curve = try #require(paths.first { $0.attributes["data-name"] == "curve" })
    #expect(curve.attributes["d"] == "M1.5 2 Q3 4 5 6 C7 8 9 10 11 12 Z")
    #expect(curve.attributes["fill-rule"] == "evenodd")
    let title = try #require(paths.first { $0.attributes["data-name"] == "title" })
    #expect(title.attributes["data-text"] == "Hello")
    #expect(title.attributes["fill-rule"] == nil)
    let image = try #require(parsed.elements(named: "image").first)
    #expect(image.attributes["xlink:href"] == "data:image/png;base64,AQID")
    #expect(image.attributes["preserveAspectRatio"] == "none")
  }

  @Test func namesAreEscapedAndIdsAreUniqueValidXMLNames() throws {
    let names = ["a \"b\" & <c>'s\tline\nend", "card", "card", "2 columns", "", "clip-1", "bell\u{7}", "été"]
    var scene = try Scene(size: Size(width: 10, height: 10))
    for name in names {
      scene.group(name: name) { scene in
        scene.clip(to: .rect(Rect(x: 0, y: 0, width: 5, height: 5))) { scene in
          scene.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: .red, name: name)
        }
      }
    }
    let parsed = ParsedSVG(SVGWriter().write(scene))
    #expect(parsed.error == nil)
    let groups = parsed.elements(named: "g").filter { $0.attributes["data-name"] != nil }
    let expectedNames = names.map { $0.replacingOccurrences(of: "\u{7}", with: "\u{FFFD}") }
    #expect(groups.map { $0.attributes["data-name"] } == expectedNames)
    let ids = parsed.elements.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == ids.count)
    for id in ids { #expect(isXMLName(id), "bad id '\(id)'") }
    #expect(
      groups.map { $0.attributes["id"] } == [
        "a__b_____c__s_line_end", "card", "card-2", "_2_columns", "_", "clip-1-2", "bell_", "_t_",
      ])
    // Every clip-path reference names a clip path.
    let clipIds = Set(parsed.elements(named: "clipPath").compactMap { $0.attributes["id"] })
    for group in parsed.elements(named: "g") {
      guard let reference = group.attributes["clip-path"] else { continue }
      #expect(reference.hasPrefix("url(#") && clipIds.contains(String(reference.dropFirst(5).dropLast())))
    }
  }

  @Test func attributesComeInOneFixedOrderPerElement() throws {
    let order: [String: [String]] = [
      "svg": ["xmlns", "xmlns:xlink", "version", "width", "height", "viewBox"],
      "g": ["id", "data-name", "opacity", "clip-path"],
      "clipPath": ["id"],
      "rect": [
        "data-name", "data-text", "x", "y", "width", "height", "rx", "fill", "fill-opacity", "fill-rule",
        "clip-rule",
      ],
      "path": ["data-name", "data-text", "d", "fill", "fill-opacity", "fill-rule", "clip-rule"],
      "image": ["data-name", "x", "y", "width", "height", "preserveAspectRatio", "xlink:href"],
    ]
    let lines = attributeOrder(SVGWriter().write(try sampleScene()))
    #expect(lines.count > 10)
    for (element, attributes) in lines {
      let canonical = try #require(order[element], "unexpected element \(element)")
      let positions = attributes.compactMap { canonical.firstIndex(of: $0) }
      #expect(
        positions.count == attributes.count && positions == positions.sorted(), "\(element): \(attributes)")
    }
  }

  @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() throws {
    var scene = try Scene(size: Size(width: 100.123456, height: 50), scale: 3)
    scene.fill(.rect(Rect(x: -0.0001, y: 1.0 / 3, width: 2.0 / 3, height: 10.00049)), with: .gray)
    scene.fill(
      .roundedRect(
        RoundedRect(
          Rect(x: 0.1, y: 0.2, width: 30, height: 20),
          radii: CornerRadii(topLeft: 1.0 / 7, topRight: 0, bottomRight: 2, bottomLeft: 0))),
      with: .gray)
    let svg = SVGWriter().write(scene)
    #expect(svg.contains("width=\"100.123\" height=\"50\" viewBox=\"0 0 100.123 50\""))
    #expect(svg.contains("<rect x=\"0\" y=\"0.333\" width=\"0.667\" height=\"10\" fill=\"#808080\"/>"))
    let numberCharacters = Set("0123456789.-")
    // Every number after the XML declaration (whose version is "1.0").
    let body = svg.drop { $0 != "\n" }
    let numbers = body.split { !numberCharacters.contains($0) }.filter { $0.contains(where: \.isNumber) }
    for number in numbers {
      #expect(!number.hasPrefix("-0") || number.hasPrefix("-0."), "negative zero: \(number)")
      if let dot = number.firstIndex(of: ".") {
        #expect(number[number.index(after: dot)...].count <= 3, "too many decimals: \(number)")
        #expect(!number.hasSuffix("0"), "trailing zero: \(number)")
      }
    }
  }

  @Test func sameSceneSameBytes() throws {
    let first = SVGWriter().write(try sampleScene())
    let second = SVGWriter().write(try sampleScene())
    #expect(first == second)
    #expect(!first.isEmpty && first.hasSuffix("</svg>\n"))
  }

  @Test func unbalancedCommandsStillGiveWellFormedXML() throws {
    var scene = try Scene(size: Size(width: 10, height: 10))
    scene.append(.endGroup)
    scene.append(.beginGroup(DrawCommand.Group(name: "open")))
    scene.append(.beginClip(.rect(.zero)))
    let parsed = ParsedSVG(SVGWriter().write(scene))
    #expect(parsed.error == nil)
    #expect(parsed.elements.map(\.name) == ["svg", "g", "clipPath", "rect", "g"])
  }

  @Test func opacityOutOfRangeIsWrittenClamped() throws {
    var scene = try Scene(size: Size(width: 10, height: 10))
    var group = DrawCommand.Group(name: "g", opacity: 0.5)
    group.opacity = -3
    scene.append(.beginGroup(group))
    scene.append(.endGroup)
    scene.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: Color(red: 0, green: 0, blue: 0, alpha: 7))
    let parsed = ParsedSVG(SVGWriter().write(scene))
    #expect(parsed.elements(named: "g").first?.attributes["opacity"] == "0")
    #expect(parsed.elements(named: "rect").first?.attributes["fill-opacity"] == nil)
  }

  @Test func evenOddClipUsesClipRule() throws {
    var scene = try Scene(size: Size(width: 10, height: 10))
    scene.clip(to: .border(RoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0), width: 1)) { _ in
    }
    let parsed = ParsedSVG(SVGWriter().write(scene))
    let shape = try #require(parsed.elements(named: "path").first)
    #expect(shape.attributes["clip-rule"] == "evenodd" && shape.attributes["fill"] == nil)
  }
}

@Suite struct SVGTextTests {
  @Test func xmlAttributeEscapes() {
    #expect(XMLText.attribute("Tom & \"Jerry\" <3 'x'") == "Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;")
    #expect(XMLText.attribute("a\tb\nc\rd\u{0}e\u{FFFF}") == "a&#9;b&#10;c&#13;d\u{FFFD}e\u{FFFD}")
  }
}
