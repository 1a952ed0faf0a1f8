/// An on/off switch (`UISwitch`): always 51 × 31 points, a capsule track with a round thumb.
///
/// Size: 51 × 31 on every iOS version since 7, and a switch framed at another size keeps its own
/// (measured in Sentry's recorded view hierarchies for iOS 16, 17, 18 and 26, getsentry/sentry-cocoa
/// `SentryUIRedactBuilderTests+Common.swift`; Interface Builder frames in Apple's UIKit Catalog
/// sample). Hugging 750 on both axes, as UIKit gives a switch made in code.
///
/// Drawn: the track filled with `onTintColor` (systemGreen by default) when on, else with
/// `secondarySystemFill` (the off-track colour in the same recorded hierarchies), and a white
/// 27-point thumb 2 points in from the side it rests on.
///
/// ```swift
/// let notifications = UISwitch()
/// notifications.isOn = true
/// notifications.onTintColor = .systemIndigo
/// ```
open class UISwitch: UIControl {
  /// UIKit's fixed size of a switch.
  static let size = CGSize(width: 51, height: 31)
  /// The thumb's diameter and its inset from the track's edge.
  static let thumbDiameter = 27.0, thumbInset = 2.0

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

  /// A switch at `frame`'s origin, 51 × 31 whatever size `frame` asks for.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    hugContent(horizontally: .defaultHigh, vertically: .defaultHigh)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The frame; its size stays 51 × 31, as UIKit keeps it.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
  }

  /// Turns the switch on or off (there is no animation in a layout).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 × 31 points, as UIKit draws it.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// 51 × 31 points, whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  override var controlDrawing: Drawing? {
    let track: UIColor = isOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
    let thumbX: Drawing.Length =
      isOn ? .fraction(1, plus: -Self.thumbInset - Self.thumbDiameter) : .points(Self.thumbInset)
    let thumb = Drawing.Placement(
      x: thumbX, y: .fraction(0.5, plus: -Self.thumbDiameter / 2), width: .points(Self.thumbDiameter),
      height: .points(Self.thumbDiameter))
    return Drawing([
      .fill(.bounds, cornerRadius: .infinity, color: track.layoutShotColor),
      .fill(thumb, cornerRadius: .infinity, color: (thumbTintColor ?? .white).layoutShotColor),
      .stroke(thumb, cornerRadius: .infinity, width: 0.5, color: UIColor.systemFill.layoutShotColor),
    ])
  }
}

extension UISwitch {
  /// A switch's look (`UISwitch.Style`).
  public enum Style: Int, Sendable {
    /// The platform's style, a checkbox (Mac Catalyst), or the sliding switch of iOS.
    case automatic, checkbox, sliding
  }
}
