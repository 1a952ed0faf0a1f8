import Testing

@testable import Raster

/// Axis-aligned rectangles skip the cell accumulation (``ScanConverter/fillRectangle(_:clip:into:)``);
/// they must get exactly the coverage the accumulation gives them.
@Suite("Rectangle fast path")
struct RectangleFastPathTests {
  @Test func rectanglesGetTheCoverageOfTheAccumulation() throws {
    let (width, height) = (24, 20)
    var random = RandomSequence(state: 2024)
    var rectangles = 0
    for trial in 0..<600 {
      var (left, right) = (random.coordinate(), random.coordinate())
      var (top, bottom) = (random.coordinate(), random.coordinate())
      if trial % 5 == 0 { right = left + Double(random.next(200) + 1) / 256 }  // thinner than a pixel
      if trial % 7 == 0 { bottom = top + Double(random.next(200) + 1) / 256 }
      (left, right) = (min(left, right), max(left, right))
      (top, bottom) = (min(top, bottom), max(top, bottom))
      // In pixels, or in points at 3x; clockwise or counterclockwise.
      let scale = trial % 3 == 0 ? 3.0 : 1.0
      let corners = [(left, top), (right, top), (right, bottom), (left, bottom)].map {
        ($0.0 / scale, $0.1 / scale)
      }
      var path = Path()
      for (index, corner) in (trial % 2 == 0 ? corners : corners.reversed()).enumerated() {
        if index == 0 { path.move(toX: corner.0, y: corner.1) } else { path.line(toX: corner.0, y: corner.1) }
      }
      path.close()
      let edges = EdgeList(path, transform: Transform(scale: scale))
      let full = PixelRegion(x: 0, y: 0, width: width, height: height)
      guard edges.axisAlignedRectangle != nil else {
        // Narrower than 1/256 px after rounding: the sides cancel and nothing is covered.
        var general = CoverageRecorder(width: width, height: height)
        ScanConverter.fillOutline(edges, rule: .nonZero, clip: full, into: &general)
        #expect(general.alphas.allSatisfy { $0 == 0 }, "trial \(trial)")
        continue
      }
      rectangles += 1
      let clipX = random.next(width)
      let clipY = random.next(height)
      let clip =
        trial % 4 == 0
        ? full
        : PixelRegion(
          x: clipX, y: clipY, width: random.next(width - clipX + 1), height: random.next(height - clipY + 1))
      for rule in [FillRule.nonZero, .evenOdd] {
        var fast = CoverageRecorder(width: width, height: height)
        var general = CoverageRecorder(width: width, height: height)
        ScanConverter.fill(edges, rule: rule, clip: clip, into: &fast)
        ScanConverter.fillOutline(edges, rule: rule, clip: clip, into: &general)
        #expect(
          fast.alphas == general.alphas, "trial \(trial): \(left), \(top) – \(right), \(bottom) in \(clip)")
        #expect(fast.hits.allSatisfy { $0 <= 1 } && general.hits.allSatisfy { $0 <= 1 }, "trial \(trial)")
      }
    }
    #expect(rectangles > 550)
  }

  @Test func onlyAxisAlignedRectanglesTakeTheShortcut() {
    let square = Path.rect(x: 1, y: 1, width: 4, height: 3)
    #expect(EdgeList(square, transform: .identity).axisAlignedRectangle?.left == 256)
    #expect(EdgeList(square, transform: Transform(scale: 2)).axisAlignedRectangle?.bottom == 8 * 256)
    let turned = Transform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0)
    #expect(EdgeList(square, transform: turned).axisAlignedRectangle == nil)
    #expect(
      EdgeList(.ellipse(x: 0, y: 0, width: 4, height: 4), transform: .identity).axisAlignedRectangle == nil)
    // Two rectangles side by side: four vertical edges.
    var pair = Path.rect(x: 0, y: 0, width: 1, height: 1)
    pair.append(.rect(x: 2, y: 0, width: 1, height: 1))
    #expect(EdgeList(pair, transform: .identity).axisAlignedRectangle == nil)
  }
}

fileprivate extension RandomSequence {
  /// A coordinate from -3 to 27 pixels: whole, half, in 1/256ths or arbitrary.
  mutating func coordinate() -> Double {
    let whole = Double(next(31) - 3)
    switch next(4) {
    case 0: return whole
    case 1: return whole + 0.5
    case 2: return whole + Double(next(256)) / 256
    default: return whole + Double(next(1_000_000)) / 1_000_000
    }
  }
}
