import Foundation
import LayoutShot

extension SnapshotComparison {
  /// Two frame dumps compared view by view: the summary counts the changes and the views they
  /// touch, the details list them (`red.width 201 → 217 (+16)`).
  ///
  /// A file that is not a frame dump (edited by hand, an older format), or two dumps whose frames
  /// are the same, are compared as lines.
  func compareFrameDumps(_ reference: Data, _ actual: Data) -> SnapshotDifference? {
    guard let old = try? FrameDump(parsing: String(decoding: reference, as: UTF8.self)),
      let new = try? FrameDump(parsing: String(decoding: actual, as: UTF8.self))
    else {
      return compareLines(reference, actual)
    }
    let changes = old.changes(to: new)
    guard !changes.isEmpty else { return compareLines(reference, actual) }
    return SnapshotDifference(
      summary: DifferenceWording.frames(changes), details: changes.map(\.description), frameChanges: changes)
  }

  /// Two texts compared line by line: the summary counts the removed and added lines, the
  /// details show the first changed ones with long attribute values shortened
  /// (``LongValueElision``), and the whole unified diff is the artifact.
  ///
  /// Texts whose bytes differ although their lines do not (a final newline, bytes that are not
  /// UTF-8) differ too, and say so.
  func compareLines(_ reference: Data, _ actual: Data) -> SnapshotDifference? {
    if reference == actual { return nil }
    let diff = LineDiff(
      old: String(decoding: reference, as: UTF8.self), new: String(decoding: actual, as: UTF8.self))
    if diff.isEmpty { return SnapshotDifference(summary: DifferenceWording.sameLinesOtherBytes) }
    let (removed, added) = diff.counts
    let hunks = diff.unified(context: 0, maximumLines: Self.shownDiffLines)
    return SnapshotDifference(
      summary: DifferenceWording.lines(removed: removed, added: added),
      details: hunks.split(separator: "\n", omittingEmptySubsequences: false).map {
        LongValueElision.shortened(String($0))
      },
      artifacts: [
        SnapshotArtifact(
          suffix: SnapshotArtifact.patch, data: Data(diff.unified(context: 3, maximumLines: .max).utf8))
      ])
  }
}
