/// An area a scene fills or clips to: a rectangle, a rounded rectangle, the inside border of one,
/// a run of glyphs, any path, or the stroke of a path.
///
/// Every shape is a path and a fill rule (``path`` and ``fillRule``), which is all a rasterizer
/// needs; the SVG writer keeps rectangles as `<rect>` elements so that they read well.
///
/// ```swift
/// let frame = Rect(x: 10, y: 20, width: 100, height: 50)
/// let card = RoundedRect(frame, radius: 8)
/// scene.fill(.roundedRect(card), with: .white)
/// scene.fill(.border(card, width: 2), with: .separator)  // drawn inside the frame, as CALayer does
/// scene.fill(.stroke(ring, StrokeStyle(width: 8, cap: .round, end: 0.7)), with: .systemBlue)
/// ```
public enum Shape: Hashable, Sendable {
  /// A rectangle.
  case rect(Rect)
  /// A rectangle with rounded corners.
  case roundedRect(RoundedRect)
  /// The band `width` wide just inside a rounded rectangle's edge: a `CALayer` border. The inner
  /// edge is the rounded rectangle inset by `width`, each radius `width` smaller and turned by the
  /// same curve; when the band is wider than half the shorter side it covers the whole rounded
  /// rectangle.
  case border(RoundedRect, width: Double)
  /// A line of text: glyph outlines, filled with the non-zero rule.
  case glyphs(GlyphRun)
  /// Any outline, filled by `rule`.
  case path(Path, FillRule)
  /// The area a stroke of a path covers, as `style` says: a `CAShapeLayer`'s or a
  /// `UIBezierPath`'s stroke. Its ``path`` is the stroke's outline (see `Path.stroked(_:tolerance:)`),
  /// filled by the non-zero rule, so every back end draws it alike.
  case stroke(Path, StrokeStyle)

  /// The outline, in absolute coordinates.
  ///
  /// A border is its outer contour followed by its inner one, both clockwise, so it must be filled
  /// with ``fillRule`` (even-odd) to leave the hole.
  public var path: Path {
    switch self {
    case .rect(let rect):
      return Path(rect: rect)
    case .roundedRect(let roundedRect):
      return Path(roundedRect: roundedRect)
    case .border(let outer, let width):
      guard width > 0, !outer.rect.isEmpty else { return Path() }
      var path = Path(roundedRect: outer)
      if let inner = outer.inset(by: width) { path.addRoundedRect(inner) }
      return path
    case .glyphs(let run):
      return run.path
    case .path(let path, _):
      return path
    case .stroke(let path, let style):
      return path.stroked(style)
    }
  }

  /// The rule that fills ``path``: even-odd for a border, the path's own rule for a path, and
  /// non-zero otherwise (glyph runs and strokes included).
  public var fillRule: FillRule {
    switch self {
    case .rect, .roundedRect, .glyphs, .stroke: .nonZero
    case .border: .evenOdd
    case .path(_, let rule): rule
    }
  }
}
