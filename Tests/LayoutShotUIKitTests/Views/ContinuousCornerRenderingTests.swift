import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

/// `CALayer.cornerCurve = .continuous` drawn with Apple's continuous corner curve (see
/// `CornerCurve`) in the background, the border and the clip, in SVG and PNG alike.
///
/// One view tree holds a clipping card with continuous corners, a border and a full-width header;
/// the same card with circular corners; a continuous capsule; and a continuous sheet with only its
/// top corners rounded (`maskedCorners`).
@MainActor
@Suite("CALayer continuous corners drawn")
struct ContinuousCornerRenderingTests {
  nonisolated static let scales = [2.0, 3.0]

  /// The view tree, 375 × 260 points, every view placed by its frame.
  static let program = UIKitLayout.view("ContinuousCorners") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 260))
    root.backgroundColor = .white
    @MainActor func card(_ name: String, x: CGFloat, curve: CALayerCornerCurve) -> UIView {
      let card = UIView(frame: CGRect(x: x, y: 20, width: 160, height: 120))
      card.accessibilityIdentifier = name
      card.backgroundColor = .systemGray6
      card.layer.cornerRadius = 24
      card.layer.cornerCurve = curve
      card.layer.borderWidth = 2
      card.layer.borderColor = UIColor.systemBlue.cgColor
      card.clipsToBounds = true
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
      header.accessibilityIdentifier = "\(name).header"
      header.backgroundColor = .systemOrange
      card.addSubview(header)
      return card
    }
    let capsule = UIView(frame: CGRect(x: 20, y: 160, width: 150, height: 44))
    capsule.accessibilityIdentifier = "capsule"
    capsule.backgroundColor = .systemGreen
    capsule.layer.cornerRadius = 22
    capsule.layer.cornerCurve = .continuous
    let sheet = UIView(frame: CGRect(x: 195, y: 160, width: 160, height: 80))
    sheet.accessibilityIdentifier = "sheet"
    sheet.backgroundColor = .systemPurple
    sheet.layer.cornerRadius = 30
    sheet.layer.cornerCurve = .continuous
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let cards = [card("continuous", x: 20, curve: .continuous), card("circular", x: 195, curve: .circular)]
    for view in cards + [capsule, sheet] { root.addSubview(view) }
    return root
  }

  static func screen(scale: Double) -> Screen {
    var screen = phone
    screen.scale = scale
    return screen
  }

  @Test func theLayerCornerCurveIsTheViews() {
    let view = UIView()
    #expect(view.layer.cornerCurve == .circular)
    view.layer.cornerCurve = .continuous
    #expect(view.layer.cornerCurve == .continuous)
    #expect(view.layoutShotView.cornerCurve == .continuous)
    view.layer.cornerCurve = .circular
    #expect(view.layoutShotView.cornerCurve == .circular)
  }

  @Test func continuousCornersArePathsInTheSVG() throws {
    let svg = ParsedSVG(try LayoutEngine().solve(Self.program, on: phone).svg())
    #expect(svg.error == nil)
    func element(_ name: String) -> ParsedSVG.Element? {
      svg.elements.first { $0.attributes["data-name"] == name }
    }
    /// The number of cubic curves in a path element's data.
    func cubics(_ element: ParsedSVG.Element?) -> Int {
      element?.attributes["d"]?.filter { $0 == "C" }.count ?? 0
    }
    // `rx` would draw quarter circles: a continuous background is a path of three cubics a corner.
    #expect(element("continuous.background")?.name == "path")
    #expect(cubics(element("continuous.background")) == 12)
    #expect(element("circular.background")?.name == "rect")
    #expect(element("circular.background")?.attributes["rx"] == "24")
    // The border is two continuous contours, filled even-odd.
    #expect(cubics(element("continuous.border")) == 24)
    #expect(element("continuous.border")?.attributes["fill-rule"] == "evenodd")
    #expect(cubics(element("circular.border")) == 8)
    // The clips: a path for the continuous card, a rect with rx for the circular one.
    let clips = svg.elements.indices.filter { svg.elements[$0].name == "clipPath" }
      .map { svg.elements[$0 + 1] }
    #expect(clips.count == 2)
    #expect(clips.first?.name == "path" && cubics(clips.first) == 12)
    #expect(clips.last?.name == "rect" && clips.last?.attributes["rx"] == "24")
    // Two masked corners, six cubics; the capsule is drawn too.
    #expect(cubics(element("sheet.background")) == 6)
    #expect(cubics(element("capsule.background")) == 12)
  }

  @Test(arguments: scales)
  func theContinuousCardCoversLessNearItsEdgesThanTheCircularOne(scale: Double) throws {
    let solved = try LayoutEngine().solve(Self.program, on: Self.screen(scale: scale))
    #expect(solved.diagnostics == [])
    let image = try Raster.Image(pngData: try solved.pngData())
    /// How far the pixels of the top edge's first point, from 1 to 1.5 radii (24 to 36 points)
    /// from the card's left edge at `left`, are from the white screen behind: the sum of 255
    /// minus their red channel.
    func ink(left: Double) -> Int {
      let rows = 0..<Int(scale)
      let columns = Int((left + 24) * scale)..<Int((left + 36) * scale)
      return columns.reduce(0) { sum, x in
        sum + rows.reduce(0) { $0 + 255 - Int(image.premultipliedPixel(x: x, y: Int(20 * scale) + $1).red) }
      }
    }
    // The circular card's border fills that strip; the continuous card's curve has begun.
    #expect(ink(left: 20) < ink(left: 195))
  }

  @Test(
    .requiresResvg,
    arguments: scales)
  func resvgDrawsOurSVGAsWeDrawOurPNG(scale: Double) throws {
    let solved = try LayoutEngine().solve(Self.program, on: Self.screen(scale: scale))
    let comparison = try ResvgComparison(
      ours: try Raster.Image(pngData: try solved.pngData()), svg: try solved.svg(), zoom: scale,
      name: "continuous",
      in: TemporaryFolder())
    #expect(comparison.agrees, "\(comparison)")
  }
}
