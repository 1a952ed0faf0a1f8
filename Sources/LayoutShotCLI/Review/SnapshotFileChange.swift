import Foundation
import LayoutShot

/// One snapshot file compared between two folders.
struct SnapshotFileChange: Sendable {
  enum Status: String, Sendable, Comparable {
    case unchanged, changed, added, removed

    static func < (a: Status, b: Status) -> Bool { a.rank < b.rank }

    /// Unchanged first, then changed, added, removed: a group shows its worst.
    private var rank: Int {
      switch self {
      case .unchanged: 0
      case .removed: 1
      case .added: 2
      case .changed: 3
      }
    }
  }

  /// The path relative to both folders: `ComplexWidth/iphone-12-portrait.png`.
  var path: String
  var status: Status
  /// One line: what differs, worded as a failing snapshot test words it.
  var summary: String
  /// Lines that explain the summary: the changed area of an image, the frame changes, the first
  /// changed lines of a text.
  var details: [String] = []
  /// The frame changes (a frame dump's, or the dump's beside an image).
  var frameChanges: [FrameChange] = []
  /// A unified line diff, for text snapshots.
  var textDiff: String?
  /// The file in the base folder, if it is there.
  var base: URL?
  /// The file in the head folder, if it is there.
  var head: URL?
  /// A PNG that highlights the changed pixels over a faded base image.
  var diffImage: Data?

  /// The file's extension: `png`, `svg`, `json`.
  var pathExtension: String { (path as NSString).pathExtension.lowercased() }

  /// The path without its extension: the layout, device and orientation it shows.
  var stem: String { (path as NSString).deletingPathExtension }
}

/// The files of one snapshot (a layout on one screen) in every format, compared.
struct SnapshotGroupChange: Sendable {
  /// `ComplexWidth/iphone-12-portrait`.
  var stem: String
  var files: [SnapshotFileChange]

  /// The layout: the first folder of the path (the whole stem for a file at the top).
  var layout: String {
    let parts = stem.split(separator: "/", maxSplits: 1)
    return parts.count == 2 ? String(parts[0]) : "(top level)"
  }

  /// The screen: the file name without extension.
  var screen: String { String(stem.split(separator: "/").last ?? Substring(stem)) }

  /// The screen's name read back: device, orientation, variant and the words after them; `nil`
  /// for a file named otherwise.
  var fileName: SnapshotPath.FileName? { SnapshotPath.fileName(screen) }

  /// The group's status: `changed` when any file changed, or all files were added or removed.
  var status: SnapshotFileChange.Status {
    let statuses = Set(files.map(\.status))
    if statuses == [.unchanged] { return .unchanged }
    if statuses == [.added] { return .added }
    if statuses == [.removed] { return .removed }
    return .changed
  }

  /// The frame changes of the group, from its frame dump or else its image.
  var frameChanges: [FrameChange] {
    files.first { $0.pathExtension == "json" && !$0.frameChanges.isEmpty }?.frameChanges
      ?? files.first { !$0.frameChanges.isEmpty }?.frameChanges ?? []
  }
}
