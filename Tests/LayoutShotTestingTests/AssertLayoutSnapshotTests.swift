import Foundation
import LayoutShot
import LayoutShotTestSupport
import Raster
import Testing

@testable import LayoutShotTesting

/// The snapshot assertion end to end on frame dumps: recording, matching, failing with a readable
/// message and artifacts, and each record mode.
@Suite("Layout snapshot assertions")
struct AssertLayoutSnapshotTests {
  /// A 200×100 screen at 1x: the card's frames are easy to compute by hand.
  private static let screen = Screen(device: "test-phone", size: Size(width: 200, height: 100), scale: 1)

  /// A card inset 10 points from the root's edges, at the given width.
  private static func card(width: Double) -> AnyLayoutProgram {
    AnyLayoutProgram("Card") { root, _ in
      let card = View("card")
      card.backgroundColor = .systemBlue
      root.addSubview(card)
      card.leading == root.leading + 10
      card.top == root.top + 10
      card.width == width
      card.height == 50
    }
  }

  private struct Run {
    let snapshots: TemporaryFolder
    let artifacts: TemporaryFolder
    var environment: [String: String] = [:]

    init() throws {
      snapshots = try TemporaryFolder()
      artifacts = try TemporaryFolder()
    }

    func verify(
      _ program: AnyLayoutProgram, record: SnapshotRecordMode? = nil, named name: String? = nil,
      as formats: [Snapshotting<LayoutSnapshot>] = [.frames], tolerance: SnapshotTolerance = .exact,
      extent: LayoutExtent? = nil, variants: [Variant] = [.standard]
    ) -> [String] {
      var environment = self.environment
      environment["LAYOUTSHOT_ARTIFACTS"] = artifacts.path
      return SnapshotVerification(
        record: record, snapshotDirectory: snapshots.path, extent: extent, tolerance: tolerance,
        site: CallSite(fileID: #fileID, filePath: #filePath, line: 1, column: 1, function: "cardTest()"),
        environment: environment
      ).verify(
        program, on: .screens(AssertLayoutSnapshotTests.screen), variants: variants, as: formats, named: name)
    }
  }

  @Test func aMissingReferenceIsRecordedAndTheAssertionFailsOnce() throws {
    let run = try Run()
    let first = run.verify(Self.card(width: 100))
    #expect(first.count == 1)
    let reference = run.snapshots.file("Card/test-phone-portrait.json")
    #expect(
      first.first?.hasPrefix("Card on test-phone portrait: recorded new references for frames.") == true)
    #expect(first.first?.contains("\n  reference: \(reference.path)") == true)
    let dump = try FrameDump(parsing: String(contentsOf: reference, encoding: .utf8))
    #expect(dump.views.last?.frame == Rect(x: 10, y: 10, width: 100, height: 50))
    #expect(run.verify(Self.card(width: 100)).isEmpty)
    #expect(run.artifacts.files().isEmpty)
  }

  @Test func anExtentOtherThanTheScreenIsInTheFileNameAndSizesThePicture() throws {
    let run = try Run()
    // As a component the root is as short as its constraints allow: nothing ties the card's
    // bottom to the root, so the root's height is pulled to 0 (the card hangs out of it).
    _ = run.verify(Self.card(width: 100), extent: .fittingHeight)
    _ = run.verify(Self.card(width: 100), extent: .scrollContent)
    #expect(
      run.snapshots.files() == [
        "Card/test-phone-portrait-component.json", "Card/test-phone-portrait-content.json",
      ])
    let component = try FrameDump(
      parsing: String(
        contentsOf: run.snapshots.file("Card/test-phone-portrait-component.json"), encoding: .utf8))
    #expect(component.views.first?.frame == Rect(x: 0, y: 0, width: 200, height: 0))
    #expect(run.verify(Self.card(width: 100), extent: .fittingHeight).isEmpty)
  }

  @Test func eachVariantIsAReferenceOfItsOwn() throws {
    let run = try Run()
    let variants = Variant.product(
      appearances: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
    let first = run.verify(Self.card(width: 100), variants: variants)
    #expect(first.count == 4)
    #expect(
      run.snapshots.files() == [
        "Card/test-phone-portrait-dark-rtl.json", "Card/test-phone-portrait-dark.json",
        "Card/test-phone-portrait-rtl.json", "Card/test-phone-portrait.json",
      ])
    // Right to left the card hangs from the right edge: 200 − 10 − 100 = 90.
    let mirrored = try FrameDump(
      parsing: String(
        contentsOf: run.snapshots.file("Card/test-phone-portrait-dark-rtl.json"), encoding: .utf8))
    #expect(mirrored.views.last?.frame == Rect(x: 90, y: 10, width: 100, height: 50))
    #expect(mirrored.variant == "dark, L, rtl")
    #expect(run.verify(Self.card(width: 100), variants: variants).isEmpty)
  }

  @Test func aContactSheetIsAnArtifactWhenAsked() throws {
    var run = try Run()
    let variants = [Variant.standard, Variant(appearance: .dark)]
    _ = run.verify(Self.card(width: 100), variants: variants)
    #expect(!run.artifacts.files().contains { $0.hasSuffix("-sheet.png") })
    run.environment["LAYOUTSHOT_CONTACT_SHEETS"] = "1"
    #expect(run.verify(Self.card(width: 100), variants: variants).isEmpty)
    #expect(run.artifacts.files() == ["Card/Card-sheet.png"])
    // Two columns of the 200 × 100 screen in the default 2000-pixel sheet.
    let sheet = try Raster.Image(
      pngData: [UInt8](Data(contentsOf: run.artifacts.file("Card/Card-sheet.png"))))
    #expect(sheet.width == 2000)
  }

  @Test func aChangedLayoutFailsWithItsFrameChangesArtifactsAndTheAcceptCommand() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100))
    let reference = run.snapshots.file("Card/test-phone-portrait.json")
    let before = try Data(contentsOf: reference)
    let failures = run.verify(Self.card(width: 120))
    #expect(failures.count == 1)
    let message = try #require(failures.first)
    #expect(message.hasPrefix("Card on test-phone portrait does not match its reference: frames differ."))
    #expect(message.contains("\n  frames: 1 change in 1 view\n    card.width 100 → 120 (+20)\n"))
    // Under Swift Testing the command names the running test, which `--filter` finds.
    #expect(
      message.contains(
        "To accept the new snapshots: LAYOUTSHOT_RECORD=failed swift test --filter "
          + "aChangedLayoutFailsWithItsFrameChangesArtifactsAndTheAcceptCommand"))
    // The reference is untouched; the artifacts hold a copy of it and the actual snapshot.
    #expect(try Data(contentsOf: reference) == before)
    #expect(
      run.artifacts.files() == [
        "Card/test-phone-portrait.actual.json", "Card/test-phone-portrait.reference.json",
      ])
    #expect(try Data(contentsOf: run.artifacts.file("Card/test-phone-portrait.reference.json")) == before)
    let actual = try FrameDump(
      parsing: String(contentsOf: run.artifacts.file("Card/test-phone-portrait.actual.json"), encoding: .utf8)
    )
    #expect(actual.views.last?.frame.width == 120)
  }

  @Test func anSVGSnapshotFailsWithTheChangedElementAndTheFrameChanges() throws {
    let run = try Run()
    // One failure for the screen, recording both formats.
    #expect(run.verify(Self.card(width: 100), as: [.svg, .frames]).count == 1)
    #expect(run.snapshots.files() == ["Card/test-phone-portrait.json", "Card/test-phone-portrait.svg"])
    let failures = run.verify(Self.card(width: 120), as: [.svg])
    let message = try #require(failures.first)
    #expect(message.hasPrefix("Card on test-phone portrait does not match its reference: SVG differs."))
    #expect(message.contains("\n  SVG: 1 line removed, 1 added\n"))
    // The card's background: 10 points in, 50 high, 100 and then 120 wide, in the card's group.
    let removed = try #require(message.split(separator: "\n").first { $0.hasPrefix("    -") })
    let added = try #require(message.split(separator: "\n").first { $0.hasPrefix("    +") })
    #expect(removed.contains(#"x="10" y="10" width="100" height="50""#))
    #expect(added.contains(#"x="10" y="10" width="120" height="50""#))
    // The frame dump beside the SVG says what moved.
    #expect(message.contains("  frames: 1 change in 1 view\n    card.width 100 → 120 (+20)"))
    #expect(run.artifacts.files().contains("Card/test-phone-portrait.svg.diff"))
  }

  @Test func theTextDiffsOfAnSVGAndAFrameDumpOfOneScreenAreSeparateFiles() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100), as: [.svg, .frames])
    // Both references edited by hand: the SVG's card 101 wide, the dump's spacing, which moves no
    // frame; each falls back to a text diff.
    func edit(_ path: String, _ old: String, _ new: String) throws {
      let url = run.snapshots.file(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(text.contains(old))
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }
    try edit("Card/test-phone-portrait.svg", #"width="100""#, #"width="101""#)
    try edit("Card/test-phone-portrait.json", #""layout": "Card""#, #""layout":  "Card""#)
    let failures = run.verify(Self.card(width: 100), as: [.svg, .frames])
    #expect(failures.count == 1)
    // The dump moved no frame, so its lines are shown where the frame changes would be.
    #expect(
      failures.first?.contains("does not match its references: SVG and frames differ.\n  frames: 1 line")
        == true)
    let svgDiff = try String(
      contentsOf: run.artifacts.file("Card/test-phone-portrait.svg.diff"), encoding: .utf8)
    let dumpDiff = try String(
      contentsOf: run.artifacts.file("Card/test-phone-portrait.json.diff"), encoding: .utf8)
    #expect(svgDiff.contains(#"-"#) && svgDiff.contains(#"width="101""#) && !svgDiff.contains("layout"))
    #expect(dumpDiff.contains(#""layout":  "Card""#) && !dumpDiff.contains(#"width="101""#))
  }

  @Test func aSnapshotThatMatchesAgainRemovesTheArtifactsOfItsEarlierFailure() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100), as: [.png, .svg])
    #expect(run.verify(Self.card(width: 120), as: [.png, .svg]).count == 1)
    #expect(
      run.artifacts.files() == [
        "Card/test-phone-portrait.actual.png", "Card/test-phone-portrait.actual.svg",
        "Card/test-phone-portrait.diff.png", "Card/test-phone-portrait.reference.png",
        "Card/test-phone-portrait.reference.svg", "Card/test-phone-portrait.strip.png",
        "Card/test-phone-portrait.svg.diff",
      ])
    #expect(run.verify(Self.card(width: 100), as: [.png, .svg]).isEmpty)
    #expect(run.artifacts.files().isEmpty)
  }

  @Test func twoScreensThatWouldShareFilesFailBeforeAnyIsWritten() throws {
    let run = try Run()
    // The iPhone X at its own scale and at 2x: one device and orientation, so one file name.
    let own = Device.iPhoneX.screen()
    let twice = Screen(device: .iPhoneX, orientation: .portrait, scale: 2)
    let failures = SnapshotVerification(
      record: .missing, snapshotDirectory: run.snapshots.path, tolerance: .exact,
      site: CallSite(fileID: #fileID, filePath: #filePath, line: 1, column: 1, function: "t()"),
      environment: [:]
    ).verify(Self.card(width: 100), on: .screens(own, twice), as: [.frames], named: nil)
    #expect(
      failures == [
        "Card: two screens, iphone-x portrait and iphone-x portrait, would share the reference files "
          + "Card/iphone-x-portrait.*; snapshot screens that differ only in their overrides (scale, window "
          + "size, insets) in separate assertions, each with its own `named:`."
      ])
    #expect(run.snapshots.files().isEmpty)
  }

  @Test func aNaNToleranceComparesExactly() {
    let tolerance = SnapshotTolerance(colorThreshold: .nan, maximumDifferingFraction: .nan)
    #expect(tolerance == .exact)
  }

  @Test func aPNGSnapshotFailsWithTheChangedPixelsTheirBoxAndPictures() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100), as: [.png, .frames])
    let failures = run.verify(Self.card(width: 120), as: [.png])
    let message = try #require(failures.first)
    // At 1x the card grows by a 20 × 50 block, x 110..<130, y 10..<60: 1,000 of 200 × 100 pixels.
    #expect(message.hasPrefix("Card on test-phone portrait does not match its reference: PNG differs."))
    #expect(message.contains("\n  PNG: 1,000 of 20,000 pixels differ (5.000 %)\n"))
    #expect(message.contains("changed area: x 110..<130, y 10..<60 (pixels)"))
    #expect(message.contains("    card.width 100 → 120 (+20)"))
    #expect(
      run.artifacts.files() == [
        "Card/test-phone-portrait.actual.png", "Card/test-phone-portrait.diff.png",
        "Card/test-phone-portrait.reference.png", "Card/test-phone-portrait.strip.png",
      ])
    let diff = try Raster.Image(
      pngData: Array(try Data(contentsOf: run.artifacts.file("Card/test-phone-portrait.diff.png"))))
    #expect(diff.width == 200 && diff.height == 100)
    #expect(diff.pixel(x: 120, y: 30) == PixelDiff.differenceColor)
    #expect(diff.pixel(x: 50, y: 30) != PixelDiff.differenceColor)
    let strip = try Raster.Image(
      pngData: Array(try Data(contentsOf: run.artifacts.file("Card/test-phone-portrait.strip.png"))))
    #expect(strip.width >= 3 * 200 && strip.height >= 100)
  }

  @Test func tolerancesCountPixels() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100), as: [.png])
    #expect(run.verify(Self.card(width: 120), as: [.png], tolerance: .pixels(1_000)).isEmpty)
    #expect(run.verify(Self.card(width: 120), as: [.png], tolerance: .pixels(999)).count == 1)
    #expect(run.verify(Self.card(width: 120), as: [.png], tolerance: .fraction(0.05)).isEmpty)
    #expect(run.verify(Self.card(width: 120), as: [.png], tolerance: .fraction(0.049)).count == 1)
  }

  @Test func aCorruptReferenceImageIsAFailureThatSaysSo() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100), as: [.png])
    let reference = run.snapshots.file("Card/test-phone-portrait.png")
    var bytes = try Data(contentsOf: reference)
    bytes.removeLast(bytes.count / 2)
    try bytes.write(to: reference)
    let failures = run.verify(Self.card(width: 100), as: [.png])
    #expect(failures.count == 1)
    #expect(failures.first?.contains("the reference image cannot be decoded") == true)
    #expect(try Data(contentsOf: reference) == bytes)
  }

  @Test func recordModeFailedReplacesAFailingReference() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100))
    let failures = run.verify(Self.card(width: 120), record: .failed)
    #expect(failures.count == 1)
    #expect(failures.first?.contains("re-recorded") == true)
    #expect(failures.first?.contains("To accept") == false)
    #expect(run.verify(Self.card(width: 120)).isEmpty)
    // A matching snapshot is not written again under `failed`.
    #expect(run.verify(Self.card(width: 120), record: .failed).isEmpty)
  }

  @Test func recordModeAllWritesAndFailsEvenWhenTheSnapshotMatches() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100))
    let failures = run.verify(Self.card(width: 100), record: .all)
    #expect(failures.count == 1)
    #expect(failures.first?.contains("recorded") == true)
    #expect(failures.first?.contains("record mode 'all'") == true)
  }

  @Test func recordModeNeverFailsOnAMissingReferenceAndWritesOnlyTheArtifact() throws {
    let run = try Run()
    let failures = run.verify(Self.card(width: 100), record: .never)
    #expect(failures.count == 1)
    #expect(failures.first?.contains("no reference for frames") == true)
    #expect(
      failures.first?.contains(
        "LAYOUTSHOT_RECORD=missing swift test --filter recordModeNeverFailsOnAMissingReferenceAndWritesOnlyTheArtifact"
      ) == true)
    #expect(run.snapshots.files().isEmpty)
    #expect(run.artifacts.files() == ["Card/test-phone-portrait.actual.json"])
  }

  @Test func onCIAMissingReferenceIsNeverRecorded() throws {
    var run = try Run()
    run.environment = ["CI": "true"]
    #expect(run.verify(Self.card(width: 100)).first?.contains("no reference for frames") == true)
    #expect(run.snapshots.files().isEmpty)
    // LAYOUTSHOT_RECORD wins over CI.
    run.environment["LAYOUTSHOT_RECORD"] = "missing"
    #expect(run.verify(Self.card(width: 100)).first?.contains("recorded new references") == true)
  }

  @Test func anUnknownRecordModeInTheEnvironmentIsAFailureThatNamesTheModes() throws {
    var run = try Run()
    run.environment = ["LAYOUTSHOT_RECORD": "sometimes"]
    #expect(
      run.verify(Self.card(width: 100)) == [
        "LAYOUTSHOT_RECORD is 'sometimes', which is not a record mode; use one of all, missing, failed, never."
      ])
    #expect(run.snapshots.files().isEmpty)
  }

  @Test func environmentModes() throws {
    #expect(try SnapshotRecordMode.fromEnvironment([:]) == .missing)
    #expect(try SnapshotRecordMode.fromEnvironment(["CI": "1"]) == .never)
    #expect(try SnapshotRecordMode.fromEnvironment(["CI": "false"]) == .missing)
    #expect(try SnapshotRecordMode.fromEnvironment(["CI": "true", "LAYOUTSHOT_RECORD": "ALL"]) == .all)
    #expect(SnapshotRecordMode("failed") == .failed)
    #expect(SnapshotRecordMode("later") == nil)
  }

  @Test func aScopeSetsTheModeAndTheCallOverridesIt() throws {
    let run = try Run()
    withLayoutSnapshots(record: .never) {
      #expect(run.verify(Self.card(width: 100)).first?.contains("no reference for frames") == true)
      withLayoutSnapshots(snapshotDirectory: "elsewhere") {
        // The inner scope keeps the outer record mode.
        #expect(
          SnapshotConfiguration.current
            == SnapshotConfiguration(record: .never, snapshotDirectory: "elsewhere"))
      }
      #expect(
        run.verify(Self.card(width: 100), record: .missing).first?.contains("recorded new references")
          == true)
    }
  }

  @Test(.layoutSnapshots(record: .never)) func aTraitSetsTheModeForATest() throws {
    #expect(SnapshotConfiguration.current.record == .never)
    let run = try Run()
    #expect(run.verify(Self.card(width: 100)).first?.contains("no reference for frames") == true)
  }

  @Test func namedSnapshotsAreSeparateFiles() throws {
    let run = try Run()
    _ = run.verify(Self.card(width: 100), named: "narrow")
    _ = run.verify(Self.card(width: 150), named: "wide")
    #expect(
      run.snapshots.files() == ["Card/test-phone-portrait-narrow.json", "Card/test-phone-portrait-wide.json"])
    #expect(run.verify(Self.card(width: 100), named: "narrow").isEmpty)
    #expect(run.verify(Self.card(width: 150), named: "wide").isEmpty)
  }

  @Test func aLayoutThatCannotBeBuiltIsAFailureNotACrash() throws {
    let run = try Run()
    let broken = AnyLayoutProgram("Broken") { root, _ in
      let orphan = View("orphan")
      // A constraint between views with no common ancestor cannot be built.
      orphan.width == root.width
    }
    let failures = run.verify(broken)
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("Broken on test-phone portrait cannot be built: ") == true)
    #expect(run.snapshots.files().isEmpty)
  }

  @Test func anUnknownDeviceFailsWithSuggestions() throws {
    let run = try Run()
    let failures = SnapshotVerification(
      record: nil, snapshotDirectory: run.snapshots.path, tolerance: .exact,
      site: CallSite(fileID: #fileID, filePath: #filePath, line: 1, column: 1, function: "t()"),
      environment: [:]
    ).verify(Self.card(width: 100), on: .devices("iphone-15-pr"), as: [.frames], named: nil)
    #expect(failures.count == 1)
    #expect(failures.first?.contains("iphone-15-pro") == true)
  }

  @Test func theAssertionRecordsAnIssueAtTheCallSite() throws {
    let folder = try TemporaryFolder()
    withKnownIssue {
      assertLayoutSnapshot(
        of: Self.card(width: 100), on: .screens(Self.screen), as: [.frames], record: .never,
        snapshotDirectory: folder.path)
    } matching: { issue in
      issue.sourceLocation?.fileName == "AssertLayoutSnapshotTests.swift"
        && issue.comments.contains { $0.rawValue.contains("no reference for frames") }
    }
  }
}

/// Outside Swift Testing, the accept command names the XCTest method the assertion was called in.
@Suite("Call sites")
struct CallSiteTests {
  @Test func swiftTestingNamesTheRunningTest() {
    let site = CallSite(fileID: #fileID, filePath: #filePath, line: 1, column: 1, function: "testCard()")
    #expect(site.testName == "swiftTestingNamesTheRunningTest")
  }

  @Test func withoutATestTheFunctionNameIsUsed() async {
    // A detached task has no current Swift Testing test, as an XCTest method has none.
    let name = await Task.detached {
      CallSite(fileID: #fileID, filePath: #filePath, line: 1, column: 1, function: "testCard()").testName
    }.value
    #expect(name == "testCard")
  }
}
