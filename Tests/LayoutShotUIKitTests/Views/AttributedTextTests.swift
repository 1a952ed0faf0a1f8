import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

/// `UILabel.attributedText` laid out and drawn run by run: "Total " in bold 24 points (black, the
/// label's colour) then "$12.00" in regular 15 points, `secondaryLabel`.
///
/// The system font's lines are San Francisco's at every weight, as `UIFont` reports them on iOS:
/// ascender 1950, descender -494 and line gap 0 over 2048 units per em, a line of 2444 units:
/// 28.640625 points at 24 points and 17.900390625 at 15, so the 24-point run sets the line. Widths
/// are the instances' own advance widths and kerning pairs, read through `Font`, each run at its
/// size, plus the font's tracking after every character.
@MainActor
@Suite("UILabel attributed text")
struct AttributedTextTests {
  static let white = [255, 255, 255, 255]
  static let black = [0, 0, 0, 255]
  /// `secondaryLabel` (60, 60, 67 at 60 %) over white: 60 × 0.6 + 255 × 0.4 = 138, and
  /// 67 × 0.6 + 102 = 142.2.
  static let secondaryOverWhite = [138, 138, 142, 255]

  /// The label's text: bold 24 "Total ", then regular 15 "$12.00" in `secondaryLabel`.
  static func totalText() -> NSAttributedString {
    let text = NSMutableAttributedString(
      string: "Total ", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
    text.append(
      NSAttributedString(
        string: "$12.00",
        attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.secondaryLabel]))
    return text
  }

  /// A white 375 × 120 view with the label at (20, 40), sized by its text.
  static let program = UIKitLayout.view("Receipt") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
    root.backgroundColor = .white
    let total = UILabel()
    total.accessibilityIdentifier = "total"
    total.attributedText = totalText()
    total.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(total)
    total.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
    total.topAnchor.constraint(equalTo: root.topAnchor, constant: 40).isActive = true
    return root
  }

  /// The width of `text` in `font` at `size` points: its glyphs' advance widths and the kerning
  /// of each pair, scaled, and the font's tracking after each character.
  static func width(_ text: String, in font: Font, size: Double) -> Double {
    let glyphs = text.unicodeScalars.map { font.glyph(for: $0) ?? Font.notdef }
    let units =
      glyphs.reduce(0.0) { $0 + font.advance(of: $1) }
      + zip(glyphs, glyphs.dropFirst()).reduce(0.0) { $0 + font.kerning(between: $1.0, and: $1.1) }
    return units * size / Double(font.unitsPerEm) + Double(glyphs.count) * font.tracking.points(atSize: size)
  }

  /// The widths of the two runs, in points.
  static func runWidths() throws -> (total: Double, price: Double) {
    (
      width("Total ", in: try FontRegistry.shared.font(weight: .bold), size: 24),
      width("$12.00", in: try FontRegistry.shared.font(weight: .regular), size: 15)
    )
  }

  /// A line of the 24-point run: 2444 units of 2048 per em.
  static let lineHeight = 2444.0 * 24 / 2048

  /// `value` rounded up to the pixel grid of `scale`.
  static func pixelCeiling(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.up) / scale
  }

  @Test func theLabelKeepsItsAttributedTextAndTextClearsIt() throws {
    let label = UILabel()
    let text = Self.totalText()
    label.attributedText = text
    #expect(label.attributedText === text)
    #expect(label.text == "Total $12.00")
    // As UIKit does, the label's font and colour become those of the first character.
    #expect(label.font.pointSize == 24)
    let runs = try Self.runWidths()
    // UIKit rounds a label's intrinsic size up to the pixel grid: outside a layout the screen's
    // scale is 1, so up to whole points.
    #expect(UIScreen.main.scale == 1)
    // The line, 28.640625, is 29 points rounded up.
    let size = CGSize(width: (runs.total + runs.price).rounded(.up), height: Self.lineHeight.rounded(.up))
    #expect(label.intrinsicContentSize == size)
    #expect(label.sizeThatFits(.zero) == size)

    // Plain text drops the runs: the whole string in the label's font, bold 24 points.
    label.text = "Total $12.00"
    #expect(label.attributedText?.attributes(at: 0, effectiveRange: nil).isEmpty == true)
    let plain = Self.width("Total $12.00", in: try FontRegistry.shared.font(weight: .bold), size: 24)
    #expect(label.intrinsicContentSize == CGSize(width: plain.rounded(.up), height: size.height))
  }

  @Test func theLabelIsAsWideAsItsRunsAndAsTallAsItsBiggestFont() throws {
    let solved = try LayoutEngine().solve(Self.program, on: phone)
    #expect(solved.diagnostics == [])
    let runs = try Self.runWidths()
    // At 2x: the widths' sum and the 24-point line, each rounded up to a half point.
    #expect(
      solved.frame(of: "total")
        == Rect(
          x: 20, y: 40, width: Self.pixelCeiling(runs.total + runs.price, scale: 2),
          height: Self.pixelCeiling(Self.lineHeight, scale: 2)))
  }

  @Test(arguments: [2.0, 3.0])
  func eachRunIsDrawnInItsColour(scale: Double) throws {
    var screen = phone
    screen.scale = scale
    let solved = try LayoutEngine().solve(Self.program, on: screen)
    let image = try Raster.Image(pngData: try solved.pngData())
    #expect(image.width == Int(375 * scale) && image.height == Int(120 * scale))
    func pixels(x: Range<Double>, y: Range<Double>) -> [[Int]] { image.pixels(x: x, y: y, scale: scale) }
    let runs = try Self.runWidths()
    let line = 40.0..<(40 + Self.pixelCeiling(Self.lineHeight, scale: scale))
    // "Total " from the label's left edge: its bold strokes fill whole pixels in black.
    let total = pixels(x: 20..<(20 + runs.total), y: line)
    #expect(total.contains(Self.black))
    // "$12.00" after it: its fullest pixels are secondaryLabel over white, and none is darker
    // (no black), within a level of rounding.
    let price = pixels(x: (20 + runs.total)..<(20 + runs.total + runs.price), y: line)
    let darkest = try #require(price.min { $0.reduce(0, +) < $1.reduce(0, +) })
    #expect(zip(darkest, Self.secondaryOverWhite).allSatisfy { abs($0 - $1) <= 1 }, "\(darkest)")
    #expect(!price.contains(Self.black))
    // Nothing is drawn past the text.
    #expect(pixels(x: (20 + runs.total + runs.price + 1)..<375, y: line).allSatisfy { $0 == Self.white })
  }

  @Test func theSVGHasOneFillPerColourWithItsCharacters() throws {
    let svg = ParsedSVG(try LayoutEngine().solve(Self.program, on: phone).svg())
    #expect(svg.error == nil)
    let fills = svg.elements.filter { $0.attributes["data-name"] == "total.text" }
    #expect(fills.map(\.name) == ["path", "path"])
    #expect(fills.map { $0.attributes["data-text"] } == ["Total ", "$12.00"])
    #expect(fills.map { $0.attributes["fill"] } == ["#000000", "#3C3C43"])
    #expect(fills.map { $0.attributes["fill-opacity"] } == [nil, "0.6"])
  }
}
