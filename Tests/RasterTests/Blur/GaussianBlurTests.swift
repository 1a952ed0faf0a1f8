import Foundation
import Testing

@testable import Raster

/// The integer blur against the Gaussian it stands for, computed here in `Double`.
///
/// The reference is what an SVG renderer defines `feGaussianBlur` on pixels to be: the image
/// convolved with the Gaussian sampled at whole-pixel offsets, `exp(−k² / 2σ²)` normalised,
/// taken out to 6σ. The bound, measured over every pixel of each profile and stated here:
/// **at most 1 % of full scale (2.6 of 255 levels) for an edge, at most 2 % of the peak for a
/// point**, for σ from 0.5 to 40 pixels. The kernel (σ < 2) is within rounding (0.01 %); the five
/// boxes (σ ≥ 2) are a piecewise-polynomial stand-in for the Gaussian, with the same variance.
@Suite("Gaussian blur")
struct GaussianBlurTests {
  static let sigmas = [0.5, 1, 1.5, 1.99, 2, 3, 5.5, 8, 24, 40]

  /// The sampled Gaussian's normalised weights for offsets −6σ...6σ.
  static func gaussian(_ sigma: Double) -> [Double] {
    let radius = Int((6 * sigma).rounded(.up))
    let weights = (-radius...radius).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    return weights.map { $0 / total }
  }

  /// The reference blur of a one-dimensional signal (zero beyond its ends).
  static func reference(_ signal: [Double], sigma: Double) -> [Double] {
    let weights = gaussian(sigma)
    let radius = weights.count / 2
    return signal.indices.map { x in
      var sum = 0.0
      for k in -radius...radius where signal.indices.contains(x + k) { sum += weights[k + radius] * signal[x + k] }
      return sum
    }
  }

  @Test(arguments: sigmas)
  func anEdgeBlursAsTheGaussian(sigma: Double) throws {
    let blur = try #require(GaussianBlur(sigma: sigma))
    let reach = blur.reach
    // A vertical edge: opaque left of column `edge`. Rows reach out of the middle one on each
    // side, so the middle row is what an edge of unbounded height gives.
    let width = 4 * reach + 20
    let edge = width / 2
    let height = 2 * reach + 1
    var plane = AlphaPlane(region: PixelRegion(x: 0, y: 0, width: width, height: height))
    for y in 0..<height {
      for x in 0..<edge { plane.values[y * width + x] = 65_535 }
    }
    blur.apply(to: &plane)
    let expected = Self.reference((0..<width).map { $0 < edge ? 1 : 0 }, sigma: sigma)
    let row = plane.values[reach * width..<(reach + 1) * width].map { Double($0) / 65_535 }
    // Over the edge's profile, out to the reach on each side (the plane's own ends are blurred
    // against the transparency beyond them, by each blur as far as it reaches).
    let profile = (edge - reach)..<(edge + reach)
    let error = profile.map { abs(row[$0] - expected[$0]) }.max() ?? 1
    #expect(error <= 0.01, "σ \(sigma): \(error) of full scale")
    // Symmetric about the edge: 1 − value left of it equals the value right of it, within
    // rounding.
    for d in 0..<min(reach, edge) {
      #expect(abs((1 - row[edge - 1 - d]) - row[edge + d]) <= 2 / 65_535.0, "σ \(sigma), \(d) from the edge")
    }
  }

  @Test(arguments: sigmas)
  func aPointBlursAsTheGaussian(sigma: Double) throws {
    let blur = try #require(GaussianBlur(sigma: sigma))
    let size = 2 * blur.reach + 1
    var plane = AlphaPlane(region: PixelRegion(x: 0, y: 0, width: size, height: size))
    let centre = blur.reach
    plane.values[centre * size + centre] = 65_535
    blur.apply(to: &plane)
    let weights = Self.gaussian(sigma)
    let radius = weights.count / 2
    func expected(_ x: Int, _ y: Int) -> Double {
      let (dx, dy) = (x - centre, y - centre)
      guard abs(dx) <= radius, abs(dy) <= radius else { return 0 }
      return weights[dx + radius] * weights[dy + radius]
    }
    let peak = expected(centre, centre)
    var error = 0.0
    for y in 0..<size {
      for x in 0..<size { error = max(error, abs(Double(plane.values[y * size + x]) / 65_535 - expected(x, y))) }
    }
    #expect(error <= 0.02 * peak, "σ \(sigma): \(error / peak) of the peak")
  }

  @Test func boxWidthsMatchTheVariance() {
    for sigma in stride(from: 2.0, through: 200, by: 0.25) {
      let widths = GaussianBlur.boxWidths(sigma: sigma)
      #expect(widths.count == 5 && widths.allSatisfy { $0 % 2 == 1 })
      // A box of width w has variance (w² − 1) / 12; the five add up.
      let variance = widths.reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
      #expect(abs(variance.squareRoot() - sigma) / sigma < 0.05, "σ \(sigma): boxes \(widths)")
    }
  }

  @Test func kernelWeightsSumToOne() {
    for sigma in [0.05, 0.3, 0.5, 1, 1.7, 1.999] {
      #expect(GaussianBlur.kernel(sigma: sigma).reduce(0, +) == 65_536)
    }
  }

  @Test func noBlurBelowAHundredthOfAPixelOrForNonsense() {
    #expect(GaussianBlur(sigma: 0) == nil)
    #expect(GaussianBlur(sigma: 0.04) == nil)
    #expect(GaussianBlur(sigma: -3) == nil)
    #expect(GaussianBlur(sigma: .nan) == nil)
    #expect(GaussianBlur(sigma: .infinity) == nil)
  }
}
