/// A stepper (`UIStepper`): a minus and a plus side by side, on one rounded background.
///
/// Size: 94 × 32 points since iOS 13 (94 × 29 before; Interface Builder frames in Apple's UIKit
/// Catalog sample for the iOS 14 and iOS 11 SDKs). Hugging 750 on both axes, as UIKit gives a
/// stepper made in code.
///
/// Drawn: a `tertiarySystemFill` background with ``cornerRadius`` corners, a divider between the
/// halves, and a minus and a plus glyph at the halves' centres in the label colour (faded at the
/// ends of the range, as UIKit disables the side that cannot step).
///
/// ```swift
/// let quantity = UIStepper()
/// quantity.minimumValue = 1
/// quantity.maximumValue = 9
/// quantity.value = 2
/// ```
open class UIStepper: UIControl {
  /// UIKit's size of a stepper.
  static let size = CGSize(width: 94, height: 32)
  /// The background's corner radius (UNVERIFIED: an estimate from screenshots).
  static let cornerRadius = 8.0
  /// The glyphs' length and stroke width, and the divider's height.
  static let glyphLength = 14.0, glyphStroke = 2.0, dividerHeight = 18.0

  /// The value, between ``minimumValue`` and ``maximumValue`` (0 by default).
  open var value: Double {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue = 0.0
  /// The smallest value (0 by default).
  open var minimumValue = 0.0 {
    didSet { value = storedValue }
  }
  /// The largest value (100 by default).
  open var maximumValue = 100.0 {
    didSet { value = storedValue }
  }
  /// The step (1 by default).
  open var stepValue = 1.0
  /// Whether stepping past an end wraps to the other (kept).
  open var wraps = false
  /// Whether holding a side repeats (kept).
  open var autorepeat = true
  /// Whether value changes are sent while holding (kept).
  open var isContinuous = true

  /// A stepper at `frame`, which hugs its 94 × 32 size.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugContent(horizontally: .defaultHigh, vertically: .defaultHigh)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// 94 × 32 points, as UIKit draws it.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// 94 × 32 points, whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  override var controlDrawing: Drawing? {
    let glyph = UIColor.label, faded = UIColor.tertiaryLabel
    let minus = Self.bar(centerFraction: 0.25, length: Self.glyphLength, thickness: Self.glyphStroke)
    let plusAcross = Self.bar(centerFraction: 0.75, length: Self.glyphLength, thickness: Self.glyphStroke)
    let plusDown = Self.bar(centerFraction: 0.75, length: Self.glyphStroke, thickness: Self.glyphLength)
    let divider = Drawing.Placement.centered(x: .fraction(0.5), y: .fraction(0.5), width: 1, height: Self.dividerHeight)
    let canStepDown = isEnabled && (wraps || value > minimumValue)
    let canStepUp = isEnabled && (wraps || value < maximumValue)
    return Drawing([
      .fill(.bounds, cornerRadius: Self.cornerRadius, color: UIColor.tertiarySystemFill.layoutShotColor),
      .fill(divider, cornerRadius: 0, color: UIColor.separator.layoutShotColor),
      .fill(minus, cornerRadius: 0, color: (canStepDown ? glyph : faded).layoutShotColor),
      .fill(plusAcross, cornerRadius: 0, color: (canStepUp ? glyph : faded).layoutShotColor),
      .fill(plusDown, cornerRadius: 0, color: (canStepUp ? glyph : faded).layoutShotColor),
    ])
  }

  /// A bar `length` across and `thickness` down, centred down the bounds and at `centerFraction`
  /// of their width.
  private static func bar(centerFraction: Double, length: Double, thickness: Double) -> Drawing.Placement {
    .centered(x: .fraction(centerFraction), y: .fraction(0.5), width: length, height: thickness)
  }
}
