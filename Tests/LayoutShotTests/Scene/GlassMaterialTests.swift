import LayoutShot
import Raster
import Render
import Testing

// Liquid Glass drawn flat: the body washes the backdrop toward the glass's fill colour by the
// fitted amount, the rim is lighter at the upper left, and the shadow reaches past the edge.

@Suite("Liquid Glass material")
struct GlassMaterialTests {
  /// The pixels of a 160 × 60 glass capsule at (20, 20) over `backdrop` on `plainScreen` (2x).
  private func glassImage(
    _ material: GlassMaterial, over backdrop: Color, appearance: Appearance = .light
  ) throws -> Raster.Image {
    var screen = plainScreen
    screen.appearance = appearance
    let built = try scene(on: screen) { root in
      root.backgroundColor = backdrop
      let platter = View("platter")
      platter.drawing = Drawing(material.elements(.bounds, cornerRadius: .infinity))
      root.addSubview(platter)
      place(platter, in: root, Rect(x: 20, y: 20, width: 160, height: 60))
    }
    return try SceneRasterizer().image(of: built)
  }

  /// `backdrop` washed toward `fill` by `amount`, each channel rounded to a byte.
  private func mix(_ backdrop: [Double], _ fill: [Double], _ amount: Double) -> [Int] {
    zip(backdrop, fill).map { Int(($0 * (1 - amount) + $1 * amount).rounded()) }
  }

  private func channels(_ pixel: RGBA8) -> [Int] {
    [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
  }

  private func isClose(_ pixel: RGBA8, _ expected: [Int]) -> Bool {
    zip(channels(pixel), expected).allSatisfy { abs($0 - $1) <= 1 }
  }

  @Test func regularGlassWashesTheBackdropTowardItsFill() throws {
    // Light: #FEFDFD at 0.68 over white is about #FEFEFE; over the grouped background #F2F2F7
    // about #FAF9FB. Dark: #1B1817 at 0.665 over black is about #121010.
    let overWhite = try glassImage(.regular, over: .white)
    #expect(isClose(overWhite.pixel(x: 200, y: 100), mix([255, 255, 255], [254, 253, 253], 0.68)))
    let grouped = Color(red255: 0xF2, green: 0xF2, blue: 0xF7)
    let overGrey = try glassImage(.regular, over: grouped)
    #expect(isClose(overGrey.pixel(x: 200, y: 100), mix([242, 242, 247], [254, 253, 253], 0.68)))
    let overBlack = try glassImage(.regular, over: .black, appearance: .dark)
    #expect(isClose(overBlack.pixel(x: 200, y: 100), mix([0, 0, 0], [27, 24, 23], 0.665)))
  }

  @Test func clearGlassLetsMostOfTheBackdropThrough() throws {
    let backdrop = Color(red255: 0x30, green: 0x60, blue: 0x90)
    let image = try glassImage(.clear, over: backdrop)
    #expect(isClose(image.pixel(x: 200, y: 100), mix([48, 96, 144], [254, 252, 252], 0.17)))
  }

  @Test func prominentGlassIsFilledWithItsTint() throws {
    let tint = Color(red255: 0x00, green: 0x88, blue: 0xFF)
    let image = try glassImage(GlassMaterial(.regular, tint: tint), over: .white)
    #expect(channels(image.pixel(x: 200, y: 100)) == [0x00, 0x88, 0xFF])
  }

  @Test func theRimIsLitFromTheUpperLeft() throws {
    // Over black in dark mode the rim is white at 0.35 by the upper-left end of the capsule's
    // top edge, falling toward 0.35 / 3 by the lower right: the top edge's first pixel row (y =
    // 40 at 2x) is brighter near the left end than the bottom edge's last row near the right end.
    let image = try glassImage(.regular, over: .black, appearance: .dark)
    let upperLeft = image.pixel(x: 120, y: 40)
    let lowerRight = image.pixel(x: 280, y: 159)
    let body = image.pixel(x: 200, y: 100)
    #expect(upperLeft.red > lowerRight.red)
    #expect(lowerRight.red > body.red)
  }

  @Test func theShadowReachesPastTheEdge() throws {
    // Black at 0.05 blurred with a deviation of 7 points: just outside the capsule's top edge
    // white darkens, and 30 points away it is untouched.
    let image = try glassImage(.regular, over: .white)
    #expect(image.pixel(x: 200, y: 36).red < 255)
    #expect(image.pixel(x: 200, y: 36).red > 240)
    #expect(image.pixel(x: 10, y: 100).red == 255)
  }
}
