import Foundation
import Testing
import Typesetting

/// The bundled Inter variable font read at instances of its weight axis, checked against fontTools
/// (4.x, `fontTools.varLib.instancer.instantiateVariableFont`), an independent implementation of
/// `fvar`, `HVAR` and `gvar`.
///
/// fontTools rounds the advances it writes to whole units, so advances
/// agree within half a unit; outline points it keeps fractional.
@Suite("Variable fonts")
struct VariableFontTests {
  @Test func theWeightAxisIsRead() throws {
    let inter = try TestFonts.interFile()
    #expect(
      inter.variationAxes == [VariationAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
    #expect(inter.variationLocation.isEmpty)
    #expect(inter.unitsPerEm == 2816)
  }

  @Test(
    arguments: [
      // (character, advance at the default 400, at 700, at 300), fontTools' hmtx of each instance.
      ("A", 1904.0, 2106.0, 1848.0), ("H", 2084, 2101, 2080), ("a", 1588, 1634, 1567),
      ("é", 1640, 1683, 1635), ("g", 1716, 1783, 1692), (" ", 792, 653, 792),
    ])
  func advancesFollowTheWeight(character: Character, regular: Double, bold: Double, light: Double) throws {
    let inter = try TestFonts.interFile()
    let scalar = try #require(character.unicodeScalars.first)
    let glyph = try #require(inter.glyph(for: scalar))
    #expect(inter.advance(of: glyph) == regular)
    #expect(abs(try inter.instance(["wght": 700]).advance(of: glyph) - bold) <= 0.5)
    #expect(abs(try inter.instance(["wght": 300]).advance(of: glyph) - light) <= 0.5)
  }

  @Test func simpleGlyphPointsMoveWithTheWeight() throws {
    let bold = try TestFonts.interFile().instance(["wght": 700])
    let outline = try bold.outline(of: try #require(bold.glyph(for: "H")))
    // fontTools' first six points of "H" at weight 700.
    let expected: [(Double, Double)] = [
      (178.40283203125, 0), (178.40283203125, 2048), (611.1953125, 2048), (611.1953125, 1203.197265625),
      (1489.60400390625, 1203.197265625), (1489.60400390625, 2048),
    ]
    let points = Array(outline.contours.joined().prefix(6))
    #expect(points.count == 6)
    for (point, want) in zip(points, expected) {
      #expect(abs(point.x - want.0) < 0.001 && abs(point.y - want.1) < 0.001, "\(point) is not \(want)")
    }
  }

  @Test func compositeGlyphsMoveTheirComponents() throws {
    let light = try TestFonts.interFile().instance(["wght": 300])
    let outline = try light.outline(of: try #require(light.glyph(for: "é")))
    #expect(outline.contours.map(\.count).reduce(0, +) == 43)
    // fontTools' first points of "é" (an "e" and an acute accent) at weight 300.
    let expected: [(Double, Double)] = [
      (856.000244140625, -32), (640.9998168945312, -32), (326.66607666015625, 169.33306884765625),
      (155.999267578125, 525.9996337890625),
    ]
    for (point, want) in zip(outline.contours.joined(), expected) {
      #expect(abs(point.x - want.0) < 0.001 && abs(point.y - want.1) < 0.001, "\(point) is not \(want)")
    }
  }

  @Test func anInstanceIsNamedAndWeighed() throws {
    let semibold = try TestFonts.interFile().instance(["wght": 600])
    #expect(semibold.metrics.weight == 600)
    #expect(semibold.styleName == "Semibold")
    #expect(semibold.variationLocation == ["wght": 600])
  }

  @Test func anUnknownAxisIsAnError() throws {
    let inter = try TestFonts.interFile()
    #expect(throws: FontError.unknownAxis("wdth", font: inter.fullName, axes: ["wght"])) {
      try inter.instance(["wdth": 75])
    }
    #expect(throws: FontError.unknownAxis("wght", font: "DejaVu Sans", axes: [])) {
      try TestFonts.regular().instance(["wght": 700])
    }
    #expect(
      FontError.unknownAxis("wght", font: "DejaVu Sans", axes: []).description
        == "The font 'DejaVu Sans' has no 'wght' axis; it is not a variable font.")
  }

  @Test func weightsOutsideTheAxisAreClamped() throws {
    let inter = try TestFonts.interFile()
    let glyph = try #require(inter.glyph(for: "A"))
    #expect(
      try inter.instance(["wght": 2000]).advance(of: glyph)
        == inter.instance(["wght": 900]).advance(of: glyph))
  }
}
