import LayoutShot

/// The review as Markdown for a pull-request comment: the counts, then for each layout that
/// changed a heading with its counts and a table of its snapshots that changed (by device,
/// orientation and variant) with what changed in each.
enum MarkdownSummary {
  /// The summary's text; `reportLink`, when given, is linked under the counts.
  static func text(_ report: ReviewReport, reportLink: String? = nil, maximumRows: Int = 100) -> String {
    var lines = ["## LayoutShot review", ""]
    lines.append(
      "**\(report.count(.changed))** changed · **\(report.count(.added))** added · "
        + "**\(report.count(.removed))** removed · \(report.count(.unchanged)) unchanged")
    if let reportLink { lines += ["", "[Open the full report](\(reportLink))"] }
    let layouts = report.layouts
    let changedLayouts = layouts.filter { !$0.changed.isEmpty }
    guard !changedLayouts.isEmpty else {
      lines += ["", "No layout changed."]
      return lines.joined(separator: "\n") + "\n"
    }
    // One table per layout that changed, its devices and variants together, under a heading
    // with its counts.
    var shown = 0
    let total = changedLayouts.map(\.changed.count).reduce(0, +)
    for layout in changedLayouts where shown < maximumRows {
      lines += [
        "", "### \(code(heading(layout.layout))) · \(layout.countsText)", "",
        "| Snapshot | Status | What changed |", "| --- | --- | --- |",
      ]
      for group in layout.changed.prefix(maximumRows - shown) {
        lines.append("| \(code(cell(group.stem))) | \(badge(group.status)) | \(cell(details(group))) |")
        shown += 1
      }
    }
    if total > shown {
      lines.append("")
      lines.append("… and \(total - shown) more in the full report.")
    }
    let unchangedLayouts = layouts.count - changedLayouts.count
    if unchangedLayouts > 0 {
      lines += ["", "\(unchangedLayouts) more \(unchangedLayouts == 1 ? "layout" : "layouts") unchanged."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A layout's name on one line, for a heading.
  private static func heading(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: " ")
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
