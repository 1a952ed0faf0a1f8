/// The right-hand side of an operator-form constraint: `multiplier × anchor + constant`, with a
/// priority (`2 * blue.width + 8 ~ .defaultHigh`).
///
/// Made by the arithmetic operators on anchors; only dimensions may be scaled or stand alone as
/// a constant, as in UIKit.
public struct LayoutExpression<Anchor: LayoutAnchor> {
  /// The anchor, or `nil` for a constant (dimensions only).
  public var anchor: Anchor?
  /// The factor of the anchor (1 unless a dimension was scaled).
  public var multiplier: Double
  /// The constant added to the scaled anchor.
  public var constant: Double
  /// The priority the constraint is made at (required unless `~` gave another).
  public var priority: LayoutPriority

  init(anchor: Anchor?, multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required) {
    self.anchor = anchor
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }
}
