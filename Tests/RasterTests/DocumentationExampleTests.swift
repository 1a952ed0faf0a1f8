import Raster
import Testing

// The Swift snippet of the Raster DocC landing page, compiled and run with what it draws checked
// (`ReadmeSnippetCoverageTests` checks its lines against this file).

@Suite("Raster documentation")
struct DocumentationExampleTests {
  @Test func theLandingPagesCard() {
    var canvas = Canvas(width: 1179, height: 2556, background: .white)!
    let points = Transform(scale: 3)  // an @3x screen
    let card = RoundedRect(Rect(x: 16, y: 120, width: 361, height: 88), radius: 12)
    canvas.fill(Path(roundedRect: card), color: RGBA8(red: 242, green: 242, blue: 247), transform: points)
    let image = canvas.finish()
    // Inside the card, in pixels, and outside it.
    #expect(image.width == 1179 && image.height == 2556)
    #expect(image.pixel(x: 200, y: 500) == RGBA8(red: 242, green: 242, blue: 247))
    #expect(image.pixel(x: 10, y: 10) == .white)
  }
}
