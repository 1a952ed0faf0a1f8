import LayoutShot
import LayoutShotUIKit
import Testing

/// `NSString`/`String` `size(withAttributes:)` and `boundingRect(with:options:attributes:context:)`
/// measure with our typesetter, as apps size cells with them: one line without
/// `.usesLineFragmentOrigin`, wrapped at the width with it, in the `.font` or the 12-point system
/// font Apple documents as the default.
@MainActor
@Suite("UIKit string measuring")
struct StringMeasuringTests {
  static let text = "The quick brown fox jumps over the lazy dog and keeps running across the field"

  /// `text` laid out by our typesetter in `font`, at `width` (`nil`: one line).
  static func typeset(_ text: String, _ font: UIFont, width: Double?) throws -> (width: Double, lines: Int) {
    let sized = try #require(try? font.layoutShotFont.resolved())
    let laidOut = Typesetter.layout(
      text, font: sized, width: width, style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0)
    )
    return (laidOut.usedWidth, laidOut.lines.count)
  }

  @Test func sizeWithAttributesIsOneLineInTheFont() throws {
    let font = UIFont.systemFont(ofSize: 17)
    let size = "Hello, world".size(withAttributes: [.font: font])
    let expected = try Self.typeset("Hello, world", font, width: nil)
    #expect(size == CGSize(width: CGFloat(expected.width), height: font.lineHeight))
    // NSString measures the same.
    #expect(("Hello, world" as NSString).size(withAttributes: [.font: font]) == size)
    // A bold font is wider.
    #expect(
      "Hello, world".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)]).width > size.width)
  }

  @Test func theDefaultFontIsTheTwelvePointSystemFont() throws {
    let twelve = UIFont.systemFont(ofSize: 12)
    let size = ("Hello" as NSString).size(withAttributes: nil)
    #expect(size == "Hello".size(withAttributes: [.font: twelve]))
    #expect(size.height == twelve.lineHeight)
    #expect("Hello".size(withAttributes: [.foregroundColor: UIColor.red]) == size)
  }

  @Test func lineFragmentOriginWrapsAtTheWidth() throws {
    let font = UIFont.systemFont(ofSize: 15)
    let context = NSStringDrawingContext()
    let rect = Self.text.boundingRect(
      with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: font], context: context)
    let expected = try Self.typeset(Self.text, font, width: 200)
    #expect(expected.lines > 1)
    #expect(rect.origin == .zero)
    #expect(rect.width == CGFloat(expected.width))
    #expect(rect.width <= 200)
    #expect(rect.height == CGFloat(expected.lines) * font.lineHeight)
    #expect(context.totalBounds == rect)
    #expect(context.actualScaleFactor == 1)
    // NSString measures the same.
    #expect(
      (Self.text as NSString).boundingRect(
        with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
        attributes: [.font: font], context: nil) == rect)
  }

  @Test func withoutLineFragmentOriginTheStringIsOneLine() throws {
    let font = UIFont.systemFont(ofSize: 15)
    let rect = Self.text.boundingRect(
      with: CGSize(width: 200, height: 1000), options: [], attributes: [.font: font], context: nil)
    #expect(rect.height == font.lineHeight)
    #expect(rect.width == CGFloat(try Self.typeset(Self.text, font, width: nil).width))
    #expect(rect.width > 200)
  }

  @Test func aCellSizedByBoundingRectMatchesAMultiLineLabel() throws {
    let font = UIFont.preferredFont(forTextStyle: .body)
    let rect = Self.text.boundingRect(
      with: CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    // A cell's width is a CGFloat, so the usual `.greatestFiniteMagnitude` height resolves.
    let width: CGFloat = 240
    #expect(
      Self.text.boundingRect(
        with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
        attributes: [.font: font], context: nil) == rect)
    let label = UILabel()
    label.font = font
    label.numberOfLines = 0
    label.text = Self.text
    let fitting = label.sizeThatFits(CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude))
    #expect(CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up)) == fitting)
  }

  @Test func attributedStringsMeasureRunByRun() throws {
    let big = UIFont.boldSystemFont(ofSize: 24), small = UIFont.systemFont(ofSize: 13)
    let total = NSMutableAttributedString(string: "Total", attributes: [.font: big])
    total.append(NSAttributedString(string: " $12.00", attributes: [.font: small]))
    let size = total.size()
    let widths =
      try Self.typeset("Total", big, width: nil).width + Self.typeset(" $12.00", small, width: nil).width
    #expect(abs(Double(size.width) - widths) < 0.01)
    #expect(size.height == big.lineHeight)
    let plain = NSAttributedString(string: "Hello")
    #expect(
      plain.boundingRect(with: .zero, options: [], context: nil).size == "Hello".size(withAttributes: nil))
    let wrapped = NSAttributedString(string: Self.text, attributes: [.font: small]).boundingRect(
      with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      context: nil)
    #expect(
      wrapped.height == CGFloat(try Self.typeset(Self.text, small, width: 150).lines) * small.lineHeight)
  }

  @Test func drawingOptionsHaveUIKitsRawValues() {
    #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
    #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
    #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
  }
}
