import LayoutShot

/// Haptic feedback (`UIFeedbackGenerator` and its subclasses): button actions make and fire these;
/// nothing is felt in a layout, so each call does nothing.
///
/// ```swift
/// let generator = UIImpactFeedbackGenerator(style: .medium)
/// generator.prepare()
/// generator.impactOccurred()
/// ```
@MainActor
open class UIFeedbackGenerator: NSObject {
  /// Readies the haptics: does nothing.
  open func prepare() {}
}

/// The feedback of a physical impact (`UIImpactFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The impact's style.
  public let style: FeedbackStyle

  /// A generator of impacts in `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public override convenience init() { self.init(style: .medium) }

  /// Signals an impact: does nothing.
  open func impactOccurred() {}
  /// Signals an impact of `intensity` (0...1): does nothing.
  open func impactOccurred(intensity: CGFloat) {}

  /// The mass of an impact (`UIImpactFeedbackGenerator.FeedbackStyle`).
  public enum FeedbackStyle: Int, Sendable {
    /// How heavy the impact feels: light, medium, heavy, soft or rigid.
    case light, medium, heavy, soft, rigid
  }
}

/// The feedback of a task's outcome (`UINotificationFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Signals an outcome: does nothing.
  open func notificationOccurred(_ notificationType: FeedbackType) {}

  /// An outcome (`UINotificationFeedbackGenerator.FeedbackType`).
  public enum FeedbackType: Int, Sendable {
    /// A task succeeded, warns, or failed.
    case success, warning, error
  }
}

/// The feedback of a changing selection (`UISelectionFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Signals a change of selection: does nothing.
  open func selectionChanged() {}
}
