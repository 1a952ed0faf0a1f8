import Foundation
import Raster

extension SnapshotComparison {
  /// Two PNG files decoded and compared pixel by pixel within ``tolerance``.
  ///
  /// The summary says how many pixels differ and what share of the image that is, or how the
  /// size changed; the details give the bounding box of the change and the anti-aliased pixels
  /// set aside; the artifacts are a diff image (changed pixels in red over a faded copy of the
  /// reference) and, when ``makesStrip`` is set, a strip of reference | diff | actual.
  func compareImages(_ reference: Data, _ actual: Data) throws(SnapshotComparisonError) -> SnapshotDifference?
  {
    let old = try Self.decode(reference, .reference)
    let new = try Self.decode(actual, .actual)
    let options = tolerance.pixelOptions
    let diff = PixelDiff(reference: old, actual: new, options: options)
    if diff.sizesMatch && tolerance.allows(differing: diff.differingPixelCount, of: diff.pixelCount) {
      return nil
    }
    var details: [String] = []
    let summary: String
    if diff.sizesMatch {
      summary = DifferenceWording.pixels(diff)
      if let box = diff.bounds { details.append(DifferenceWording.changedArea(box)) }
      if diff.antialiasedPixelCount > 0 {
        details.append(DifferenceWording.antialiased(diff.antialiasedPixelCount))
      }
    } else {
      summary = DifferenceWording.sizeChange(
        from: (diff.referenceWidth, diff.referenceHeight), to: (diff.actualWidth, diff.actualHeight))
    }
    var artifacts: [SnapshotArtifact] = []
    let encoder = PNGEncoder.snapshot
    if let picture = PixelDiff.differenceImage(reference: old, actual: new, options: options),
      let data = try? encoder.encode(picture)
    {
      artifacts.append(SnapshotArtifact(suffix: SnapshotArtifact.diffImage, data: Data(data)))
    }
    if makesStrip, let strip = PixelDiff.sideBySide(reference: old, actual: new, options: options),
      let data = try? encoder.encode(strip)
    {
      artifacts.append(SnapshotArtifact(suffix: SnapshotArtifact.strip, data: Data(data)))
    }
    return SnapshotDifference(summary: summary, details: details, artifacts: artifacts)
  }

  /// The image in `data`, or the error that names `file` and says why it cannot be decoded.
  private static func decode(_ data: Data, _ file: SnapshotComparisonError.File)
    throws(SnapshotComparisonError)
    -> Raster.Image
  {
    do {
      return try PNGDecoder().decode(Array(data))
    } catch {
      throw .undecodableImage(file, reason: error.description)
    }
  }
}
