import LayoutShot

/// The review as Markdown for a pull-request comment: the counts, then a table of the snapshots
/// that changed with what changed in each.
enum MarkdownSummary {
  /// The summary's text; `reportLink`, when given, is linked under the counts.
  static func text(_ report: ReviewReport, reportLink: String? = nil, maximumRows: Int = 100) -> String {
    var lines = ["## LayoutShot review", ""]
    lines.append(
      "**\(report.count(.changed))** changed · **\(report.count(.added))** added · "
        + "**\(report.count(.removed))** removed · \(report.count(.unchanged)) unchanged")
    if let reportLink { lines += ["", "[Open the full report](\(reportLink))"] }
    let changed = report.changedByLayout.flatMap(\.groups)
    guard !changed.isEmpty else {
      lines += ["", "No layout changed."]
      return lines.joined(separator: "\n") + "\n"
    }
    lines += ["", "| Snapshot | Status | What changed |", "| --- | --- | --- |"]
    for group in changed.prefix(maximumRows) {
      lines.append("| \(code(cell(group.stem))) | \(badge(group.status)) | \(cell(details(group))) |")
    }
    if changed.count > maximumRows {
      lines.append("")
      lines.append("… and \(changed.count - maximumRows) more in the full report.")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func badge(_ status: SnapshotFileChange.Status) -> String {
    switch status {
    case .changed: "🔴 changed"
    case .added: "⚪ added"
    case .removed: "⚫ removed"
    case .unchanged: "🔵 unchanged"
    }
  }

  /// The frame changes (at most five), else each changed file's summary.
  private static func details(_ group: SnapshotGroupChange) -> String {
    let frames = group.frameChanges.map(\.description)
    if !frames.isEmpty {
      let shown = frames.prefix(5).joined(separator: "<br>")
      return frames.count > 5 ? shown + "<br>… \(frames.count - 5) more" : shown
    }
    return group.files.filter { $0.status != .unchanged }
      .map { "\($0.pathExtension): \($0.summary)" }
      .joined(separator: "<br>")
  }

  /// `text` as inline code: in single backticks, or in double ones with spaces when it holds a
  /// backtick itself (a file name may).
  private static func code(_ text: String) -> String {
    text.contains("`") ? "`` \(text) ``" : "`\(text)`"
  }

  /// Text safe inside a table cell: pipes escaped, no line breaks.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
