import Foundation
import Raster

/// How two PNG snapshots are compared: decoded, then pixel by pixel.
struct ImageComparison: Sendable {
  /// What differs between two images that are not the same.
  struct Difference: Sendable {
    var summary: String
    /// The changed pixels in red over a faded copy of the base image, as PNG.
    var diffImage: Data?
  }

  /// The perceptual colour distance (0...1, pixelmatch's scale) under which pixels count as equal.
  var colorThreshold: Double
  /// How many pixels may differ beyond it.
  var maximumDifferingPixels: Int

  /// The difference between the PNG files `old` and `new`, or `nil` when their pixels match
  /// within the tolerance.
  ///
  /// - Throws: A ``CLIError`` naming `path` when a file is not a valid PNG.
  func compare(_ old: Data, _ new: Data, _ path: String) throws(CLIError) -> Difference? {
    let decoder = PNGDecoder()
    let before: Raster.Image
    let after: Raster.Image
    do {
      before = try decoder.decode(Array(old))
    } catch {
      throw CLIError("The base snapshot '\(path)' is not a valid PNG: \(error.description)")
    }
    do {
      after = try decoder.decode(Array(new))
    } catch {
      throw CLIError("The head snapshot '\(path)' is not a valid PNG: \(error.description)")
    }
    let options = PixelDiff.Options(threshold: colorThreshold, ignoresAntialiasing: colorThreshold > 0)
    let diff = PixelDiff(reference: before, actual: after, options: options)
    if diff.sizesMatch && diff.differingPixelCount <= maximumDifferingPixels { return nil }
    let summary =
      diff.sizesMatch
      ? diff.countSummary
        + (diff.bounds.map { ", in x \($0.x)..<\($0.maxX), y \($0.y)..<\($0.maxY)" } ?? "")
      : "the size changed from \(diff.referenceWidth) × \(diff.referenceHeight) to "
        + "\(diff.actualWidth) × \(diff.actualHeight) pixels"
    let picture = PixelDiff.differenceImage(reference: before, actual: after, options: options)
    let data = picture.flatMap { try? PNGEncoder.snapshot.encode($0) }.map { Data($0) }
    return Difference(summary: summary, diffImage: data)
  }
}
