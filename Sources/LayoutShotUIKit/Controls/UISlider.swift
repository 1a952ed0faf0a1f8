import LayoutShot

/// A slider (`UISlider`): a track across its width, filled up to a round thumb at its value; on
/// an iOS 26 screen a 6-point track under a 37 × 24 white capsule thumb
/// (Documentation/Controls.md#slider-ios-26).
///
/// Size: no intrinsic width, and 31 points high (Interface Builder's frame in Apple's UIKit
/// Catalog sample; the Auto Layout Guide lists sliders among the views with an intrinsic size on
/// one axis). Hugging 250 across and 750 down, as UIKit gives a slider made in code.
///
/// Drawn as UIKitCore's `_UISlideriOSVisualElement` lays it out (iOS 18.2 as decompiled in the
/// public repository EthanArbuckle/iPhone17-1_18.2_22C152_Restore): the track is ``trackHeight``
/// points high, centred, and ``trackInset`` points in from either side (`trackRectForBounds:`),
/// with round ends; the thumb's left edge is `(width − thumb) × fraction` from the left
/// (`thumbRectForBounds:trackRect:value:` on the track grown back by 3 points; UIKit rounds it
/// to whole points, which this drawing cannot); the track left of the thumb's centre is
/// `minimumTrackTintColor` (the tint by default) and right of it `maximumTrackTintColor`
/// (systemFill by default, `_updateMaxTrackColorForInitialization:`); a disabled slider is drawn
/// at half opacity (`_updateAppearanceForEnabled:`). The thumb is a white circle
/// 28 points across (`thumbTintColor`) with a hairline ring of black at 4 % and
/// three shadows, black at 15 % 3 points down with blur radius 8, at 16 % 1 point down with blur
/// radius 1 and at 10 % 3 points down with blur radius 1, as Flutter's `CupertinoSlider` copies
/// iOS (flutter/flutter `cupertino/thumb_painter.dart`, radius 14 and `_kSliderBoxShadows`).
///
/// ```swift
/// let volume = UISlider()
/// volume.minimumValue = 0
/// volume.maximumValue = 10
/// volume.value = 7
/// ```
open class UISlider: UIControl {
  /// How a slider looks on the screen being laid out, shared with SwiftUI's `Slider`.
  static var look: SliderLook { .current }
  /// The height of a slider.
  static var height: CGFloat { CGFloat(look.height) }

  /// The value, between ``minimumValue`` and ``maximumValue``.
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue: Float = 0.5
  /// The value at the left end (0 by default).
  open var minimumValue: Float = 0 {
    didSet { value = storedValue }
  }
  /// The value at the right end (1 by default).
  open var maximumValue: Float = 1 {
    didSet { value = storedValue }
  }
  /// Whether value changes are sent while dragging (kept).
  open var isContinuous = true
  /// The colour of the track left of the thumb (`nil`: the tint).
  open var minimumTrackTintColor: UIColor?
  /// The colour of the track right of the thumb (`nil`: systemFill).
  open var maximumTrackTintColor: UIColor?
  /// The colour of the thumb (`nil`: white).
  open var thumbTintColor: UIColor?
  /// An image at the left end (kept, not drawn).
  open var minimumValueImage: UIImage?
  /// An image at the right end (kept, not drawn).
  open var maximumValueImage: UIImage?

  /// A slider at `frame`, as wide as its constraints make it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugContent(horizontally: .defaultLow, vertically: .defaultHigh)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Moves the thumb to `value` (there is no animation in a layout).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Keeps a thumb image for `state` (kept, not drawn).
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
  /// Keeps a minimum track image for `state` (kept, not drawn).
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
  /// Keeps a maximum track image for `state` (kept, not drawn).
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}

  /// No width of its own; 31 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// The share of the track left of the thumb, 0 to 1.
  var fraction: Double {
    let span = Double(maximumValue) - Double(minimumValue)
    return span > 0 ? (Double(value) - Double(minimumValue)) / span : 0
  }

  override var controlDrawing: Drawing? {
    Self.look.drawing(
      fraction: fraction, filledColor: (minimumTrackTintColor ?? tintColor).layoutShotColor,
      restColor: maximumTrackTintColor?.layoutShotColor, thumbColor: thumbTintColor?.layoutShotColor,
      isEnabled: isEnabled, isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

}
