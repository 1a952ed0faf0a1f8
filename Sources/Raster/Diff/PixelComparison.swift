/// The per-pixel judgement behind ``PixelDiff`` and its images: pixelmatch's algorithm
/// (Kotsarenko and Ramos's YIQ distance; Vyšniauskas's anti-aliasing detector), written from
/// its published description, on premultiplied pixels.
enum PixelComparison {
  /// What a pixel whose bytes differ turned out to be.
  enum Verdict {
    /// A real difference.
    case different
    /// A difference set aside as an anti-aliased edge.
    case antialiased
  }

  /// Calls `report` for every pixel of the larger width × height that differs beyond `options`
  /// (pixels outside either image are `.different`), row by row.
  static func classify(
    reference: Image, actual: Image, options: Options, report: (Int, Int, Verdict) -> Void
  ) {
    let maximumDelta = options.maximumDelta
    let overlapWidth = min(reference.width, actual.width)
    let overlapHeight = min(reference.height, actual.height)
    reference.bytes.withUnsafeBufferPointer { referenceBytes in
      actual.bytes.withUnsafeBufferPointer { actualBytes in
        referenceBytes.withMemoryRebound(to: UInt32.self) { referenceWords in
          actualBytes.withMemoryRebound(to: UInt32.self) { actualWords in
            let first = Pixels(words: referenceWords, width: reference.width, height: reference.height)
            let second = Pixels(words: actualWords, width: actual.width, height: actual.height)
            for y in 0..<overlapHeight {
              let firstRow = y * first.width
              let secondRow = y * second.width
              for x in 0..<overlapWidth where referenceWords[firstRow + x] != actualWords[secondRow + x] {
                let a = PackedPixel(stored: referenceWords[firstRow + x])
                let b = PackedPixel(stored: actualWords[secondRow + x])
                if maximumDelta > 0 && colorDelta(a, b) <= maximumDelta { continue }
                if options.ignoresAntialiasing
                  && (first.isAntialiased(x: x, y: y, comparedWith: second)
                    || second.isAntialiased(x: x, y: y, comparedWith: first))
                {
                  report(x, y, .antialiased)
                } else {
                  report(x, y, .different)
                }
              }
            }
          }
        }
      }
    }
    // Pixels that only one image has.
    for y in 0..<max(reference.height, actual.height) {
      let start = y < overlapHeight ? overlapWidth : 0
      for x in start..<max(reference.width, actual.width) { report(x, y, .different) }
    }
  }

  // MARK: Perceptual distance

  /// The colour of a premultiplied pixel blended over white, per channel: `c·a/255 + 255 − a`,
  /// which for premultiplied storage is `stored + 255 − alpha`.
  @inline(__always)
  private static func overWhite(_ pixel: PackedPixel) -> (Double, Double, Double) {
    let white = 255 - Double(pixel.alpha)
    return (Double(pixel.red) + white, Double(pixel.green) + white, Double(pixel.blue) + white)
  }

  /// The luma (Y of YIQ) of an RGB colour.
  @inline(__always)
  private static func luma(_ c: (Double, Double, Double)) -> Double {
    c.0 * 0.298_895_31 + c.1 * 0.586_622_47 + c.2 * 0.114_482_23
  }

  /// The squared YIQ distance of two pixels over white, weighted as Kotsarenko and Ramos
  /// propose: 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ² (at most 35215).
  static func colorDelta(_ a: PackedPixel, _ b: PackedPixel) -> Double {
    if a == b { return 0 }
    let first = overWhite(a)
    let second = overWhite(b)
    let y = luma(first) - luma(second)
    let i = inPhase(first) - inPhase(second)
    let q = quadrature(first) - quadrature(second)
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// The difference in brightness (luma over white) from `b` to `a`; 0 for identical pixels.
  static func brightnessDelta(_ a: PackedPixel, _ b: PackedPixel) -> Double {
    a == b ? 0 : luma(overWhite(a)) - luma(overWhite(b))
  }

  private static func inPhase(_ c: (Double, Double, Double)) -> Double {
    c.0 * 0.595_977_99 - c.1 * 0.274_176_10 - c.2 * 0.321_801_89
  }

  private static func quadrature(_ c: (Double, Double, Double)) -> Double {
    c.0 * 0.211_470_17 - c.1 * 0.522_617_11 + c.2 * 0.311_146_94
  }

  /// An image's pixels as words while their storage is pinned.
  struct Pixels {
    let words: UnsafeMutableBufferPointer<UInt32>
    let width: Int
    let height: Int

    init(words: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
      self.words = UnsafeMutableBufferPointer(mutating: words)
      self.width = width
      self.height = height
    }

    @inline(__always)
    func pixel(x: Int, y: Int) -> PackedPixel { PackedPixel(stored: words[y * width + x]) }

    /// The rows and columns of the 3×3 block around (`x`, `y`) inside the image, and whether
    /// the block reaches past the image's border.
    private func block(x: Int, y: Int) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>, onBorder: Bool)
    {
      let columns = max(x - 1, 0)...min(x + 1, width - 1)
      let rows = max(y - 1, 0)...min(y + 1, height - 1)
      return (columns, rows, columns.count < 3 || rows.count < 3)
    }

    /// Whether the pixel looks like part of an anti-aliased edge (Vyšniauskas 2009, as pixelmatch
    /// applies it): at most two of its neighbours have its brightness (a pixel on the image's
    /// border counts one more), it has both a brighter and a darker neighbour, and the brightest
    /// or the darkest neighbour sits in a flat area (three or more identical neighbours) in this
    /// image and in `other` alike.
    func isAntialiased(x: Int, y: Int, comparedWith other: Pixels) -> Bool {
      let (columns, rows, onBorder) = block(x: x, y: y)
      var equal = onBorder ? 1 : 0
      // Brightness of the centre minus that of a neighbour: negative for a brighter neighbour.
      var brightest = (delta: 0.0, x: 0, y: 0)
      var darkest = (delta: 0.0, x: 0, y: 0)
      let center = pixel(x: x, y: y)
      for ny in rows {
        for nx in columns where nx != x || ny != y {
          let delta = PixelComparison.brightnessDelta(center, pixel(x: nx, y: ny))
          if delta == 0 {
            equal += 1
            if equal > 2 { return false }
          } else if delta < brightest.delta {
            brightest = (delta, nx, ny)
          } else if delta > darkest.delta {
            darkest = (delta, nx, ny)
          }
        }
      }
      guard brightest.delta != 0, darkest.delta != 0 else { return false }
      return
        (hasManySiblings(x: brightest.x, y: brightest.y)
        && other.hasManySiblings(x: brightest.x, y: brightest.y))
        || (hasManySiblings(x: darkest.x, y: darkest.y) && other.hasManySiblings(x: darkest.x, y: darkest.y))
    }

    /// Whether at least three neighbours of (`x`, `y`) are identical to it (a pixel on the
    /// border counts one more); `false` outside the image.
    func hasManySiblings(x: Int, y: Int) -> Bool {
      guard x < width, y < height else { return false }
      let (columns, rows, onBorder) = block(x: x, y: y)
      var equal = onBorder ? 1 : 0
      let center = words[y * width + x]
      for ny in rows {
        for nx in columns where (nx != x || ny != y) && words[ny * width + nx] == center {
          equal += 1
          if equal > 2 { return true }
        }
      }
      return false
    }
  }
}

extension PixelComparison {
  typealias Options = PixelDiff.Options
}
