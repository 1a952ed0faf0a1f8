import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotTesting
import LayoutShotUIKit
import Raster
import Testing

// The drawing corpus (DrawingCorpus.swift) laid out on the 375 × 667 `phone` (2x, 20-point status
// bar, 16-point margins) and drawn: frames worked out by hand from the constraints, colours at
// points worked out by hand from the layers' geometry (UIKit's light system colours: systemBlue
// #007AFF, systemPurple #AF52DE, systemGray5 #E5E5EA, systemGray #8E8E93, systemOrange #FF9500,
// systemTeal #30B0C7, systemRed #FF3B30), and each committed as a snapshot on the iPhone SE
// (the same 375 × 667 at 2x) under `Snapshots/Corpus/`.

@MainActor
@Suite("Drawing corpus laid out and drawn")
struct DrawingCorpusTests {
  /// A layout, solved on `phone`, and its PNG's pixels.
  struct Drawn {
    let solved: SolvedLayout
    let image: Raster.Image

    /// The straight colour of the pixel holding the point (x, y), in points, as [r, g, b, a].
    func color(_ x: Double, _ y: Double) -> [Int] {
      let pixel = image.pixel(x: Int(x * 2), y: Int(y * 2))
      return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
    }

    /// Whether the pixel at (x, y) is `expected` to within `tolerance` levels on each channel.
    func has(_ expected: [Int], at x: Double, _ y: Double, tolerance: Int = 1) -> Bool {
      zip(color(x, y), expected + (expected.count == 3 ? [255] : [])).allSatisfy { abs($0 - $1) <= tolerance }
    }
  }

  static let white = [255, 255, 255]
  static let blue = [0, 122, 255]
  static let purple = [175, 82, 222]
  static let gray5 = [229, 229, 234]
  static let gray = [142, 142, 147]
  static let orange = [255, 149, 0]
  static let teal = [48, 176, 199]
  static let red = [255, 59, 48]

  /// The corpus's screens by name.
  nonisolated static let screens: [String: UIKitLayout] = [
    "ProgressRing": UIKitLayout.controller("ProgressRing") { ProgressRingViewController() },
    "GradientHeader": UIKitLayout.controller("GradientHeader") { GradientHeaderViewController() },
    "MaskedAvatar": UIKitLayout.controller("MaskedAvatar") { AvatarViewController() },
    "Spotlight": UIKitLayout.controller("Spotlight") { SpotlightViewController() },
    "DropZone": UIKitLayout.controller("DropZone") { DropZoneViewController() },
    "Badge": UIKitLayout.controller("Badge") { BadgeViewController() },
    "LayerContents": UIKitLayout.controller("LayerContents") { LogoViewController() },
    "DiamondTag": UIKitLayout.controller("DiamondTag") { DiamondTagViewController() },
    "FadingTags": UIKitLayout.controller("FadingTags") { FadingTagsViewController() },
    "PieChart": UIKitLayout.controller("PieChart") { PieChartViewController() },
  ]

  /// Registers the logo `LogoViewController` shows: a 4 × 4 pixel PNG of systemRed.
  static func registerLogo() throws {
    let red = RGBA8(red: 255, green: 59, blue: 48)
    let made: Raster.Image? = Raster.Image(width: 4, height: 4, fill: red)
    let pixels = try #require(made)
    let png = Data(try PNGEncoder.snapshot.encode(pixels))
    UIImage.register(try ImageAsset(name: "corpus-logo", pngData: png, scale: 2), named: "corpus-logo")
  }

  static func draw(_ name: String) throws -> Drawn {
    try registerLogo()
    let program = try #require(screens[name])
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.diagnostics == [], "\(name) lays out clean")
    return Drawn(solved: solved, image: try Raster.Image(pngData: try solved.pngData()))
  }

  @Test func aProgressRingDrawsItsTrackAndSeventyPercentWithRoundCaps() throws {
    let drawn = try Self.draw("ProgressRing")
    // 160 square, centred, 40 below the status bar; the label centred on it.
    #expect(drawn.solved.frame(of: "progressView") == Rect(x: 107.5, y: 60, width: 160, height: 160))
    let label = try #require(drawn.solved.frame(of: "percentLabel"))
    #expect(label.midX == 187.5 && abs(label.midY - 140) <= 0.25)
    // The ring: centre (187.5, 140), radius (160 − 12) / 2 = 74, 12 wide, from the top clockwise.
    let (cx, cy, r) = (187.5, 140.0, 74.0)
    #expect(drawn.has(Self.blue, at: cx, cy - r), "top: where the progress starts")
    #expect(drawn.has(Self.blue, at: cx + r, cy), "right: a quarter")
    #expect(drawn.has(Self.blue, at: cx, cy + r), "bottom: a half")
    // 0.8 of the way round is 288° from the top: past the 0.7 end and its 6-point round cap.
    let angle = (-90.0 + 288) * Double.pi / 180
    #expect(drawn.has(Self.gray5, at: cx + r * cos(angle), cy + r * sin(angle)), "the track after the end")
    #expect(drawn.has(Self.gray5, at: cx - r + 0.5, cy - 20), "the track on the left, above the end")
    #expect(drawn.has(Self.white, at: cx, cy - 40), "inside the ring, above the label")
    #expect(drawn.has(Self.white, at: cx, cy - r - 8), "outside the ring")
  }

  @Test func aGradientHeaderFramedInLayoutSubviewsBlendsAcrossItsWidth() throws {
    let drawn = try Self.draw("GradientHeader")
    #expect(drawn.solved.frame(of: "headerView") == Rect(x: 0, y: 0, width: 375, height: 200))
    let title = try #require(drawn.solved.frame(of: "titleLabel"))
    #expect(title.minX == 20 && title.maxY == 184)
    // Left to right over the 375-point width: blue at the left edge, the average of the two in
    // the middle, purple at the right.
    let middle = zip(Self.blue, Self.purple).map { ($0 + $1 + 1) / 2 }
    #expect(drawn.has(middle, at: 187.5, 40, tolerance: 2), "\(drawn.color(187.5, 40))")
    #expect(drawn.has(Self.blue, at: 0.2, 40, tolerance: 2))
    #expect(drawn.has(Self.purple, at: 374.8, 40, tolerance: 2))
    #expect(drawn.color(187.5, 10) == drawn.color(187.5, 120), "the same colour down the header")
    #expect(drawn.has(Self.white, at: 187.5, 210), "below the header")
    let svg = ParsedSVG(try drawn.solved.svg())
    let gradient = try #require(svg.elements(named: "linearGradient").first)
    #expect(gradient.attributes["x1"] == "0" && gradient.attributes["x2"] == "375")
    #expect(gradient.attributes["y1"] == "100" && gradient.attributes["y2"] == "100")
  }

  @Test func aShapeLayerMaskCutsTheAvatarToACircle() throws {
    let drawn = try Self.draw("MaskedAvatar")
    #expect(drawn.solved.frame(of: "avatarView") == Rect(x: 127.5, y: 52, width: 120, height: 120))
    // The circle of radius 60 round (187.5, 112): the square's corners are outside it.
    #expect(drawn.has(Self.white, at: 128, 53), "top-left corner, masked out")
    #expect(drawn.has(Self.white, at: 246.5, 171), "bottom-right corner, masked out")
    // 10 points in from the left, level with the centre: inside, on the orange.
    #expect(drawn.has(Self.orange, at: 137.5, 112))
    #expect(drawn.has(Self.orange, at: 187.5, 56), "4 points below the top of the circle")
  }

  @Test func anEvenOddOverlayLeavesAHoleAndABubblePointsAtIt() throws {
    let drawn = try Self.draw("Spotlight")
    #expect(drawn.solved.frame(of: "spotlightView") == Rect(x: 0, y: 0, width: 375, height: 667))
    // Inside the hole, round (100, 150) with radius 50, the teal shows as it is.
    #expect(drawn.has(Self.teal, at: 100, 150))
    #expect(drawn.has(Self.teal, at: 60, 150))
    // Elsewhere black at 60 % over it: each channel 0.4 × teal.
    let dimmed = Self.teal.map { Int((Double($0) * 0.4).rounded()) }
    #expect(drawn.has(dimmed, at: 300, 500), "\(drawn.color(300, 500))")
    #expect(drawn.has(dimmed, at: 100, 95), "just above the hole")
    // The bubble (40, 230, 240 × 60) and its tail up to (100, 212), white.
    #expect(drawn.has(Self.white, at: 160, 260))
    #expect(drawn.has(Self.white, at: 100, 220), "the tail")
    #expect(drawn.has(dimmed, at: 85, 220), "beside the tail")
  }

  @Test func aDashedBorderAlternatesDashesAndGaps() throws {
    let drawn = try Self.draw("DropZone")
    // Between the 16-point margins, 24 below the status bar, 180 tall.
    #expect(drawn.solved.frame(of: "dropZoneView") == Rect(x: 16, y: 44, width: 343, height: 180))
    // The border's path runs from (17, 45) to the right: dashes of 8 (17–25, 29–37, …), gaps of 4.
    #expect(drawn.has(Self.gray, at: 21, 45))
    #expect(drawn.has(Self.white, at: 27, 45), "a gap")
    #expect(drawn.has(Self.gray, at: 33, 45))
    #expect(drawn.has(Self.white, at: 50, 100), "inside the zone")
    #expect(drawn.has(Self.white, at: 21, 42), "above the border")
  }

  @Test func aTextLayerBadgeDrawsItsCountCentred() throws {
    let drawn = try Self.draw("Badge")
    #expect(drawn.solved.frame(of: "iconView") == Rect(x: 155.5, y: 60, width: 64, height: 64))
    // Centred on the icon's top-right corner (219.5, 60), 28 square, rounded to a circle.
    #expect(drawn.solved.frame(of: "badgeView") == Rect(x: 205.5, y: 46, width: 28, height: 28))
    #expect(drawn.has(Self.red, at: 208, 60), "the badge's red, left of the count")
    #expect(drawn.has(Self.white, at: 206, 47), "the corner outside the circle")
    // The count is white ink inside the text layer (badge y 5 to 23), its ink centred across the
    // badge to within a point (a digit's side bearings differ a little).
    var inked: [Double] = []
    for y in stride(from: 51.0, to: 69, by: 0.5) {
      for x in stride(from: 206.0, to: 233, by: 0.5) where drawn.has(Self.white, at: x, y, tolerance: 24) {
        inked.append(x + 0.25)
      }
    }
    #expect(inked.count > 10, "the count is drawn")
    let middle = ((inked.min() ?? 0) + (inked.max() ?? 0)) / 2
    #expect(abs(middle - 219.5) <= 1, "centred: \(middle)")
  }

  @Test func aLayersContentsImageFillsItsFrame() throws {
    let drawn = try Self.draw("LayerContents")
    #expect(drawn.solved.frame(of: "logoView") == Rect(x: 147.5, y: 60, width: 80, height: 80))
    // The layer is the view's bounds inset by 10: (157.5, 70) to (217.5, 130), all logo red.
    #expect(drawn.has(Self.red, at: 187.5, 100))
    #expect(drawn.has(Self.red, at: 158, 71) && drawn.has(Self.red, at: 217, 129))
    #expect(drawn.has(Self.white, at: 152, 65), "the view has no background")
    #expect(drawn.has(Self.white, at: 187.5, 135))
  }

  @Test func anAffineTransformTurnsALayerAboutItsAnchorPoint() throws {
    let drawn = try Self.draw("DiamondTag")
    #expect(drawn.solved.frame(of: "tagView") == Rect(x: 147.5, y: 60, width: 80, height: 80))
    // A 40-point square centred at (187.5, 100), turned 45°: a diamond reaching 20√2 = 28.3
    // from the centre along the axes, so the square's own corners are empty.
    let green = [52, 199, 89]
    #expect(drawn.has(green, at: 187.5, 100))
    #expect(
      drawn.has(green, at: 187.5 + 26, 100) && drawn.has(green, at: 187.5, 100 - 26), "the diamond's tips")
    #expect(drawn.has(Self.white, at: 187.5 - 18, 100 - 18), "the unturned square's corner")
    #expect(drawn.has(Self.white, at: 187.5 + 30, 100), "past the tip")
  }

  @Test func aGradientMaskFadesTheTrailingFifthOfTheTagRow() throws {
    let drawn = try Self.draw("FadingTags")
    // The container spans the margins (16...359, 343 wide) 24 below the 20-point status bar; the
    // chips are 80 wide with 8 between them: x 16, 104, 192, 280, 368 on screen (the last one
    // outside).
    #expect(drawn.solved.frame(of: "tagsContainer") == Rect(x: 16, y: 44, width: 343, height: 32))
    let indigo = [88, 86, 214]  // systemIndigo
    // The first 80 % of the width (up to x = 16 + 274.4 = 290.4) is fully shown.
    #expect(drawn.has(indigo, at: 56, 60) && drawn.has(indigo, at: 230, 60))
    // Past it the mask falls linearly to clear at x = 359: at the centre of the pixel holding
    // x = 324.75 (324.75 + 0.25 = 325), the mask's alpha is (359 − 325) / 68.6 ≈ 0.4956, so the
    // fourth chip (x 280...360) shows at that alpha over white: c·a + 255·(1 − a).
    let alpha = (359.0 - 325) / (343 * 0.2)
    let faded = indigo.map { Int((Double($0) * alpha + 255 * (1 - alpha)).rounded()) }
    #expect(drawn.has(faded, at: 324.75, 60, tolerance: 2), "\(drawn.color(324.75, 60)) vs \(faded)")
    // The gap between chips 3 and 4 (x 272...280) stays white.
    #expect(drawn.has(Self.white, at: 276, 60))
  }

  @Test func aViewsDrawRectDrawsItsPieWhereItsConstraintsPutIt() throws {
    let drawn = try Self.draw("PieChart")
    // 200 × 200, centred on the 375-point width, 20 below the 20-point status bar.
    #expect(drawn.solved.frame(of: "chartView") == Rect(x: 87.5, y: 40, width: 200, height: 200))
    // Centre (187.5, 140), radius 100, hole radius 50. The slices run clockwise from the top:
    // 3/6 of the turn blue (top to bottom through the right), 2/6 orange (bottom to 10 o'clock),
    // 1/6 green (10 to 12 o'clock).
    let (cx, cy) = (187.5, 140.0)
    #expect(drawn.has(Self.blue, at: cx + 75, cy), "3 o'clock, blue")
    #expect(drawn.has(Self.orange, at: cx - 75, cy + 10), "just below 9 o'clock, orange")
    // 11 o'clock (−60° from the top), 75 from the centre: (cx − 75·sin 30°, cy − 75·cos 30°).
    #expect(drawn.has([52, 199, 89], at: cx - 75 * 0.5, cy - 75 * 0.866), "11 o'clock, green")
    #expect(drawn.has(Self.white, at: cx, cy), "the hole")
    #expect(drawn.has(Self.white, at: 88.5, 41), "outside the circle, in the view's corner")
  }

  @Test func drawRectRunsWithTheViewsTraitsSoItsDynamicColoursAreDark() throws {
    var dark = phone
    dark.appearance = .dark
    let solved = try LayoutEngine().solve(try #require(Self.screens["PieChart"]), on: dark)
    let image = try Raster.Image(pngData: try solved.pngData())
    // The hole is filled with systemBackground, black in dark mode; the blue slice is dark
    // systemBlue, #0A84FF.
    let hole = image.pixel(x: Int(187.5 * 2), y: 140 * 2)
    #expect([hole.red, hole.green, hole.blue, hole.alpha] == [0, 0, 0, 255])
    let slice = image.pixel(x: Int(262.5 * 2), y: 140 * 2)
    #expect([slice.red, slice.green, slice.blue] == [10, 132, 255])
  }

  @Test(arguments: [
    "ProgressRing", "GradientHeader", "MaskedAvatar", "Spotlight", "DropZone", "Badge", "LayerContents",
    "DiamondTag", "FadingTags", "PieChart",
  ])
  func matchesItsSnapshot(name: String) throws {
    try Self.registerLogo()
    let program = try #require(Self.screens[name])
    assertLayoutSnapshot(of: program, on: .devices("iphone-se-2-3"), snapshotDirectory: "Snapshots/Corpus")
  }

  @Test(
    .requiresResvg,
    arguments: [
      "ProgressRing", "GradientHeader", "MaskedAvatar", "Spotlight", "DropZone", "Badge", "LayerContents",
      "DiamondTag", "FadingTags", "PieChart",
    ])
  func resvgDrawsOurSVGAsWeDrawOurPNG(name: String) throws {
    let drawn = try Self.draw(name)
    let comparison = try ResvgComparison(
      ours: drawn.image, svg: try drawn.solved.svg(), zoom: 2, name: name, in: TemporaryFolder())
    #expect(comparison.agrees, "\(name): \(comparison)")
  }
}
