import Foundation
import Raster

extension Diffing {
  /// PNG images compared pixel by pixel, within the call's ``SnapshotTolerance``.
  ///
  /// The difference says how many pixels differ, what share of the image that is, and the
  /// bounding box of the change; its artifacts are a diff image (changed pixels in red over a
  /// faded copy of the reference) and a strip of reference | diff | actual. Decoding costs about
  /// as much as comparing; byte-equal files never get here.
  public static let image = Diffing { reference, actual, tolerance in
    let decoder = PNGDecoder()
    let old: Raster.Image
    let new: Raster.Image
    do {
      old = try decoder.decode(Array(reference))
    } catch {
      throw SnapshotError.snapshotFailed("the reference image cannot be decoded: \(error)")
    }
    do {
      new = try decoder.decode(Array(actual))
    } catch {
      throw SnapshotError.snapshotFailed("the new image cannot be decoded: \(error)")
    }
    let diff = PixelDiff(reference: old, actual: new, options: tolerance.pixelOptions)
    if diff.sizesMatch && tolerance.allows(differing: diff.differingPixelCount, of: diff.pixelCount) {
      return nil
    }
    var details: [String] = []
    let summary: String
    if diff.sizesMatch {
      summary = diff.countSummary
      if let box = diff.bounds {
        details.append("changed area: x \(box.x)..<\(box.maxX), y \(box.y)..<\(box.maxY) (pixels)")
      }
      if diff.antialiasedPixelCount > 0 {
        details.append("\(diff.antialiasedPixelCount) anti-aliased pixels set aside")
      }
    } else {
      summary =
        "the image is \(diff.actualWidth) × \(diff.actualHeight) pixels, the reference "
        + "\(diff.referenceWidth) × \(diff.referenceHeight)"
    }
    var artifacts: [SnapshotArtifact] = []
    let encoder = PNGEncoder.snapshot
    if let picture = PixelDiff.differenceImage(reference: old, actual: new, options: tolerance.pixelOptions),
      let data = try? encoder.encode(picture)
    {
      artifacts.append(SnapshotArtifact(suffix: "diff.png", data: Data(data)))
    }
    if let strip = PixelDiff.sideBySide(reference: old, actual: new, options: tolerance.pixelOptions),
      let data = try? encoder.encode(strip)
    {
      artifacts.append(SnapshotArtifact(suffix: "strip.png", data: Data(data)))
    }
    return SnapshotDifference(summary: summary, details: details, artifacts: artifacts)
  }
}
