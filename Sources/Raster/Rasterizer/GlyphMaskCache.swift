/// The glyph masks one render uses, by outline number, transform and quarter-pixel offset,
/// taken from the process's ``GlyphMaskStore`` (or made and kept there) the first time.
///
/// A glyph's origin is snapped in pixels (see ``Canvas/fill(_:color:transform:)``): across to a quarter pixel, down to
/// a whole pixel. Its outline, moved by the snapped origin's fraction of a pixel (0, ¼, ½ or ¾
/// across), is then the same shape on the same pixel grid wherever the glyph lies, and its
/// mask is placed at the origin's whole pixel.
///
/// A cache serves one list of outlines (a run's, or a picture's table of them): it knows an
/// outline by its index there, and asks the store by the outline itself only once per render.
struct GlyphMaskCache {
  /// What a mask depends on, with the outline by its number.
  private struct Key: Hashable {
    let outline: Int
    let placement: GlyphMask.Placement
  }

  private var masks: [Key: GlyphMask] = [:]
  private let store: GlyphMaskStore

  /// The farthest a glyph's origin may lie from the canvas's origin, in pixels, and still draw:
  /// far enough for any outline that reaches a canvas, near enough for whole pixels to be `Int`s.
  private static let reach = Double(1 << 40)

  /// A cache taking masks from `store`.
  init(store: GlyphMaskStore = .shared) {
    self.store = store
  }

  /// The coverage of `glyphs`, drawn from `outlines` under `transform`, on the pixels of `bounds`.
  mutating func coverage(
    of glyphs: [PlacedGlyph], outlines: [Path], transform: Transform, within bounds: PixelRegion
  ) -> GlyphCoverage {
    var placed: [GlyphCoverage.PlacedMask] = []
    placed.reserveCapacity(glyphs.count)
    for glyph in glyphs where outlines.indices.contains(glyph.outline) {
      let origin = transform.apply(x: glyph.x, y: glyph.y)
      guard abs(origin.x) < Self.reach, abs(origin.y) < Self.reach else { continue }
      let quarters = Int((origin.x * 4).rounded())
      let mask = mask(
        of: outlines, number: glyph.outline, GlyphMask.Placement(transform, quarter: quarters & 3))
      let glyph = GlyphCoverage.PlacedMask(mask: mask, x: quarters >> 2, y: Int(origin.y.rounded()))
      if !glyph.region.intersection(bounds).isEmpty { placed.append(glyph) }
    }
    return GlyphCoverage(placed)
  }

  /// The mask of outline `number` laid on the pixel grid as `placement` says; its region is
  /// relative to the glyph's whole pixel.
  private mutating func mask(of outlines: [Path], number: Int, _ placement: GlyphMask.Placement) -> GlyphMask
  {
    let key = Key(outline: number, placement: placement)
    if let mask = masks[key] { return mask }
    let outline = outlines[number]
    let mask = store.mask(for: GlyphMaskStore.Key(outline: outline, placement: placement)) {
      GlyphMask(EdgeList(outline, transform: placement.transform))
    }
    masks[key] = mask
    return mask
  }
}
