import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

/// `NSTextAttachment` in a label's attributed text: laid out inline as one character as wide as
/// its bounds, standing on the baseline, and drawn.
///
/// The system font's lines are San Francisco's, as `UIFont` reports them on iOS: ascender 1950 and
/// descender -494 over 2048 units per em, so at 17 points the ascender is 16.1865234375, the depth
/// below the baseline 4.1005859375 and a line 20.287109375. Text widths are the font's own advance
/// widths, kerning pairs and tracking (``AttributedTextTests/width(_:in:size:)``).
@MainActor
@Suite("Text attachments")
struct TextAttachmentTests {
  static let ascender = 1950.0 * 17 / 2048
  static let depth = 494.0 * 17 / 2048
  static let lineHeight = 2444.0 * 17 / 2048

  /// The width of `text` in the regular system font at 17 points.
  static func width(_ text: String) throws -> Double {
    AttributedTextTests.width(text, in: try FontRegistry.shared.font(weight: .regular), size: 17)
  }

  /// "4.8 " followed by an attachment with `bounds`.
  static func rating(bounds: CGRect?, image: UIImage? = UIImage(systemName: "star.fill"))
    -> NSAttributedString
  {
    let text = NSMutableAttributedString(string: "4.8 ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let star = NSTextAttachment()
    star.image = image
    if let bounds { star.bounds = bounds }
    text.append(NSAttributedString(attachment: star))
    return text
  }

  @Test func anAttachmentIsOneObjectReplacementCharacterCarryingIt() {
    let attachment = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
    let string = NSAttributedString(attachment: attachment)
    #expect(string.string == "\u{FFFC}" && string.length == 1)
    #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
    #expect(attachment.bounds == .zero)
    let styled = NSAttributedString(
      attachment: attachment, attributes: [.font: UIFont.systemFont(ofSize: 20)])
    #expect((styled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
    #expect(styled.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
  }

  @Test func anAttachmentWithinTheTextsHeightWidensTheLabelOnly() throws {
    let label = UILabel()
    // 13 points above the baseline and 3 below: inside the font's 16.19 and 4.10.
    label.attributedText = Self.rating(bounds: CGRect(x: 0, y: -3, width: 16, height: 16))
    let textWidth = try Self.width("4.8 ")
    #expect(label.text == "4.8 \u{FFFC}")
    // Outside a layout the scale is 1: each side rounded up to a whole point.
    #expect(
      label.intrinsicContentSize
        == CGSize(width: (textWidth + 16).rounded(.up), height: Self.lineHeight.rounded(.up)))
  }

  @Test func aTallAttachmentRaisesTheLine() throws {
    let label = UILabel()
    label.attributedText = Self.rating(bounds: CGRect(x: 0, y: 0, width: 30, height: 30))
    // The line's top is the attachment's, 30 above the baseline; the font's depth stays below.
    #expect(Double(label.intrinsicContentSize.height) == (30 + Self.depth).rounded(.up))
  }

  @Test func anAttachmentWithoutBoundsTakesItsImagesSize() throws {
    let label = UILabel()
    // A symbol placeholder is 20 × 20 at the default configuration, standing on the baseline:
    // 20 above it, more than the ascender.
    label.attributedText = Self.rating(bounds: nil)
    let textWidth = try Self.width("4.8 ")
    #expect(
      label.intrinsicContentSize
        == CGSize(width: (textWidth + 20).rounded(.up), height: (20 + Self.depth).rounded(.up)))
  }

  @Test func mutableStringEditsReachTheLabel() throws {
    let text = NSMutableAttributedString(string: "Read more")
    text.insert(NSAttributedString(string: "… "), at: 0)
    text.replaceCharacters(in: NSRange(location: 2, length: 4), with: "See")
    text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 2, length: 3))
    text.setAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], range: NSRange(location: 0, length: 1))
    text.append(NSAttributedString(string: "!"))
    text.append(NSAttributedString(attachment: NSTextAttachment()))
    let label = UILabel()
    label.attributedText = text
    #expect(label.text == "… See more!\u{FFFC}")
    #expect(text.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .systemBlue)
    #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 17)
  }

  /// A white 200 × 60 view with a label at (20, 10) reading "A" and a red square attachment.
  static let redSquareProgram = UIKitLayout.view("Attachment") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    root.backgroundColor = .white
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let text = NSMutableAttributedString(string: "A", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let attachment = NSTextAttachment(image: square)
    attachment.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    text.append(NSAttributedString(attachment: attachment))
    let label = UILabel()
    label.accessibilityIdentifier = "label"
    label.attributedText = text
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
    label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
    return root
  }

  @Test func theAttachmentsImageIsDrawnOnTheBaselineAfterTheText() throws {
    let solved = try LayoutEngine().solve(Self.redSquareProgram, on: phone)
    #expect(solved.diagnostics == [])
    let frame = try #require(solved.frame(of: "label"))
    let widthA = try Self.width("A")
    #expect(
      frame
        == Rect(
          x: 20, y: 10, width: ((widthA + 10) * 2).rounded(.up) / 2,
          height: (Self.lineHeight * 2).rounded(.up) / 2))
    // The text is centred in the label's height; the square's bottom is on the baseline.
    let baseline = 10 + (frame.height - Self.lineHeight) / 2 + Self.ascender
    let image = try Raster.Image(pngData: try solved.pngData())
    let square = image.pixels(x: (20 + widthA)..<(20 + widthA + 10), y: (baseline - 10)..<baseline, scale: 2)
    #expect(!square.isEmpty && square.allSatisfy { $0 == [255, 0, 0, 255] })
    // Nothing red beyond it.
    let after = image.pixels(x: (20 + widthA + 10.5)..<200, y: 0..<60, scale: 2)
    #expect(after.allSatisfy { $0 == [255, 255, 255, 255] })
  }

  @Test func aPlaceholderAttachmentDrawsThePlaceholderBox() throws {
    let program = UIKitLayout.view("Placeholder") { () -> UIView in
      let label = UILabel()
      label.attributedText = Self.rating(bounds: CGRect(x: 0, y: 0, width: 12, height: 12))
      return label
    }
    let svg = try LayoutEngine().solve(program, on: phone).svg()
    #expect(svg.contains("attachment.placeholder"))
  }

  @Test func boundsThatAreNotFiniteTakeNoRoom() throws {
    let label = UILabel()
    label.attributedText = Self.rating(
      bounds: CGRect(x: 0, y: CGFloat.nan, width: CGFloat.infinity, height: 10))
    let textWidth = try Self.width("4.8 ")
    #expect(
      label.intrinsicContentSize
        == CGSize(width: textWidth.rounded(.up), height: Self.lineHeight.rounded(.up)))
  }
}
