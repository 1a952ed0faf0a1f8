import Foundation
import LayoutShot
import LayoutShotReview

/// The one failure message of a screen whose snapshots do not all match: what moved first (the
/// frame changes), then which formats differ and by how much, with at most a few short lines of
/// each text diff, where the references and the artifacts are, and the command that accepts the
/// change.
///
///     Card on iphone-12 portrait does not match its references: frames, PNG and SVG differ.
///       frames: 1 change in 1 view
///         title.y 20 → 24 (+4)
///       PNG: 1,204 of 3,013,524 pixels differ (0.040 %)
///         changed area: x 40..<410, y 60..<132 (pixels)
///       SVG: 1 line removed, 1 added
///         -<path d="M33.8 95.1 … (2,140 numbers)" fill="#000000"/>
///         +<path d="M33.8 99.1 … (2,140 numbers)" fill="#000000"/>
///       references: /app/Snapshots/Card/iphone-12-portrait.{json,png,svg}
///       artifacts: /app/.build/layoutshot-artifacts/Card/iphone-12-portrait.* (actual.png, diff.png, …)
///       To accept the new snapshots: LAYOUTSHOT_RECORD=failed swift test --filter card
struct ScreenFailure {
  /// `Card on iphone-12 portrait`, with the variant when it is not the standard one.
  var title: String
  /// The outcomes of the formats that did not match, in the order the formats were asked for.
  var outcomes: [FormatOutcome]
  /// The running test's name, for the commands.
  var testName: String

  /// The most frame changes listed before the rest are counted.
  static let listedFrameChanges = 12

  var message: String {
    var lines = [headline]
    lines += frameLines
    for outcome in outcomes where outcome.pathExtension != "json" {
      switch outcome.kind {
      case .mismatch, .rerecorded:
        lines.append("  \(outcome.formatName): \(outcome.summary)")
        lines += outcome.details.map { "    " + $0 }
      case .error:
        lines.append("  \(outcome.formatName): \(outcome.summary)")
      case .recorded, .recordedAll, .missing:
        break
      }
    }
    if let references = Self.files(outcomes.filter { $0.kind != .error }.map(\.reference)) {
      lines.append("  \(outcomes.count == 1 ? "reference" : "references"): \(references)")
    }
    let artifacts = outcomes.flatMap(\.artifacts)
    if let first = artifacts.first {
      let stem = first.deletingLastPathComponent().appendingPathComponent(Self.stem(of: first)).path
      let suffixes = artifacts.map { String($0.lastPathComponent.dropFirst(Self.stem(of: first).count + 1)) }
      lines.append("  artifacts: \(stem).* (\(suffixes.sorted().joined(separator: ", ")))")
    }
    if outcomes.contains(where: { $0.kind == .mismatch }) {
      lines.append("  To accept the new snapshots: LAYOUTSHOT_RECORD=failed swift test --filter \(testName)")
    }
    if outcomes.contains(where: { $0.kind == .missing }) {
      lines.append(
        "  To record them: LAYOUTSHOT_RECORD=missing swift test --filter \(testName), then commit the files.")
    }
    return lines.joined(separator: "\n")
  }

  /// The first line: what happened to the screen's snapshots, format by format.
  private var headline: String {
    func names(_ kind: FormatOutcome.Kind) -> [String] {
      outcomes.filter { $0.kind == kind }.map(\.formatName)
    }
    let mismatched = names(.mismatch)
    if mismatched.count == outcomes.count {
      return "\(title) does not match its \(mismatched.count == 1 ? "reference" : "references"): "
        + "\(Self.list(mismatched)) \(Self.differ(mismatched))."
    }
    var sentences: [String] = []
    if !mismatched.isEmpty {
      sentences.append("\(Self.list(mismatched)) \(Self.differ(mismatched)) from the references.")
    }
    let rerecorded = names(.rerecorded)
    if !rerecorded.isEmpty {
      sentences.append("re-recorded \(Self.list(rerecorded)) (record mode 'failed').")
    }
    let recorded = names(.recorded)
    if !recorded.isEmpty {
      sentences.append(
        "recorded new references for \(Self.list(recorded)). Run the test again to compare with them.")
    }
    let recordedAll = names(.recordedAll)
    if !recordedAll.isEmpty {
      sentences.append(
        "recorded \(Self.list(recordedAll)) (record mode 'all'). Turn recording off and run the test again to "
          + "compare with them.")
    }
    let missing = names(.missing)
    if !missing.isEmpty {
      sentences.append(
        "no reference for \(Self.list(missing)), and record mode 'never' does not record one (the default when CI "
          + "is set).")
    }
    if outcomes.contains(where: { $0.kind == .error }) {
      sentences.append("some snapshots could not be checked.")
    }
    return "\(title): " + sentences.joined(separator: " ")
  }

  /// The frame changes, first: the frame dump's own when it differs, else those read against the
  /// frame dump reference beside an image that differs.
  private var frameLines: [String] {
    let differing = outcomes.filter { $0.kind == .mismatch || $0.kind == .rerecorded }
    let own = differing.first { $0.pathExtension == "json" }
    let changes = own?.frameChanges ?? differing.first { !$0.frameChanges.isEmpty }?.frameChanges ?? []
    if let own, changes.isEmpty {
      // A frame dump that differs in something other than frames: its lines.
      return ["  frames: \(own.summary)"] + own.details.map { "    " + $0 }
    }
    guard !changes.isEmpty else { return [] }
    var lines = ["  frames: \(own?.summary ?? DifferenceWording.frames(changes))"]
    lines += changes.prefix(Self.listedFrameChanges).map { "    \($0)" }
    if changes.count > Self.listedFrameChanges {
      lines.append("    … and \(changes.count - Self.listedFrameChanges) more")
    }
    return lines
  }

  /// `differs` after one format's name, `differ` after several or after `frames`.
  private static func differ(_ names: [String]) -> String {
    names == ["PNG"] || names == ["SVG"] ? "differs" : "differ"
  }

  /// `frames`, `frames and PNG`, `frames, PNG and SVG`.
  private static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }

  /// One path, or the paths of one stem as `stem.{json,png,svg}`; `nil` for none.
  private static func files(_ urls: [URL]) -> String? {
    guard let first = urls.first else { return nil }
    let stem = first.deletingPathExtension().path
    let extensions = urls.map(\.pathExtension)
    guard urls.count > 1, urls.allSatisfy({ $0.deletingPathExtension().path == stem }) else {
      return urls.map(\.path).joined(separator: ", ")
    }
    return "\(stem).{\(extensions.sorted().joined(separator: ","))}"
  }

  /// A file's name up to its first full stop after the device and variant words:
  /// `iphone-12-portrait` of `iphone-12-portrait.diff.png`.
  private static func stem(of url: URL) -> String {
    String(url.lastPathComponent.prefix { $0 != "." })
  }
}
