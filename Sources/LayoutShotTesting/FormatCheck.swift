import Foundation
import LayoutShot
import LayoutShotReview

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

  /// What the check came to, or `nil` when the snapshot matches.
  func run() -> FormatOutcome? {
    do {
      return try check()
    } catch {
      let reference =
        (try? SnapshotStore.relativePath(
          layout: layout, screen: screen, extent: extent, named: name, pathExtension: format.pathExtension))
        .map(store.url(for:)) ?? store.url(for: layout)
      return FormatOutcome(
        pathExtension: format.pathExtension, kind: .error, summary: error.description, reference: reference)
    }
  }

  private func check() throws(SnapshotError) -> FormatOutcome? {
    let relative = try SnapshotStore.relativePath(
      layout: layout, screen: screen, extent: extent, named: name, pathExtension: format.pathExtension)
    let url = store.url(for: relative)
    var outcome = FormatOutcome(pathExtension: format.pathExtension, kind: .mismatch, reference: url)
    let actual: Data
    do {
      actual = try format.snapshot(snapshot)
    } catch {
      throw .snapshotFailed("the snapshot could not be made: \(error)")
    }
    let reference = try SnapshotStore.read(url)
    if mode.writesEverything {
      try SnapshotStore.write(actual, to: url)
      outcome.kind = .recordedAll
      return outcome
    }
    guard let reference else {
      guard mode.writesMissing else {
        outcome.kind = .missing
        outcome.artifacts = [try writeCopy(actual, relative: relative, role: "actual")]
        return outcome
      }
      try SnapshotStore.write(actual, to: url)
      outcome.kind = .recorded
      return outcome
    }
    if reference == actual { return try removingStaleArtifacts(relative) }
    let difference: SnapshotDifference?
    do {
      difference = try format.diffing.compare(reference, actual, tolerance)
    } catch let error as SnapshotComparisonError {
      throw .snapshotFailed(error.description)
    } catch {
      throw .snapshotFailed("the snapshots could not be compared: \(error)")
    }
    guard let difference else { return try removingStaleArtifacts(relative) }
    if mode.writesFailures {
      try SnapshotStore.write(actual, to: url)
      outcome.kind = .rerecorded
    }
    outcome.summary = difference.summary
    outcome.details = difference.details
    outcome.artifacts = [
      try writeCopy(reference, relative: relative, role: "reference"),
      try writeCopy(actual, relative: relative, role: "actual"),
    ]
    for artifact in difference.artifacts {
      outcome.artifacts.append(try writeArtifact(artifact.data, relative: relative, suffix: artifact.suffix))
    }
    outcome.frameChanges =
      difference.frameChanges.isEmpty ? try siblingFrameChanges(relative) : difference.frameChanges
    return outcome
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
  private func removingStaleArtifacts(_ relative: String) throws(SnapshotError) -> FormatOutcome? {
    let kind = SnapshotFileKind(pathExtension: format.pathExtension)
    // A format's own diffing may write a patch whatever its kind.
    let suffixes =
      ["actual.\(format.pathExtension)", "reference.\(format.pathExtension)", SnapshotArtifact.patch]
      + kind.artifactSuffixes.filter { $0 != SnapshotArtifact.patch }
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
