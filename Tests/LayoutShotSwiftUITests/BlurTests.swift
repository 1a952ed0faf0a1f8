import Foundation
import LayoutShotSwiftUI
import LayoutShotTestSupport
import Raster
import Testing

import struct LayoutShot.Rect

/// `blur(radius:opaque:)`: everything the view draws blurred with a Gaussian whose standard
/// deviation is `radius` points (Documentation/SwiftUIDrawing.md#blur).
///
/// A black 40 × 40 square centred in 100 × 100 at 1x (30...70) blurred by 4: along the middle row
/// its left edge blurs to the normal distribution's `Φ(d / σ)`, `d` the distance of a pixel's
/// centre inside the edge and σ² = 4² + 1/12 (each pixel adds a unit square's variance, see the
/// core's `GaussianBlur`); the far edges are 40 and 20 points away, 5 σ and more, so they add
/// nothing.
@Suite struct BlurTests {
  /// The share of black at `distance` points inside the edge.
  static func coverage(at distance: Double) -> Double {
    let sigma = (16 + 1.0 / 12).squareRoot()
    return 0.5 * (1 + erf(distance / sigma / 2.0.squareRoot()))
  }

  /// The grey level of black at `coverage` over white.
  static func level(_ coverage: Double) -> Int { Int((255 * (1 - coverage)).rounded()) }

  @Test func aBlurredSquaresEdgeFollowsTheGaussian() throws {
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.black.frame(width: 40, height: 40).blur(radius: 4)
    }
    // Pixel 26 is 3.5 points outside the edge, 30 half a point inside, 34 four and a half.
    for x in [22, 26, 29, 30, 34] {
      let expected = Self.level(Self.coverage(at: Double(x) + 0.5 - 30))
      #expect(
        drawn.has([expected, expected, expected], at: x, 50, tolerance: 2), "pixel \(x): \(drawn.rgb(x, 50))")
    }
    // Deep inside, black; far outside, white.
    #expect(drawn.has([0, 0, 0], at: 50, 50))
    #expect(drawn.has([255, 255, 255], at: 5, 50))
  }

  @Test func aBlurDoesNotChangeTheLayout() throws {
    let solved = try hosted(width: 100, height: 100) {
      Color.black.frame(width: 40, height: 40).accessibilityIdentifier("square").blur(radius: 10)
    }
    #expect(same(try frame("square", in: solved), Rect(x: 30, y: 30, width: 40, height: 40)))
  }

  @Test func anOpaqueBlurStaysInsideTheFrame() throws {
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.black.frame(width: 40, height: 40).blur(radius: 4, opaque: true)
    }
    // Nothing is drawn outside the square; inside, the edge is as the Gaussian has it.
    #expect(drawn.has([255, 255, 255], at: 29, 50))
    let inside = Self.level(Self.coverage(at: 0.5))
    #expect(drawn.has([inside, inside, inside], at: 30, 50, tolerance: 2), "\(drawn.rgb(30, 50))")
  }

  @Test(.requiresResvg) func resvgBlursTheSVGAsWeDo() throws {
    let solved = try hosted(width: 100, height: 100, scale: 2) {
      Color.black.frame(width: 40, height: 40).blur(radius: 4)
    }
    let svg = try solved.svg()
    #expect(svg.contains("feGaussianBlur"))
    // resvg blurs with three box passes (as the SVG specification allows from a standard
    // deviation of 2), a few levels off the Gaussian at the edges: within the cross-check's
    // tolerance of our PNG.
    let comparison = try ResvgComparison(
      ours: try Raster.Image(pngData: try solved.pngData()), svg: svg, zoom: 2, name: "blur",
      in: TemporaryFolder())
    #expect(comparison.agrees, "\(comparison)")
  }
}
