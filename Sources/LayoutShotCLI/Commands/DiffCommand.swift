import ArgumentParser
import Foundation
import LayoutShot
import LayoutShotReview

/// `layoutshot diff BASE HEAD`: compares two folders of snapshots and writes a review.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two folders of snapshots and write an HTML report and a Markdown summary.",
    discussion: """
      Files are matched by their path below each folder: changed, added, removed or unchanged. \
      Each pair is compared as a snapshot test compares its snapshot with the reference, BASE \
      holding the references and HEAD the actual snapshots: PNG images by their pixels, frame \
      dumps view by view, SVGs line by line, with the same words for what changed.

      An image matches when it has the same size and at most --max-pixels pixels, or at most \
      --max-fraction of its pixels, differ by more than --threshold; with --ignore-antialiasing, \
      pixels on anti-aliased edges are not counted. This is the rule of a snapshot test's \
      tolerance, so `--max-pixels 20` judges as `tolerance: .pixels(20)` does. By default every \
      pixel must match exactly.

      Example, in a pull request's CI job:
        git worktree add ../base origin/main
        layoutshot diff ../base/Snapshots Snapshots --report review --markdown review.md

      \(ExitStatus.help)
      """)

  @Argument(help: "The folder of reference snapshots (e.g. the base branch's Snapshots/).")
  var base: String

  @Argument(help: "The folder of actual snapshots (e.g. the pull request's Snapshots/ or a render output).")
  var head: String

  @Option(help: "Write the HTML report into this folder (index.html and images).")
  var report: String?

  @Option(help: "Write the Markdown summary to this file.")
  var markdown: String?

  // The numbers take the next argument even when it starts with a dash, so a negative value gets
  // the range message of `validate()`, not "missing value".
  @Option(
    parsing: .unconditional,
    help:
      "Colour distance (0...1, pixelmatch's scale) up to which two pixels count as equal; 0 compares exactly."
  )
  var threshold: Double = 0

  @Option(
    parsing: .unconditional,
    help: "How many pixels may differ beyond the threshold in an image that still matches.")
  var maxPixels: Int = 0

  @Option(
    parsing: .unconditional,
    help: "What share (0...1) of the pixels may differ beyond the threshold in an image that still matches.")
  var maxFraction: Double = 0

  @Flag(help: "Do not count differing pixels that look like anti-aliased edges in either image.")
  var ignoreAntialiasing = false

  @Option(help: "The report's link in the Markdown summary (e.g. a CI artifact URL).")
  var reportLink: String?

  func validate() throws {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw ValidationError("--threshold must be between 0 and 1, not \(threshold).")
    }
    guard maxPixels >= 0 else { throw ValidationError("--max-pixels cannot be negative.") }
    guard maxFraction.isFinite, (0...1).contains(maxFraction) else {
      throw ValidationError("--max-fraction must be between 0 and 1, not \(maxFraction).")
    }
  }

  /// The tolerance the options say, the one a snapshot test takes.
  var tolerance: SnapshotTolerance {
    SnapshotTolerance(
      colorThreshold: threshold, maximumDifferingPixels: maxPixels, maximumDifferingFraction: maxFraction,
      ignoresAntialiasing: ignoreAntialiasing)
  }

  /// The most detail lines printed for one file.
  static let shownDetails = 10

  func run() throws {
    let comparison = SnapshotFolderComparison(
      base: URL(fileURLWithPath: base), head: URL(fileURLWithPath: head), tolerance: tolerance)
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
        // Each changed file as a failing test words it: its summary, then a few of its details.
        for file in group.files where file.status == .changed {
          print("    \(file.pathExtension): \(file.summary)")
          for detail in file.details.prefix(Self.shownDetails) { print("      \(detail)") }
          if file.details.count > Self.shownDetails {
            print("      … and \(file.details.count - Self.shownDetails) more")
          }
        }
      }
    }
    if review.hasChanges { throw ExitStatus.findings }
  }
}
