import Foundation
import Testing

@testable import Raster

/// Coverage of filled paths, checked against areas worked out by hand.
///
/// Coverage becomes alpha as `round(255 × area)` with halves rounded up: a half-covered pixel
/// is 128 (127.5 rounded up), a quarter-covered one 64 (63.75).
@Suite("Rasterizer coverage")
struct RasterizerTests {
  private let black = RGBA8.black

  // MARK: Exact coverage

  @Test func unitSquareOnWholePixelsIsOpaqueWithNoBleed() throws {
    let image = try render(width: 5, height: 4) {
      $0.fill(.rect(x: 2, y: 1, width: 1, height: 1), color: black)
    }
    var expected = [[UInt8]](repeating: [0, 0, 0, 0, 0], count: 4)
    expected[1][2] = 255
    #expect(alphaRows(image) == expected)
    #expect(image.premultipliedPixel(x: 2, y: 1) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
  }

  @Test func onePointSquareAtThreeTimesScaleCoversThreeByThreePixels() throws {
    let image = try render(width: 7, height: 7) {
      $0.fill(.rect(x: 1, y: 1, width: 1, height: 1), color: black, transform: Transform(scale: 3))
    }
    for y in 0..<7 {
      for x in 0..<7 {
        let inside = (3..<6).contains(x) && (3..<6).contains(y)
        #expect(image.premultipliedPixel(x: x, y: y).alpha == (inside ? 255 : 0), "pixel (\(x), \(y))")
      }
    }
  }

  @Test func squareOffsetByHalfAPixelHalfCoversItsEdgePixels() throws {
    // x and y from 1.5 to 3.5: columns and rows 1 and 3 are half inside, 2 fully.
    let image = try render(width: 5, height: 5) {
      $0.fill(.rect(x: 1.5, y: 1.5, width: 2, height: 2), color: black)
    }
    #expect(
      alphaRows(image) == [
        [0, 0, 0, 0, 0],
        [0, 64, 128, 64, 0],
        [0, 128, 255, 128, 0],
        [0, 64, 128, 64, 0],
        [0, 0, 0, 0, 0],
      ])
  }

  @Test func halfPixelOffsetColumnsAreHalfCoveredOnEveryRow() throws {
    // x from 1.5 to 4.5 on whole rows 1 and 2.
    let image = try render(width: 6, height: 4) {
      $0.fill(.rect(x: 1.5, y: 1, width: 3, height: 2), color: black)
    }
    #expect(
      alphaRows(image) == [
        [0, 0, 0, 0, 0, 0],
        [0, 128, 255, 255, 128, 0],
        [0, 128, 255, 255, 128, 0],
        [0, 0, 0, 0, 0, 0],
      ])
  }

  @Test func thirdOfAPixelRoundsToTheNearestLevel() throws {
    // x from 1/3: the first column is 2/3 covered → 170 (255 × 2/3 = 170 exactly; 1/3 px is
    // stored as 85/256, 2/3 as 171/256 → 170.3, still 170).
    let image = try render(width: 3, height: 1) {
      $0.fill(.rect(x: 1.0 / 3, y: 0, width: 3, height: 1), color: black)
    }
    #expect(alphaRows(image) == [[170, 255, 255]])
  }

  @Test func triangleCoverageSumsToItsArea() throws {
    let corners = [(1.25, 0.5), (10.75, 3.0), (4.5, 9.75)]
    let image = try render(width: 12, height: 11) { $0.fill(polygon(corners), color: black) }
    // Shoelace formula.
    let (a, b, c) = (corners[0], corners[1], corners[2])
    let area = abs(a.0 * (b.1 - c.1) + b.0 * (c.1 - a.1) + c.0 * (a.1 - b.1)) / 2
    // Each partly covered pixel may be off by half a level from rounding, and by the 1/256 px
    // rounding of where its edge crosses pixel boundaries.
    let partial = alphaRows(image).joined().filter { $0 != 0 && $0 != 255 }.count
    #expect(abs(coveredArea(image) - area) <= Double(partial) * (0.5 / 255 + 1.0 / 256))
    #expect(partial > 10)
  }

  @Test func pixelsWhollyInsideATriangleAreOpaqueAndWhollyOutsideAreEmpty() throws {
    let corners = [(1.25, 0.5), (10.75, 3.0), (4.5, 9.75)]
    let image = try render(width: 12, height: 11) { $0.fill(polygon(corners), color: black) }
    // The side of the line p→q that a point lies on, positive on the triangle's side.
    func side(_ p: (Double, Double), _ q: (Double, Double), _ x: Double, _ y: Double) -> Double {
      (q.0 - p.0) * (y - p.1) - (q.1 - p.1) * (x - p.0)
    }
    let edges = [(corners[0], corners[1]), (corners[1], corners[2]), (corners[2], corners[0])]
    for y in 0..<11 {
      for x in 0..<12 {
        let pixelCorners = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)].map {
          (Double($0.0), Double($0.1))
        }
        let allInside = pixelCorners.allSatisfy { corner in
          edges.allSatisfy { side($0.0, $0.1, corner.0, corner.1) > 0 }
        }
        let outsideOneEdge = edges.contains { edge in
          pixelCorners.allSatisfy { side(edge.0, edge.1, $0.0, $0.1) < 0 }
        }
        let alpha = image.premultipliedPixel(x: x, y: y).alpha
        if allInside { #expect(alpha == 255, "pixel (\(x), \(y)) is inside") }
        if outsideOneEdge { #expect(alpha == 0, "pixel (\(x), \(y)) is outside") }
      }
    }
  }

  @Test func directionOfTheOutlineDoesNotChangeCoverage() throws {
    let clockwise = polygon([(0.5, 0.25), (3.75, 1.5), (2.0, 3.5)])
    let counterClockwise = polygon([(2.0, 3.5), (3.75, 1.5), (0.5, 0.25)])
    let first = try render(width: 4, height: 4) { $0.fill(clockwise, color: black) }
    let second = try render(width: 4, height: 4) { $0.fill(counterClockwise, color: black) }
    #expect(first == second)
    #expect(coveredArea(first) > 0)
  }

  // MARK: Fill rules

  @Test func overlappingSquaresDrawnTheSameWayRound() throws {
    // Squares 1...5 and 3...7: they overlap on 3...5.
    var path = Path.rect(x: 1, y: 1, width: 4, height: 4)
    path.append(.rect(x: 3, y: 3, width: 4, height: 4))
    let nonZero = try render(width: 8, height: 8) { $0.fill(path, color: black, rule: .nonZero) }
    let evenOdd = try render(width: 8, height: 8) { $0.fill(path, color: black, rule: .evenOdd) }
    for (x, y) in [(3, 3), (4, 4), (3, 4)] {
      #expect(nonZero.premultipliedPixel(x: x, y: y).alpha == 255)
      #expect(evenOdd.premultipliedPixel(x: x, y: y).alpha == 0)
    }
    for (x, y) in [(1, 1), (2, 4), (6, 6), (5, 3)] {
      #expect(nonZero.premultipliedPixel(x: x, y: y).alpha == 255)
      #expect(evenOdd.premultipliedPixel(x: x, y: y).alpha == 255)
    }
    #expect(coveredArea(nonZero) == 28)  // 16 + 16 − 4
    #expect(coveredArea(evenOdd) == 24)  // 28 − 4
  }

  @Test func oppositeDirectionsCancelUnderNonZero() throws {
    var path = Path.rect(x: 1, y: 1, width: 4, height: 4)
    path.append(polygon([(3, 3), (3, 7), (7, 7), (7, 3)]))  // counter-clockwise on screen
    let nonZero = try render(width: 8, height: 8) { $0.fill(path, color: black, rule: .nonZero) }
    #expect(nonZero.premultipliedPixel(x: 3, y: 3).alpha == 0)
    #expect(nonZero.premultipliedPixel(x: 6, y: 6).alpha == 255)
  }

  @Test func selfOverlappingStarHasAHoleOnlyUnderEvenOdd() throws {
    // A pentagram of radius 40 around (40, 40), drawn as one contour: its inner pentagon
    // (radius 40 · cos 72° / cos 36° ≈ 15.3) is wound twice, its arms once.
    let points = (0..<5).map { index -> (Double, Double) in
      let angle = Double(index * 2 % 5) * 2 * Double.pi / 5 - Double.pi / 2
      return (40 + 40 * cos(angle), 40 + 40 * sin(angle))
    }
    let star = polygon(points)
    let nonZero = try render(width: 80, height: 80) { $0.fill(star, color: black, rule: .nonZero) }
    let evenOdd = try render(width: 80, height: 80) { $0.fill(star, color: black, rule: .evenOdd) }
    #expect(nonZero.premultipliedPixel(x: 39, y: 39).alpha == 255)
    #expect(evenOdd.premultipliedPixel(x: 39, y: 39).alpha == 0)
    // The upper arm is about 12 px wide at y = 18, 21.6 px above the centre: wound once.
    for x in [38, 39, 40, 41] {
      #expect(nonZero.premultipliedPixel(x: x, y: 18).alpha == 255)
      #expect(evenOdd.premultipliedPixel(x: x, y: 18).alpha == 255)
    }
  }

  // MARK: Canvas edges and degenerate input

  @Test func shapesBeyondTheCanvasAreCutAtItsEdges() throws {
    let image = try render(width: 4, height: 4) {
      $0.fill(.rect(x: -5, y: 1, width: 7, height: 1), color: black)  // columns 0 and 1 of row 1
      $0.fill(.rect(x: 2, y: -3, width: 100, height: 4), color: black)  // columns 2 and 3 of row 0
      $0.fill(.rect(x: -0.5, y: 3, width: 2, height: 9), color: black)  // row 3: 0 full, 1 half
    }
    #expect(
      alphaRows(image) == [
        [0, 0, 255, 255],
        [255, 255, 0, 0],
        [0, 0, 0, 0],
        [255, 128, 0, 0],
      ])
  }

  @Test func slantedEdgeEnteringFromTheLeftKeepsItsCoverage() throws {
    // The triangle (−4, 0), (4, 0), (−4, 4): on the canvas (x ≥ 0) it is the triangle
    // (0, 0), (4, 0), (0, 2), area 4, cut from a shape mostly to the left.
    let image = try render(width: 4, height: 4) {
      $0.fill(polygon([(-4, 0), (4, 0), (-4, 4)]), color: black)
    }
    let partial = alphaRows(image).joined().filter { $0 != 0 && $0 != 255 }.count
    #expect(abs(coveredArea(image) - 4) <= Double(partial) * (0.5 / 255 + 1.0 / 256))
    #expect(image.premultipliedPixel(x: 0, y: 0).alpha == 255)
    #expect(image.premultipliedPixel(x: 0, y: 2).alpha == 0)
  }

  @Test func hugeCoordinatesAreClampedNotCrashes() throws {
    let image = try render(width: 3, height: 2) {
      $0.fill(.rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), color: black)
    }
    #expect(alphaRows(image) == [[255, 255, 255], [255, 255, 255]])
  }

  @Test func nonFiniteOrEmptyPathsDrawNothing() throws {
    let blank = try #require(Image(width: 4, height: 4))
    let image = try render(width: 4, height: 4) {
      $0.fill(.rect(x: .nan, y: 0, width: 2, height: 2), color: black)
      $0.fill(.rect(x: 0, y: 0, width: .infinity, height: 2), color: black)
      $0.fill(Path(), color: black)
      $0.fill(.rect(x: 1, y: 1, width: 0, height: 2), color: black)
      $0.fill(.rect(x: 0, y: 0, width: 4, height: 4), color: black, transform: Transform(scale: .nan))
    }
    #expect(image == blank)
  }

  // MARK: Rounded rectangles and ellipses

  @Test func cornerRadiiBeyondHalfTheShorterSideAreClamped() throws {
    let clamped = try render(width: 12, height: 22) {
      $0.fill(.roundedRect(x: 1, y: 1, width: 10, height: 20, radii: CornerRadii(100)), color: black)
    }
    let half = try render(width: 12, height: 22) {
      $0.fill(.roundedRect(x: 1, y: 1, width: 10, height: 20, radii: CornerRadii(5)), color: black)
    }
    #expect(clamped == half)
  }

  @Test func eachCornerHasItsOwnRadius() throws {
    let radii = CornerRadii(topLeft: 0, topRight: 8, bottomRight: 0, bottomLeft: 8)
    let image = try render(width: 16, height: 16) {
      $0.fill(.roundedRect(x: 0, y: 0, width: 16, height: 16, radii: radii), color: black)
    }
    // Square corners stay fully covered; the corner pixel of a radius-8 corner lies outside the
    // circle (its inner corner is √(7² + 7²) ≈ 9.9 px from the centre).
    #expect(image.premultipliedPixel(x: 0, y: 0).alpha == 255)
    #expect(image.premultipliedPixel(x: 15, y: 15).alpha == 255)
    #expect(image.premultipliedPixel(x: 15, y: 0).alpha == 0)
    #expect(image.premultipliedPixel(x: 0, y: 15).alpha == 0)
  }

  @Test func circleCoversPiRSquared() throws {
    let image = try render(width: 44, height: 44) {
      $0.fill(.ellipse(x: 2, y: 2, width: 40, height: 40), color: black)
    }
    // The cubic quarter circles bulge out by at most 0.027 % of the radius and the chords cut in
    // by at most the flattening tolerance: both bounded by the perimeter times that distance.
    let radius = 20.0
    let perimeter = 2 * Double.pi * radius
    let tolerance = perimeter * (radius * 0.000_27 + EdgeList.tolerance) + 0.5
    #expect(abs(coveredArea(image) - Double.pi * radius * radius) <= tolerance)
    #expect(image.premultipliedPixel(x: 22, y: 22).alpha == 255)
    #expect(image.premultipliedPixel(x: 3, y: 3).alpha == 0)
  }

  @Test func borderCoversTheRingBetweenTwoRectangles() throws {
    let path = Path.border(x: 1, y: 1, width: 10, height: 8, radii: .zero, lineWidth: 2)
    let nonZero = try render(width: 12, height: 10) { $0.fill(path, color: black) }
    let evenOdd = try render(width: 12, height: 10) { $0.fill(path, color: black, rule: .evenOdd) }
    #expect(nonZero == evenOdd)
    #expect(coveredArea(nonZero) == 10 * 8 - 6 * 4)
    #expect(nonZero.premultipliedPixel(x: 5, y: 5).alpha == 0)
    #expect(nonZero.premultipliedPixel(x: 2, y: 5).alpha == 255)
  }

  // MARK: Determinism

  @Test func renderingTwiceGivesIdenticalBytes() throws {
    // 200 overlapping shapes at scattered positions (multiples of coprime steps) and fractional
    // sizes, translucent colours, both fill rules and curves, at a non-integer scale.
    func scene(_ canvas: inout Canvas) {
      for index in 0..<200 {
        let x = Double(index * 37 % 131) - 10.3
        let y = Double(index * 53 % 127) - 9.7
        let size = Double(index * 29 % 41) + 0.37
        let color = RGBA8(
          red: UInt8(index * 71 % 256), green: UInt8(index * 113 % 256), blue: UInt8(index * 31 % 256),
          alpha: UInt8(index * 97 % 256))
        var path = Path.roundedRect(x: x, y: y, width: size, height: size * 0.7, radii: CornerRadii(size / 5))
        path.move(toX: x, y: y + 3)
        path.quad(controlX: x + 30, controlY: y - 20, toX: x + 17.3, y: y + 25.1)
        canvas.fill(
          path, color: color, rule: index % 2 == 0 ? .nonZero : .evenOdd, transform: Transform(scale: 1.5))
      }
    }
    let first = try render(width: 150, height: 150, background: .white, scene)
    let second = try render(width: 150, height: 150, background: .white, scene)
    #expect(first.bytes == second.bytes)
  }
}
