/// How two images differ, pixel by pixel: how many pixels, what share, and where.
///
/// Comparing is cheap when nothing changed: equal images are recognised with one `memcmp`.
/// Otherwise each pixel whose bytes differ is judged by ``Options``: by default any difference
/// counts; with a ``Options/threshold`` only differences larger than pixelmatch's perceptual
/// YIQ distance allows count, and anti-aliased edge pixels can be set aside as pixelmatch
/// sets them aside.
///
/// Images of different sizes are compared over the larger width and height: pixels present in
/// only one image differ.
///
/// ```swift
/// let diff = PixelDiff(reference: expected, actual: rendered, options: .perceptual)
/// if !diff.matches {
///   print(diff)  // 4368 of 3013524 pixels differ (0.145 %) in 500,900 120x40
///   let strip = PixelDiff.sideBySide(reference: expected, actual: rendered, options: .perceptual)
/// }
/// ```
package struct PixelDiff: Hashable, Sendable, CustomStringConvertible {
  /// The width of the reference image.
  package let referenceWidth: Int
  /// The height of the reference image.
  package let referenceHeight: Int
  /// The width of the actual image.
  package let actualWidth: Int
  /// The height of the actual image.
  package let actualHeight: Int
  /// The pixels compared: the larger width times the larger height.
  package let pixelCount: Int
  /// The pixels that differ beyond the options' threshold and were not set aside as
  /// anti-aliasing (every pixel outside the other image included).
  package let differingPixelCount: Int
  /// The pixels that differ beyond the threshold but were set aside as anti-aliased edges.
  package let antialiasedPixelCount: Int
  /// The smallest rectangle holding every differing pixel, or `nil` when none differs.
  package let bounds: PixelRegion?

  /// Compares `actual` with `reference`.
  ///
  /// - Complexity: One `memcmp` when the images are equal; otherwise O(pixels), with the
  ///   perceptual distance computed only for pixels whose bytes differ.
  package init(reference: Image, actual: Image, options: Options = .exact) {
    referenceWidth = reference.width
    referenceHeight = reference.height
    actualWidth = actual.width
    actualHeight = actual.height
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    pixelCount = width * height
    if reference == actual {
      differingPixelCount = 0
      antialiasedPixelCount = 0
      bounds = nil
      return
    }
    var tally = Tally()
    PixelComparison.classify(reference: reference, actual: actual, options: options) { x, y, verdict in
      tally.add(x: x, y: y, verdict)
    }
    differingPixelCount = tally.differing
    antialiasedPixelCount = tally.antialiased
    bounds = tally.bounds
  }

  /// Whether the images are the same size and no pixel differs beyond the options.
  package var matches: Bool {
    differingPixelCount == 0 && referenceWidth == actualWidth && referenceHeight == actualHeight
  }

  /// Whether the images have the same width and height.
  package var sizesMatch: Bool { referenceWidth == actualWidth && referenceHeight == actualHeight }

  /// The differing pixels as a share of ``pixelCount`` (0...1).
  package var differingFraction: Double { Double(differingPixelCount) / Double(pixelCount) }

  /// One line: the count, the share (three decimals of a percent) and the bounding box, and the
  /// two sizes when they differ.
  package var description: String {
    var text = "\(differingPixelCount) of \(pixelCount) pixels differ (\(Self.percent(differingFraction)))"
    if let bounds { text += " in \(bounds)" }
    if antialiasedPixelCount > 0 { text += "; \(antialiasedPixelCount) anti-aliased pixels ignored" }
    if !sizesMatch {
      text +=
        "; sizes differ: reference \(referenceWidth)x\(referenceHeight), actual \(actualWidth)x\(actualHeight)"
    }
    return text
  }

  /// The count and share of differing pixels as people read them, with thousands separated:
  /// `1,204 of 3,013,524 pixels differ (0.040 %)`.
  package var countSummary: String {
    "\(NumberText.grouped(differingPixelCount)) of \(NumberText.grouped(pixelCount)) pixels differ (\(Self.percent(differingFraction)))"
  }

  /// `fraction` as a percentage with three decimals, for example `0.145 %`.
  private static func percent(_ fraction: Double) -> String {
    let thousandths = Int((fraction * 100_000).rounded())
    let decimals = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - decimals.count) + decimals + " %"
  }

  /// Counts verdicts and grows the bounding box.
  private struct Tally {
    var differing = 0
    var antialiased = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min

    mutating func add(x: Int, y: Int, _ verdict: PixelComparison.Verdict) {
      switch verdict {
      case .antialiased:
        antialiased += 1
      case .different:
        differing += 1
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
      }
    }

    var bounds: PixelRegion? {
      differing == 0 ? nil : PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
  }
}
