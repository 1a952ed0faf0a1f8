import Raster
import Render
import Testing

// The Swift snippet of the Render DocC landing page, compiled and run
// (`ReadmeSnippetCoverageTests` checks its lines against this file).

@Suite("Render documentation")
struct DocumentationExampleTests {
  @Test func theLandingPagesScene() throws {
    var scene = try Scene(size: Size(width: 200, height: 100), scale: 2)
    let card = RoundedRect(Rect(x: 10, y: 10, width: 180, height: 80), radius: 12)
    scene.group(name: "card", opacity: 0.9) { scene in
      scene.fill(.roundedRect(card), with: .systemBackground, name: "card.background")
      scene.fill(.border(card, width: 1), with: .separator, name: "card.border")
    }
    let svg = SVGWriter().write(scene)
    #expect(svg.contains("data-name=\"card.background\"") && svg.contains("data-name=\"card.border\""))
  }
}
