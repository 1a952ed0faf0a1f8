import Foundation
import LayoutShot

/// How a snapshot differs from its reference: a one-line summary, the lines that explain it, and
/// the extra files that show it (a diff image, a patch).
public struct SnapshotDifference: Sendable {
  /// One line: `1,204 of 3,013,524 pixels differ (0.04 %)`, `2 changes in 1 view`.
  public var summary: String
  /// Lines for the failure message: frame changes, diff hunks, the changed area.
  public var details: [String]
  /// Files written beside the actual snapshot in the artifacts folder.
  public var artifacts: [SnapshotArtifact]
  /// The frame changes, when the format knows them.
  public var frameChanges: [FrameChange]

  /// A difference: its summary line, the lines that explain it, the files that show it and the
  /// frame changes.
  public init(
    summary: String, details: [String] = [], artifacts: [SnapshotArtifact] = [],
    frameChanges: [FrameChange] = []
  ) {
    self.summary = summary
    self.details = details
    self.artifacts = artifacts
    self.frameChanges = frameChanges
  }
}

/// A file that shows a difference, written to the artifacts folder as
/// `<snapshot name>.<suffix>`: `iphone-12-portrait.diff.png`.
public struct SnapshotArtifact: Hashable, Sendable {
  /// What follows the snapshot's name: `diff.png`, `strip.png`, `diff`.
  public var suffix: String
  /// The file's bytes.
  public var data: Data

  /// An artifact named by `suffix` holding `data`.
  public init(suffix: String, data: Data) {
    self.suffix = suffix
    self.data = data
  }
}
