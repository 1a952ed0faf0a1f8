import Testing

@testable import Raster

/// The scan converter against ``ReferenceCoverage``, the same accumulation written the plain way:
/// random outlines of lines and curves, both fill rules, random clips, byte for byte.
@Suite("Scan converter")
struct ScanConverterTests {
  @Test(arguments: [1, 2, 3])
  func outlinesGetTheCoverageOfThePlainAccumulation(seed: Int) {
    let grid = PixelRegion(x: 0, y: 0, width: 34, height: 30)
    var random = RandomSequence(state: UInt64(seed) * 7_919)
    var covered = 0
    for trial in 0..<400 {
      let path = random.path()
      let scale = trial % 4 == 0 ? 3.0 : 1.0
      let edges = EdgeList(
        path, transform: Transform(scale: scale).concatenating(Transform(scale: 1 / scale)))
      let clipX = random.next(grid.width)
      let clipY = random.next(grid.height)
      let clip =
        trial % 3 == 0
        ? grid
        : PixelRegion(
          x: clipX, y: clipY, width: random.next(grid.width - clipX + 1),
          height: random.next(grid.height - clipY + 1))
      for rule in [FillRule.nonZero, .evenOdd] {
        var recorder = CoverageRecorder(region: grid)
        ScanConverter.fill(edges, rule: rule, clip: clip, into: &recorder)
        let expected = ReferenceCoverage.alphas(of: edges.edges, rule: rule, clip: clip, region: grid)
        #expect(recorder.alphas == expected, "seed \(seed), trial \(trial), \(rule), clip \(clip): \(path)")
        #expect(recorder.hits.allSatisfy { $0 <= 1 }, "seed \(seed), trial \(trial): a pixel blitted twice")
        if expected.contains(where: { $0 != 0 }) { covered += 1 }
      }
    }
    // Most outlines cover something: the comparison is not between two empty grids.
    #expect(covered > 500)
  }

  @Test func crossingsStepExactlyAsDivisionDoes() {
    var random = RandomSequence(state: 99)
    for trial in 0..<4_000 {
      let divisor = 1 + random.next(5_000)
      // Half the trials step down or start below zero, as an edge running left does.
      let sign = trial % 2 == 0 ? 1 : -1
      let step = sign * random.next(200_000)
      let numerator = random.next(2_000_001) - 1_000_000
      var crossings = Crossings(numerator: numerator, divisor: divisor, step: step)
      for k in 0..<20 {
        // The floor, from Double division: every value here is far below 2⁵³.
        let expected = Int((Double(numerator + k * step) / Double(divisor)).rounded(.down))
        #expect(crossings.quotient == expected, "\(numerator) + \(k) · \(step) over \(divisor)")
        crossings.advance()
      }
    }
    var constant = Crossings(constant: 7)
    for _ in 0..<3 { constant.advance() }
    #expect(constant.quotient == 7)
  }
}

fileprivate extension RandomSequence {
  /// A coordinate from -6 to 38 pixels, now and then far outside; whole, half or arbitrary.
  mutating func coordinate() -> Double {
    if next(40) == 0 { return Double(next(2_001) - 1_000) }
    let whole = Double(next(45) - 6)
    switch next(3) {
    case 0: return whole
    case 1: return whole + 0.5
    default: return whole + Double(next(1_000_000)) / 1_000_000
    }
  }

  /// A random path of one to three contours of lines, quadratic and cubic curves, long
  /// shallow lines and near-vertical ones among them.
  mutating func path() -> Path {
    var path = Path()
    for _ in 0..<(1 + next(3)) {
      var (x, y) = (coordinate(), coordinate())
      path.move(toX: x, y: y)
      for _ in 0..<(1 + next(6)) {
        switch next(5) {
        case 0:
          path.quad(controlX: coordinate(), controlY: coordinate(), toX: coordinate(), y: coordinate())
        case 1:
          path.cubic(
            control1X: coordinate(), control1Y: coordinate(), control2X: coordinate(),
            control2Y: coordinate(), toX: coordinate(), y: coordinate())
        case 2:
          // Shallow: across many columns within a row or two.
          x = coordinate()
          y += Double(next(512)) / 256 - 1
          path.line(toX: x, y: y)
        case 3:
          // Steep: down many rows within a column or two.
          x += Double(next(512)) / 256 - 1
          y = coordinate()
          path.line(toX: x, y: y)
        default:
          (x, y) = (coordinate(), coordinate())
          path.line(toX: x, y: y)
        }
      }
      if next(2) == 0 { path.close() }
    }
    return path
  }
}
