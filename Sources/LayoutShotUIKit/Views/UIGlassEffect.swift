import LayoutShot

/// Liquid Glass (`UIGlassEffect`, iOS 26), drawn by ``UIVisualEffectView`` in its bounds and
/// corners as ``GlassMaterial`` draws glass flat: a faint shadow, the backdrop washed toward the
/// glass's fill colour (or filled with ``tintColor``), and a rim lit from the upper left
/// (Documentation/LiquidGlass.md, Documentation/Controls.md#glass-apis).
///
/// On an iOS 18 screen, where UIKit has no glass, the view draws what an app's fallback there
/// usually is: the blur's translucent grey (an estimate).
///
/// ```swift
/// let glass = UIGlassEffect(style: .regular)
/// glass.tintColor = .systemBlue
/// let platter = UIVisualEffectView(effect: glass)
/// platter.layer.cornerRadius = 22
/// ```
open class UIGlassEffect: UIVisualEffect {
  /// How much of the backdrop the glass lets through.
  public let style: Style
  /// The colour the glass is filled with (`nil`: untinted glass).
  open var tintColor: UIColor?
  /// Whether the glass reacts to touches (kept: a snapshot shows glass at rest).
  open var isInteractive = false

  /// Regular glass.
  public override init() {
    style = .regular
    super.init()
  }

  /// Glass of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The glass the effect draws, in the core's terms.
  var material: GlassMaterial {
    GlassMaterial(style == .clear ? .clear : .regular, tint: tintColor?.layoutShotColor)
  }

  /// The glass of an effect (`UIGlassEffect.Style`), with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The glass of bars and buttons.
    case regular = 0
    /// The nearly transparent glass drawn over media.
    case clear = 1
  }
}
