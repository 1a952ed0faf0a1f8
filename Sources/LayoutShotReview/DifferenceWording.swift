import LayoutShot
import Raster

/// Every sentence a comparison says about two snapshot files, written once, so a failing test and
/// `layoutshot diff` word the same difference the same way.
///
/// ```swift
/// DifferenceWording.lines(removed: 1, added: 2)  // "1 line removed, 2 added"
/// DifferenceWording.sizeChange(from: (200, 100), to: (200, 120))
/// // "the size changed from 200 × 100 to 200 × 120 pixels"
/// ```
package enum DifferenceWording {
  /// `1,204 of 3,013,524 pixels differ (0.040 %)`: the summary of two images of one size.
  package static func pixels(_ diff: PixelDiff) -> String {
    diff.countSummary
  }

  /// `the size changed from 390 × 844 to 390 × 900 pixels`: the summary of two images of
  /// different sizes, reference first.
  package static func sizeChange(
    from reference: (width: Int, height: Int), to actual: (width: Int, height: Int)
  )
    -> String
  {
    "the size changed from \(reference.width) × \(reference.height) to \(actual.width) × \(actual.height) pixels"
  }

  /// `changed area: x 40..<410, y 60..<132 (pixels)`: where the differing pixels are.
  package static func changedArea(_ box: PixelRegion) -> String {
    "changed area: x \(box.x)..<\(box.maxX), y \(box.y)..<\(box.maxY) (pixels)"
  }

  /// `12 anti-aliased pixels set aside`: the pixels a tolerance that ignores anti-aliasing did
  /// not count.
  package static func antialiased(_ count: Int) -> String {
    "\(NumberText.grouped(count)) anti-aliased \(count == 1 ? "pixel" : "pixels") set aside"
  }

  /// `1 line removed, 2 added`: the summary of two texts.
  package static func lines(removed: Int, added: Int) -> String {
    "\(NumberText.grouped(removed)) \(removed == 1 ? "line" : "lines") removed, \(NumberText.grouped(added)) added"
  }

  /// The summary of two texts whose bytes differ although their lines do not.
  package static let sameLinesOtherBytes =
    "no line differs, but the bytes do (a final newline, or bytes that are not UTF-8)"

  /// `3 changes in 2 views`: the summary of two frame dumps, how many frame changes in how many
  /// views (`1 change` when none is about a view, such as the screen's size).
  package static func frames(_ changes: [FrameChange]) -> String {
    let views = Set(changes.compactMap(\.view)).count
    return "\(NumberText.grouped(changes.count)) \(changes.count == 1 ? "change" : "changes")"
      + (views > 0 ? " in \(NumberText.grouped(views)) \(views == 1 ? "view" : "views")" : "")
  }

  /// `the reference image cannot be decoded: truncated PNG: …`: why a file could not be compared.
  package static func undecodableImage(_ file: SnapshotComparisonError.File, reason: String) -> String {
    "the \(file.rawValue) image cannot be decoded: \(reason)"
  }
}
