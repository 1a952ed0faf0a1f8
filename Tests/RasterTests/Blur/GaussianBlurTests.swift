import Foundation
import Testing

@testable import Raster

/// The integer blur against the Gaussian it stands for, computed here in `Double` from the
/// formulas.
///
/// Each pixel is a unit square of its value; the reference is that picture convolved with the
/// Gaussian and sampled at pixel centres. An opaque half-plane ending at `edge` then gives
/// `Φ((edge − c)/σ)` at pixel centre `c`, and a single opaque pixel gives `I(dx) × I(dy)` with
/// `I(k) = Φ((k + ½)/σ) − Φ((k − ½)/σ)`, `Φ(x) = (1 + erf(x/√2))/2`. The bounds asserted are the
/// ones the `GaussianBlur` documentation states: 1.5 of 255 levels for an edge, 6.2 % of the
/// peak plus one 16-bit level for a point.
@Suite("Gaussian blur")
struct GaussianBlurTests {
  static let sigmas = [0.5, 0.8, 1, 1.5, 1.99, 2, 2.5, 3, 4, 5.5, 8, 12, 16, 24, 40]

  /// Φ(x): the standard normal distribution function.
  static func normal(_ x: Double) -> Double { (1 + erf(x / 2.0.squareRoot())) / 2 }

  /// The integrated Gaussian's weight at offset `k`.
  static func mass(_ k: Int, sigma: Double) -> Double {
    normal((Double(k) + 0.5) / sigma) - normal((Double(k) - 0.5) / sigma)
  }

  @Test(arguments: sigmas)
  func anEdgeBlursAsTheGaussian(sigma: Double) throws {
    let blur = try #require(GaussianBlur(sigma: sigma))
    let reach = blur.reach
    // A vertical edge: opaque left of column `edge`. Rows reach out of the middle one on each
    // side, so the middle row is what an edge of unbounded height gives; columns reach out of
    // the edge on each side, so the row's ends are what an unbounded half-plane gives.
    let edge = 2 * reach + 4
    let width = 2 * edge
    let height = 2 * reach + 1
    var plane = AlphaPlane(region: PixelRegion(x: 0, y: 0, width: width, height: height))
    for y in 0..<height {
      for x in 0..<edge { plane.values[y * width + x] = 65_535 }
    }
    blur.apply(to: &plane)
    let row = plane.values[reach * width..<(reach + 1) * width].map { Double($0) / 65_535 }
    let profile = (reach + 2)..<(width - reach - 2)
    let error =
      profile.map { abs(row[$0] - Self.normal((Double(edge) - (Double($0) + 0.5)) / sigma)) }.max() ?? 1
    #expect(error * 255 <= 1.5, "σ \(sigma): \(error * 255) of 255 levels")
    // Symmetric about the edge: 1 − the value left of it is the value right of it, within
    // rounding.
    for d in 0..<reach {
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
    let masses = (-centre...centre).map { Self.mass($0, sigma: sigma) }
    let peak = masses[centre] * masses[centre]
    var error = 0.0
    for y in 0..<size {
      for x in 0..<size {
        error = max(error, abs(Double(plane.values[y * size + x]) / 65_535 - masses[x] * masses[y]))
      }
    }
    #expect(error <= 0.062 * peak + 1 / 65_535.0, "σ \(sigma): \(error / peak) of the peak")
  }

  @Test func extendedBoxesMatchTheVarianceExactly() {
    for sigma in stride(from: 2.0, through: DropShadow.maximumBlur, by: 0.25) {
      let box = GaussianBlur.box(sigma: sigma)
      let (r, inner, outer) = (box.radius, Double(box.inner), Double(box.outer))
      let one = Double(1 << 24)
      #expect((2 * box.radius + 1) * box.inner + 2 * box.outer == 1 << 24, "σ \(sigma)")
      #expect(box.outer >= 0 && box.outer < box.inner, "σ \(sigma)")
      // Σ k² w(k) over the taps, times the passes: σ² and the pixel's 1/12.
      var variance = 2 * outer * Double((r + 1) * (r + 1))
      for k in 1...r { variance += 2 * inner * Double(k * k) }
      variance *= Double(GaussianBlur.boxCount) / one
      let expected = sigma * sigma + 1.0 / 12
      #expect(abs(variance - expected) / expected < 1e-4, "σ \(sigma): variance \(variance), not \(expected)")
    }
  }

  @Test func theKernelIsTheIntegratedGaussian() {
    for sigma in [0.05, 0.3, 0.5, 1, 1.7, 1.999] {
      let weights = GaussianBlur.kernel(sigma: sigma)
      #expect(weights.reduce(0, +) == 1 << 24)
      let radius = weights.count / 2
      #expect(radius == Int((4 * sigma).rounded(.up)))
      for k in -radius...radius {
        let expected = Self.mass(k, sigma: sigma) * Double(1 << 24)
        // Within the renormalisation for the tails beyond ±(⌈4σ⌉ + ½), under 10⁻⁴.
        #expect(abs(Double(weights[k + radius]) - expected) <= 1 + 1e-4 * expected, "σ \(sigma), offset \(k)")
      }
    }
  }

  @Test func theSeriesErfIsThePlatformsWithinRounding() {
    for x in stride(from: -5.0, through: 5, by: 0.01) {
      #expect(abs(GaussianBlur.erf(x) - erf(x)) <= 2e-8, "erf(\(x))")
      if abs(x) < 3 { #expect(abs(GaussianBlur.erf(x) - erf(x)) <= 1e-13, "erf(\(x))") }
    }
  }

  @Test func theWidestShadowBlursInAFewPassesOfAFewOperations() throws {
    let blur = try #require(GaussianBlur(sigma: DropShadow.maximumBlur))
    let box = GaussianBlur.box(sigma: DropShadow.maximumBlur)
    // r(r + 1)/3 ≤ (256² + 1/12)/5 < (r + 1)(r + 2)/3: r = 197.
    #expect(box.radius == 197)
    #expect(blur.reach == 5 * 198)
    var plane = AlphaPlane(region: PixelRegion(x: 0, y: 0, width: 1, height: 2 * blur.reach + 1))
    plane.values[blur.reach] = 65_535
    blur.apply(to: &plane)
    #expect(plane.values.allSatisfy { $0 < 300 })
  }

  @Test func noBlurBelowAHundredthOfAPixelOrForNonsense() {
    #expect(GaussianBlur(sigma: 0) == nil)
    #expect(GaussianBlur(sigma: 0.04) == nil)
    #expect(GaussianBlur(sigma: -3) == nil)
    #expect(GaussianBlur(sigma: .nan) == nil)
    #expect(GaussianBlur(sigma: .infinity) == nil)
  }
}
