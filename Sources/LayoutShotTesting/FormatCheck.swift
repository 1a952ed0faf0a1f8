import Foundation
import LayoutShot

/// One snapshot file: made, compared with its reference, recorded or reported.
struct FormatCheck {
  var layout: String
  var screen: Screen
  /// The extent the layout was laid out at, which the file name carries.
  var extent: LayoutExtent
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
      layout: layout, screen: screen, extent: extent, named: name, pathExtension: format.pathExtension)
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
        let written = try writeCopy(actual, relative: relative, role: "actual")
        return "\(title): no reference at \(url.path), and record mode 'never' does not record one"
          + " (the default when CI is set).\n  actual: \(written.path)\n  To record it: "
          + "LAYOUTSHOT_RECORD=missing swift test --filter \(testName), then commit the file."
      }
      try SnapshotStore.write(actual, to: url)
      return "\(title): recorded a new reference at \(url.path). Run the test again to compare with it."
    }
    if reference == actual { return try removingStaleArtifacts(relative) }
    let difference: SnapshotDifference?
    do {
      difference = try format.diffing.compare(reference, actual, tolerance)
    } catch {
      throw .snapshotFailed("the snapshots could not be compared: \(error)")
    }
    guard let difference else { return try removingStaleArtifacts(relative) }
    var lines = ["\(title) does not match its reference: \(difference.summary)"]
    lines.append("  reference: \(url.path)")
    if mode.writesFailures {
      try SnapshotStore.write(actual, to: url)
      lines[0] = "\(title): re-recorded \(url.path) (record mode 'failed'): \(difference.summary)"
    }
    lines.append(
      "  reference copy: \(try writeCopy(reference, relative: relative, role: "reference").path)")
    lines.append("  actual: \(try writeCopy(actual, relative: relative, role: "actual").path)")
    for artifact in difference.artifacts {
      let written = try writeArtifact(artifact.data, relative: relative, suffix: artifact.suffix)
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

  /// Writes an artifact as `<artifacts>/<Layout>/<file>.<suffix>`.
  private func writeArtifact(_ data: Data, relative: String, suffix: String) throws(SnapshotError) -> URL {
    let url = artifactURL(relative, suffix: suffix)
    try SnapshotStore.write(data, to: url)
    return url
  }

  /// Writes a copy of the snapshot as `<artifacts>/<Layout>/<file>.<role>.<extension>`:
  /// `iphone-12-portrait.actual.png`.
  private func writeCopy(_ data: Data, relative: String, role: String) throws(SnapshotError) -> URL {
    try writeArtifact(data, relative: relative, suffix: "\(role).\(format.pathExtension)")
  }

  /// Where an artifact goes: `<file>.<suffix>` when the suffix carries its own extension
  /// (`diff.png`, `actual.png`), else `<file>.<extension>.<suffix>` (`iphone-12-portrait.svg.diff`),
  /// so the text diffs of an SVG and a frame dump of one screen do not overwrite each other.
  private func artifactURL(_ relative: String, suffix: String) -> URL {
    let base = String(relative.dropLast(format.pathExtension.count + 1))
    let name = suffix.contains(".") ? "\(base).\(suffix)" : "\(base).\(format.pathExtension).\(suffix)"
    return artifacts.appendingPathComponent(name)
  }

  /// Removes the artifacts an earlier failure of this snapshot left (its copies and the known
  /// pictures and diffs of its format), so the artifacts folder shows only what fails now; returns
  /// `nil`, the result of a match.
  private func removingStaleArtifacts(_ relative: String) throws(SnapshotError) -> String? {
    let suffixes =
      ["actual.\(format.pathExtension)", "reference.\(format.pathExtension)", "diff"]
      + (format.pathExtension == "png" ? ["diff.png", "strip.png"] : [])
    for suffix in suffixes {
      let url = artifactURL(relative, suffix: suffix)
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        throw .fileSystem(path: url.path, reason: FileErrorReason.text(error))
      }
    }
    return nil
  }
}
