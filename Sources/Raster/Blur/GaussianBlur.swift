/// A Gaussian blur of an ``AlphaPlane`` in integer arithmetic: the same values on every machine.
///
/// The Gaussian blurred is that of the picture the pixels stand for — each pixel a unit square
/// of its value — sampled at pixel centres: a pixel's blur spreads over its neighbours by the
/// *integrated* Gaussian, `Φ((k + ½)/σ) − Φ((k − ½)/σ)` at offset `k`, of variance σ² + 1/12 (the
/// square adds its own 1/12), and an edge blurs to the `erf` profile `Φ(d/σ)` at distance `d`.
///
/// The blur is separable: each row, then each column, is blurred as a line, in 64-bit integers
/// with 8 bits below the plane's 16, and rounded back once. How depends on σ (in pixels):
///
/// - **σ < 2: the integrated Gaussian as a kernel**, offsets `−⌈4σ⌉...⌈4σ⌉`, in fixed point
///   (2⁻²⁴), summing to exactly 1. `Φ` comes from `erf`'s Taylor series in `Double`'s four
///   correctly rounded operations, not from the platform's `exp` or `erf`, so the weights are the
///   same bits everywhere.
/// - **σ ≥ 2: ``boxCount`` extended boxes** (Gwosdek, Grewenig, Bruhn and Weickert, "Theoretical
///   foundations of Gaussian convolution by extended box filtering", SSVM 2011): a box of radius
///   `r` whose two outer taps `±(r + 1)` weigh a fraction α of the inner ones, `r` and α chosen so
///   that the boxes' variances add up to exactly σ² + 1/12 (plain boxes of odd widths can only
///   come near it). Each runs on a running sum, so it costs the same few operations a pixel for
///   any σ.
///
/// Measured by `GaussianBlurTests` against the Gaussian computed in `Double`, for σ from 0.5 to
/// 40 pixels: **an edge is within 1.5 of 255 levels** of the `erf` profile (the boxes' error;
/// the kernel is within rounding), and **a point within 6.2 % of the Gaussian's peak** plus one
/// 16-bit level of rounding. That is the shape of a sum of boxes: its peak is a little flatter
/// than the Gaussian's.
struct GaussianBlur: Sendable {
  /// How a line is blurred.
  enum Passes: Hashable, Sendable {
    /// A kernel: the weights of offsets `−radius...radius`, in units of 2⁻²⁴.
    case kernel([Int])
    /// ``boxCount`` passes of the same extended box.
    case boxes(ExtendedBox)
  }

  /// A box of `2 × radius + 1` taps of weight `inner` and two more, at `±(radius + 1)`, of weight
  /// `outer`, in units of 2⁻²⁴: `(2 × radius + 1) × inner + 2 × outer` is exactly 2²⁴.
  struct ExtendedBox: Hashable, Sendable {
    let radius: Int
    let inner: Int
    let outer: Int
  }

  /// The standard deviation, in pixels.
  let sigma: Double
  /// The passes, the same along both axes.
  let passes: Passes

  /// The number of extended boxes that stand for a Gaussian of σ ≥ 2.
  ///
  /// Three leave an edge 2.7
  /// levels off and a point's peak 12 % off, four 1.9 and 7 %, five 1.5 and 6 %; five cost a
  /// few milliseconds more on a screen of cards than three.
  static let boxCount = 5
  /// The fixed point of the weights: 1 is 2²⁴.
  static let weightBits = 24
  /// The bits kept below a 16-bit value between passes.
  static let fractionBits = 8

  /// The blur of standard deviation `sigma` pixels, or `nil` for no blur: σ below 0.05 pixels
  /// (resvg's threshold too), negative, or not a number.
  ///
  /// Callers cap σ (a shadow at
  /// ``DropShadow/maximumBlur``): the time a pass takes does not grow with it, but the reach
  /// does.
  init?(sigma: Double) {
    guard sigma >= 0.05, sigma.isFinite else { return nil }
    self.sigma = sigma
    passes = sigma < 2 ? .kernel(Self.kernel(sigma: sigma)) : .boxes(Self.box(sigma: sigma))
  }

  /// How far the blur spreads a pixel on each side, in pixels.
  var reach: Int {
    switch passes {
    case .kernel(let weights): weights.count / 2
    case .boxes(let box): Self.boxCount * (box.radius + 1)
    }
  }

  /// `region` grown by ``reach`` on every side: the pixels the blur may spread it over.
  func spread(_ region: PixelRegion) -> PixelRegion {
    PixelRegion(
      x: region.x - reach, y: region.y - reach, width: region.width + 2 * reach,
      height: region.height + 2 * reach)
  }

  /// Blurs `plane` in place; values beyond its edges count as transparent.
  ///
  /// The columns are blurred as the rows of the plane turned on its side, so that both passes
  /// read memory in order; the numbers are those of blurring the columns where they are.
  func apply(to plane: inout AlphaPlane) {
    let (width, height) = (plane.region.width, plane.region.height)
    guard width > 0, height > 0 else { return }
    // Two lines with room for the taps beyond either end, which stay 0.
    let pad = reach + 1
    let length = max(width, height)
    var first = [Int](repeating: 0, count: length + 2 * pad)
    var second = first
    var turned = [UInt16](repeating: 0, count: width * height)
    plane.values.withUnsafeMutableBufferPointer { values in
      turned.withUnsafeMutableBufferPointer { turned in
        first.withUnsafeMutableBufferPointer { first in
          second.withUnsafeMutableBufferPointer { second in
            let base = values.baseAddress.unsafelyUnwrapped
            let side = turned.baseAddress.unsafelyUnwrapped
            let lines = (
              first.baseAddress.unsafelyUnwrapped + pad, second.baseAddress.unsafelyUnwrapped + pad
            )
            for y in 0..<height {
              let row = base + y * width
              // A transparent row stays transparent: most rows of a shadow's margin are.
              guard (0..<width).contains(where: { row[$0] != 0 }) else { continue }
              blur(row, count: width, lines: lines)
            }
            // The rows leave values beyond a shorter column's end.
            first.update(repeating: 0)
            second.update(repeating: 0)
            Self.transpose(base, width: width, height: height, into: side)
            for x in 0..<width {
              blur(side + x * height, count: height, lines: lines)
            }
            Self.transpose(side, width: height, height: width, into: base)
          }
        }
      }
    }
  }

  /// Writes the `width` × `height` values at `source` (row by row) to `destination` column by
  /// column, in tiles small enough for the cache.
  private static func transpose(
    _ source: UnsafeMutablePointer<UInt16>, width: Int, height: Int,
    into destination: UnsafeMutablePointer<UInt16>
  ) {
    let tile = 32
    for top in stride(from: 0, to: height, by: tile) {
      for left in stride(from: 0, to: width, by: tile) {
        for y in top..<min(top + tile, height) {
          for x in left..<min(left + tile, width) {
            destination[x * height + y] = source[y * width + x]
          }
        }
      }
    }
  }

  // MARK: A line

  /// Blurs the `count` values from `values` in place, through `lines` (each with room for
  /// `reach + 1` zeros before and after `count` values).
  private func blur(
    _ values: UnsafeMutablePointer<UInt16>, count: Int,
    lines: (UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>)
  ) {
    var (input, output) = lines
    for i in 0..<count { input[i] = Int(values[i]) << Self.fractionBits }
    switch passes {
    case .kernel(let weights):
      weights.withUnsafeBufferPointer { Self.convolve(input, into: output, count: count, weights: $0) }
      swap(&input, &output)
    case .boxes(let box):
      for _ in 0..<Self.boxCount {
        Self.box(input, into: output, count: count, box: box)
        swap(&input, &output)
      }
    }
    let half = 1 << (Self.fractionBits - 1)
    for i in 0..<count { values[i] = UInt16((input[i] + half) >> Self.fractionBits) }
  }

  /// `output[x] = round(Σ weight[k] × input[x + k])`.
  private static func convolve(
    _ input: UnsafeMutablePointer<Int>, into output: UnsafeMutablePointer<Int>, count: Int,
    weights: UnsafeBufferPointer<Int>
  ) {
    let radius = weights.count / 2
    let half = 1 << (weightBits - 1)
    for x in 0..<count {
      var sum = half
      for k in 0..<weights.count { sum += weights[k] * input[x + k - radius] }
      output[x] = sum >> weightBits
    }
  }

  /// `output[x] = round(inner × Σ input[x − r...x + r] + outer × (input[x − r − 1] + input[x + r + 1]))`,
  /// the inner sum kept running.
  private static func box(
    _ input: UnsafeMutablePointer<Int>, into output: UnsafeMutablePointer<Int>, count: Int, box: ExtendedBox
  ) {
    let (r, inner, outer) = (box.radius, box.inner, box.outer)
    let half = 1 << (weightBits - 1)
    var sum = 0
    for k in -r...r { sum += input[k] }
    for x in 0..<count {
      output[x] = (inner * sum + outer * (input[x - r - 1] + input[x + r + 1]) + half) >> weightBits
      sum += input[x + r + 1] - input[x - r]
    }
  }

  // MARK: Weights

  /// The integrated Gaussian of standard deviation `sigma` for offsets −⌈4σ⌉...⌈4σ⌉, in units of
  /// 2⁻²⁴, rounded, the centre taking what rounding leaves so that they sum to exactly 1.
  static func kernel(sigma: Double) -> [Int] {
    let radius = Int((4 * sigma).rounded(.up))
    let one = 1 << weightBits
    // Φ(x/σ) − Φ(y/σ) = (erf(x/σ√2) − erf(y/σ√2)) / 2.
    let scale = 1 / (sigma * 1.4142135623730951)
    let masses = (-radius...radius).map { k in
      (erf((Double(k) + 0.5) * scale) - erf((Double(k) - 0.5) * scale)) / 2
    }
    let total = masses.reduce(0, +)
    var weights = masses.map { Int(($0 / total * Double(one)).rounded()) }
    weights[radius] += one - weights.reduce(0, +)
    return weights
  }

  /// `erf(x)` by its Taylor series `2/√π Σ (−1)ⁿ x²ⁿ⁺¹ / (n! (2n + 1))`, in `Double`'s correctly
  /// rounded operations only, so every machine gets the same bits (the platform's `erf` may
  /// differ in the last one).
  ///
  /// Beyond |x| = 4, where the series would cancel badly, it is ±1:
  /// `erfc(4)` is 1.5 × 10⁻⁸, below a weight's unit.
  static func erf(_ x: Double) -> Double {
    guard abs(x) < 4 else { return x < 0 ? -1 : 1 }
    let square = x * x
    var power = x  // (−1)ⁿ x²ⁿ⁺¹ / n!
    var sum = x
    var n = 0
    while abs(power) > 1e-17 * abs(sum) || n < 2 {
      n += 1
      power = -power * square / Double(n)
      sum += power / Double(2 * n + 1)
    }
    return sum * 1.1283791670955126  // 2/√π
  }

  /// The extended box of which ``boxCount`` passes have variance σ² + 1/12: each pass `s` of it.
  ///
  /// A box of radius `r` with outer taps of weight α (relative to the inner ones) has variance
  /// `(r(r + 1)(2r + 1)/3 + 2α(r + 1)²) / (2r + 1 + 2α)`; `r` is the largest with
  /// `r(r + 1)/3 ≤ s` and α, in 0..<1, the one that makes it `s`.
  static func box(sigma: Double) -> ExtendedBox {
    let variance = (sigma * sigma + 1.0 / 12) / Double(boxCount)
    var r = Int((3 * variance).squareRoot())
    while Double(r * (r + 1)) > 3 * variance { r -= 1 }
    while Double((r + 1) * (r + 2)) <= 3 * variance { r += 1 }
    let (rr, width) = (Double(r), Double(2 * r + 1))
    let alpha = width * (variance - rr * (rr + 1) / 3) / (2 * ((rr + 1) * (rr + 1) - variance))
    // In units of 2⁻²⁴, inner = 1/(2r + 1 + 2α), made even so that the outer weight, what the
    // inner ones leave halved, is whole.
    let one = 1 << weightBits
    var inner = 2 * Int((Double(one / 2) / (width + 2 * alpha)).rounded())
    if (2 * r + 1) * inner > one { inner -= 2 }
    return ExtendedBox(radius: r, inner: inner, outer: (one - (2 * r + 1) * inner) / 2)
  }
}
