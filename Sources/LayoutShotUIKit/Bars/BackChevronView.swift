import LayoutShot

/// The back button's chevron, drawn in the tint colour as a filled "<" (the shape of the
/// `chevron.backward` symbol; its size is Documentation/Bars.md#back-button's).
final class BackChevronView: UIView {
  /// The chevron's size.
  static let size = CGSize(width: 13, height: 21)

  /// The chevron's outline in a unit square: two strokes meeting at the left, 0.18 of the width
  /// thick.
  private static let outline: Path = {
    var path = Path()
    path.move(to: Point(x: 0, y: 0.5))
    path.line(to: Point(x: 0.82, y: 0))
    path.line(to: Point(x: 1, y: 0.11))
    path.line(to: Point(x: 0.27, y: 0.5))
    path.line(to: Point(x: 1, y: 0.89))
    path.line(to: Point(x: 0.82, y: 1))
    path.close()
    return path
  }()

  override var controlDrawing: Drawing? {
    Drawing([.path(Self.outline, in: .bounds, color: tintColor.layoutShotColor)])
  }

  /// The chevron's size.
  override var intrinsicContentSize: CGSize { Self.size }
}
