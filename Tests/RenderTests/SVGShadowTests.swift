import LayoutShotTestSupport
import Testing

@testable import Render

/// Shadows in SVG: a group's shadow as a filter on the group, a shape's (`shadowPath`) as the
/// shape moved and blurred under the content, in the terms resvg and browsers draw.
@Suite("SVG shadows")
struct SVGShadowTests {
  /// Black at 20 %, moved 4 points down, σ = 8 points.
  static let shadow = DrawCommand.Shadow(
    color: Color(red: 0, green: 0, blue: 0, alpha: 0.2), offset: Size(width: 0, height: 4), blur: 8)

  /// A 200 × 100 scene at 2x with a white 100 × 40 card at (20, 20) casting `shadow`.
  static func scene(_ shadow: DrawCommand.Shadow, name: String = "card") throws -> Scene {
    var scene = try Scene(size: Size(width: 200, height: 100), scale: 2)
    scene.group(name: name, shadow: shadow) { scene in
      scene.fill(.rect(Rect(x: 20, y: 20, width: 100, height: 40)), with: .white, name: "\(name).background")
    }
    return scene
  }

  @Test func aGroupsShadowIsAFilterOfItsAlphaBlurredMovedAndFlooded() throws {
    let parsed = ParsedSVG(SVGWriter().write(try Self.scene(Self.shadow)))
    #expect(parsed.error == nil)
    let names = parsed.elements.map(\.name)
    let start = try #require(names.firstIndex(of: "filter"))
    #expect(
      Array(names[start...].prefix(9)) == [
        "filter", "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge", "feMergeNode",
        "feMergeNode", "g",
      ])
    let filter = parsed.elements[start]
    #expect(filter.attributes["id"] == "shadow-1")
    #expect(filter.attributes["filterUnits"] == "userSpaceOnUse")
    #expect(filter.attributes["color-interpolation-filters"] == "sRGB")
    // The region: the card (20...120, 20...60) and its shadow (20...120, 24...64), spread by
    // 4σ + 5 pixels (32 + 2.5 points) to (−14.5, −14.5)...(154.5, 98.5), within the canvas,
    // rounded out.
    #expect(filter.attributes["x"] == "0" && filter.attributes["y"] == "0")
    #expect(filter.attributes["width"] == "155" && filter.attributes["height"] == "99")
    // σ in user units, points: 8, not the 16 pixels of the 2x raster.
    let blur = parsed.elements[start + 1]
    #expect(blur.attributes == ["in": "SourceAlpha", "stdDeviation": "8"])
    #expect(parsed.elements[start + 2].attributes == ["dx": "0", "dy": "4", "result": "shadow"])
    #expect(parsed.elements[start + 3].attributes == ["flood-color": "#000000", "flood-opacity": "0.2"])
    #expect(parsed.elements[start + 4].attributes == ["in2": "shadow", "operator": "in"])
    #expect(parsed.elements[start + 6].attributes == [:])
    #expect(parsed.elements[start + 7].attributes == ["in": "SourceGraphic"])
    let group = parsed.elements[start + 8]
    #expect(group.attributes["data-name"] == "card" && group.attributes["filter"] == "url(#shadow-1)")
  }

  @Test func aSharpGroupShadowOffsetsTheAlphaItself() throws {
    var sharp = Self.shadow
    sharp.blur = 0
    let parsed = ParsedSVG(SVGWriter().write(try Self.scene(sharp)))
    #expect(parsed.elements(named: "feGaussianBlur").isEmpty)
    #expect(parsed.elements(named: "feOffset").first?.attributes["in"] == "SourceAlpha")
  }

  @Test func aShapesShadowIsTheShapeMovedFilledAndBlurredUnderTheContent() throws {
    var shaped = Self.shadow
    shaped.shape = .rect(Rect(x: 20, y: 20, width: 50, height: 40))
    let parsed = ParsedSVG(SVGWriter().write(try Self.scene(shaped)))
    #expect(parsed.error == nil)
    // Only a blur: the shape is already moved and coloured.
    let blur = try #require(parsed.elements(named: "feGaussianBlur").first)
    #expect(blur.attributes == ["stdDeviation": "8"])
    #expect(parsed.elements(named: "feOffset").isEmpty && parsed.elements(named: "feFlood").isEmpty)
    let names = parsed.elements.map { $0.attributes["data-name"] }
    let shadowIndex = try #require(names.firstIndex(of: "card.shadow"))
    let backgroundIndex = try #require(names.firstIndex(of: "card.background"))
    #expect(shadowIndex < backgroundIndex, "under the content")
    let element = parsed.elements[shadowIndex]
    #expect(element.name == "path" && element.attributes["filter"] == "url(#shadow-1)")
    #expect(element.attributes["d"] == "M20 24 L70 24 L70 64 L20 64 Z", "the rect moved 4 points down")
    #expect(element.attributes["fill"] == "#000000" && element.attributes["fill-opacity"] == "0.2")
    #expect(parsed.elements(named: "g").first?.attributes["filter"] == nil, "the group is not filtered")
  }

  @Test func filterIdsAreNumberedInOrderUniqueAndTheSameEveryTime() throws {
    var scene = try Scene(size: Size(width: 200, height: 100), scale: 2)
    // A group named like the first filter: the ids still differ.
    for name in ["shadow-1", "b"] {
      scene.group(name: name, shadow: Self.shadow) { scene in
        scene.fill(.rect(Rect(x: 20, y: 20, width: 40, height: 40)), with: .white)
      }
    }
    let svg = SVGWriter().write(scene)
    #expect(svg == SVGWriter().write(scene))
    let parsed = ParsedSVG(svg)
    let filters = parsed.elements(named: "filter").compactMap { $0.attributes["id"] }
    let groups = parsed.elements(named: "g").compactMap { $0.attributes["id"] }
    #expect(filters.count == 2 && Set(filters + groups).count == 4)
    #expect(filters.first == "shadow-1")
    #expect(parsed.elements(named: "g").map { $0.attributes["filter"] } == filters.map { "url(#\($0))" })
  }
}
