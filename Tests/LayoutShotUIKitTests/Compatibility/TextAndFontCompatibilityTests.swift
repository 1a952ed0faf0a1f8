import LayoutShot
import LayoutShotUIKit
import Testing

/// Paragraph styles and font descriptors compile as apps write them and keep their values; a
/// label honours a paragraph style's alignment; traits map onto our fonts.
@MainActor
@Suite("UIKit paragraph styles and font descriptors")
struct TextAndFontCompatibilityTests {
  @Test func aParagraphStyleKeepsItsValues() throws {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.alignment = .center
    style.lineBreakMode = .byTruncatingTail
    style.paragraphSpacing = 8
    style.paragraphSpacingBefore = 2
    style.minimumLineHeight = 20
    style.maximumLineHeight = 24
    style.firstLineHeadIndent = 12
    style.headIndent = 6
    style.tailIndent = -6
    style.lineHeightMultiple = 1.2
    #expect(style.lineSpacing == 4)
    #expect(style.alignment == .center)
    #expect(style.lineBreakMode == .byTruncatingTail)
    #expect(style.paragraphSpacing == 8)
    #expect(style.paragraphSpacingBefore == 2)
    #expect(style.minimumLineHeight == 20)
    #expect(style.maximumLineHeight == 24)
    #expect(style.firstLineHeadIndent == 12)
    #expect(style.headIndent == 6)
    #expect(style.tailIndent == -6)
    #expect(style.lineHeightMultiple == 1.2)
    // UIKit's defaults.
    let standard = NSParagraphStyle.default
    #expect(standard.alignment == .natural)
    #expect(standard.lineBreakMode == .byWordWrapping)
    #expect(standard.lineSpacing == 0)
    // The mutable copy apps start from.
    let copy = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
    copy.alignment = .right
    #expect(copy.alignment == .right)
    #expect(NSParagraphStyle.default.alignment == .natural)
    let frozen = try #require(style.copy() as? NSParagraphStyle)
    #expect(frozen == style)
    #expect(!(frozen is NSMutableParagraphStyle))
  }

  @Test func aLabelTakesItsAttributedTextsAlignment() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 6
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Centred", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 15)])
    #expect(label.textAlignment == .center)
    let kept =
      label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    #expect(kept?.lineSpacing == 6)
    // Without a paragraph style the alignment stays as set.
    let plain = UILabel()
    plain.textAlignment = .right
    plain.attributedText = NSAttributedString(string: "Right")
    #expect(plain.textAlignment == .right)
  }

  @Test func traitsMapOntoOurFonts() throws {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
    #expect(descriptor.symbolicTraits.contains(.traitBold))
    let bold = UIFont(descriptor: descriptor, size: 0)
    #expect(bold == UIFont.boldSystemFont(ofSize: 17), "size 0 keeps the descriptor's size")
    #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(UIFont(descriptor: descriptor, size: 20) == UIFont.boldSystemFont(ofSize: 20))
    // The usual union of the font's traits with bold and italic.
    let traits = body.fontDescriptor.symbolicTraits.union([.traitBold, .traitItalic])
    let boldItalic = UIFont(descriptor: try #require(body.fontDescriptor.withSymbolicTraits(traits)), size: 0)
    #expect(boldItalic.layoutShotFont == FontDescriptor(size: 17, weight: .bold, italic: true))
    #expect(boldItalic.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
    // Italic is the system font's italic.
    let italic = UIFont.italicSystemFont(ofSize: 14)
    #expect(italic.fontDescriptor.symbolicTraits == .traitItalic)
    #expect(italic.layoutShotFont == FontDescriptor(size: 14, italic: true))
    #expect(try italic.layoutShotFont.resolved().font.styleName == "Italic")
    // A bolder weight keeps its name; a bold font without the bold trait is regular.
    let heavy = UIFont.systemFont(ofSize: 17, weight: .heavy)
    #expect(UIFont(descriptor: heavy.fontDescriptor, size: 0) == heavy)
    let unbolded = UIFont(descriptor: try #require(heavy.fontDescriptor.withSymbolicTraits([])), size: 0)
    #expect(unbolded == UIFont.systemFont(ofSize: 17))
    // Descriptors made the other ways.
    #expect(
      UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).symbolicTraits.contains(.traitBold))
    #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1).pointSize == 12)
    #expect(body.fontDescriptor.withSize(30).pointSize == 30)
    #expect(body.fontDescriptor.withDesign(.rounded)?.pointSize == 17)
    // Every design draws in the system family; the monospaced one and monospaced digits are
    // tabular (Documentation/SwiftUIDrawing.md#font-designs).
    let serif = UIFont(descriptor: try #require(body.fontDescriptor.withDesign(.serif)), size: 0)
    #expect(serif.layoutShotFont.design == .serif)
    #expect(try serif.layoutShotFont.resolved().font == body.layoutShotFont.resolved().font)
    let mono = UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)
    #expect(mono.layoutShotFont.design == .monospaced)
    #expect(try mono.layoutShotFont.resolved().usesTabularDigits)
    #expect(
      try UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular).layoutShotFont.resolved()
        .usesTabularDigits)
    #expect(try !body.layoutShotFont.resolved().usesTabularDigits)
    #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
    #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
  }

  @Test func symbolConfigurationsKeepTheirColours() {
    let hierarchical = UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue)
    #expect(hierarchical.colors == .hierarchical(.systemBlue))
    let palette = UIImage.SymbolConfiguration(paletteColors: [.white, .systemRed])
    #expect(palette.colors == .palette([.white, .systemRed]))
    #expect(UIImage.SymbolConfiguration(scale: .large).scale == .large)
    #expect(UIImage.SymbolConfiguration(weight: .bold).weight == .bold)
    #expect(UIImage.SymbolConfiguration.preferringMulticolor().colors == .multicolor)
    let combined = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold).applying(palette)
    #expect(combined.pointSize == 24)
    #expect(combined.weight == .semibold)
    #expect(combined.colors == palette.colors)
    let image = UIImage(systemName: "heart.fill", withConfiguration: combined)
    #expect(image != nil)
  }
}
