/// A stepper (`UIStepper`): a minus and a plus side by side, on one rounded background.
///
/// Figures from UIKitCore's `UIStepperHorizontalVisualElement` (iOS 18.2 as decompiled in the
/// public repository EthanArbuckle/iPhone17-1_18.2_22C152_Restore), which borrows the segmented
/// control's look:
/// - Size: 94 points across and the segmented control's default height, 32 (`initialSize`,
///   `_intrinsicSizeWithinSize:`; Interface Builder frames in Apple's UIKit Catalog sample agree).
///   Hugging 750 on both axes, as UIKit gives a stepper made in code.
/// - Background: the segmented control's unselected background (`_modernBackgroundSelected:`,
///   `tertiarySystemFill`), clipped to its corner radius, 8 points
///   (`_cornerRadiusForTraitCollection:size:`; see ``UISegmentedControl``).
/// - Divider: the segmented control's (`_modernDividerImageBackground:`), 1 point wide
///   (`_dividerWidthForTraitCollection:size:`), #8E8E93 at 30 %, 18 points tall; each half is
///   (94 − 1) / 2 = 46.5 points wide (`layoutSubviews`).
/// - Glyphs: the `minus` and `plus` symbols tinted with `labelColor` (`setDecrementImage:` and
///   `setIncrementImage:` for the default images), centred in their halves; the minus on the left
///   and the plus on the right, swapped in a right-to-left layout (`_commonStepperInit`). Drawn
///   here as round-ended bars ``glyphLength`` long and ``glyphThickness`` thick (estimates of the
///   symbols at their default size: the symbol outlines are not published).
/// - A side that cannot step (at its end of the range, unless ``wraps``) is a disabled button
///   (`_updateButtonEnabled`); its glyph is drawn in `tertiaryLabel` (an estimate of UIKit's dimmed
///   image). A disabled stepper is drawn at half opacity (`setEnabled:` sets alpha 0.5).
///
/// ```swift
/// let quantity = UIStepper()
/// quantity.minimumValue = 1
/// quantity.maximumValue = 9
/// quantity.value = 2
/// ```
open class UIStepper: UIControl {
  /// UIKit's size of a stepper: 94 across, the segmented control's height down.
  static let size = CGSize(width: 94, height: UISegmentedControl.height)
  /// The glyphs' bars: their length and thickness.
  static let glyphLength = 14.0, glyphThickness = 2.0
  /// The opacity of a disabled stepper.
  static let disabledOpacity = 0.5

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
    let canStepDown = wraps || value > minimumValue
    let canStepUp = wraps || value < maximumValue
    let halfWidth = (Double(Self.size.width) - Double(UISegmentedControl.dividerWidth)) / 2
    // The halves' centres, from the left edge: the minus's side first unless right to left.
    let leftCenter = halfWidth / 2, rightCenter = Double(Self.size.width) - halfWidth / 2
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let divider = Drawing.Placement.centered(
      x: .points(halfWidth + Double(UISegmentedControl.dividerWidth) / 2), y: .fraction(0.5),
      width: Double(UISegmentedControl.dividerWidth),
      height: Double(Self.size.height) - 2 * UISegmentedControl.dividerInset)
    func glyph(_ path: Path, at center: Double, enabled: Bool) -> Drawing.Element {
      let box = Drawing.Placement.centered(
        x: .points(center), y: .fraction(0.5), width: Self.glyphLength, height: Self.glyphLength)
      return .path(path, in: box, color: (enabled ? UIColor.label : .tertiaryLabel).layoutShotColor)
    }
    let drawing = Drawing([
      .fill(
        .bounds, cornerRadius: UISegmentedControl.cornerRadius,
        color: UIColor.tertiarySystemFill.layoutShotColor),
      .fill(divider, cornerRadius: 0, color: UISegmentedControl.dividerColor),
      glyph(Self.minus, at: isRightToLeft ? rightCenter : leftCenter, enabled: canStepDown),
      glyph(Self.plus, at: isRightToLeft ? leftCenter : rightCenter, enabled: canStepUp),
    ])
    return isEnabled ? drawing : drawing.faded(to: Self.disabledOpacity)
  }

  /// The minus: a round-ended bar across the middle of the glyph's unit square.
  private static let minus = Path.roundedBars(
    across: true, down: false, thickness: glyphThickness / glyphLength)

  /// The plus: a round-ended bar across and one down, one shape so that a faded plus stays even
  /// where they cross.
  private static let plus = Path.roundedBars(
    across: true, down: true, thickness: glyphThickness / glyphLength)
}
