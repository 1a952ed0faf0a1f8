import LayoutShot

/// What a bar draws behind its content (UIKit's `_UIBarBackground`): the background of its
/// appearance and the one-pixel shadow line along its edge with the content (below a navigation
/// bar, above a tab bar or toolbar) (Documentation/Bars.md#backgrounds).
///
/// A blur cannot be drawn without what lies behind the bar, so the default background's
/// material is drawn as a flat, nearly opaque colour (``material``).
final class BarBackgroundView: UIView {
  /// The shadow line, one pixel thick.
  let shadowView = UIView()
  /// Whether the shadow hangs below the background (a navigation bar's) or sits above it.
  private let shadowBelow: Bool

  /// A background whose shadow line hangs below it (`shadowBelow`) or sits on top of it.
  init(shadowBelow: Bool) {
    self.shadowBelow = shadowBelow
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    shadowView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(shadowView)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  required init?(coder: NSCoder) {
    return nil
  }

  /// The flat colour the system chrome material is drawn as (Documentation/Bars.md#backgrounds).
  static let material = UIColor(BarLook.material)

  /// Pins the background to `bar`, reaching `above` points above its top and `below` points
  /// below its bottom; the shadow line is `hairline` thick.
  func pin(to bar: UIView, above: CGFloat, below: CGFloat, hairline: CGFloat) -> [NSLayoutConstraint] {
    [
      leadingAnchor.constraint(equalTo: bar.leadingAnchor),
      trailingAnchor.constraint(equalTo: bar.trailingAnchor),
      topAnchor.constraint(equalTo: bar.topAnchor, constant: -above),
      bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: below),
      shadowView.leadingAnchor.constraint(equalTo: leadingAnchor),
      shadowView.trailingAnchor.constraint(equalTo: trailingAnchor),
      shadowView.heightAnchor.constraint(equalToConstant: hairline),
      shadowBelow
        ? shadowView.topAnchor.constraint(equalTo: bottomAnchor)
        : shadowView.bottomAnchor.constraint(equalTo: topAnchor),
    ]
  }

  /// Draws `appearance`: its colour over its material (a blur drawn as ``material``), and its
  /// shadow colour in the shadow line (none without one).
  func apply(_ appearance: UIBarAppearance) {
    let color = appearance.backgroundColor
    if appearance.backgroundEffect != nil {
      backgroundColor = color.map { Self.over($0, Self.material) } ?? Self.material
    } else {
      backgroundColor = color
    }
    shadowView.backgroundColor = appearance.shadowColor
    shadowView.isHidden = appearance.shadowColor == nil
  }

  /// `top` drawn over `bottom`: the first when it is opaque, else a colour of each appearance
  /// blended.
  private static func over(_ top: UIColor, _ bottom: UIColor) -> UIColor {
    UIColor { traits in
      let upper = top.resolvedColor(with: traits).layoutShotColor
      let lower = bottom.resolvedColor(with: traits).layoutShotColor
      let alpha = upper.alpha + lower.alpha * (1 - upper.alpha)
      guard alpha > 0 else { return .clear }
      func mix(_ a: Double, _ b: Double) -> CGFloat {
        CGFloat((a * upper.alpha + b * lower.alpha * (1 - upper.alpha)) / alpha)
      }
      return UIColor(
        red: mix(upper.red, lower.red), green: mix(upper.green, lower.green),
        blue: mix(upper.blue, lower.blue),
        alpha: CGFloat(alpha))
    }
  }
}
