import ArgumentParser
import Foundation
import LayoutShot

/// `layoutshot diff BASE HEAD`: compares two folders of snapshots and writes a review.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two folders of snapshots and write an HTML report and a Markdown summary.",
    discussion: """
      Files are matched by their path below each folder: changed, added, removed or unchanged. \
      Images are compared by their pixels, frame dumps view by view, SVGs line by line.

      Example, in a pull request's CI job:
        git worktree add ../base origin/main
        layoutshot diff ../base/Snapshots Snapshots --report review --markdown review.md

      \(ExitStatus.help)
      """)

  @Argument(help: "The folder of reference snapshots (e.g. the base branch's Snapshots/).")
  var base: String

  @Argument(help: "The folder of new snapshots (e.g. the pull request's Snapshots/ or a render output).")
  var head: String

  @Option(help: "Write the HTML report into this folder (index.html and images).")
  var report: String?

  @Option(help: "Write the Markdown summary to this file.")
  var markdown: String?

  // Both numbers take the next argument even when it starts with a dash, so a negative value
  // gets the range message of `validate()`, not "missing value".
  @Option(
    parsing: .unconditional,
    help: "Colour distance (0...1) under which two pixels count as equal; 0 compares exactly.")
  var threshold: Double = 0

  @Option(
    parsing: .unconditional,
    help: "How many pixels may differ beyond the threshold before an image counts as changed.")
  var maxPixels: Int = 0

  @Option(help: "The report's link in the Markdown summary (e.g. a CI artifact URL).")
  var reportLink: String?

  func validate() throws {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw ValidationError("--threshold must be between 0 and 1, not \(threshold).")
    }
    guard maxPixels >= 0 else { throw ValidationError("--max-pixels cannot be negative.") }
  }

  func run() throws {
    let comparison = SnapshotFolderComparison(
      base: URL(fileURLWithPath: base), head: URL(fileURLWithPath: head),
      imageComparison: ImageComparison(colorThreshold: threshold, maximumDifferingPixels: maxPixels))
    let review = ReviewReport(try comparison.compare())
    if let report {
      let html = HTMLReport(report: review, baseName: base, headName: head)
      try OutputFolder.replace(
        URL(fileURLWithPath: report, isDirectory: true), with: html.files(), marker: "index.html")
    }
    if let markdown {
      try OutputFolder.write(
        Data(MarkdownSummary.text(review, reportLink: reportLink ?? report.map { $0 + "/index.html" }).utf8),
        to: URL(fileURLWithPath: markdown))
    }
    print(review.countsLine)
    for (layout, groups) in review.changedByLayout {
      print("\(layout):")
      for group in groups {
        print("  \(group.status.rawValue) \(group.screen)")
        for change in group.frameChanges.prefix(10) { print("    \(change)") }
      }
    }
    if review.hasChanges { throw ExitStatus.findings }
  }
}
