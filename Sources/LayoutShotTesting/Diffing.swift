import Foundation
import LayoutShot

/// How two snapshot files of one format are compared once their bytes differ.
///
/// Byte-equal files match before a diffing is asked. A diffing returns `nil` when the files
/// match after all (within the tolerance, for images), or the ``SnapshotDifference`` that a
/// failure message and its artifacts are made of.
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

  /// Text compared line by line; the difference shows the first changed lines, long attribute
  /// values elided (``LongValueElision``), and the whole unified diff is written as a `.diff`
  /// artifact.
  public static let lines = Diffing { reference, actual, _ in
    let diff = LineDiff(
      old: String(decoding: reference, as: UTF8.self), new: String(decoding: actual, as: UTF8.self))
    if diff.isEmpty { return nil }
    let (removed, added) = diff.counts
    let hunks = diff.unified(context: 0, maximumLines: shownDiffLines)
    return SnapshotDifference(
      summary: "\(removed) \(removed == 1 ? "line" : "lines") removed, \(added) added",
      details: hunks.split(separator: "\n", omittingEmptySubsequences: false).map {
        LongValueElision.shortened(String($0))
      },
      artifacts: [
        SnapshotArtifact(suffix: "diff", data: Data(diff.unified(context: 3, maximumLines: .max).utf8))
      ])
  }

  /// How many lines of a text diff a failure message shows.
  static let shownDiffLines = 6

  /// Frame dumps compared view by view: the difference lists which views moved or resized and by
  /// how much (`red.width 201 → 217 (+16)`).
  public static let frames = Diffing { reference, actual, tolerance in
    let old: FrameDump
    let new: FrameDump
    do {
      old = try FrameDump(parsing: String(decoding: reference, as: UTF8.self))
      new = try FrameDump(parsing: String(decoding: actual, as: UTF8.self))
    } catch {
      // A reference that is not a frame dump any more (edited by hand, an old format): show lines.
      return try lines.compare(reference, actual, tolerance)
    }
    let changes = old.changes(to: new)
    guard !changes.isEmpty else { return try lines.compare(reference, actual, tolerance) }
    return SnapshotDifference(
      summary: countSummary(changes), details: changes.map(\.description), frameChanges: changes)
  }

  /// `3 changes in 2 views`: how many frame changes, in how many views.
  static func countSummary(_ changes: [FrameChange]) -> String {
    let views = Set(changes.compactMap(\.view)).count
    return "\(changes.count) \(changes.count == 1 ? "change" : "changes")"
      + (views > 0 ? " in \(views) \(views == 1 ? "view" : "views")" : "")
  }
}
