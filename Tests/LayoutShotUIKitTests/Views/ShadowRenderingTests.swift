import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

/// `CALayer` shadows set the way UIKit code sets them, drawn as Core Animation draws them.
///
/// Each layout is a white canvas, 375 × 320 points at 2x, with one 100 × 100-point card at (40, 40) whose shadow is moved
/// 150 points down, clear of the card, so that every shadow pixel is black at some alpha `A`
/// over white: `255 − A` in each colour channel. The expected `A` is worked out here from the
/// properties: `255 × shadowOpacity × the colour's alpha` well inside the shadow, and at a pixel
/// whose centre lies `d` pixels inside a straight edge (negative outside), that times `Φ(d/σ)`
/// with σ = `shadowRadius × scale` (σ = `shadowRadius`: see LayoutShot's `Shadow`). The blur is
/// within 1.5 of 255 levels of that (`GaussianBlurTests`); with the rounding of the colour and
/// the compositing, 2 levels are allowed.
@MainActor
@Suite("CALayer shadows drawn")
struct ShadowRenderingTests {
  /// The card's frame, in points, and how far its shadow is moved down.
  static let card = CGRect(x: 40, y: 40, width: 100, height: 100)
  static let drop = 150.0

  /// The image of the white canvas holding the card, set up by `configure`.
  static func image(_ configure: @escaping @MainActor @Sendable (UIView) -> Void) throws -> Raster.Image {
    let program = UIKitLayout.view("Shadow") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 320))
      root.backgroundColor = .white
      let card = UIView(frame: Self.card)
      card.backgroundColor = .systemBlue
      root.addSubview(card)
      configure(card)
      return root
    }
    let image = try Raster.Image(pngData: try LayoutEngine().solve(program, on: phone).pngData())
    #expect(image.width == 750 && image.height == 640)
    return image
  }

  /// The alpha of black over white at pixel (`x`, `y`): 255 less its red channel (the image is
  /// opaque).
  static func shade(_ image: Raster.Image, _ x: Int, _ y: Int) -> Int {
    255 - Int(image.bytes[(y * image.width + x) * 4])
  }

  /// Φ(x), the standard normal distribution function.
  static func normal(_ x: Double) -> Double { (1 + erf(x / 2.0.squareRoot())) / 2 }

  // MARK: Defaults

  @Test func anOpacityOfZeroTheDefaultDrawsNoShadow() throws {
    let image = try Self.image { card in
      card.layer.shadowColor = UIColor.black.cgColor
      card.layer.shadowOffset = CGSize(width: 0, height: Self.drop)
      card.layer.shadowRadius = 4
    }
    // Column 180 runs through the card (pixel rows 80..<280) and where its shadow would fall;
    // column 380 passes beside both.
    #expect((0..<640).allSatisfy { (Self.shade(image, 180, $0) == 0) != (80..<280).contains($0) })
    #expect((0..<640).allSatisfy { Self.shade(image, 380, $0) == 0 })
  }

  @Test func aNilColourDrawsNoShadow() throws {
    let image = try Self.image { card in
      card.layer.shadowOpacity = 1
      card.layer.shadowColor = nil
      card.layer.shadowOffset = CGSize(width: 0, height: Self.drop)
    }
    #expect(Self.shade(image, 180, 480) == 0)
  }

  @Test func anOpacityAloneCastsCoreAnimationsDefaultShadow() throws {
    // Opaque black, moved (0, −3) points and blurred with σ = 3 points (6 pixels): above the
    // card, whose top edge is at 80 pixels, the shadow's is at 74. Pixel row 78, centre 78.5,
    // lies 4.5 pixels inside it, midway along (far from its sides).
    let image = try Self.image { $0.layer.shadowOpacity = 1 }
    let expected = 255 * Self.normal(4.5 / 6)
    #expect(
      abs(Double(Self.shade(image, 180, 78)) - expected) <= 2,
      "\(Self.shade(image, 180, 78)), not \(expected)")
    // Row 71, centre 71.5, is 2.5 pixels outside it.
    let outside = 255 * Self.normal(-2.5 / 6)
    #expect(abs(Double(Self.shade(image, 180, 71)) - outside) <= 2)
  }

  // MARK: The properties

  @Test func farFromItsEdgesTheShadowIsTheOpacityTimesTheColoursAlpha() throws {
    let image = try Self.image { card in
      card.layer.shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5).cgColor
      card.layer.shadowOpacity = 0.4
      card.layer.shadowOffset = CGSize(width: 0, height: Self.drop)
      card.layer.shadowRadius = 4
    }
    // The shadow covers (40, 190)...(140, 290) points; its middle is 50 points (100 pixels, 12σ)
    // from every edge: 255 × 0.4 × 0.5 = 51.
    #expect(abs(Self.shade(image, 180, 480) - 51) <= 1)
  }

  @Test(arguments: [0.0, 2, 4, 8])
  func theOffsetMovesAndTheRadiusIsTheStandardDeviation(radius: Double) throws {
    let image = try Self.image { card in
      card.layer.shadowOpacity = 1
      card.layer.shadowOffset = CGSize(width: 10, height: Self.drop)
      card.layer.shadowRadius = CGFloat(radius)
    }
    // Moved (10, 150) points: its left edge at 50 points, pixel 100, its right at 150 (300), its
    // top at 190 (380). Row 480 and column 200 are midway along the edges.
    let sigma = radius * 2
    for d in -40..<40 {
      // Pixel centre 100 + d + ½ lies d + ½ pixels inside the left edge, as the one 299 − d
      // does inside the right one, and row 380 + d inside the top.
      let expected = sigma == 0 ? (d >= 0 ? 255 : 0) : 255 * Self.normal((Double(d) + 0.5) / sigma)
      for (x, y, edge) in [(100 + d, 480, "left"), (299 - d, 480, "right"), (200, 380 + d, "top")] {
        let shade = Self.shade(image, x, y)
        #expect(
          abs(Double(shade) - expected) <= 2,
          "radius \(radius), \(edge) edge, \(d): \(shade), not \(expected)")
      }
    }
  }

  @Test func masksToBoundsHidesTheLayersOwnShadow() throws {
    let image = try Self.image { card in
      card.layer.shadowOpacity = 1
      card.layer.shadowOffset = CGSize(width: 0, height: Self.drop)
      card.layer.masksToBounds = true
    }
    #expect((0..<640).allSatisfy { (Self.shade(image, 180, $0) == 0) != (80..<280).contains($0) })
  }

  @Test func theShadowPathIsWhatCastsTheShadow() throws {
    let image = try Self.image { card in
      card.backgroundColor = .clear
      card.layer.shadowOpacity = 1
      card.layer.shadowOffset = CGSize(width: 0, height: Self.drop)
      card.layer.shadowRadius = 0
      // The left half of the card's bounds: the shadow covers x 40..<90 points, drawn though
      // the card itself draws nothing.
      card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100)).cgPath
    }
    #expect(Self.shade(image, 100, 480) == 255)
    #expect(Self.shade(image, 179, 480) == 255)
    #expect(Self.shade(image, 180, 480) == 0)
    #expect(Self.shade(image, 100, 160) == 0, "the clear card")
  }

  @Test func aDynamicColourResolvedInDarkModeCastsItsDarkShadow() throws {
    // As an app does it: the layer's CGColor made from a dynamic colour under the view's traits,
    // in layoutSubviews.
    final class Card: UIView {
      override func layoutSubviews() {
        super.layoutSubviews()
        traitCollection.performAsCurrent { layer.shadowColor = UIColor.label.cgColor }
      }
    }
    func render(_ appearance: Appearance) throws -> Raster.Image {
      let program = UIKitLayout.view("Dark") { () -> UIView in
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 320))
        root.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let card = Card(frame: Self.card)
        card.backgroundColor = .systemBlue
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: Self.drop)
        card.layer.shadowRadius = 0
        root.addSubview(card)
        return root
      }
      var screen = phone
      screen.appearance = appearance
      return try Raster.Image(pngData: try LayoutEngine().solve(program, on: screen).pngData())
    }
    // label: black in light mode, white in dark (Documentation/SystemColors.md#element-colours).
    let light = try render(.light)
    let dark = try render(.dark)
    let pixel = (480 * 750 + 180) * 4
    #expect(Array(light.bytes[pixel..<pixel + 4]) == [0, 0, 0, 255])
    #expect(Array(dark.bytes[pixel..<pixel + 4]) == [255, 255, 255, 255])
  }

  // MARK: Against resvg

  /// A screen of cards as apps draw them: rounded corners, continuous ones, shadows of radius 2,
  /// 8 and 16 with offsets, a coloured one, one cast by a `shadowPath` from a clear container,
  /// and one under a view at alpha 0.5.
  static let cards = UIKitLayout.view("ShadowCards") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    root.backgroundColor = .systemGroupedBackground
    @MainActor func card(_ frame: CGRect, radius: CGFloat, shadow: CGFloat, offset: CGSize, opacity: Float)
      -> UIView
    {
      let view = UIView(frame: frame)
      view.backgroundColor = .white
      view.layer.cornerRadius = radius
      view.layer.shadowOpacity = opacity
      view.layer.shadowOffset = offset
      view.layer.shadowRadius = shadow
      root.addSubview(view)
      return view
    }
    _ = card(
      CGRect(x: 16, y: 20, width: 343, height: 80), radius: 12, shadow: 2,
      offset: CGSize(width: 0, height: 1), opacity: 0.3)
    _ = card(
      CGRect(x: 16, y: 124, width: 163, height: 120), radius: 16, shadow: 8,
      offset: CGSize(width: 0, height: 4), opacity: 0.2)
    let continuous = card(
      CGRect(x: 196, y: 124, width: 163, height: 120), radius: 24, shadow: 16,
      offset: CGSize(width: 4, height: 8),
      opacity: 0.35)
    continuous.layer.cornerCurve = .continuous
    continuous.layer.shadowColor = UIColor.systemBlue.cgColor
    let half = card(
      CGRect(x: 16, y: 280, width: 163, height: 120), radius: 12, shadow: 8,
      offset: CGSize(width: 0, height: 6), opacity: 0.5)
    half.alpha = 0.5
    // A clear container casting the shadow of its shadowPath; its rounded, clipped content
    // draws over it.
    let container = card(
      CGRect(x: 196, y: 280, width: 163, height: 120), radius: 0, shadow: 16,
      offset: CGSize(width: 0, height: 10), opacity: 0.3)
    container.backgroundColor = .clear
    container.layer.shadowPath = UIBezierPath(roundedRect: container.bounds, cornerRadius: 20).cgPath
    let content = UIView(frame: container.bounds)
    content.backgroundColor = .systemYellow
    content.layer.cornerRadius = 20
    content.layer.cornerCurve = .continuous
    content.clipsToBounds = true
    container.addSubview(content)
    // A row of small chips with tight shadows, offset sideways.
    for index in 0..<4 {
      let chip = card(
        CGRect(x: 16 + CGFloat(index) * 88, y: 440, width: 72, height: 40), radius: 20, shadow: 2,
        offset: CGSize(width: CGFloat(index) - 1.5, height: 2), opacity: 0.4)
      chip.backgroundColor = .secondarySystemGroupedBackground
    }
    _ = card(
      CGRect(x: 16, y: 512, width: 343, height: 64), radius: 8, shadow: 16, offset: .zero, opacity: 0.6)
    return root
  }

  @Test(
    .requiresResvg,
    arguments: [2.0, 3.0])
  func resvgDrawsTheShadowsOfOurSVGAsWeDrawThemInOurPNG(scale: Double) throws {
    var screen = phone
    screen.scale = scale
    let solved = try LayoutEngine().solve(Self.cards, on: screen)
    #expect(solved.diagnostics == [])
    let comparison = try ResvgComparison(
      ours: try Raster.Image(pngData: try solved.pngData()), svg: try solved.svg(), zoom: scale,
      name: "cards",
      in: TemporaryFolder())
    #expect(comparison.agrees, "\(comparison)")
  }
}
