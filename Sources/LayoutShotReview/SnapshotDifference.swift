import Foundation
import LayoutShot

/// How a snapshot file differs from its reference: a one-line summary, the lines that explain it,
/// the extra files that show it, and the frame changes when the files are frame dumps.
///
/// A failing snapshot test and `layoutshot diff` read the same difference of the same two files,
/// so they say the same thing about them:
///
/// ```swift
/// // A 10 × 10 block painted over a 200 × 100 PNG.
/// difference.summary  // "100 of 20,000 pixels differ (0.500 %)"
/// difference.details  // ["changed area: x 20..<30, y 40..<50 (pixels)"]
/// difference.artifacts.map(\.suffix)  // ["diff.png", "strip.png"]
/// ```
///
/// The summaries, by kind of file:
///
/// | Files | Summary | Details |
/// | --- | --- | --- |
/// | PNG, same size | `1,204 of 3,013,524 pixels differ (0.040 %)` | the changed area, the anti-aliased pixels set aside |
/// | PNG, another size | `the size changed from 390 × 844 to 390 × 900 pixels` | none |
/// | frame dumps | `2 changes in 1 view` | one line per change: `title.y 20 → 24 (+4)` |
/// | SVG and other text | `1 line removed, 1 added` | the first changed lines, long values shortened |
public struct SnapshotDifference: Sendable {
  /// One line: `1,204 of 3,013,524 pixels differ (0.040 %)`, `2 changes in 1 view`.
  public var summary: String
  /// Lines that explain the summary: frame changes, diff lines, the changed area.
  public var details: [String]
  /// Files that show the difference: a diff image and a strip of reference | diff | actual for
  /// images, the whole unified diff for text.
  public var artifacts: [SnapshotArtifact]
  /// The frame changes, when the files are frame dumps.
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

  /// The bytes of the artifact named by `suffix`, if there is one.
  package func artifact(_ suffix: String) -> Data? {
    artifacts.first { $0.suffix == suffix }?.data
  }
}
