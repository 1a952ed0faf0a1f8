import LayoutShot

/// UIKit's accessibility functions (`UIAccessibility`): no assistive technology runs beside a
/// layout, so notifications posted go nowhere and every setting reads off.
///
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Message sent")
/// if UIAccessibility.isReduceMotionEnabled { … }
/// ```
public enum UIAccessibility {
  /// Posts `notification` to assistive technologies: none listen in a layout, so nothing happens.
  public static func post(notification: Notification, argument: Any?) {}

  /// Whether VoiceOver is running: never, in a layout.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is running: never.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether Reduce Motion is on: off.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Reduce Transparency is on: off.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether Bold Text is on: off.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether Increase Contrast is on: off.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether Differentiate Without Color is on: off.
  public static var shouldDifferentiateWithoutColor: Bool { false }

  /// A notification for assistive technologies (`UIAccessibility.Notification`), with UIKit's raw
  /// values.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// The value whose raw value is `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The screen changed a lot; the argument is the element to focus.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout changed; the argument is the element to focus.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement; the argument is the string to speak.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll view scrolled a page; the argument is the string to speak.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posted when VoiceOver starts or stops (never, in a layout).
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Reduce Motion changes (never, in a layout).
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
