/// What a fill covers: an outline the scan converter turns into coverage as it draws, or
/// coverage worked out ahead (a run of glyphs, from masks made once per glyph).
enum Coverage {
  /// The inside of edges by a fill rule.
  case outline(EdgeList, FillRule)
  /// The coverage of a run of glyphs, from their masks.
  case glyphs(GlyphCoverage)

  /// Nothing covered.
  static var empty: Coverage { .outline(EdgeList(), .nonZero) }

  /// The whole pixels the coverage may touch.
  var pixelBounds: PixelRegion {
    switch self {
    case .outline(let edges, _): edges.pixelBounds
    case .glyphs(let glyphs): glyphs.region
    }
  }

  /// Whether the coverage is an axis-aligned rectangle's (see ``EdgeList/axisAlignedRectangle``).
  var isAxisAlignedRectangle: Bool {
    if case .outline(let edges, _) = self { edges.axisAlignedRectangle != nil } else { false }
  }

  /// Hands every covered run inside `clip` (whole pixels) to `blitter`.
  func fill<Blitter: SpanBlitter>(clip: PixelRegion, into blitter: inout Blitter) {
    switch self {
    case .outline(let edges, let rule): ScanConverter.fill(edges, rule: rule, clip: clip, into: &blitter)
    case .glyphs(let glyphs): glyphs.fill(clip: clip, into: &blitter)
    }
  }
}
