import Foundation
import LayoutShotSnapshotTesting
import PublicExamples
import SnapshotTesting
import Testing

/// The strategies under swift-snapshot-testing's own `verifySnapshot` and `assertSnapshot(s)`, in
/// Swift Testing.
///
/// Each test records into a folder of its own, then compares with what it recorded.
@Suite struct SwiftTestingTests {
  @Test func imageIsRecordedThenMatchesThenCountsTheChangedPixels() throws {
    try withTemporaryDirectory { folder in
      let recorded = verifySnapshot(
        of: Badge(), as: .layoutImage(on: .badge), named: "badge", snapshotDirectory: folder.path,
        testName: "image")
      #expect(recorded?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
      let file = folder.appendingPathComponent("image.badge.png")
      #expect(pngSize(try Data(contentsOf: file)) == [100, 60])

      #expect(
        verifySnapshot(
          of: Badge(), as: .layoutImage(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "image") == nil)

      // 10 more points of red: x 50..<60, y 10..<30, 200 of the 6,000 pixels.
      let failure = try #require(
        verifySnapshot(
          of: Badge(width: 50), as: .layoutImage(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "image"))
      #expect(failure.hasPrefix(#"Snapshot "badge" does not match reference."#))
      #expect(
        failure.contains(
          "PNG: 200 of 6,000 pixels differ (3.333 %)\n  changed area: x 50..<60, y 10..<30 (pixels)"))
    }
  }

  @Test func toleranceLetsAFewPixelsPass() throws {
    try withTemporaryDirectory { folder in
      _ = verifySnapshot(
        of: Badge(), as: .layoutImage(on: .badge), named: "badge", snapshotDirectory: folder.path,
        testName: "tolerance")
      // One more point of red: 1 × 20 = 20 pixels, 0.333 % of 6,000.
      let wider = Badge(width: 41)
      #expect(
        verifySnapshot(
          of: wider, as: .layoutImage(on: .badge, tolerance: .pixels(20)), named: "badge",
          snapshotDirectory: folder.path, testName: "tolerance") == nil)
      #expect(
        verifySnapshot(
          of: wider, as: .layoutImage(on: .badge, tolerance: .fraction(0.004)), named: "badge",
          snapshotDirectory: folder.path, testName: "tolerance") == nil)
      let failure = verifySnapshot(
        of: wider, as: .layoutImage(on: .badge, tolerance: .pixels(19)), named: "badge",
        snapshotDirectory: folder.path, testName: "tolerance")
      #expect(failure?.contains("PNG: 20 of 6,000 pixels differ (0.333 %)") == true)
    }
  }

  @Test func framesFailWithTheFrameChange() throws {
    try withTemporaryDirectory { folder in
      let recorded = verifySnapshot(
        of: Badge(), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
        testName: "frames")
      #expect(recorded != nil)
      let dump = try String(contentsOf: folder.appendingPathComponent("frames.badge.json"), encoding: .utf8)
      #expect(
        dump.contains(
          #"{"name": "box", "parent": "root", "frame": {"x": 10, "y": 10, "width": 40, "height": 20}"#))

      #expect(
        verifySnapshot(
          of: Badge(), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "frames") == nil)
      let failure = verifySnapshot(
        of: Badge(width: 50), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
        testName: "frames")
      #expect(failure?.hasSuffix("frames: 1 change in 1 view\n  box.width 40 → 50 (+10)") == true)
    }
  }

  @Test func svgFailsWithTheChangedLine() throws {
    try withTemporaryDirectory { folder in
      _ = verifySnapshot(
        of: Badge(), as: .layoutSVG(on: .badge), named: "badge", snapshotDirectory: folder.path,
        testName: "svg")
      #expect(
        verifySnapshot(
          of: Badge(), as: .layoutSVG(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "svg") == nil)
      let failure = try #require(
        verifySnapshot(
          of: Badge(width: 50), as: .layoutSVG(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "svg"))
      #expect(failure.contains("SVG: 1 line removed, 1 added"))
      // The box's rectangle, one line of the SVG, is the line that changed.
      func changedLine(_ sign: Character, width: Int) -> Bool {
        failure.split(separator: "\n").contains { line in
          let text = line.drop { $0 == " " }
          return text.first == sign
            && text.dropFirst().drop { $0 == " " }.hasPrefix(
              #"<rect data-name="box.background" x="10" y="10" width="\#(width)" height="20""#)
        }
      }
      #expect(changedLine("-", width: 40))
      #expect(changedLine("+", width: 50))
    }
  }

  @Test func recordModesAreSwiftSnapshotTestings() throws {
    try withTemporaryDirectory { folder in
      let missing = verifySnapshot(
        of: Badge(), as: .layoutFrames(on: .badge), named: "badge", record: .never,
        snapshotDirectory: folder.path,
        testName: "modes")
      #expect(missing?.hasPrefix("No reference was found on disk. New snapshot was not recorded") == true)
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(files.isEmpty)

      _ = verifySnapshot(
        of: Badge(), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
        testName: "modes")
      let rerecorded = withSnapshotTesting(record: .failed) {
        verifySnapshot(
          of: Badge(width: 50), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "modes")
      }
      #expect(rerecorded?.contains("A new snapshot was automatically recorded.") == true)
      #expect(
        verifySnapshot(
          of: Badge(width: 50), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "modes") == nil)
    }
  }

  @Test func devicesAndVariantsAreNamedPerScreen() throws {
    let strategies: [String: Snapshotting<Badge, Data>] = .layoutImages(
      on: [.iPhoneSE2And3, .iPhone12], variants: [.standard, Variant(appearance: .dark)])
    #expect(
      Set(strategies.keys) == [
        "iphone-se-2-3-portrait", "iphone-se-2-3-portrait-dark", "iphone-12-portrait",
        "iphone-12-portrait-dark",
      ])
    try withTemporaryDirectory { folder in
      for (name, strategy) in strategies {
        _ = verifySnapshot(
          of: Badge(), as: strategy, named: name, snapshotDirectory: folder.path, testName: "screens")
      }
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(
        Set(files) == [
          "screens.iphone-se-2-3-portrait.png", "screens.iphone-se-2-3-portrait-dark.png",
          "screens.iphone-12-portrait.png", "screens.iphone-12-portrait-dark.png",
        ])
      // 375 × 667 points at 2x, 390 × 844 at 3x.
      let se = try Data(contentsOf: folder.appendingPathComponent("screens.iphone-se-2-3-portrait-dark.png"))
      #expect(pngSize(se) == [750, 1334])
      let twelve = try Data(contentsOf: folder.appendingPathComponent("screens.iphone-12-portrait.png"))
      #expect(pngSize(twelve) == [1170, 2532])
      for (name, strategy) in strategies {
        #expect(
          verifySnapshot(
            of: Badge(), as: strategy, named: name, snapshotDirectory: folder.path, testName: "screens")
            == nil, "\(name)")
      }
    }
  }

  @Test func landscapeAndAnOrientationListAreNamedToo() {
    let strategies: [String: Snapshotting<Badge, String>] = .layoutFrames(
      on: [.iPhone12], orientations: [.portrait, .landscape],
      variants: [Variant(contentSize: .accessibilityMedium)])
    #expect(Set(strategies.keys) == ["iphone-12-portrait-ax1", "iphone-12-landscape-ax1"])
  }

  @Test func aLayoutThatCannotBeBuiltIsAnIssue() throws {
    try withTemporaryDirectory { folder in
      withKnownIssue {
        _ = verifySnapshot(
          of: Broken(), as: .layoutFrames(on: .badge), named: "broken", snapshotDirectory: folder.path,
          testName: "broken")
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.hasPrefix("Broken on badge portrait could not be snapshotted:")
        }
      }
    }
  }

  /// swift-snapshot-testing's own assertions, against the references kept in `__Snapshots__`
  /// beside this file, as a team keeps them.
  @Test func keptReferences() {
    assertSnapshot(of: Badge(), as: .layoutImage(on: .badge))
    assertSnapshot(of: Badge(), as: .layoutFrames(on: .badge))
    assertSnapshot(of: ProfileCard(), as: .layoutFrames(on: .iPhone12))
    assertSnapshots(
      of: Badge(), as: .layoutImages(on: [.iPhoneSE2And3], variants: [.standard, Variant(appearance: .dark)]))
  }
}
