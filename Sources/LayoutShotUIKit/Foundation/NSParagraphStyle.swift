import LayoutShot

/// How a paragraph of attributed text is set (`NSParagraphStyle`), kept as data for
/// `NSAttributedString.Key.paragraphStyle`.
///
/// A label honours the first character's ``alignment`` when its `attributedText` is set, as
/// UIKit's does; line spacing, paragraph spacing, indents, line heights and line breaks are kept,
/// not applied. String measuring (`boundingRect(with:options:attributes:context:)`) ignores it.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// style.alignment = .center
/// label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The values of a style.
  struct Values {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var alignment = NSTextAlignment.natural
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var baseWritingDirection = NSWritingDirection.natural
    var lineHeightMultiple: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var hyphenationFactor: Float = 0
    var allowsDefaultTighteningForTruncation = false
  }

  var values = Values()

  /// A style with UIKit's defaults: natural alignment, word wrapping, no spacing or indents.
  public override init() {
    super.init()
  }

  init(values: Values) {
    self.values = values
    super.init()
  }

  /// The default style (`NSParagraphStyle.default`).
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// The space after a line's descent and before the next line, in points.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// The space after the paragraph.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// How the lines sit between the edges; a label honours it.
  open var alignment: NSTextAlignment { values.alignment }
  /// The indent of lines after the first.
  open var headIndent: CGFloat { values.headIndent }
  /// The indent from the trailing edge (negative) or the line's length (positive).
  open var tailIndent: CGFloat { values.tailIndent }
  /// The indent of the first line.
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The smallest line height (0: no minimum).
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The largest line height (0: no maximum).
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// How lines that do not fit break.
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// The writing direction.
  open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
  /// A multiple of the natural line height (0: none).
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The space before the paragraph.
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// How eagerly words hyphenate, 0...1.
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// Whether truncation may tighten letters first.
  open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

  /// An immutable copy.
  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
  /// A mutable copy (`NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`).
  open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

  /// Whether `object` is a paragraph style with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return other.values == values
  }

  /// A hash of the alignment and line spacing, consistent with ``isEqual(_:)``.
  open override var hash: Int { values.alignment.hashValue ^ values.lineSpacing.hashValue }
}

extension NSParagraphStyle.Values: Equatable {}

/// A paragraph style whose values are set (`NSMutableParagraphStyle`); see ``NSParagraphStyle``.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// The space after a line's descent and before the next line, in points; settable.
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// The space after the paragraph; settable.
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// How the lines sit between the edges; settable.
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// The indent of lines after the first; settable.
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  /// The indent from the trailing edge (negative) or the line's length (positive); settable.
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  /// The indent of the first line; settable.
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  /// The smallest line height (0: no minimum); settable.
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// The largest line height (0: no maximum); settable.
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  /// How lines that do not fit break; settable.
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// The writing direction; settable.
  open override var baseWritingDirection: NSWritingDirection {
    get { values.baseWritingDirection }
    set { values.baseWritingDirection = newValue }
  }
  /// A multiple of the natural line height (0: none); settable.
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// The space before the paragraph; settable.
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// How eagerly words hyphenate, 0...1; settable.
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  /// Whether truncation may tighten letters first; settable.
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }

  /// Takes all of `obj`'s values.
  open func setParagraphStyle(_ obj: NSParagraphStyle) {
    values = obj.values
  }
}

/// The direction text is written in (`NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
  /// The language's natural direction, left to right, or right to left.
  case natural = -1, leftToRight = 0, rightToLeft = 1
}
