import Foundation

/// The one comparison of two snapshot files, for the test assertions and for `layoutshot diff`:
/// whether an actual snapshot matches its reference and, when it does not, the
/// ``SnapshotDifference`` both report.
///
/// Byte-equal files match. Otherwise the files are compared as their ``SnapshotFileKind`` says:
/// PNG images decoded and compared pixel by pixel within the ``SnapshotTolerance``; frame dumps
/// view by view; SVG and other text line by line. Text matches only when its bytes do.
///
/// ```swift
/// let comparison = SnapshotComparison(pathExtension: "png", tolerance: .pixels(20))
/// if let difference = try comparison.compare(reference: committed, actual: rendered) {
///   print(difference.summary)  // 1,204 of 3,013,524 pixels differ (0.040 %)
/// }
/// ```
package struct SnapshotComparison: Sendable {
  /// How the files are compared.
  package var kind: SnapshotFileKind
  /// How different two images may be and still match.
  package var tolerance: SnapshotTolerance
  /// Whether an image difference carries the reference | diff | actual strip as well as the diff
  /// image; a review report, which shows the images itself, does without it.
  package var makesStrip: Bool

  /// A comparison of files of `kind` within `tolerance`.
  package init(kind: SnapshotFileKind, tolerance: SnapshotTolerance = .exact, makesStrip: Bool = true) {
    self.kind = kind
    self.tolerance = tolerance
    self.makesStrip = makesStrip
  }

  /// A comparison of files with `pathExtension` (see ``SnapshotFileKind``) within `tolerance`.
  package init(pathExtension: String, tolerance: SnapshotTolerance = .exact, makesStrip: Bool = true) {
    self.init(
      kind: SnapshotFileKind(pathExtension: pathExtension), tolerance: tolerance, makesStrip: makesStrip)
  }

  /// How many changed lines of a text diff the details show.
  package static let shownDiffLines = 6

  /// The difference between the `reference` and the `actual` file, or `nil` when they match.
  ///
  /// - Throws: ``SnapshotComparisonError`` naming the file that cannot be read as its kind (an
  ///   image that does not decode).
  package func compare(reference: Data, actual: Data) throws(SnapshotComparisonError) -> SnapshotDifference? {
    if reference == actual { return nil }
    switch kind {
    case .image: return try compareImages(reference, actual)
    case .frames: return compareFrameDumps(reference, actual)
    case .text: return compareLines(reference, actual)
    }
  }
}
