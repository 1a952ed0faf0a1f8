import LayoutShot

/// A view with a blur or vibrancy effect (`UIVisualEffectView`): its subviews go in
/// ``contentView``, which fills it (through its autoresizing mask, as in UIKit).
///
/// A layout has nothing behind a view to blur, so a blur is drawn as a translucent grey fill
/// (white 0.5 at 30 % opacity, standing for every blur style) under the content view; a
/// ``UIGlassEffect`` draws Liquid Glass on an iOS 26 screen and the blur's grey on an iOS 18 one;
/// a vibrancy effect and no effect draw nothing. The effect is kept as set.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// blur.contentView.addSubview(titleLabel)
/// ```
open class UIVisualEffectView: UIView {
  /// The view subviews are added to; it fills the effect view.
  public let contentView = UIView()

  /// The effect: a blur draws a translucent grey fill, glass Liquid Glass (iOS 26), a vibrancy
  /// effect nothing.
  open var effect: UIVisualEffect?

  /// The grey a blur is drawn as.
  static let blurFill = UIColor(white: 0.5, alpha: 0.3)

  /// An effect view with `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addContentView()
  }

  /// An effect view with no effect, at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addContentView()
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A blur's grey over the background, under the content, in the layer's rounded corners; the
  /// `backgroundColor` stays as the app set it.
  override var controlDrawing: Drawing? {
    let radius = Double(layer.cornerRadius)
    if let glass = effect as? UIGlassEffect, ControlEdition.current == .liquidGlass {
      return Drawing(glass.material.elements(.bounds, cornerRadius: radius))
    }
    guard effect is UIBlurEffect || effect is UIGlassEffect else { return nil }
    return Drawing([.fill(.bounds, cornerRadius: radius, color: Self.blurFill.layoutShotColor)])
  }
}

/// A visual effect (`UIVisualEffect`), kept by ``UIVisualEffectView``.
@MainActor
open class UIVisualEffect: NSObject {
  /// An effect with no settings of its own.
  public override init() {
    super.init()
  }
}

/// A blur (`UIBlurEffect`): drawn by ``UIVisualEffectView`` as a translucent grey fill.
open class UIBlurEffect: UIVisualEffect {
  /// The style of the blur (kept).
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The style of a blur (`UIBlurEffect.Style`), with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The original blur styles.
    case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
    /// Materials that adapt to the interface style, from ultra-thin to thick.
    case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
    /// The material of system chrome, such as bars.
    case systemChromeMaterial = 10
    /// Materials that are always light.
    case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
    /// More materials that are always light.
    case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
    /// Materials that are always dark.
    case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
    /// More materials that are always dark.
    case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
  }
}

/// Vibrancy over a blur (`UIVibrancyEffect`): kept; its content view's subviews draw as they are.
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy sits on.
  public let blurEffect: UIBlurEffect
  /// The vibrancy's style, when made with one.
  public let style: UIVibrancyEffectStyle?

  /// Vibrancy for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    style = nil
    super.init()
  }

  /// Vibrancy of `style` for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// The style of a vibrancy effect (`UIVibrancyEffectStyle`), with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// Vibrancy for labels, fills and separators, in their primary to quaternary strengths.
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
