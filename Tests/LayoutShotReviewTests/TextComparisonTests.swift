import Foundation
import LayoutShot
import LayoutShotReview
import Testing

/// SVG and other text compared line by line, frame dumps view by view, on texts written here.
@Suite("Comparing texts and frame dumps")
struct TextComparisonTests {
  private func compare(_ kind: SnapshotFileKind, _ reference: String, _ actual: String) -> SnapshotDifference?
  {
    // Text comparisons never throw: any bytes are text.
    try? SnapshotComparison(kind: kind).compare(reference: Data(reference.utf8), actual: Data(actual.utf8))
  }

  @Test func linesRemovedAndAddedAreCountedAndShown() throws {
    // b becomes x, and d is new: 1 line removed, 2 added.
    let difference = try #require(compare(.text, "a\nb\nc\n", "a\nx\nc\nd\n"))
    #expect(difference.summary == "1 line removed, 2 added")
    #expect(difference.details.contains("-b"))
    #expect(difference.details.contains("+x"))
    #expect(difference.details.contains("+d"))
    #expect(!difference.details.contains(" a"))
    // The whole diff, with the unchanged lines around the changes, is the artifact.
    #expect(difference.artifacts.map(\.suffix) == ["diff"])
    let patch = String(decoding: try #require(difference.artifact("diff")), as: UTF8.self)
    #expect(patch.split(separator: "\n").filter { !$0.hasPrefix("@@") } == [" a", "-b", "+x", " c", "+d"])
  }

  @Test func pluralsAndThousandsAreWordedAsPeopleReadThem() throws {
    let many = (0..<1_200).map { "line \($0)" }.joined(separator: "\n")
    #expect(compare(.text, "", many)?.summary == "0 lines removed, 1,200 added")
    #expect(compare(.text, "a\nb\n", "c\n")?.summary == "2 lines removed, 1 added")
  }

  @Test func detailsShowLongValuesShortenedAndTheArtifactKeepsThemWhole() throws {
    let path = { (first: Int) in
      #"<path d="M"# + (first..<first + 100).map { "\($0).5" }.joined(separator: " ")
        + ##"" fill="#000000"/>"##
    }
    let difference = try #require(
      compare(.text, "<g>\n" + path(0) + "\n</g>\n", "<g>\n" + path(1) + "\n</g>\n"))
    #expect(difference.summary == "1 line removed, 1 added")
    #expect(difference.details.contains(##"-<path d="M0.5 1.5 … (100 numbers)" fill="#000000"/>"##))
    #expect(difference.details.contains(##"+<path d="M1.5 2.5 … (100 numbers)" fill="#000000"/>"##))
    let patch = String(decoding: try #require(difference.artifact("diff")), as: UTF8.self)
    #expect(patch.contains("\n-" + path(0) + "\n"))
    #expect(patch.contains("\n+" + path(1) + "\n"))
  }

  @Test func detailsShowOnlyTheFirstChangedLines() throws {
    let reference = (0..<10).map { "v\($0)" }.joined(separator: "\n")
    let actual = (0..<10).map { "w\($0)" }.joined(separator: "\n")
    let difference = try #require(compare(.text, reference, actual))
    #expect(difference.summary == "10 lines removed, 10 added")
    // Six lines of the diff, then one that says how many were left out; the artifact has all 20.
    #expect(difference.details.count == SnapshotComparison.shownDiffLines + 1)
    let patch = String(decoding: try #require(difference.artifact("diff")), as: UTF8.self)
    #expect(patch.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count == 20)
  }

  @Test func textsThatDifferOnlyInBytesOutsideTheLinesStillDiffer() throws {
    // A final newline, and two different bytes that are not UTF-8 (both read as U+FFFD).
    #expect(
      compare(.text, "a\n", "a")?.summary
        == "no line differs, but the bytes do (a final newline, or bytes that are not UTF-8)")
    let difference = try SnapshotComparison(kind: .text).compare(
      reference: Data([0x61, 0xFF]), actual: Data([0x61, 0xFE]))
    #expect(difference?.summary.hasPrefix("no line differs") == true)
    #expect(compare(.text, "same\n", "same\n") == nil)
  }

  /// A frame dump of a 200 × 100 screen with the views given as `name: (parent, x, y, width,
  /// height)`, in order.
  private func dump(_ views: [(String, String?, Double, Double, Double, Double)], width: Double = 200)
    -> String
  {
    let lines = views.map { name, parent, x, y, w, h in
      let parentText = parent.map { "\"\($0)\"" } ?? "null"
      return #"    {"name": "\#(name)", "parent": \#(parentText), "frame": {"x": \#(x), "y": \#(y), "#
        + #""width": \#(w), "height": \#(h)}}"#
    }
    return """
      {
        "layout": "Card",
        "device": "test-phone",
        "orientation": "portrait",
        "size": {"width": \(width), "height": 100},
        "scale": 1,
        "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0},
        "views": [
      \(lines.joined(separator: ",\n"))
        ],
        "diagnostics": []
      }
      """
  }

  @Test func frameDumpsAreComparedViewByView() throws {
    let reference = dump([("root", nil, 0, 0, 200, 100), ("card", "root", 10, 10, 100, 50)])
    // The card moves 2 points right and grows 20 wider; a badge appears.
    let actual = dump([
      ("root", nil, 0, 0, 200, 100), ("card", "root", 12, 10, 120, 50), ("badge", "card", 0, 0, 20, 20),
    ])
    let difference = try #require(compare(.frames, reference, actual))
    #expect(difference.summary == "3 changes in 2 views")
    #expect(
      difference.details == [
        "card.x 10 → 12 (+2)", "card.width 100 → 120 (+20)", "badge added at (0, 0, 20, 20)",
      ])
    #expect(difference.frameChanges.count == 3)
    #expect(difference.artifacts.isEmpty)
  }

  @Test func aChangeOfTheScreenAloneNamesNoView() throws {
    let reference = dump([("root", nil, 0, 0, 200, 100)])
    let actual = dump([("root", nil, 0, 0, 200, 100)], width: 210)
    let difference = try #require(compare(.frames, reference, actual))
    #expect(difference.summary == "1 change")
    #expect(difference.details == ["screen size 200×100 → 210×100"])
  }

  @Test func frameDumpsThatAreNotFrameDumpsOrMoveNothingAreComparedAsLines() throws {
    // Hand-edited JSON that is not a frame dump.
    let notADump = try #require(compare(.frames, "{\"a\": 1}\n", "{\"a\": 2}\n"))
    #expect(notADump.summary == "1 line removed, 1 added")
    #expect(notADump.frameChanges.isEmpty)
    // The same frames, spelled differently.
    let reference = dump([("root", nil, 0, 0, 200, 100)])
    let respelled = reference.replacingOccurrences(of: "\"x\": 0.0", with: "\"x\": 0")
    #expect(respelled != reference)
    let sameFrames = try #require(compare(.frames, reference, respelled))
    #expect(sameFrames.summary == "1 line removed, 1 added")
  }

  @Test func theExtensionChoosesTheComparison() {
    #expect(SnapshotFileKind(pathExtension: "png") == .image)
    #expect(SnapshotFileKind(pathExtension: "PNG") == .image)
    #expect(SnapshotFileKind(pathExtension: "json") == .frames)
    #expect(SnapshotFileKind(pathExtension: "svg") == .text)
    #expect(SnapshotFileKind(pathExtension: "txt") == .text)
    #expect(SnapshotFileKind(pathExtension: "") == .text)
    #expect(SnapshotFileKind.snapshotExtensions == ["png", "svg", "json"])
    #expect(SnapshotComparison(pathExtension: "Png").kind == .image)
  }
}
