import Foundation
import LayoutShotTestSupport
import Raster
import Render
import Testing

/// Alpha masks (`DrawCommand.beginMask`): the pixels they let show, worked out by hand, the SVG
/// `<mask>` that writes them, and resvg drawing our SVG as we draw our PNG.
@Suite("Alpha masks drawn")
struct MaskTests {
  private typealias Gallery = StrokeAndGradientTests

  /// Black, fading from opaque at `from` to clear at `to` along x.
  private static func fade(from: Double, to: Double) -> Gradient {
    Gradient(
      .axial(start: Point(x: from, y: 0), end: Point(x: to, y: 0)),
      stops: [
        Gradient.Stop(location: 0, color: Gallery.black),
        Gradient.Stop(location: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 0)),
      ])
  }

  @Test func contentShowsAsMuchAsTheMaskCoversEachPixel() throws {
    var scene = try Scene(size: Size(width: 4, height: 1), scale: 1)
    // Column 0 opaque, column 1 half, column 2 a quarter (two masks' fills over each other:
    // 0.25), column 3 nothing.
    let mask = DrawCommand.Mask([
      .fill(DrawCommand.Fill(shape: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: Gallery.black)),
      .fill(
        DrawCommand.Fill(
          shape: .rect(Rect(x: 1, y: 0, width: 1, height: 1)),
          color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))),
      .fill(
        DrawCommand.Fill(
          shape: .rect(Rect(x: 2, y: 0, width: 1, height: 1)),
          color: Color(red: 1, green: 1, blue: 1, alpha: 0.25))),
    ])
    scene.mask(by: mask) { scene in
      scene.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 1)), with: Gallery.red)
    }
    let image = try SceneRasterizer().image(of: scene)
    // Alpha 0.5 is level 128 (0.5 × 255 rounded), 0.25 is 64; opaque red through a mask of alpha a
    // is red at alpha a, premultiplied.
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(image.premultipliedPixel(x: 1, y: 0) == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
    #expect(image.premultipliedPixel(x: 2, y: 0) == RGBA8(red: 64, green: 0, blue: 0, alpha: 64))
    #expect(image.premultipliedPixel(x: 3, y: 0).alpha == 0)
  }

  @Test func aGradientMaskFadesTheContentAlongItsAxis() throws {
    var scene = try Scene(size: Size(width: 100, height: 10), scale: 1)
    scene.mask(
      by: DrawCommand.Mask([
        .gradient(
          DrawCommand.GradientFill(
            shape: .rect(Rect(x: 0, y: 0, width: 100, height: 10)), gradient: Self.fade(from: 0, to: 100)))
      ])
    ) { scene in
      scene.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 10)), with: Gallery.blue)
    }
    let image = try SceneRasterizer().image(of: scene)
    // The pixel centred at x = 25.5 is 25.5 % of the way: alpha (1 − 0.255) × 255 ≈ 190; at 75.5,
    // (1 − 0.755) × 255 ≈ 62. One level either way for the gradient's dithering-free rounding.
    let quarter = Int(image.premultipliedPixel(x: 25, y: 5).alpha)
    let threeQuarters = Int(image.premultipliedPixel(x: 75, y: 5).alpha)
    #expect(abs(quarter - 190) <= 2)
    #expect(abs(threeQuarters - 62) <= 2)
    #expect(image.premultipliedPixel(x: 0, y: 5).alpha >= 253)
  }

  @Test func theSVGWritesAnAlphaMaskInUserSpaceAndTheGroupItLimits() throws {
    var scene = try Scene(size: Size(width: 100, height: 50), scale: 2)
    let mask = DrawCommand.Mask(
      [
        .gradient(
          DrawCommand.GradientFill(
            shape: .rect(Rect(x: 0, y: 0, width: 100, height: 50)), gradient: Self.fade(from: 0, to: 100)))
      ],
      name: "header.mask")
    scene.mask(by: mask) { scene in
      scene.fill(
        .rect(Rect(x: 0, y: 0, width: 100, height: 50)), with: Gallery.blue, name: "header.background")
    }
    let text = SVGWriter().write(scene)
    let svg = ParsedSVG(text)
    #expect(svg.error == nil)
    let masks = svg.elements(named: "mask")
    #expect(masks.count == 1)
    #expect(masks.first?.attributes["id"] == "mask-1")
    #expect(masks.first?.attributes["data-name"] == "header.mask")
    #expect(masks.first?.attributes["mask-type"] == "alpha")
    #expect(masks.first?.attributes["maskUnits"] == "userSpaceOnUse")
    #expect(masks.first?.attributes["width"] == "100" && masks.first?.attributes["height"] == "50")
    #expect(svg.elements(named: "g").contains { $0.attributes["mask"] == "url(#mask-1)" })
    // The mask's gradient is written inside the mask, before the group it limits.
    let maskStart = try #require(text.range(of: "<mask"))
    let maskEnd = try #require(text.range(of: "</mask>"))
    let gradient = try #require(text.range(of: "<linearGradient"))
    let group = try #require(text.range(of: "mask=\"url(#mask-1)\""))
    #expect(maskStart.lowerBound < gradient.lowerBound && gradient.lowerBound < maskEnd.lowerBound)
    #expect(maskEnd.lowerBound < group.lowerBound)
  }

  /// Masks as Core Animation layers use them: a gradient fading a photo out, a stroked ring
  /// showing a disc through it, a mask inside a clip and a translucent group, and a mask with
  /// a group of its own.
  static func gallery() throws -> Scene {
    var scene = try Scene(size: Size(width: 160, height: 100), scale: 2)
    scene.fill(.rect(Rect(x: 0, y: 0, width: 160, height: 100)), with: Gallery.white)
    scene.mask(
      by: DrawCommand.Mask([
        .gradient(
          DrawCommand.GradientFill(
            shape: .rect(Rect(x: 0, y: 0, width: 60, height: 40)), gradient: Self.fade(from: 10, to: 50)))
      ])
    ) { scene in
      scene.fill(
        .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 60, height: 40), radius: 6)), with: Gallery.blue)
    }
    var ring = DrawCommand.Mask([])
    ring.commands = [
      .fill(
        DrawCommand.Fill(
          shape: .stroke(
            Gallery.circle(center: Point(x: 100, y: 25), radius: 18),
            StrokeStyle(width: 6, cap: .round, end: 0.7)),
          color: Gallery.black))
    ]
    scene.mask(by: ring) { scene in
      scene.fill(.rect(Rect(x: 70, y: 0, width: 60, height: 50)), with: Gallery.red)
    }
    scene.clip(to: .rect(Rect(x: 10, y: 50, width: 50, height: 45))) { scene in
      scene.group(name: "card", opacity: 0.8) { scene in
        scene.mask(
          by: DrawCommand.Mask([
            .gradient(
              DrawCommand.GradientFill(
                shape: .rect(Rect(x: 0, y: 50, width: 80, height: 50)),
                gradient: Gradient(
                  .radial(center: Point(x: 35, y: 72), radii: Size(width: 30, height: 20)),
                  stops: [
                    Gradient.Stop(location: 0.5, color: Gallery.black),
                    Gradient.Stop(location: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 0)),
                  ])))
          ])
        ) { scene in
          scene.fill(.rect(Rect(x: 0, y: 50, width: 80, height: 50)), with: Gallery.blue)
        }
      }
    }
    let grouped = DrawCommand.Mask([
      .beginGroup(DrawCommand.Group(name: "mask-group", opacity: 0.6)),
      .fill(DrawCommand.Fill(shape: .rect(Rect(x: 90, y: 55, width: 60, height: 40)), color: Gallery.black)),
      .endGroup,
    ])
    scene.mask(by: grouped) { scene in
      scene.fill(
        .roundedRect(RoundedRect(Rect(x: 80, y: 60, width: 70, height: 30), radius: 10)), with: Gallery.red)
    }
    return scene
  }

  @Test func aMaskedGroupsOpacityAndAMasksOwnGroupMultiply() throws {
    let image = try SceneRasterizer().image(of: Self.gallery())
    // Inside the last mask (a group at 0.6 over opaque black: alpha 153) and the red rounded
    // rectangle: red at alpha 153, premultiplied; the scene's white shows through the rest.
    // 153 red over white: red 255, green and blue 255 − 153 = 102.
    #expect(
      image.premultipliedPixel(x: 2 * 120, y: 2 * 75) == RGBA8(red: 255, green: 102, blue: 102, alpha: 255))
    // Outside the masks' drawing nothing of the content shows: the ring's centre stays white.
    #expect(
      image.premultipliedPixel(x: 2 * 100, y: 2 * 25) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test(.requiresResvg)
  func resvgDrawsOurMasksAsWeDraw() throws {
    let gallery = try Self.gallery()
    let comparison = try ResvgComparison(
      ours: try SceneRasterizer().image(of: gallery), svg: SVGWriter().write(gallery), zoom: 2,
      name: "alpha-masks", in: TemporaryFolder())
    #expect(comparison.agrees, "\(comparison)")
  }
}

@Suite("Colours of draw commands")
struct DrawCommandColorTests {
  @Test func mappingColorsReachesFillsGradientsShadowsAndWhatAMaskDraws() {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let toBlue: (Color) -> Color = { _ in blue }
    let fill = DrawCommand.fill(
      DrawCommand.Fill(shape: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: red))
    let shadow = DrawCommand.Shadow(color: red, offset: Size(width: 0, height: 1), blur: 2)
    let group = DrawCommand.beginGroup(DrawCommand.Group(name: "card", shadow: shadow))
    let mask = DrawCommand.beginMask(DrawCommand.Mask([fill], name: "card.mask"))
    #expect(
      fill.mappingColors(toBlue)
        == .fill(DrawCommand.Fill(shape: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: blue)))
    guard case .beginGroup(let mappedGroup) = group.mappingColors(toBlue) else {
      Issue.record("a group stays a group")
      return
    }
    #expect(mappedGroup.shadow?.color == blue && mappedGroup.shadow?.blur == 2)
    guard case .beginMask(let mappedMask) = mask.mappingColors(toBlue) else {
      Issue.record("a mask stays a mask")
      return
    }
    #expect(mappedMask.commands == [fill.mappingColors(toBlue)] && mappedMask.name == "card.mask")
    #expect(DrawCommand.endClip.mappingColors(toBlue) == .endClip)
  }
}
