/// A rectangle with rounded corners, each a quarter circle.
///
/// The radii are made to fit as Core Animation fits `cornerRadius`: each is at most half the
/// shorter side, so corners stay circular and never overlap; negative or non-finite radii become 0.
///
/// ```swift
/// let card = RoundedRect(Rect(x: 16, y: 80, width: 343, height: 120), radius: 12)
/// RoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 50).radii.topLeft  // 10
/// ```
public struct RoundedRect: Hashable, Sendable {
  /// The rectangle the corners round.
  public let rect: Rect
  /// The corner radii, fitted to ``rect``.
  public let radii: CornerRadii

  /// A rounded rectangle with a radius per corner, fitted to `rect`.
  public init(_ rect: Rect, radii: CornerRadii) {
    self.rect = rect
    let limit = rect.isEmpty ? 0 : min(rect.width, rect.height) / 2
    func fitted(_ radius: Double) -> Double { radius.isFinite ? min(max(radius, 0), limit) : 0 }
    self.radii = CornerRadii(
      topLeft: fitted(radii.topLeft), topRight: fitted(radii.topRight),
      bottomRight: fitted(radii.bottomRight), bottomLeft: fitted(radii.bottomLeft))
  }

  /// A rounded rectangle with the same radius at every corner, fitted to `rect`.
  public init(_ rect: Rect, radius: Double) {
    self.init(rect, radii: CornerRadii(all: radius))
  }

  /// Whether no corner is rounded.
  public var isRectangle: Bool { radii == .zero }

  /// The rounded rectangle `width` in from each edge, each radius `width` smaller: the inner
  /// edge of a border `width` wide; `nil` when nothing is left inside.
  public func inset(by width: Double) -> RoundedRect? {
    let inner = rect.insetBy(dx: width, dy: width)
    guard !inner.isEmpty else { return nil }
    return RoundedRect(inner, radii: radii.inset(by: width))
  }
}
