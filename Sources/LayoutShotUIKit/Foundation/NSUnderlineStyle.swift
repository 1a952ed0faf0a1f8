import LayoutShot

/// The style of an underline or strikethrough (`NSUnderlineStyle`), as the `.underlineStyle` and
/// `.strikethroughStyle` attributes take it: its raw value, usually `NSUnderlineStyle.single.rawValue`.
///
/// The attributes are kept on the attributed string; lines are not drawn yet.
///
/// ```swift
/// let was = NSAttributedString(string: "$39.99", attributes: [
///   .strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.secondaryLabel,
/// ])
/// ```
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// The set whose bits are `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (the default pattern).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Alternating dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Alternating dashes and two dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Lines under words only, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
