import LayoutShot

// What the UIKit controls add to the core's control parts (Sources/LayoutShot/Controls): text
// measured and laid out with UIKit's fonts, hugging, and mirroring by UIKit's layout direction.

extension UIFont {
  /// The font as the layout finds it; `nil` when no font file has it.
  var sizedFont: SizedFont? { try? layoutShotFont.resolved() }

  /// The width of `text` on one line in this font, measured as strings are (0 when the font
  /// cannot be found).
  func width(of text: String) -> CGFloat {
    StringMeasure.size(of: [AttributedRun(text)], font: self, with: .zero, options: []).width
  }
}

extension Drawing.Element {
  /// `text` on one line in `font` and `color`, centred in `placement`; `nil` when the font cannot
  /// be found (the text is then not drawn, as a layout that draws it reports the font).
  static func title(
    _ text: String, font: UIFont, color: UIColor, in placement: Drawing.Placement,
    alignment: TextAlignment = .center
  ) -> Self? {
    guard let sized = font.sizedFont else { return nil }
    var style = ParagraphStyle()
    style.alignment = alignment
    let content = TextContent(
      text: text, font: sized, color: color.layoutShotColor, style: style, preferredMaxLayoutWidth: nil,
      wrapsToSolvedWidth: false)
    return .text(content, placement)
  }
}

extension UIView {
  /// Sets the content hugging priorities UIKit gives a control of this kind made in code.
  func hugContent(horizontally horizontal: UILayoutPriority, vertically vertical: UILayoutPriority) {
    setContentHuggingPriority(horizontal, for: .horizontal)
    setContentHuggingPriority(vertical, for: .vertical)
  }

  /// The size UIKit's `intrinsicContentSize` gives, as the LayoutShot ``IntrinsicSize`` (an axis
  /// with ``noIntrinsicMetric`` has none).
  static func intrinsicSize(_ size: CGSize) -> IntrinsicSize {
    IntrinsicSize(
      width: size.width < 0 ? nil : Double(size.width), height: size.height < 0 ? nil : Double(size.height))
  }
}

extension Drawing {
  /// The drawing mirrored when `layoutDirection` is right to left, else itself
  /// (Documentation/RightToLeft.md#controls).
  func mirrored(for layoutDirection: UIUserInterfaceLayoutDirection) -> Drawing {
    layoutDirection == .rightToLeft ? mirroredHorizontally() : self
  }
}
