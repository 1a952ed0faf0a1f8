import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

/// `CALayer` corners and borders set the way UIKit code sets them, drawn where UIKit draws them
/// and drawn alike in our SVG and our PNG.
///
/// One view tree holds a clipping card with a rounded blue border and a full-width header, a chat
/// bubble with its bottom-right corner square (`maskedCorners`), a circular avatar and a view with
/// only `borderWidth` set. At 2x and 3x:
/// - pixels of our PNG, at coordinates computed by hand from the frames (points × scale), have
///   the colours UIKit gives them: a rounded corner's very corner is the background, a square one
///   the view's colour, the clipped header stays inside the card's rounded corner, the border is
///   drawn above the subviews and is black when only its width is set;
/// - the SVG holds the shapes that draw them (rounded rects, an even-odd border, a rounded clip);
/// - resvg, an independent renderer, draws our SVG as we draw our PNG, within the tolerance of the
///   cross-check of every example (`RendererCrossCheckTests`). Skipped when resvg is missing.
@MainActor
@Suite("CALayer corners and borders drawn")
struct LayerRenderingTests {
  nonisolated static let scales = [2.0, 3.0]
  static let white = [255, 255, 255, 255]
  static let blue = [0, 122, 255, 255]  // systemBlue
  static let orange = [255, 149, 0, 255]  // systemOrange
  static let green = [52, 199, 89, 255]  // systemGreen
  static let purple = [175, 82, 222, 255]  // systemPurple
  static let black = [0, 0, 0, 255]

  /// The view tree, 375 × 240 points, every view placed by its frame.
  static let program = UIKitLayout.view("Layers") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 240))
    root.backgroundColor = .white

    let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.systemBlue.cgColor
    card.clipsToBounds = true
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    header.accessibilityIdentifier = "header"
    header.backgroundColor = .systemOrange
    card.addSubview(header)

    let bubble = UIView(frame: CGRect(x: 240, y: 20, width: 120, height: 60))
    bubble.accessibilityIdentifier = "bubble"
    bubble.backgroundColor = .systemGreen
    bubble.layer.cornerRadius = 18
    bubble.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner]

    let avatar = UIView(frame: CGRect(x: 20, y: 160, width: 64, height: 64))
    avatar.accessibilityIdentifier = "avatar"
    avatar.backgroundColor = .systemPurple
    avatar.layer.cornerRadius = avatar.bounds.width / 2

    let outlined = UIView(frame: CGRect(x: 120, y: 160, width: 100, height: 60))
    outlined.accessibilityIdentifier = "outlined"
    outlined.layer.borderWidth = 3

    for view in [card, bubble, avatar, outlined] { root.addSubview(view) }
    return root
  }

  static func screen(scale: Double) -> Screen {
    var screen = phone
    screen.scale = scale
    return screen
  }

  @Test(arguments: scales)
  func pixelsAreWhereUIKitDrawsThem(scale: Double) throws {
    let solved = try LayoutEngine().solve(Self.program, on: Self.screen(scale: scale))
    #expect(solved.diagnostics == [])
    let image = try Raster.Image(pngData: try solved.pngData())
    #expect(image.width == Int(375 * scale) && image.height == Int(240 * scale))
    /// The premultiplied RGBA of pixel (x, y).
    func at(_ x: Int, _ y: Int) -> [Int] {
      image.bytes[(y * image.width + x) * 4..<(y * image.width + x + 1) * 4].map(Int.init)
    }
    /// The pixel holding the point (x, y), in points.
    func pixel(_ x: Double, _ y: Double) -> [Int] { at(Int(x * scale), Int(y * scale)) }
    /// The pixels at the four corners of a frame, in points: top-left, top-right, bottom-left and
    /// bottom-right.
    func corners(_ frame: CGRect) -> [[Int]] {
      let (left, top) = (Int(frame.minX * scale), Int(frame.minY * scale))
      let (right, bottom) = (Int(frame.maxX * scale) - 1, Int(frame.maxY * scale) - 1)
      return [at(left, top), at(right, top), at(left, bottom), at(right, bottom)]
    }

    // Bubble (240, 20, 120 × 60), radius 18: the three masked corners are rounded, the
    // bottom-right one is square, so its last pixel is fully the bubble's green.
    let bubble = corners(CGRect(x: 240, y: 20, width: 120, height: 60))
    #expect(bubble == [Self.white, Self.white, Self.white, Self.green])
    #expect(pixel(300, 50) == Self.green)

    // Card (20, 20, 200 × 120), radius 16, border 2 blue, clipping its header (0, 0, 200 × 40).
    // Unclipped, the header would fill the card's very top-left pixel; clipped, that pixel and
    // one 1.5 points in (21.2 points from the arc's centre at (36, 36), beyond 16) are white.
    let card = corners(CGRect(x: 20, y: 20, width: 200, height: 120))
    #expect(card[0] == Self.white && card[1] == Self.white, "header clipped by the rounded corners")
    #expect(pixel(21.5, 21.5) == Self.white, "header clipped by the rounded corner")
    #expect(pixel(120, 40) == Self.orange, "header inside the card")
    // A point inside each edge, midway along it: the border, drawn above the header on top.
    #expect(pixel(21, 80) == Self.blue, "left border")
    #expect(pixel(219, 80) == Self.blue, "right border")
    #expect(pixel(120, 21) == Self.blue, "top border above the header")
    #expect(pixel(120, 139) == Self.blue, "bottom border")
    #expect(pixel(120, 80) == Self.white, "inside the border")

    // Avatar (20, 160, 64 × 64), radius 32: a circle. 8 points in along the diagonal is 33.9
    // points from the centre (52, 192), outside it; 10.5 points in is 30.4, inside.
    #expect(corners(CGRect(x: 20, y: 160, width: 64, height: 64)).allSatisfy { $0 == Self.white })
    #expect(pixel(28, 168) == Self.white, "outside the circle: the radius is the whole half side")
    #expect(pixel(30.5, 170.5) == Self.purple)
    #expect(pixel(52, 160.5) == Self.purple, "top of the circle")

    // Outlined view (120, 160, 100 × 60), border 3 and no colour: black, as CALayer's default.
    #expect(pixel(121, 190) == Self.black)
    #expect(pixel(170, 161) == Self.black)
    #expect(pixel(170, 190) == Self.white, "no background")
  }

  @Test func theSVGHoldsTheRoundedShapesAndBorders() throws {
    let svg = ParsedSVG(try LayoutEngine().solve(Self.program, on: phone).svg())
    #expect(svg.error == nil)
    func element(_ name: String) -> ParsedSVG.Element? {
      svg.elements.first { $0.attributes["data-name"] == name }
    }
    // One radius: a rect with rx; the bubble's three rounded corners need a path.
    #expect(element("card.background")?.name == "rect")
    #expect(element("card.background")?.attributes["rx"] == "16")
    #expect(element("avatar.background")?.attributes["rx"] == "32")
    #expect(element("bubble.background")?.name == "path")
    #expect(element("bubble.background")?.attributes["fill"] == "#34C759")
    // Borders: even-odd rings, blue as set and black by default.
    #expect(element("card.border")?.attributes["fill"] == "#007AFF")
    #expect(element("card.border")?.attributes["fill-rule"] == "evenodd")
    #expect(element("outlined.border")?.attributes["fill"] == "#000000")
    #expect(element("outlined.background") == nil)
    // The card clips its header to its rounded bounds.
    let clips = svg.elements.indices.filter { svg.elements[$0].name == "clipPath" }
    #expect(clips.count == 1)
    let clipShape = clips.first.map { svg.elements[$0 + 1] }
    #expect(clipShape?.name == "rect" && clipShape?.attributes["rx"] == "16")
    #expect(clipShape?.attributes["x"] == "20" && clipShape?.attributes["width"] == "200")
  }

  @Test(
    .requiresResvg,
    arguments: scales)
  func resvgDrawsOurSVGAsWeDrawOurPNG(scale: Double) throws {
    let solved = try LayoutEngine().solve(Self.program, on: Self.screen(scale: scale))
    let comparison = try ResvgComparison(
      ours: try Raster.Image(pngData: try solved.pngData()), svg: try solved.svg(), zoom: scale,
      name: "layers",
      in: TemporaryFolder())
    #expect(comparison.agrees, "\(comparison)")
  }
}
