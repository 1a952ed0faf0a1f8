import Foundation
import LayoutShot

/// The review of two snapshot folders: the groups of files that changed, and the pages made of
/// them — a self-contained HTML report and a Markdown summary for a pull request.
struct ReviewReport: Sendable {
  var groups: [SnapshotGroupChange]

  init(_ files: [SnapshotFileChange]) {
    var order: [String] = []
    var byStem: [String: [SnapshotFileChange]] = [:]
    for file in files {
      if byStem[file.stem] == nil { order.append(file.stem) }
      byStem[file.stem, default: []].append(file)
    }
    groups = order.map { SnapshotGroupChange(stem: $0, files: byStem[$0] ?? []) }
  }

  /// The number of snapshot groups with each status.
  func count(_ status: SnapshotFileChange.Status) -> Int {
    groups.filter { $0.status == status }.count
  }

  /// Whether anything changed, was added or was removed.
  var hasChanges: Bool { groups.contains { $0.status != .unchanged } }

  /// The groups that are not unchanged, by layout in order of first appearance.
  var changedByLayout: [(layout: String, groups: [SnapshotGroupChange])] {
    var order: [String] = []
    var byLayout: [String: [SnapshotGroupChange]] = [:]
    for group in groups where group.status != .unchanged {
      if byLayout[group.layout] == nil { order.append(group.layout) }
      byLayout[group.layout, default: []].append(group)
    }
    return order.map { ($0, byLayout[$0] ?? []) }
  }

  /// One line: `3 changed, 1 added, 0 removed, 40 unchanged`.
  var countsLine: String {
    "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed, \(count(.unchanged)) unchanged"
  }
}
