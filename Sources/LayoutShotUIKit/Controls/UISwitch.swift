import LayoutShot

/// An on/off switch (`UISwitch`): always 51 × 31 points, a capsule track with a round thumb; on
/// an iOS 26 screen always 63 × 28, with a 37 × 24 white capsule thumb
/// (Documentation/Controls.md#switch-ios-26).
///
/// Size: 51 × 31 on every iOS version since 7, and a switch framed at another size keeps its own
/// (measured in Sentry's recorded view hierarchies for iOS 16, 17, 18 and 26, getsentry/sentry-cocoa
/// `SentryUIRedactBuilderTests+Common.swift`; Interface Builder frames in Apple's UIKit Catalog
/// sample). Hugging 750 on both axes, as UIKit gives a switch made in code.
///
/// Drawn as Flutter's `CupertinoSwitch` copies iOS (flutter/flutter `cupertino/switch.dart` and
/// `cupertino/thumb_painter.dart`): the track filled with `onTintColor` (systemGreen by default)
/// when on, else with `secondarySystemFill` (also the off-track colour in the recorded
/// hierarchies above); a 27-point thumb (`thumbTintColor`, white by default) whose
/// centre sits half the track's height from the end it rests at, so 2 points in from the track's
/// edges (Flutter draws it 28 across; 27, the common iOS kit figure, is kept as an estimate); under
/// it a hairline ring of black at 4 % half a point outside it and two shadows, black at 15 %
/// 3 points down with blur radius 8 and black at 6 % 3 points down with blur radius 1
/// (`_kSwitchBoxShadows`). A disabled switch is drawn at half opacity
/// (`_kCupertinoSwitchDisabledOpacity`, which Flutter measured on the iOS simulator). Dark mode
/// comes from the dynamic colours: systemGreen and secondarySystemFill have dark values.
///
/// ```swift
/// let notifications = UISwitch()
/// notifications.isOn = true
/// notifications.onTintColor = .systemIndigo
/// ```
open class UISwitch: UIControl {
  /// How a switch looks on the screen being laid out, shared with SwiftUI's `Toggle`.
  static var look: SwitchLook { .current }
  /// UIKit's fixed size of a switch on the screen being laid out.
  static var size: CGSize { CGSize(look.size) }

  /// Whether the switch is on.
  open var isOn = false
  /// The track's colour when on (`nil`: systemGreen).
  open var onTintColor: UIColor?
  /// The thumb's colour (`nil`: white).
  open var thumbTintColor: UIColor?
  /// The look asked for (kept; the default look is drawn).
  open var preferredStyle = Style.automatic
  /// The look in use.
  open var style: Style { .sliding }
  /// The title of a checkbox-style switch on the Mac (kept).
  open var title: String?

  /// A switch at `frame`'s origin, 51 × 31 (63 × 28 on iOS 26) whatever size `frame` asks for.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    hugContent(horizontally: .defaultHigh, vertically: .defaultHigh)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The frame; its size stays the switch's, as UIKit keeps it.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
  }

  /// Turns the switch on or off (there is no animation in a layout).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 × 31 points (63 × 28 on iOS 26), as UIKit draws it.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// 51 × 31 points (63 × 28 on iOS 26), whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  /// A switch made before the screen was known takes the size of the screen's edition.
  override func prepareForSolve() {
    if bounds.size != Self.size { frame = CGRect(origin: frame.origin, size: Self.size) }
    super.prepareForSolve()
  }

  override var controlDrawing: Drawing? {
    // Right to left the thumb rests on the left when on (Documentation/RightToLeft.md#controls).
    Self.look.drawing(
      isOn: isOn, onColor: onTintColor?.layoutShotColor, thumbColor: thumbTintColor?.layoutShotColor,
      isEnabled: isEnabled, isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }
}

extension UISwitch {
  /// A switch's look (`UISwitch.Style`).
  public enum Style: Int, Sendable {
    /// The platform's style, a checkbox (Mac Catalyst), or the sliding switch of iOS.
    case automatic, checkbox, sliding
  }
}
