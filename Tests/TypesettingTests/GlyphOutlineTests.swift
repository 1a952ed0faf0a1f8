import Testing
import Typesetting

// Outline facts read with fontTools, independently of this module: for a glyph name,
// `TTFont(path)['glyf'][name].getCoordinates(glyfTable)` gives the points (composites resolved),
// the contour end points and the flags (bit 0: on the curve).

@Suite("Glyph outlines")
struct GlyphOutlineTests {
  @Test func simpleGlyphO() throws {
    let outline = try TestFonts.regular().outline(of: 82)
    // fontTools: endPts [11, 23], 24 points, first (627, 991) on, (479, 991) off, (307, 760) off,
    // (307, 559) on, (307, 358) off; the last (386, 1147).
    #expect(outline.contours.map(\.count) == [12, 12])
    #expect(
      outline.contours[0].prefix(5).map { [$0.x, $0.y, $0.isOnCurve ? 1 : 0] } == [
        [627, 991, 1], [479, 991, 0], [307, 760, 0], [307, 559, 1], [307, 358, 0],
      ])
    #expect(outline.contours[1].last.map { [$0.x, $0.y] } == [386, 1147])
  }

  @Test func compositeGlyphEAcute() throws {
    // 'eacute' (171) = 'e' (72) at (0, 0) + 'acute' (118) at (139, 0). fontTools resolves it to
    // endPts [20, 27, 31]: 32 points, the first (1151, 606), the last (510, 1262).
    let font = try TestFonts.regular()
    let outline = try font.outline(of: 171)
    #expect(outline.contours.map(\.count) == [21, 7, 4])
    #expect(outline.contours.first?.first.map { [$0.x, $0.y] } == [1151, 606])
    #expect(outline.contours.last?.last.map { [$0.x, $0.y] } == [510, 1262])
    // The accent is the acute glyph moved 139 units right.
    let acute = try font.outline(of: 118)
    #expect(outline.contours.last?.map(\.x) == acute.contours.last?.map { $0.x + 139 })
  }

  @Test func componentsPlacedByMatchingPoints() throws {
    // 'eacute' (171) in the file: a 10-byte header, then 'e' (flags 0x1226, glyph 72, two byte
    // arguments), then at byte 16 'acute' (flags 0x1007: word arguments that are an x/y offset,
    // glyph 118, 139 and 0). Clearing the x/y flag (0x0002) makes the arguments point numbers: the
    // component's point `second` is moved onto point `first` of the outline so far.
    var bytes = try TestFonts.regularBytes()
    let glyph = FontBytes.glyphOffset(bytes, glyph: 171)
    #expect(FontBytes.uint16(bytes, glyph + 16) == 0x1007)
    FontBytes.setUInt16(&bytes, glyph + 16, 0x1005)
    // Points 0 and 2: 'e' point 0 is (1151, 606), 'acute' point 2 is (524, 1262) (fontTools), so
    // the accent moves by (627, -656) and its point 0, (651, 1638), lands on (1278, 982).
    FontBytes.setUInt16(&bytes, glyph + 20, 0)
    FontBytes.setUInt16(&bytes, glyph + 22, 2)
    let matched = try Font(bytes: bytes).outline(of: 171)
    #expect(matched.contours.last?.first.map { [$0.x, $0.y] } == [1278, 982])
    // Point 139 does not exist in 'e' (21 points).
    FontBytes.setUInt16(&bytes, glyph + 20, 139)
    #expect(
      throws: FontError.invalidValue(
        table: "glyf", offset: glyph + 20, reason: "a component matches points 139 and 2, which do not exist")
    ) { try Font(bytes: bytes).outline(of: 171) }
  }

  @Test func componentTransforms() throws {
    // DejaVu Sans has no scaled components, so glyph 172's 36 bytes are rewritten as a composite
    // of 'e' (72) at (0, 0), then 'acute' (118) with a transform; 'acute' point 0 is (651, 1638).
    let original = try TestFonts.regularBytes()
    let glyph = FontBytes.glyphOffset(original, glyph: 172)
    func composite(_ second: [Int]) throws -> GlyphOutline {
      var bytes = original
      // Header kept (-1 contours and the box); 'e': flags 0x0022 (x/y, more), glyph 72, bytes 0 0.
      let words = [0x0022, 72, 0x0000] + second
      for (index, word) in words.enumerated() { FontBytes.setUInt16(&bytes, glyph + 10 + index * 2, word) }
      return try Font(bytes: bytes).outline(of: 172)
    }
    // A 2×2 transform (flags 0x0082) [0.5 0.25; 0 -1] (F2Dot14 0x2000, 0x0000, 0x1000, 0xC000),
    // offset (10, 20) in bytes: x = 0.5 × 651 + 0.25 × 1638 + 10 = 745, y = -1638 + 20 = -1618.
    let twoByTwo = try composite([0x0082, 118, 0x0A14, 0x2000, 0x0000, 0x1000, 0xC000])
    #expect(twoByTwo.contours.last?.first.map { [$0.x, $0.y] } == [745, -1618])
    // A scale of 1.5 (flags 0x0008, 0x6000) with the offset scaled too (0x0800): (651, 1638) × 1.5
    // + (10, 20) × 1.5 = (991.5, 2487).
    let scaled = try composite([0x0808 | 0x0002, 118, 0x0A14, 0x6000])
    #expect(scaled.contours.last?.first.map { [$0.x, $0.y] } == [991.5, 2487])
  }

  @Test func notdefIsABoxWithAHole() throws {
    // '.notdef' (0): endPts [3, 7], first point (102, -362), last (217, 1329), all on the curve.
    let outline = try TestFonts.regular().outline(of: 0)
    #expect(outline.contours.map(\.count) == [4, 4])
    #expect(outline.contours.joined().allSatisfy { $0.isOnCurve })
    #expect(outline.contours[0][0].x == 102 && outline.contours[0][0].y == -362)
  }

  @Test func spaceHasNoOutline() throws {
    #expect(try TestFonts.regular().outline(of: 3).contours.isEmpty)
  }

  @Test func everyGlyphOfBothFontsParses() throws {
    for font in [try TestFonts.regular(), try TestFonts.bold()] {
      var points = 0
      for glyph in 0..<font.glyphCount { points += try font.outline(of: GlyphID(glyph)).pointCount }
      #expect(points > 0)
    }
  }

  // MARK: Paths from outlines

  @Test func pathsScaleFlipAndPlaceTheOutline() throws {
    // '.' (17): the square (219, 254) (430, 254) (430, 0) (219, 0), all on the curve. At 2048
    // units per em and 20.48 points, a unit is 0.01 points; origin (10, 50) on the baseline.
    let outline = try TestFonts.regular().outline(of: 17)
    let path = outline.path(scale: 0.01, origin: Point(x: 10, y: 50))
    #expect(path.svgPathData() == "M 12.19 47.46 L 14.3 47.46 L 14.3 50 L 12.19 50 Z")
  }

  @Test func impliedOnCurvePointsBetweenTwoControlPoints() {
    // on (0, 0), off (10, 0), off (10, 10), on (0, 10): the midpoint (10, 5) is implied.
    let outline = GlyphOutline(contours: [
      [
        .init(x: 0, y: 0, isOnCurve: true), .init(x: 10, y: 0, isOnCurve: false),
        .init(x: 10, y: 10, isOnCurve: false), .init(x: 0, y: 10, isOnCurve: true),
      ]
    ])
    #expect(
      outline.path(scale: 1, origin: .zero).svgPathData()
        == "M 0 0 Q 10 0 10 -5 Q 10 -10 0 -10 Z")
  }

  @Test func aContourOfOnlyControlPointsStartsBetweenItsLastAndFirst() {
    // A "circle" of four off-curve points: starts at the midpoint of (0, 10) and (10, 0).
    let outline = GlyphOutline(contours: [
      [
        .init(x: 10, y: 0, isOnCurve: false), .init(x: 0, y: -10, isOnCurve: false),
        .init(x: -10, y: 0, isOnCurve: false), .init(x: 0, y: 10, isOnCurve: false),
      ]
    ])
    #expect(
      outline.path(scale: 1, origin: .zero).svgPathData()
        == "M 5 -5 Q 10 0 5 5 Q 0 10 -5 5 Q -10 0 -5 -5 Q 0 -10 5 -5 Z")
  }

  @Test func aContourEndingOffTheCurveClosesWithACurve() {
    let outline = GlyphOutline(contours: [
      [
        .init(x: 0, y: 0, isOnCurve: true), .init(x: 10, y: 0, isOnCurve: true),
        .init(x: 5, y: 8, isOnCurve: false),
      ]
    ])
    #expect(outline.path(scale: 1, origin: .zero).svgPathData() == "M 0 0 L 10 0 Q 5 -8 0 0 Z")
  }
}
