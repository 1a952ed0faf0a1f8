import LayoutShot

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
  static var size: CGSize { CGSize(look.size) }
  /// How a stepper looks, shared with SwiftUI's `Stepper`.
  static var look: StepperLook { .current }

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
    Self.look.drawing(
      canStepDown: wraps || value > minimumValue, canStepUp: wraps || value < maximumValue,
      isEnabled: isEnabled, isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

}
