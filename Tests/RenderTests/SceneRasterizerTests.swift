import Raster
import Render
import Testing

/// The raster image type, named apart from the scene's image command.
private typealias Pixels = Raster.Image

/// Scenes drawn into pixels: each command maps onto the canvas as the scene format says, at the
/// scene's scale, the same bytes every time.
@Suite("Scene rasterizer")
struct SceneRasterizerTests {
  private static let red = Color(red: 1, green: 0, blue: 0)
  private static let blue = Color(red: 0, green: 0, blue: 1)

  @Test func pointsBecomePixelsAtTheScale() throws {
    // A 4 × 3 point scene at 2x is 8 × 6 pixels; a red square from (1, 1) to (2, 2) in points
    // covers pixels 2..<4 on both axes, exactly.
    var scene = try Scene(size: Size(width: 4, height: 3), scale: 2)
    scene.fill(.rect(Rect(x: 1, y: 1, width: 1, height: 1)), with: Self.red)
    let image = try SceneRasterizer().image(of: scene)
    #expect(image.width == 8 && image.height == 6)
    for y in 0..<6 {
      for x in 0..<8 {
        let inside = (2..<4).contains(x) && (2..<4).contains(y)
        #expect(
          image.pixel(x: x, y: y) == (inside ? RGBA8(red: 255, green: 0, blue: 0) : .clear), "\(x), \(y)")
      }
    }
  }

  @Test func glyphRunsDrawAsTheirPathAndOutlinesAreKnownByName() throws {
    // A triangle "glyph" placed three times at whole and quarter pixels (3x: a point is three
    // pixels, so origins at multiples of 1/12 point), far enough apart to share no pixel: the
    // run draws exactly what its path draws.
    let triangle = Self.outline([(0, 0), (2, -3), (4, 0)])
    let outline = Render.GlyphRun.Outline(name: "triangle", path: triangle)
    let origins = [Point(x: 1, y: 5), Point(x: 6.25, y: 5), Point(x: 11 + 1.0 / 3, y: 6)]
    let run = Render.GlyphRun(glyphs: origins.map { Render.GlyphRun.Glyph(outline: outline, origin: $0) })
    let glyphs = try Self.scene(.glyphs(run))
    let path = try Self.scene(.path(run.path, .nonZero))
    let drawn = try SceneRasterizer().image(of: glyphs)
    #expect(drawn.bytes == (try SceneRasterizer().image(of: path)).bytes)
    #expect(drawn.pixel(x: 9, y: 13) == RGBA8(red: 255, green: 0, blue: 0))
    // The SVG writer writes the run as that one path.
    #expect(SVGWriter().write(glyphs) == SVGWriter().write(path))
    // A different outline under the same name is taken for the first: the name is the outline's
    // identity within a scene.
    let square = Render.GlyphRun.Outline(
      name: "triangle", path: Self.outline([(0, -3), (3, -3), (3, 0), (0, 0)]))
    let misnamed = try Self.scene(
      .glyphs(Render.GlyphRun(glyphs: [Render.GlyphRun.Glyph(outline: outline, origin: origins[0])])),
      .glyphs(Render.GlyphRun(glyphs: [Render.GlyphRun.Glyph(outline: square, origin: origins[1])])))
    let twoTriangles = try Self.scene(.glyphs(Render.GlyphRun(glyphs: Array(run.glyphs.prefix(2)))))
    #expect(
      (try SceneRasterizer().image(of: misnamed)).bytes
        == (try SceneRasterizer().image(of: twoTriangles)).bytes)
  }

  /// A closed outline through `points`.
  private static func outline(_ points: [(Double, Double)]) -> Render.Path {
    var path = Render.Path()
    for (index, point) in points.enumerated() {
      let point = Point(x: point.0, y: point.1)
      if index == 0 { path.move(to: point) } else { path.line(to: point) }
    }
    path.close()
    return path
  }

  /// A 17 × 8 point scene at 3x filling `shapes` in red.
  private static func scene(_ shapes: Shape...) throws -> Scene {
    var scene = try Scene(size: Size(width: 17, height: 8), scale: 3)
    for shape in shapes { scene.fill(shape, with: red) }
    return scene
  }

  @Test func anOpaqueBackgroundIsTheCanvasColourAndOthersAreDrawnOverClear() throws {
    // The first command covers every pixel opaque: it becomes the canvas's colour, which must be
    // what filling it over a clear canvas gives. A translucent or partial one is drawn as usual.
    let grey = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    let opaqueGrey = RGBA8(red: 242, green: 242, blue: 247)
    let cases: [(background: Rect, color: Color, pixels: RGBA8, isOpaque: Bool)] = [
      (Rect(x: 0, y: 0, width: 4, height: 3), grey, opaqueGrey, true),
      (Rect(x: -1, y: -1, width: 6, height: 5), grey, opaqueGrey, true),
      (
        Rect(x: 0, y: 0, width: 4, height: 3), grey.withAlphaComponent(0.5),
        RGBA8(red: 242, green: 242, blue: 247, alpha: 128), false
      ),
      (Rect(x: 0, y: 0, width: 3.9, height: 3), grey, opaqueGrey, false),
    ]
    for (background, color, pixels, isOpaque) in cases {
      var scene = try Scene(size: Size(width: 4, height: 3), scale: 2)
      scene.fill(.rect(background), with: color)
      scene.fill(.rect(Rect(x: 1.25, y: 0.5, width: 2, height: 1)), with: Self.red.withAlphaComponent(0.5))
      var canvas = try #require(Canvas(width: 8, height: 6))
      let toPixels = Transform(scale: 2)
      canvas.fill(
        .rect(x: background.minX, y: background.minY, width: background.width, height: background.height),
        color: pixels, transform: toPixels)
      canvas.fill(
        .rect(x: 1.25, y: 0.5, width: 2, height: 1), color: RGBA8(red: 255, green: 0, blue: 0, alpha: 128),
        transform: toPixels)
      let image = try SceneRasterizer().image(of: scene)
      #expect(image == canvas.finish(), "\(background) \(color)")
      #expect(image.isOpaque == isOpaque)
    }
  }

  @Test func aGroupBelowFullOpacityIsOneLayer() throws {
    // Two overlapping opaque squares in a group at 50 %: where they overlap only the top (blue)
    // square shows, at alpha 128 (0.5 × 255 = 127.5, rounded up), as a UIKit view's alpha does.
    var scene = try Scene(size: Size(width: 3, height: 1))
    scene.group(name: "card", opacity: 0.5) { scene in
      scene.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 1)), with: Self.red)
      scene.fill(.rect(Rect(x: 1, y: 0, width: 2, height: 1)), with: Self.blue)
    }
    let image = try SceneRasterizer().image(of: scene)
    #expect(image.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    #expect(image.pixel(x: 1, y: 0) == RGBA8(red: 0, green: 0, blue: 255, alpha: 128))
    #expect(image.pixel(x: 2, y: 0) == RGBA8(red: 0, green: 0, blue: 255, alpha: 128))
  }

  @Test func aGroupAtFullOpacityOnlyNamesItsContent() throws {
    var grouped = try Scene(size: Size(width: 2, height: 2))
    grouped.group(name: "card") { $0.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 2)), with: Self.red) }
    var plain = try Scene(size: Size(width: 2, height: 2))
    plain.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 2)), with: Self.red)
    #expect(try SceneRasterizer().image(of: grouped) == (try SceneRasterizer().image(of: plain)))
  }

  @Test func clipsCutWhatIsDrawnInside() throws {
    // A 4 × 1 red bar clipped to its middle two points.
    var scene = try Scene(size: Size(width: 4, height: 1))
    scene.clip(to: .rect(Rect(x: 1, y: 0, width: 2, height: 1))) { scene in
      scene.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 1)), with: Self.red)
    }
    let image = try SceneRasterizer().image(of: scene)
    #expect((0..<4).map { image.pixel(x: $0, y: 0).alpha } == [0, 255, 255, 0])
  }

  @Test func aBorderIsARingInsideTheBounds() throws {
    // A 4 × 4 point square with a 1-point border at 1x: the outer ring of pixels is drawn, the
    // 2 × 2 middle is not.
    var scene = try Scene(size: Size(width: 4, height: 4))
    scene.fill(
      .border(RoundedRect(Rect(x: 0, y: 0, width: 4, height: 4), radius: 0), width: 1), with: Self.blue)
    let image = try SceneRasterizer().image(of: scene)
    for y in 0..<4 {
      for x in 0..<4 {
        let ring = x == 0 || y == 0 || x == 3 || y == 3
        #expect(image.pixel(x: x, y: y).alpha == (ring ? 255 : 0), "\(x), \(y)")
      }
    }
  }

  @Test func imagesAreDecodedAndDrawnIntoTheirRectangle() throws {
    // A 1 × 1 green PNG stretched over the right half of a 2 × 1 scene.
    let green = try #require(Pixels(width: 1, height: 1, fill: RGBA8(red: 0, green: 255, blue: 0)))
    var scene = try Scene(size: Size(width: 2, height: 1))
    scene.draw(DrawCommand.Image(rect: Rect(x: 1, y: 0, width: 1, height: 1), pngData: try green.pngData()))
    let image = try SceneRasterizer().image(of: scene)
    #expect(image.pixel(x: 0, y: 0) == .clear)
    #expect(image.pixel(x: 1, y: 0) == RGBA8(red: 0, green: 255, blue: 0))
  }

  @Test func anImageThatDoesNotDecodeIsAnErrorThatNamesIt() throws {
    var scene = try Scene(size: Size(width: 2, height: 1))
    scene.draw(
      DrawCommand.Image(rect: Rect(x: 0, y: 0, width: 1, height: 1), pngData: [1, 2, 3], name: "avatar"))
    let error = #expect(throws: SceneRenderError.self) { try SceneRasterizer().image(of: scene) }
    #expect(error?.description.hasPrefix("The image 'avatar' in the scene cannot be decoded") == true)
  }

  @Test func theSameSceneGivesTheSamePNGBytes() throws {
    var scene = try Scene(size: Size(width: 50, height: 40), scale: 3)
    scene.fill(
      .roundedRect(RoundedRect(Rect(x: 3.3, y: 4.1, width: 30.7, height: 20.2), radius: 6)), with: Self.blue)
    scene.group(opacity: 0.4) {
      $0.fill(.rect(Rect(x: 10.5, y: 10.25, width: 30, height: 20)), with: Self.red)
    }
    let first = try SceneRasterizer().pngData(of: scene)
    let second = try SceneRasterizer().pngData(of: scene)
    #expect(first == second)
    #expect(try Pixels(pngData: first) == (try SceneRasterizer().image(of: scene)))
  }
}
