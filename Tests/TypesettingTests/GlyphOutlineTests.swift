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
    let path = outline.path(scale: 0.01, origin: PathPoint(x: 10, y: 50))
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
