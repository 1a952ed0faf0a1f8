import Foundation
import Raster

/// Our PNG of a scene against resvg's rendering of our SVG of it, with the tolerance every
/// cross-check of the project uses: at most 5 pixels in 100,000 differ perceptually (as pixelmatch
/// compares, anti-aliased pixels set aside; 16 in a small picture), and no channel by more than 96
/// levels, which a missing or misplaced shape, glyph or overlay would
/// (Documentation/Rendering.md#cross-checking-with-resvg).
package struct ResvgComparison: CustomStringConvertible {
  /// The perceptual comparison, ours as the reference.
  package let perceptual: PixelDiff
  /// The largest difference of one channel (premultiplied RGBA) between the two pictures; 255
  /// when their sizes differ.
  package let largestChannelDifference: Int

  /// Renders `svg` with resvg at `zoom` pixels per point in `folder` (as `name.svg`) and compares
  /// it with `ours`.
  package init(ours: Image, svg: String, zoom: Double, name: String, in folder: TemporaryFolder) throws {
    let file = folder.file("\(name).svg")
    try Data(svg.utf8).write(to: file)
    let theirs = try Image(pngData: try Resvg.render(file, zoom: zoom, in: folder))
    self.init(ours: ours, theirs: theirs)
  }

  /// Compares two pictures of one scene.
  package init(ours: Image, theirs: Image) {
    perceptual = PixelDiff(reference: ours, actual: theirs, options: .perceptual)
    largestChannelDifference =
      ours.width == theirs.width && ours.height == theirs.height
      ? zip(ours.bytes, theirs.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) } : 255
  }

  /// The most pixels that may differ perceptually in a picture of `pixelCount` pixels.
  package static func maximumDifferingPixels(of pixelCount: Int) -> Int {
    max(16, pixelCount / 20_000)
  }

  /// The largest channel difference allowed.
  package static let maximumChannelDifference = 96

  /// Whether the pictures agree within the tolerance.
  package var agrees: Bool {
    perceptual.sizesMatch
      && perceptual.differingPixelCount <= Self.maximumDifferingPixels(of: perceptual.pixelCount)
      && largestChannelDifference <= Self.maximumChannelDifference
  }

  package var description: String {
    "\(perceptual); the largest channel difference is \(largestChannelDifference) levels"
  }
}
