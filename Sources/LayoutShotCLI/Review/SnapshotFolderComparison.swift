import Foundation
import LayoutShot
import LayoutShotReview

/// Two folders of snapshots compared file by file, matched by relative path.
///
/// Each pair of files is compared as a snapshot test compares an actual snapshot with its
/// reference (`SnapshotComparison`, the base file being the reference and the head file the
/// actual one): byte-equal files are unchanged; otherwise images are compared by their pixels
/// within the tolerance, frame dumps view by view, and other text line by line, and a changed
/// file carries the same summary and details a failing test shows.
struct SnapshotFolderComparison: Sendable {
  var base: URL
  var head: URL
  /// How different two images may be and still match: the test assertions' tolerance.
  var tolerance: SnapshotTolerance

  /// The snapshot files of both folders: `.png`, `.svg` and `.json` below each, skipping hidden
  /// files and folders.
  static let extensions = SnapshotFileKind.snapshotExtensions

  /// Every file of either folder, compared, in ``SnapshotOrder`` (by layout, then by device in
  /// the built-in catalog's order, portrait first).
  ///
  /// - Throws: A ``CLIError`` naming a folder that cannot be read, or a file that cannot be
  ///   read or decoded.
  func compare() throws(CLIError) -> [SnapshotFileChange] {
    let baseFiles = try Self.files(in: base, role: "base")
    let headFiles = try Self.files(in: head, role: "head")
    let paths = SnapshotOrder(catalog: .standard).sorted(Set(baseFiles).union(headFiles))
    var changes: [SnapshotFileChange] = []
    for path in paths {
      let baseURL = baseFiles.contains(path) ? base.appendingPathComponent(path) : nil
      let headURL = headFiles.contains(path) ? head.appendingPathComponent(path) : nil
      changes.append(try compare(path: path, base: baseURL, head: headURL))
    }
    return attachingImageFrameChanges(changes)
  }

  private func compare(path: String, base: URL?, head: URL?) throws(CLIError) -> SnapshotFileChange {
    var change = SnapshotFileChange(
      path: path, status: .unchanged, summary: "unchanged", base: base, head: head)
    guard let base, let head else {
      change.status = base == nil ? .added : .removed
      change.summary = base == nil ? "new snapshot" : "snapshot removed"
      return change
    }
    // The comparison the test assertions make, within the same tolerance; the report shows the
    // images itself, so it needs no strip of them.
    let comparison = SnapshotComparison(
      pathExtension: change.pathExtension, tolerance: tolerance, makesStrip: false)
    let old = try Self.read(base)
    let new = try Self.read(head)
    let difference: SnapshotDifference?
    do {
      difference = try comparison.compare(reference: old, actual: new)
    } catch {
      throw CLIError("Cannot compare '\(path)': \(error.description).")
    }
    guard let difference else { return change }
    change.status = .changed
    change.summary = difference.summary
    change.details = difference.details
    change.frameChanges = difference.frameChanges
    change.diffImage = difference.artifact(SnapshotArtifact.diffImage)
    change.textDiff = difference.artifact(SnapshotArtifact.patch).map { String(decoding: $0, as: UTF8.self) }
    return change
  }

  /// Images changed without a frame dump of their own show the frame changes of the dump beside
  /// them.
  private func attachingImageFrameChanges(_ changes: [SnapshotFileChange]) -> [SnapshotFileChange] {
    let dumps = Dictionary(
      changes.filter { $0.pathExtension == "json" }.map { ($0.stem, $0.frameChanges) },
      uniquingKeysWith: { first, _ in first })
    return changes.map { change in
      var change = change
      if change.pathExtension != "json", change.status == .changed, let frames = dumps[change.stem] {
        change.frameChanges = frames
      }
      return change
    }
  }

  private static func read(_ url: URL) throws(CLIError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw CLIError("Cannot read '\(url.path)': \(FileErrorReason.text(error)).")
    }
  }

  /// The snapshot files below `folder`, as relative paths.
  static func files(in folder: URL, role: String) throws(CLIError) -> Set<String> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CLIError("The \(role) folder '\(folder.path)' does not exist or is not a folder.")
    }
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else {
      throw CLIError("Cannot read the \(role) folder '\(folder.path)'.")
    }
    let root = folder.standardizedFileURL.path
    var files = Set<String>()
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey])
      guard values?.isRegularFile == true, extensions.contains(url.pathExtension.lowercased()) else {
        continue
      }
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(root + "/") else { continue }
      files.insert(String(path.dropFirst(root.count + 1)))
    }
    return files
  }
}
