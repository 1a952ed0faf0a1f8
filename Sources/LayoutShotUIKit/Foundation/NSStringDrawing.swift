import LayoutShot

// Measuring strings the UIKit way (`NSString.size(withAttributes:)`,
// `boundingRect(with:options:attributes:context:)`): apps size cells and bubbles with these, so
// they measure with LayoutShot's typesetter, as a label lays the same text out.

/// How a string is measured or drawn (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// The set whose bits are `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines wrap at the given width and the rectangle holds them all; without it the string is
  /// one line.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// The font's leading counts in line heights (kept; our line heights include the line gap).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Glyph bounds rather than typographic bounds (kept; typographic bounds are measured).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// The last line that fits is truncated (kept).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How a string was drawn (`NSStringDrawingContext`): the scale factors are kept; ``totalBounds``
/// is the rectangle the last measure gave.
open class NSStringDrawingContext: NSObject {
  /// The smallest scale the text may shrink to (kept; text is not shrunk).
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at: always 1.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The rectangle of the last measure.
  open internal(set) var totalBounds: CGRect = .zero

  /// A context with a minimum scale factor of 0 and no measure yet.
  public override init() {
    super.init()
  }
}

/// Measures runs the way a label lays them out.
enum StringMeasure {
  /// The size of `runs` in `font` (for runs without their own), wrapped at `size.width` when
  /// `options` has ``NSStringDrawingOptions/usesLineFragmentOrigin``, else on one line.
  static func size(of runs: [AttributedRun], font: UIFont, with size: CGSize, options: NSStringDrawingOptions)
    -> CGSize
  {
    guard let laidOut = layout(of: runs, font: font, with: size, options: options) else { return .zero }
    return CGSize(width: CGFloat(laidOut.usedWidth), height: CGFloat(laidOut.height))
  }

  /// `runs` laid out in `font` (for runs without their own) as a label lays them out, wrapped at
  /// `size.width` when `options` has ``NSStringDrawingOptions/usesLineFragmentOrigin``, else on one
  /// line; `nil` when a font cannot be found.
  static func layout(
    of runs: [AttributedRun], font: UIFont, with size: CGSize, options: NSStringDrawingOptions
  ) -> TextLayout? {
    let label = Label(nil, text: "", fileID: "NSStringDrawing", line: 0)
    label.font = font.layoutShotFont
    label.attributedRuns = runs
    let wraps = options.contains(.usesLineFragmentOrigin)
    label.numberOfLines = wraps ? 0 : 1
    label.lineBreakMode = .byWordWrapping
    let width =
      wraps && size.width > 0 && size.width < CGFloat(Float.greatestFiniteMagnitude)
      ? Double(size.width) : nil
    return label.textLayout(width: width)
  }

  /// The font strings are measured in when their attributes name none: 12-point, as Apple's
  /// documentation of `NSAttributedString.Key.font` says ("If you do not specify this attribute,
  /// the string uses a 12-point Helvetica(Neue) font by default"); our system font stands for
  /// Helvetica Neue.
  static var defaultFont: UIFont { .systemFont(ofSize: 12) }

  static func measure(
    _ string: String, attributes: [NSAttributedString.Key: Any]?, size: CGSize,
    options: NSStringDrawingOptions,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let font = attributes?[.font] as? UIFont ?? defaultFont
    let measured = Self.size(of: [AttributedRun(string)], font: font, with: size, options: options)
    let rect = CGRect(origin: .zero, size: measured)
    context?.totalBounds = rect
    return rect
  }
}

extension NSString {
  /// The size of the string on one line in `attrs`' `.font` (12-point system font when none),
  /// measured with LayoutShot's typesetter; fractional, as UIKit's (round up to lay out).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringMeasure.measure(String(self), attributes: attrs, size: .zero, options: [], context: nil).size
  }

  /// The rectangle the string takes in `attributes`' `.font` (12-point system font when none):
  /// with ``NSStringDrawingOptions/usesLineFragmentOrigin`` wrapped at `size.width`, all its lines;
  /// otherwise one line.
  ///
  /// Measured with LayoutShot's typesetter; fractional, as UIKit's.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    StringMeasure.measure(
      String(self), attributes: attributes, size: size, options: options, context: context)
  }
}

extension StringProtocol {
  /// The size of the string on one line in `attrs`' `.font`, as `NSString`'s
  /// `size(withAttributes:)` measures it.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringMeasure.measure(String(self), attributes: attrs, size: .zero, options: [], context: nil).size
  }

  /// The rectangle the string takes, as `NSString`'s `boundingRect(with:options:attributes:context:)`
  /// measures it.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    StringMeasure.measure(
      String(self), attributes: attributes, size: size, options: options, context: context)
  }
}

extension NSAttributedString {
  /// The size of the text on one line, run by run in each run's `.font` (12-point system font
  /// where none).
  public func size() -> CGSize {
    boundingRect(with: .zero, options: [], context: nil).size
  }

  /// The rectangle the text takes, run by run in each run's `.font` (12-point system font where
  /// none): with ``NSStringDrawingOptions/usesLineFragmentOrigin`` wrapped at `size.width`,
  /// otherwise one line.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  )
    -> CGRect
  {
    let measured = StringMeasure.size(
      of: UILabel.runs(of: self), font: StringMeasure.defaultFont, with: size, options: options)
    let rect = CGRect(origin: .zero, size: measured)
    context?.totalBounds = rect
    return rect
  }
}
