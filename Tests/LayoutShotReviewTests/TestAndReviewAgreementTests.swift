import Foundation
import LayoutShot
import LayoutShotTestSupport
import Raster
import Testing

@testable import LayoutShotTesting

/// A snapshot assertion and `layoutshot diff` given the same two files, the reference (the diff's
/// base) and the actual snapshot (its head), within the same tolerance: the same verdict, worded
/// the same way.
@Suite("Tests and reviews agree")
struct TestAndReviewAgreementTests {
  /// A 200 × 100 screen at 1x.
  private static let screen = Screen(device: "test-phone", size: Size(width: 200, height: 100), scale: 1)

  /// A 100 × 50 card 10 points from the top left corner, or another frame.
  private static func card(x: Double = 10, width: Double = 100) -> AnyLayoutProgram {
    AnyLayoutProgram("Card") { root, _ in
      let card = View("card")
      card.backgroundColor = .systemBlue
      root.addSubview(card)
      card.leading == root.leading + x
      card.top == root.top + 10
      card.width == width
      card.height == 50
    }
  }

  /// What one side made of the two files.
  enum Verdict: Equatable {
    /// The files match.
    case match
    /// They differ: the summary line and the lines under it.
    case differ(summary: String, details: [String])
    /// They could not be compared, for this reason.
    case error(String)
  }

  /// A folder with `base/` (the references), `head/` (the actual snapshots) and `artifacts/`.
  private struct Folders {
    let root: TemporaryFolder

    init() throws { root = try TemporaryFolder() }

    var base: String { root.file("base").path }
    var head: String { root.file("head").path }

    /// Runs the assertion on `program` against the references in `directory`.
    func verify(
      _ program: AnyLayoutProgram, in directory: String, as format: Snapshotting<LayoutSnapshot>,
      tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode = .never
    ) -> [String] {
      SnapshotVerification(
        record: record, snapshotDirectory: directory, tolerance: tolerance,
        site: CallSite(fileID: #fileID, filePath: #filePath, line: 1, column: 1, function: "agreement()"),
        environment: ["LAYOUTSHOT_ARTIFACTS": root.file("artifacts").path]
      ).verify(program, on: .screens(TestAndReviewAgreementTests.screen), as: [format], named: nil)
    }

    /// The snapshot file of `format` below `directory`.
    func file(_ directory: String, _ format: Snapshotting<LayoutSnapshot>) -> URL {
      URL(fileURLWithPath: directory).appendingPathComponent(
        "Card/test-phone-portrait.\(format.pathExtension)")
    }
  }

  /// One pair of files and a tolerance, said both ways.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var format: Snapshotting<LayoutSnapshot>
    var tolerance: SnapshotTolerance = .exact
    /// The same tolerance as `layoutshot diff` options.
    var options: [String] = []
    /// The reference, made from the actual snapshot's bytes.
    var reference: @Sendable (Data) throws -> Data
    /// What both sides must say, where it is worth writing down.
    var expected: Verdict?
    /// The summary both sides must give, where the details are not worth writing down.
    var expectedSummary: String?

    var testDescription: String { name }
  }

  /// The actual PNG with a 3 × 2 block at x 150..<153, y 70..<72 (white background) painted red:
  /// 6 of the 20,000 pixels, 0.030 %.
  private static let paintedBlock: @Sendable (Data) throws -> Data = { actual in
    var image = try Raster.Image(pngData: Array(actual))
    for y in 70..<72 {
      for x in 150..<153 { image.setPixel(x: x, y: y, to: RGBA8(red: 255, green: 0, blue: 0)) }
    }
    return Data(try image.pngData())
  }

  private static let blockDifference = Verdict.differ(
    summary: "6 of 20,000 pixels differ (0.030 %)", details: ["changed area: x 150..<153, y 70..<72 (pixels)"]
  )

  static let cases: [Case] = [
    Case(name: "byte-equal PNGs", format: .png, reference: { $0 }, expected: .match),
    Case(name: "byte-equal SVGs", format: .svg, reference: { $0 }, expected: .match),
    Case(name: "byte-equal frame dumps", format: .frames, reference: { $0 }, expected: .match),
    Case(
      name: "6 pixels within 6 allowed", format: .png, tolerance: .pixels(6), options: ["--max-pixels", "6"],
      reference: paintedBlock, expected: .match),
    Case(
      name: "6 pixels beyond 5 allowed", format: .png, tolerance: .pixels(5), options: ["--max-pixels", "5"],
      reference: paintedBlock, expected: blockDifference),
    // 0.05 % of 20,000 is 10 pixels, 0.02 % is 4.
    Case(
      name: "6 pixels within 0.05 %", format: .png, tolerance: .fraction(0.0005),
      options: ["--max-fraction", "0.0005"], reference: paintedBlock, expected: .match),
    Case(
      name: "6 pixels beyond 0.02 %", format: .png, tolerance: .fraction(0.0002),
      options: ["--max-fraction", "0.0002"], reference: paintedBlock, expected: blockDifference),
    // Red on white is far beyond a colour threshold of 0.1 and not an anti-aliased edge.
    Case(
      name: "6 pixels beyond a threshold, anti-aliasing ignored", format: .png,
      tolerance: .pixels(0, colorThreshold: 0.1, ignoringAntialiasing: true),
      options: ["--threshold", "0.1", "--ignore-antialiasing"], reference: paintedBlock,
      expected: blockDifference),
    Case(
      name: "a size change", format: .png, tolerance: .fraction(1), options: ["--max-fraction", "1"],
      reference: { _ in
        let taller = Raster.Image(width: 200, height: 120, fill: .white)
        return Data(try #require(taller).pngData())
      },
      expected: .differ(summary: "the size changed from 200 × 120 to 200 × 100 pixels", details: [])),
    Case(name: "a corrupt PNG", format: .png, reference: { _ in Data("not a png".utf8) }),
    Case(
      name: "moved views in a frame dump", format: .frames,
      reference: { actual in
        // The card of the reference was 20 points further right and 20 wider.
        let text = String(decoding: actual, as: UTF8.self)
        let from = #""name": "card", "parent": "root", "frame": {"x": 10, "y": 10, "width": 100,"#
        let to = #""name": "card", "parent": "root", "frame": {"x": 30, "y": 10, "width": 120,"#
        try #require(text.contains(from))
        return Data(text.replacingOccurrences(of: from, with: to).utf8)
      },
      expected: .differ(
        summary: "2 changes in 1 view", details: ["card.x 30 → 10 (-20)", "card.width 120 → 100 (-20)"])),
    Case(
      name: "an SVG text change", format: .svg,
      reference: { actual in
        let text = String(decoding: actual, as: UTF8.self)
        try #require(text.contains(#"width="100""#))
        return Data(text.replacingOccurrences(of: #"width="100""#, with: #"width="120""#).utf8)
      }, expectedSummary: "1 line removed, 1 added"),
  ]

  @Test(arguments: cases) func bothSayTheSame(_ pair: Case) throws {
    let folders = try Folders()
    // The actual snapshot, recorded in head/ as the assertion makes it, and the reference in base/.
    _ = folders.verify(Self.card(), in: folders.head, as: pair.format, record: .all)
    let actual = try Data(contentsOf: folders.file(folders.head, pair.format))
    let referenceURL = folders.file(folders.base, pair.format)
    try FileManager.default.createDirectory(
      at: referenceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    let reference = try pair.reference(actual)
    try reference.write(to: referenceURL)

    let failures = folders.verify(Self.card(), in: folders.base, as: pair.format, tolerance: pair.tolerance)
    #expect(failures.count <= 1)
    let test = Self.verdict(ofTest: failures, formatName: Self.formatName(pair.format))
    // The assertion leaves the reference as it was.
    #expect(try Data(contentsOf: referenceURL) == reference)

    let run = try Executable.run(["diff", folders.base, folders.head] + pair.options)
    let review = Self.verdict(ofReview: run, pathExtension: pair.format.pathExtension)

    #expect(test == review)
    if let expected = pair.expected { #expect(test == expected) }
    switch test {
    case .match: break
    case .differ(let summary, _): #expect(summary == pair.expectedSummary ?? summary)
    case .error(let reason):
      #expect(reason.hasPrefix("the reference image cannot be decoded: not a PNG file"))
    }
  }

  /// `PNG`, `SVG`, `frames`: how a failure message names a format.
  private static func formatName(_ format: Snapshotting<LayoutSnapshot>) -> String {
    FormatOutcome(pathExtension: format.pathExtension, kind: .mismatch, reference: URL(fileURLWithPath: "/"))
      .formatName
  }

  /// The verdict in an assertion's failure messages: its format's line, `  PNG: <summary>`, and
  /// the lines indented under it.
  private static func verdict(ofTest failures: [String], formatName: String) -> Verdict {
    guard let message = failures.first else { return .match }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let prefix = "  \(formatName): "
    guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else {
      return .error("no line for \(formatName) in: \(message)")
    }
    let summary = String(lines[index].dropFirst(prefix.count))
    if lines[0].hasSuffix("some snapshots could not be checked.") { return .error(summary) }
    let details = lines[(index + 1)...].prefix { $0.hasPrefix("    ") }.map { String($0.dropFirst(4)) }
    return .differ(summary: summary, details: details)
  }

  /// The verdict of `layoutshot diff`: status 0 for a match; 1 with the file's line,
  /// `    png: <summary>`, and the lines indented under it; 2 with the one error line.
  private static func verdict(ofReview run: Executable.Output, pathExtension: String) -> Verdict {
    switch run.status {
    case 0:
      return .match
    case 1:
      let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let prefix = "    \(pathExtension): "
      guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else {
        return .error("no line for \(pathExtension) in: \(run.standardOutput)")
      }
      let details = lines[(index + 1)...].prefix { $0.hasPrefix("      ") }.map { String($0.dropFirst(6)) }
      return .differ(summary: String(lines[index].dropFirst(prefix.count)), details: details)
    default:
      let prefix = "error: Cannot compare 'Card/test-phone-portrait.\(pathExtension)': "
      var line = run.standardError
      guard line.hasPrefix(prefix), line.hasSuffix(".\n") else { return .error("unexpected: \(line)") }
      line = String(line.dropFirst(prefix.count).dropLast(2))
      return .error(line)
    }
  }
}
