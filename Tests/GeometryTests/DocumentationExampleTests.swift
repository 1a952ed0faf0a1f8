import Geometry
import Testing

// The Swift snippet of the Geometry DocC landing page, compiled and run
// (`ReadmeSnippetCoverageTests` checks its lines against this file).

@Suite("Geometry documentation")
struct DocumentationExampleTests {
  @Test func theLandingPagesPath() {
    let card = RoundedRect(Rect(x: 16, y: 120, width: 361, height: 88), radius: 12)
    var path = Path(roundedRect: card)
    path.addRect(Rect(x: 40, y: 150, width: 20, height: 20))
    let toPixels = Transform(scale: 3)  // an @3x screen
    #expect(path.controlBounds == Rect(x: 16, y: 120, width: 361, height: 88))
    let corner = toPixels.apply(x: 16, y: 120)
    #expect(corner.x == 48 && corner.y == 360)
  }
}
