/// A rectangle with rounded corners, each a quarter circle or Apple's continuous corner curve
/// (see ``CornerCurve``).
///
/// The radii are made to fit as Core Animation fits `cornerRadius`: each is at most half the
/// shorter side, so corners never overlap; negative or non-finite radii become 0.
///
/// ```swift
/// let card = RoundedRect(Rect(x: 16, y: 80, width: 343, height: 120), radius: 12)
/// RoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 50).radii.topLeft  // 10
/// let sheet = RoundedRect(Rect(x: 0, y: 60, width: 393, height: 792), radius: 38, cornerCurve: .continuous)
/// ```
public struct RoundedRect: Hashable, Sendable {
  /// The rectangle the corners round.
  public let rect: Rect
  /// The corner radii, fitted to ``rect``.
  public let radii: CornerRadii
  /// The curve that turns each corner.
  public let cornerCurve: CornerCurve

  /// A rounded rectangle with a radius per corner, fitted to `rect`, its corners turned by
  /// `cornerCurve` (quarter circles by default).
  public init(_ rect: Rect, radii: CornerRadii, cornerCurve: CornerCurve = .circular) {
    self.rect = rect
    self.cornerCurve = cornerCurve
    let limit = rect.isEmpty ? 0 : min(rect.width, rect.height) / 2
    func fitted(_ radius: Double) -> Double { radius.isFinite ? min(max(radius, 0), limit) : 0 }
    self.radii = CornerRadii(
      topLeft: fitted(radii.topLeft), topRight: fitted(radii.topRight),
      bottomRight: fitted(radii.bottomRight), bottomLeft: fitted(radii.bottomLeft))
  }

  /// A rounded rectangle with the same radius at every corner, fitted to `rect`, its corners
  /// turned by `cornerCurve` (quarter circles by default).
  public init(_ rect: Rect, radius: Double, cornerCurve: CornerCurve = .circular) {
    self.init(rect, radii: CornerRadii(all: radius), cornerCurve: cornerCurve)
  }

  /// Whether no corner is rounded.
  public var isRectangle: Bool { radii == .zero }

  /// The rounded rectangle `width` in from each edge, each radius `width` smaller and turned by
  /// the same curve: the inner edge of a border `width` wide; `nil` when nothing is left inside.
  public func inset(by width: Double) -> RoundedRect? {
    let inner = rect.insetBy(dx: width, dy: width)
    guard !inner.isEmpty else { return nil }
    return RoundedRect(inner, radii: radii.inset(by: width), cornerCurve: cornerCurve)
  }
}
