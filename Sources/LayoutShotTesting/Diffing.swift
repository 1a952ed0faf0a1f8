import Foundation
import LayoutShotReview

/// How two snapshot files of one format are compared once their bytes differ.
///
/// A diffing returns `nil` when the files match after all (within the tolerance, for images),
/// or the `SnapshotDifference` that a failure message and its artifacts are made of. The
/// built-in ones are the comparison `layoutshot diff` makes of the same files, so a failing test
/// and a review report say the same thing.
///
/// ```swift
/// let lines = Diffing.lines
/// let difference = try lines.compare(Data("a\nb".utf8), Data("a\nc".utf8), .exact)
/// difference?.summary  // "1 line removed, 1 added"
/// ```
public struct Diffing: Sendable {
  /// Compares a reference with an actual snapshot.
  public var compare:
    @Sendable (_ reference: Data, _ actual: Data, _ tolerance: SnapshotTolerance) throws ->
      SnapshotDifference?

  /// A diffing from its comparison, which throws when a file cannot be read at all (a corrupt
  /// image).
  public init(
    compare:
      @escaping @Sendable (_ reference: Data, _ actual: Data, _ tolerance: SnapshotTolerance) throws ->
      SnapshotDifference?
  ) {
    self.compare = compare
  }

  /// The shared comparison of files of `kind`.
  package init(_ kind: SnapshotFileKind) {
    self.init { reference, actual, tolerance in
      try SnapshotComparison(kind: kind, tolerance: tolerance).compare(reference: reference, actual: actual)
    }
  }

  /// Text compared line by line; the difference shows the first changed lines, long attribute
  /// values elided, and the whole unified diff is written as a `.diff` artifact.
  public static let lines = Diffing(.text)

  /// Frame dumps compared view by view: the difference lists which views moved or resized and by
  /// how much (`red.width 201 → 217 (+16)`); files that are not frame dumps are compared as lines.
  public static let frames = Diffing(.frames)

  /// PNG images compared pixel by pixel, within the call's `SnapshotTolerance`.
  ///
  /// The difference says how many pixels differ, what share of the image that is, and the
  /// bounding box of the change; its artifacts are a diff image (changed pixels in red over a
  /// faded copy of the reference) and a strip of reference | diff | actual. An image that cannot
  /// be decoded throws a `SnapshotComparisonError` that names it.
  public static let image = Diffing(.image)
}
