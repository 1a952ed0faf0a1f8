import Foundation
import LayoutShotTestSupport
import Raster
import Render
import Testing

/// Strokes and gradients drawn into pixels and written as SVG: pixels at points worked out by
/// hand from the geometry, the SVG elements that draw them, and resvg drawing our SVG as we draw
/// our PNG.
@Suite("Strokes and gradients drawn")
struct StrokeAndGradientTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
  static let black = Color(red: 0, green: 0, blue: 0)
  static let white = Color(red: 1, green: 1, blue: 1)

  /// A circle of `radius` round `center`, from its top, clockwise on the screen.
  static func circle(center: Point, radius: Double) -> Render.Path {
    let k = 0.552_284_749_830_793_6 * radius
    let (x, y, r) = (center.x, center.y, radius)
    var path = Render.Path()
    path.move(to: Point(x: x, y: y - r))
    path.cubic(
      to: Point(x: x + r, y: y), control1: Point(x: x + k, y: y - r), control2: Point(x: x + r, y: y - k))
    path.cubic(
      to: Point(x: x, y: y + r), control1: Point(x: x + r, y: y + k), control2: Point(x: x + k, y: y + r))
    path.cubic(
      to: Point(x: x - r, y: y), control1: Point(x: x - k, y: y + r), control2: Point(x: x - r, y: y + k))
    path.cubic(
      to: Point(x: x, y: y - r), control1: Point(x: x - r, y: y - k), control2: Point(x: x - k, y: y - r))
    path.close()
    return path
  }

  /// A 100 × 100 scene at 1x with `body`'s drawing.
  static func scene(_ body: (inout Scene) -> Void) throws -> Scene {
    var scene = try Scene(size: Size(width: 100, height: 100), scale: 1)
    body(&scene)
    return scene
  }

  @Test func aStrokeCoversTheBandAroundItsPathWithItsCaps() throws {
    // A line from (10, 20) to (90, 20), 4 wide: the band from y 18 to 22.
    var line = Render.Path()
    line.move(to: Point(x: 10, y: 20))
    line.line(to: Point(x: 90, y: 20))
    let butt = try SceneRasterizer().image(
      of: try Self.scene { $0.stroke(line, style: StrokeStyle(width: 4), with: Self.red) })
    let red = RGBA8(red: 255, green: 0, blue: 0)
    #expect(butt.pixel(x: 50, y: 18) == red && butt.pixel(x: 50, y: 21) == red)
    #expect(butt.pixel(x: 50, y: 17) == .clear && butt.pixel(x: 50, y: 22) == .clear)
    #expect(
      butt.pixel(x: 10, y: 20) == red && butt.pixel(x: 9, y: 20) == .clear, "butt: square at the end point")
    // Round caps: pixel (9, 19) lies within 2 of (10, 20) (its far corner 1.41 away); pixel (7, 20)
    // lies outside (its nearest corner (8, 20) is 2 away).
    let round = try SceneRasterizer().image(
      of: try Self.scene { $0.stroke(line, style: StrokeStyle(width: 4, cap: .round), with: Self.red) })
    #expect(round.pixel(x: 9, y: 19) == red)
    #expect(round.pixel(x: 7, y: 20) == .clear)
  }

  @Test func aPartialStrokeDrawsItsShareOfTheCircle() throws {
    // A circle of radius 30 round (50, 50) from its top, clockwise; 10 wide, the first quarter.
    let ring = Self.circle(center: Point(x: 50, y: 50), radius: 30)
    let image = try SceneRasterizer().image(
      of: try Self.scene { $0.stroke(ring, style: StrokeStyle(width: 10, end: 0.25), with: Self.blue) })
    let blue = RGBA8(red: 0, green: 0, blue: 255)
    #expect(image.pixel(x: 50, y: 20) == blue, "the top of the circle")
    // 30 from the centre at −45°: (71.2, 28.8).
    #expect(image.pixel(x: 71, y: 28) == blue, "halfway along the quarter")
    #expect(image.pixel(x: 50, y: 80) == .clear, "the bottom is past the end")
    #expect(image.pixel(x: 20, y: 50) == .clear, "the left is past the end")
    #expect(image.pixel(x: 50, y: 50) == .clear, "the middle is not filled")
  }

  @Test func anAxialGradientBlendsAlongItsAxis() throws {
    let gradient = Gradient(
      .axial(start: Point(x: 0, y: 0), end: Point(x: 100, y: 0)),
      stops: [Gradient.Stop(location: 0, color: Self.black), Gradient.Stop(location: 1, color: Self.white)])
    let image = try SceneRasterizer().image(
      of: try Self.scene { $0.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: gradient) })
    // Pixel x is sampled at its centre, x + 0.5: t = (x + 0.5) / 100, the grey 255 · t.
    for x in [0, 25, 49, 50, 75, 99] {
      let grey = Int(image.pixel(x: x, y: 50).red)
      #expect(abs(Double(grey) - 255 * (Double(x) + 0.5) / 100) <= 1, "x \(x): \(grey)")
      #expect(image.pixel(x: x, y: 10) == image.pixel(x: x, y: 90), "the same colour across the axis")
    }
  }

  @Test func radialAndConicGradientsBlendOutAndRound() throws {
    let stops = [
      Gradient.Stop(location: 0, color: Self.black), Gradient.Stop(location: 1, color: Self.white),
    ]
    let square = Shape.rect(Rect(x: 0, y: 0, width: 100, height: 100))
    let radial = try SceneRasterizer().image(
      of: try Self.scene {
        $0.fill(
          square,
          with: Gradient(
            .radial(center: Point(x: 50, y: 50), radii: Size(width: 50, height: 25)), stops: stops))
      })
    // t = √((dx/50)² + (dy/25)²) at the pixel's centre.
    func radialGrey(_ x: Int, _ y: Int) -> Double {
      let (dx, dy) = ((Double(x) + 0.5 - 50) / 50, (Double(y) + 0.5 - 50) / 25)
      return 255 * min((dx * dx + dy * dy).squareRoot(), 1)
    }
    for (x, y) in [(50, 50), (75, 50), (50, 62), (90, 50), (50, 10)] {
      #expect(abs(Double(radial.pixel(x: x, y: y).red) - radialGrey(x, y)) <= 1, "(\(x), \(y))")
    }
    let conic = try SceneRasterizer().image(
      of: try Self.scene {
        $0.fill(
          square,
          with: Gradient(.conic(center: Point(x: 50, y: 50), toward: Point(x: 100, y: 50)), stops: stops))
      })
    // Clockwise on the screen from the right: just below the axis t is near 0, the bottom is a
    // quarter turn (64), the left half (128), the top three quarters (191), just above the axis
    // near 1.
    #expect(conic.pixel(x: 90, y: 50).red < 5)
    #expect(abs(Int(conic.pixel(x: 50, y: 90).red) - 64) <= 2)
    #expect(abs(Int(conic.pixel(x: 10, y: 50).red) - 128) <= 2)
    #expect(abs(Int(conic.pixel(x: 50, y: 10).red) - 191) <= 2)
    #expect(conic.pixel(x: 90, y: 49).red > 250)
  }

  /// Every kind of stroke and gradient on one 160 × 100 scene.
  static func gallery() throws -> Scene {
    var scene = try Scene(size: Size(width: 160, height: 100), scale: 2)
    scene.fill(.rect(Rect(x: 0, y: 0, width: 160, height: 100)), with: white)
    let stops = [
      Gradient.Stop(location: 0, color: red), Gradient.Stop(location: 0.3, color: blue),
      Gradient.Stop(location: 1, color: Color(red: 0, green: 0.8, blue: 0.2, alpha: 0.5)),
    ]
    scene.fill(
      .rect(Rect(x: 0, y: 0, width: 60, height: 30)),
      with: Gradient(.axial(start: Point(x: 0, y: 0), end: Point(x: 60, y: 30)), stops: stops))
    scene.fill(
      .roundedRect(RoundedRect(Rect(x: 60, y: 0, width: 60, height: 30), radius: 8)),
      with: Gradient(.radial(center: Point(x: 90, y: 15), radii: Size(width: 30, height: 15)), stops: stops))
    scene.fill(
      .path(circle(center: Point(x: 30, y: 60), radius: 20), .nonZero),
      with: Gradient(
        .conic(center: Point(x: 30, y: 60), toward: Point(x: 30, y: 40)),
        stops: [
          Gradient.Stop(location: 0, color: red), Gradient.Stop(location: 0.3, color: blue),
          Gradient.Stop(location: 1, color: Color(red: 0, green: 0.8, blue: 0.2)),
        ]))
    // An opaque conic gradient, whose SVG wedges overlap over its start colour.
    scene.fill(
      .roundedRect(RoundedRect(Rect(x: 125, y: 5, width: 30, height: 60), radius: 6)),
      with: Gradient(
        .conic(center: Point(x: 140, y: 35), toward: Point(x: 160, y: 35)),
        stops: [Gradient.Stop(location: 0, color: red), Gradient.Stop(location: 1, color: blue)]))
    scene.stroke(
      circle(center: Point(x: 90, y: 60), radius: 20),
      style: StrokeStyle(width: 6, cap: .round, start: 0.1, end: 0.8), with: blue)
    var zigzag = Render.Path()
    zigzag.move(to: Point(x: 5, y: 95))
    zigzag.line(to: Point(x: 25, y: 85))
    zigzag.line(to: Point(x: 45, y: 95))
    zigzag.line(to: Point(x: 65, y: 85))
    for (index, join) in StrokeStyle.LineJoin.allCases.enumerated() {
      scene.stroke(
        zigzag.mapped { Point(x: $0.x + Double(index) * 2, y: $0.y - Double(index) * 3) },
        style: StrokeStyle(width: 3, join: join), with: black)
    }
    var dashed = Render.Path()
    dashed.move(to: Point(x: 70, y: 95))
    dashed.line(to: Point(x: 115, y: 95))
    scene.stroke(dashed, style: StrokeStyle(width: 2, cap: .round, dashes: [4, 3], dashPhase: 1), with: red)
    return scene
  }

  @Test func theSVGHoldsGradientElementsAndStrokeOutlines() throws {
    let gallery = try Self.gallery()
    let svg = ParsedSVG(SVGWriter().write(gallery))
    #expect(svg.error == nil)
    let linear = svg.elements(named: "linearGradient")
    #expect(linear.count == 1)
    #expect(linear.first?.attributes["gradientUnits"] == "userSpaceOnUse")
    #expect(linear.first?.attributes["x2"] == "60" && linear.first?.attributes["y2"] == "30")
    #expect(
      svg.elements(named: "stop").map { $0.attributes["offset"] } == ["0", "0.3", "1", "0", "0.3", "1"])
    #expect(svg.elements(named: "stop").last?.attributes["stop-opacity"] == "0.5")
    #expect(
      svg.elements(named: "radialGradient").first?.attributes["gradientTransform"]
        == "matrix(30 0 0 15 90 15)")
    // The conic gradients, which SVG lacks: 180 wedges each, clipped to their shapes.
    #expect(svg.elements(named: "clipPath").count == 2)
    #expect(
      svg.elements(named: "path").filter { $0.attributes["d"]?.hasPrefix("M30 60 ") == true }.count == 180)
    #expect(
      svg.elements(named: "path").filter { $0.attributes["d"]?.hasPrefix("M140 35 ") == true }.count == 180)
    let again = try Self.gallery()
    #expect(SVGWriter().write(gallery) == SVGWriter().write(again), "the same bytes every time")
  }

  @Test(.requiresResvg)
  func resvgDrawsOurSVGAsWeDrawOurPNG() throws {
    let gallery = try Self.gallery()
    let comparison = try ResvgComparison(
      ours: try SceneRasterizer().image(of: gallery), svg: SVGWriter().write(gallery), zoom: 2,
      name: "strokes-and-gradients", in: TemporaryFolder())
    #expect(comparison.agrees, "\(comparison)")
  }
}
