import LayoutShot

/// A layer that draws text (`CATextLayer`), from the top of its bounds, in SVG and PNG.
///
/// `string` is a `String` or an `NSAttributedString` (drawn in the layer's font and colour);
/// `font` a `UIFont` (Core Animation takes its name; the size is `fontSize`, 36 by default);
/// `foregroundColor` opaque white by default. Without `isWrapped` the text is one line, cut at
/// the bounds or truncated as `truncationMode` says; with it, lines wrap at the width.
/// `contentsScale` is kept: text is drawn from outlines at the screen's scale.
///
/// ```swift
/// let badge = CATextLayer()
/// badge.string = "3"
/// badge.font = UIFont.boldSystemFont(ofSize: 13)
/// badge.fontSize = 13
/// badge.alignmentMode = .center
/// badge.foregroundColor = UIColor.white.cgColor
/// badge.contentsScale = UIScreen.main.scale
/// ```
open class CATextLayer: CALayer, @unchecked Sendable {
  /// The text: a `String` or an `NSAttributedString`.
  open var string: Any?
  /// The font: a `UIFont` (its size is not used: see ``fontSize``); the system font when `nil`.
  open var font: AnyObject?
  /// The size of the text, in points (36 by default).
  open var fontSize: CGFloat = 36
  /// The colour of the text (opaque white by default).
  open var foregroundColor: CGColor? = CGColor(Color.white)
  /// How lines sit between the edges.
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  /// Whether lines wrap at the bounds' width (`false` by default: one line).
  open var isWrapped = false
  /// Where text that does not fit is cut.
  open var truncationMode: CATextLayerTruncationMode = .none

  /// The text laid out from the top of the bounds.
  override var drawnContent: DrawnLayer.Content {
    let text = (string as? String) ?? (string as? NSAttributedString)?.string ?? ""
    let base = (font as? UIFont) ?? UIFont.systemFont(ofSize: fontSize)
    guard !text.isEmpty, let sized = base.withSize(fontSize).sizedFont else { return .none }
    let lineBreak: LineBreakMode =
      switch truncationMode {
      case .start: .byTruncatingHead
      case .middle: .byTruncatingMiddle
      case .end: .byTruncatingTail
      default: isWrapped ? .byWordWrapping : .byClipping
      }
    let style = ParagraphStyle(
      alignment: alignmentMode.alignment, lineBreakMode: lineBreak, numberOfLines: isWrapped ? 0 : 1)
    return .text(
      TextContent(
        text: text, font: sized, color: foregroundColor?.layoutShotColor ?? .clear, style: style,
        preferredMaxLayoutWidth: nil, wrapsToSolvedWidth: false, isTopAligned: true))
  }
}
