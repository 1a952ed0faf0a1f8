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

  /// Every group by layout, in order of first appearance (the groups are in ``SnapshotOrder``:
  /// by layout, device, orientation and variant).
  var layouts: [LayoutChanges] {
    var order: [String] = []
    var byLayout: [String: [SnapshotGroupChange]] = [:]
    for group in groups {
      if byLayout[group.layout] == nil { order.append(group.layout) }
      byLayout[group.layout, default: []].append(group)
    }
    return order.map { LayoutChanges(layout: $0, groups: byLayout[$0] ?? []) }
  }

  /// The groups that are not unchanged, by layout in order of first appearance.
  var changedByLayout: [(layout: String, groups: [SnapshotGroupChange])] {
    layouts.map { ($0.layout, $0.changed) }.filter { !$0.1.isEmpty }
  }

  /// One line: `3 changed, 1 added, 0 removed, 40 unchanged`.
  var countsLine: String {
    "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed, \(count(.unchanged)) unchanged"
  }
}

/// One layout's snapshots in a review: its devices and variants together.
struct LayoutChanges: Sendable {
  var layout: String
  /// The layout's snapshots, by device, orientation and variant.
  var groups: [SnapshotGroupChange]

  /// The snapshots that changed, were added or were removed.
  var changed: [SnapshotGroupChange] { groups.filter { $0.status != .unchanged } }
  /// The snapshots that did not change.
  var unchanged: [SnapshotGroupChange] { groups.filter { $0.status == .unchanged } }

  /// `1 changed, 1 added, 3 unchanged`: changed and unchanged always, added and removed when
  /// there are any.
  var countsText: String {
    func count(_ status: SnapshotFileChange.Status) -> Int { groups.filter { $0.status == status }.count }
    var parts = ["\(count(.changed)) changed"]
    if count(.added) > 0 { parts.append("\(count(.added)) added") }
    if count(.removed) > 0 { parts.append("\(count(.removed)) removed") }
    parts.append("\(count(.unchanged)) unchanged")
    return parts.joined(separator: ", ")
  }
}
