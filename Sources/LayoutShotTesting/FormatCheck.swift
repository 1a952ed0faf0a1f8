import Foundation
import LayoutShot

/// One snapshot file: made, compared with its reference, recorded or reported.
struct FormatCheck {
  var layout: String
  var screen: Screen
  var snapshot: LayoutSnapshot
  var format: Snapshotting<LayoutSnapshot>
  var name: String?
  var mode: SnapshotRecordMode
  var tolerance: SnapshotTolerance
  var store: SnapshotStore
  var artifacts: URL
  var testName: String

  /// The failure message, or `nil` when the snapshot matches.
  func run() -> String? {
    do {
      return try check()
    } catch {
      return "\(title): \(error.description)"
    }
  }

  private var title: String {
    "\(layout) on \(SnapshotVerification.title(screen)) (\(format.pathExtension))"
  }

  private var acceptCommand: String {
    "LAYOUTSHOT_RECORD=failed swift test --filter \(testName)"
  }

  private func check() throws(SnapshotError) -> String? {
    let relative = try SnapshotStore.relativePath(
      layout: layout, screen: screen, named: name, pathExtension: format.pathExtension)
    let url = store.url(for: relative)
    let actual: Data
    do {
      actual = try format.snapshot(snapshot)
    } catch {
      throw .snapshotFailed("the snapshot could not be made: \(error)")
    }
    let reference = try SnapshotStore.read(url)
    if mode.writesEverything {
      try SnapshotStore.write(actual, to: url)
      return "\(title): recorded \(url.path) (record mode 'all'). Turn recording off and run the test again "
        + "to compare with it."
    }
    guard let reference else {
      guard mode.writesMissing else {
        let written = try writeArtifact(actual, relative: relative, suffix: "actual")
        return "\(title): no reference at \(url.path), and record mode 'never' does not record one"
          + " (the default when CI is set).\n  actual: \(written.path)\n  To record it: "
          + "LAYOUTSHOT_RECORD=missing swift test --filter \(testName), then commit the file."
      }
      try SnapshotStore.write(actual, to: url)
      return "\(title): recorded a new reference at \(url.path). Run the test again to compare with it."
    }
    if reference == actual { return nil }
    let difference: SnapshotDifference?
    do {
      difference = try format.diffing.compare(reference, actual, tolerance)
    } catch {
      throw .snapshotFailed("the snapshots could not be compared: \(error)")
    }
    guard let difference else { return nil }
    var lines = ["\(title) does not match its reference: \(difference.summary)"]
    lines.append("  reference: \(url.path)")
    if mode.writesFailures {
      try SnapshotStore.write(actual, to: url)
      lines[0] = "\(title): re-recorded \(url.path) (record mode 'failed'): \(difference.summary)"
    }
    lines.append(
      "  reference copy: \(try writeArtifact(reference, relative: relative, suffix: "reference").path)")
    lines.append("  actual: \(try writeArtifact(actual, relative: relative, suffix: "actual").path)")
    for artifact in difference.artifacts {
      let written = try writeArtifact(
        artifact.data, relative: relative, suffix: artifact.suffix, keepExtension: false)
      lines.append("  \(artifact.suffix): \(written.path)")
    }
    lines += difference.details.map { "  " + $0 }
    let frameChanges = difference.frameChanges.isEmpty ? try siblingFrameChanges(relative) : []
    if !frameChanges.isEmpty {
      lines.append("  frames:")
      lines += frameChanges.map { "    \($0)" }
    }
    if !mode.writesFailures {
      lines.append("  To accept the new snapshot: \(acceptCommand)")
    }
    return lines.joined(separator: "\n")
  }

  /// The frame changes against the frame dump reference beside this snapshot, if there is one:
  /// what moved, for an image that changed.
  private func siblingFrameChanges(_ relative: String) throws(SnapshotError) -> [FrameChange] {
    guard format.pathExtension != "json" else { return [] }
    let dumpPath = String(relative.dropLast(format.pathExtension.count)) + "json"
    guard let data = try SnapshotStore.read(store.url(for: dumpPath)),
      let reference = try? FrameDump(parsing: String(decoding: data, as: UTF8.self))
    else { return [] }
    return reference.changes(to: FrameDump(snapshot.solved))
  }

  /// Writes an artifact as `<artifacts>/<Layout>/<file>.<suffix>.<extension>` (or
  /// `<file>.<suffix>` when the suffix carries its own extension).
  private func writeArtifact(_ data: Data, relative: String, suffix: String, keepExtension: Bool = true)
    throws(SnapshotError) -> URL
  {
    let base = String(relative.dropLast(format.pathExtension.count + 1))
    let path = keepExtension ? "\(base).\(suffix).\(format.pathExtension)" : "\(base).\(suffix)"
    let url = artifacts.appendingPathComponent(path)
    try SnapshotStore.write(data, to: url)
    return url
  }
}
