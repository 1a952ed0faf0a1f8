import Testing

@testable import Raster

/// Glyph runs: outlines placed at snapped origins, their masks made once and reused, their
/// coverage added up as one shape's.
@Suite("Glyph runs")
struct GlyphRunTests {
  /// A glyph-like outline around its origin: an "L" of two rectangles plus a triangle, with
  /// coordinates on 1/8 pixel so moving it by quarter pixels is exact.
  private static let letter: Path = {
    var path = Path.rect(x: 0.5, y: -7.25, width: 1.5, height: 7.25)
    path.append(.rect(x: 2, y: -1.5, width: 3.375, height: 1.5))
    path.append(polygon([(3, -7), (5.5, -3.125), (2.25, -4)]))
    return path
  }()

  /// The outline moved to (`x`, `y`).
  private static func letter(atX x: Double, y: Double) -> Path {
    mapped(letter, by: Transform(translationX: x, y: y))
  }

  /// `path` with every point mapped by `transform`.
  private static func mapped(_ path: Path, by transform: Transform) -> Path {
    path.mapped { point in
      let moved = transform.apply(x: point.x, y: point.y)
      return Point(x: moved.x, y: moved.y)
    }
  }

  @Test func aGlyphDrawsItsOutlineAtTheSnappedOrigin() throws {
    // Whole pixels and quarter pixels across, whole pixels down: exactly the outline filled there.
    for (x, y) in [(10.0, 12.0), (10.25, 12.0), (3.5, 9.0), (7.75, 15.0)] {
      let run = GlyphRun(outlines: [Self.letter], glyphs: [PlacedGlyph(outline: 0, x: x, y: y)])
      let glyph = try render(width: 24, height: 20) { $0.fill(run, color: .black) }
      let outline = try render(width: 24, height: 20) { $0.fill(Self.letter(atX: x, y: y), color: .black) }
      #expect(glyph.bytes == outline.bytes, "origin (\(x), \(y))")
    }
  }

  @Test func originsSnapToTheNearestQuarterPixelAcrossAndWholePixelDown() throws {
    // 10.3 px is nearest 10.25, 12.4 px nearest 12; at 3x, 3.43 pt is 10.29 px and 4.13 pt 12.39 px.
    let snapped = try render(width: 24, height: 20) { $0.fill(Self.letter(atX: 10.25, y: 12), color: .black) }
    for (x, y, scale) in [(10.3, 12.4, 1.0), (10.36, 11.6, 1.0), (3.43, 4.13, 3.0)] {
      let run = GlyphRun(
        outlines: [Self.mapped(Self.letter, by: Transform(scale: 1 / scale))],
        glyphs: [PlacedGlyph(outline: 0, x: x, y: y)])
      let glyph = try render(width: 24, height: 20) {
        $0.fill(run, color: .black, transform: Transform(scale: scale))
      }
      #expect(glyph.bytes == snapped.bytes, "origin (\(x), \(y)) at \(scale)x")
    }
  }

  @Test func glyphsSharingAPixelAddUpAsOneShape() throws {
    // Two bars meeting inside column 2: each covers half of it. Filled as one shape the column is
    // fully covered (255); two separate fills would leave a seam (128, then 191).
    let bar = Path.rect(x: 0, y: -4, width: 2.5, height: 4)
    let run = GlyphRun(
      outlines: [bar],
      glyphs: [PlacedGlyph(outline: 0, x: 0, y: 4), PlacedGlyph(outline: 0, x: 2.5, y: 4)])
    let image = try render(width: 6, height: 4) { $0.fill(run, color: .black) }
    #expect(alphaRows(image).allSatisfy { $0 == [255, 255, 255, 255, 255, 0] })
    // A translucent colour is composited once where glyphs overlap, as one path holding both
    // outlines is with the non-zero rule: inside, the bar twice is the bar once (alpha 128, not
    // 192); on the half-covered column the two halves add up, as the path's winding 2 does.
    let twice = GlyphRun(
      outlines: [bar], glyphs: [PlacedGlyph(outline: 0, x: 0, y: 4), PlacedGlyph(outline: 0, x: 0, y: 4)])
    let gray = RGBA8(red: 0, green: 0, blue: 0, alpha: 128)
    let doubled = try render(width: 6, height: 4) { $0.fill(twice, color: gray) }
    var both = Path.rect(x: 0, y: 0, width: 2.5, height: 4)
    both.append(.rect(x: 0, y: 0, width: 2.5, height: 4))
    let onePath = try render(width: 6, height: 4) { $0.fill(both, color: gray) }
    #expect(doubled.bytes == onePath.bytes)
    #expect(alphaRows(doubled).allSatisfy { $0 == [128, 128, 128, 0, 0, 0] })
  }

  @Test func aMaskIsMadeOncePerOutlineAndQuarterPixel() throws {
    // Three glyphs of one outline, two at whole pixels and one a quarter pixel on: two masks.
    let store = GlyphMaskStore(budget: 1 << 20)
    var cache = GlyphMaskCache(store: store)
    let glyphs = [0.0, 9, 18.25].map { PlacedGlyph(outline: 0, x: $0, y: 10) }
    let canvas = PixelRegion(x: 0, y: 0, width: 40, height: 20)
    let coverage = cache.coverage(of: glyphs, outlines: [Self.letter], transform: .identity, within: canvas)
    #expect(store.count == 2)
    #expect(coverage.separate.count == 3 && coverage.groups.isEmpty)
    // A second render asks the store again by the outline itself, and finds them.
    var next = GlyphMaskCache(store: store)
    _ = next.coverage(of: glyphs, outlines: [Self.letter], transform: .identity, within: canvas)
    _ = next.coverage(
      of: glyphs, outlines: [Self.letter], transform: Transform(scale: 2), within: canvas)
    #expect(store.count == 4)
  }

  @Test func aStoreKeepsNoMoreThanItsBudgetAndDrawsTheSame() throws {
    // Four glyphs whose pixels do not meet (the letter spans 0.5 to 5.5 across): with masks kept
    // or not, the coverage is the scan converter's for the four outlines filled together.
    let origins = [0.0, 6.5, 13.25, 20.75]
    let glyphs = origins.map { PlacedGlyph(outline: 0, x: $0, y: 10) }
    let canvas = PixelRegion(x: 0, y: 0, width: 40, height: 20)
    var together = Path()
    for x in origins { together.append(Self.letter(atX: x, y: 10)) }
    var expected = CoverageRecorder(region: canvas)
    ScanConverter.fill(
      EdgeList(together, transform: .identity), rule: .nonZero, clip: canvas, into: &expected)
    for budget in [1 << 20, 0] {
      let store = GlyphMaskStore(budget: budget)
      var cache = GlyphMaskCache(store: store)
      let coverage = cache.coverage(of: glyphs, outlines: [Self.letter], transform: .identity, within: canvas)
      // Offsets of 0, ½, ¼ and ¾ of a pixel: four masks, kept only when the budget allows.
      #expect(store.count == (budget == 0 ? 0 : 4), "budget \(budget)")
      var recorder = CoverageRecorder(region: canvas)
      coverage.fill(clip: canvas, into: &recorder)
      #expect(recorder.alphas == expected.alphas, "budget \(budget)")
    }
  }

  @Test func anOutlineWithManyRunsPerRowIsKeptWhole() throws {
    // A comb of twelve teeth, each half a pixel off the grid: two rows of about 48 runs each,
    // far more than a mask first makes room for (eight a row).
    var comb = Path()
    for tooth in 0..<12 { comb.append(.rect(x: Double(3 * tooth) + 0.5, y: -2, width: 1.5, height: 2)) }
    let run = GlyphRun(outlines: [comb], glyphs: [PlacedGlyph(outline: 0, x: 1, y: 3)])
    let glyph = try render(width: 40, height: 4) { $0.fill(run, color: .black) }
    let outline = try render(width: 40, height: 4) {
      $0.fill(Self.mapped(comb, by: Transform(translationX: 1, y: 3)), color: .black)
    }
    #expect(glyph.bytes == outline.bytes)
    // Each tooth covers half of one pixel (128) and the whole of the next, on rows 1 and 2.
    let toothRow: [UInt8] = [0] + (0..<12).flatMap { _ in [128, 255, 0] as [UInt8] } + [0, 0, 0]
    #expect(
      alphaRows(glyph) == [
        Array(repeating: 0, count: 40), toothRow, toothRow, Array(repeating: 0, count: 40),
      ])
  }

  @Test func glyphsThatCannotBePlacedDrawNothing() throws {
    let run = GlyphRun(
      outlines: [Self.letter],
      glyphs: [
        PlacedGlyph(outline: 1, x: 5, y: 10), PlacedGlyph(outline: -1, x: 5, y: 10),
        PlacedGlyph(outline: 0, x: .nan, y: 10), PlacedGlyph(outline: 0, x: 5, y: .infinity),
        PlacedGlyph(outline: 0, x: 1e300, y: 10),
      ])
    let image = try render(width: 20, height: 20) { $0.fill(run, color: .black) }
    #expect(coveredArea(image) == 0)
  }

  @Test func aClipLimitsARun() throws {
    let run = GlyphRun(outlines: [Self.letter], glyphs: [PlacedGlyph(outline: 0, x: 2, y: 10)])
    let clipped = try render(width: 12, height: 12) { canvas in
      canvas.pushClip(.rect(x: 0, y: 0, width: 4, height: 12))
      canvas.fill(run, color: .black)
    }
    let expected = try render(width: 12, height: 12) { canvas in
      canvas.pushClip(.rect(x: 0, y: 0, width: 4, height: 12))
      canvas.fill(Self.letter(atX: 2, y: 10), color: .black)
    }
    #expect(clipped.bytes == expected.bytes)
    #expect(alphaRows(clipped).allSatisfy { $0[4...].allSatisfy { $0 == 0 } })
  }
}
