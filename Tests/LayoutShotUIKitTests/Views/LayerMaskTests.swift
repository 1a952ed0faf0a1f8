import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

/// `CALayer.mask` set the way UIKit code sets it, drawn as Core Animation masks.
///
/// A mask shows what it masks by the alpha of its drawing. A gradient layer fades a header out, a stroked shape layer shows a
/// ring of an avatar, a layer with a translucent background lets half of a view show, and a plain
/// opaque layer still clips. Pixels are checked at points worked out by hand (points × scale); the
/// SVG holds an alpha `<mask>` for the drawn masks and a `<clipPath>` for the opaque one; resvg
/// draws our SVG as we draw our PNG.
@MainActor
@Suite("CALayer masks drawn by their alpha")
struct LayerMaskTests {
  static let scale = 2.0

  /// The tree, 320 × 120 points on white, every view placed by its frame.
  static let program = UIKitLayout.view("Masks") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    root.backgroundColor = .white

    // A 200 × 50 blue header fading out from left to right.
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    header.accessibilityIdentifier = "header"
    header.backgroundColor = .systemBlue
    let fade = CAGradientLayer()
    fade.frame = header.bounds
    fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
    fade.startPoint = CGPoint(x: 0, y: 0.5)
    fade.endPoint = CGPoint(x: 1, y: 0.5)
    header.layer.mask = fade

    // A 60 × 60 purple avatar showing only a ring 10 points wide round its centre.
    let ringed = UIView(frame: CGRect(x: 220, y: 0, width: 60, height: 60))
    ringed.accessibilityIdentifier = "ringed"
    ringed.backgroundColor = .systemPurple
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.black.cgColor
    ring.lineWidth = 10
    ringed.layer.mask = ring

    // A green view masked by a layer whose background is half transparent.
    let half = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 50))
    half.accessibilityIdentifier = "half"
    half.backgroundColor = .systemGreen
    let translucent = CALayer()
    translucent.frame = half.bounds
    translucent.backgroundColor = UIColor.black.withAlphaComponent(0.5).cgColor
    half.layer.mask = translucent

    // An orange view masked by an opaque plain layer over its left half: a clip.
    let clipped = UIView(frame: CGRect(x: 120, y: 60, width: 100, height: 50))
    clipped.accessibilityIdentifier = "clipped"
    clipped.backgroundColor = .systemOrange
    let leftHalf = CALayer()
    leftHalf.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    leftHalf.backgroundColor = UIColor.black.cgColor
    clipped.layer.mask = leftHalf

    for view in [header, ringed, half, clipped] { root.addSubview(view) }
    return root
  }

  static var screen: Screen {
    var screen = phone
    screen.scale = scale
    return screen
  }

  @Test func pixelsShowAsMuchAsTheMaskCoversThem() throws {
    let solved = try LayoutEngine().solve(Self.program, on: Self.screen)
    #expect(solved.diagnostics == [])
    let image = try Raster.Image(pngData: try solved.pngData())
    /// The RGBA of the pixel holding the point (x, y), the canvas being opaque.
    func pixel(_ x: Double, _ y: Double) -> [Int] {
      let (column, row) = (Int(x * Self.scale), Int(y * Self.scale))
      return image.bytes[(row * image.width + column) * 4..<(row * image.width + column + 1) * 4].map(
        Int.init)
    }
    /// `color` at `alpha` over white, per channel: c·a + 255·(1 − a).
    func over(_ color: [Double], alpha: Double) -> [Double] {
      color.map { $0 * alpha + 255 * (1 - alpha) }
    }
    func near(_ actual: [Int], _ expected: [Double], within tolerance: Double = 2) -> Bool {
      zip(actual.prefix(3), expected).allSatisfy { abs(Double($0) - $1) <= tolerance }
    }
    let blue = [0.0, 122, 255]  // systemBlue
    // Header: the pixel at column 100 (x 50–50.5, centre 50.25 points) is 50.25 / 200 of the
    // way along the fade, alpha 1 − 0.25125; column 300 (centre 150.25) has alpha 1 − 0.75125.
    #expect(near(pixel(50, 25), over(blue, alpha: 1 - 50.25 / 200)))
    #expect(near(pixel(150, 25), over(blue, alpha: 1 - 150.25 / 200)))
    // Ringed avatar (220, 0): the ring is centred on radius 20 round (250, 30), 10 wide, so it
    // covers radii 15...25. Its centre and its corner stay white; a point at radius 20 is purple.
    #expect(pixel(250, 30) == [255, 255, 255, 255])
    #expect(pixel(221, 1) == [255, 255, 255, 255])
    #expect(pixel(250, 10.5) == [175, 82, 222, 255])  // radius 19.5, inside the ring
    // Half: systemGreen (52, 199, 89) at alpha 0.5 (level 128) over white.
    #expect(near(pixel(50, 85), over([52, 199, 89], alpha: 128.0 / 255)))
    // Clipped: orange on the left half, white on the right.
    #expect(pixel(140, 85) == [255, 149, 0, 255])
    #expect(pixel(200, 85) == [255, 255, 255, 255])
  }

  @Test func theSVGHoldsAlphaMasksForDrawnMasksAndAClipForTheOpaqueOne() throws {
    let svg = ParsedSVG(try LayoutEngine().solve(Self.program, on: Self.screen).svg())
    #expect(svg.error == nil)
    let masks = svg.elements(named: "mask")
    #expect(masks.map { $0.attributes["data-name"] } == ["header.mask", "ringed.mask", "half.mask"])
    #expect(masks.allSatisfy { $0.attributes["mask-type"] == "alpha" })
    // The opaque plain layer is a clip to its rectangle, as before.
    #expect(svg.elements(named: "clipPath").count == 1)
  }

  @Test(.requiresResvg)
  func resvgDrawsOurSVGAsWeDrawOurPNG() throws {
    let solved = try LayoutEngine().solve(Self.program, on: Self.screen)
    let comparison = try ResvgComparison(
      ours: try Raster.Image(pngData: try solved.pngData()), svg: try solved.svg(), zoom: Self.scale,
      name: "layer-masks", in: TemporaryFolder())
    #expect(comparison.agrees, "\(comparison)")
  }
}
