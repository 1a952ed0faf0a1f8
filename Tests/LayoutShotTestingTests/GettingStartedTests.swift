import Foundation
import LayoutShot
import LayoutShotTestSupport
import Testing

@testable import LayoutShotTesting

// The Swift snippets of the DocC article "Getting started" (Sources/LayoutShot/LayoutShot.docc/
// GettingStarted.md), compiled and run here with what the article says they do checked.
// `ReadmeSnippetCoverageTests` fails when a line of the article's snippets is missing from this
// file (the reader's own `import MyLayouts` aside), so the article cannot drift from code that
// compiles. The article's package manifest is checked there against Package.swift.

/// The article's first layout, as it is there.
public struct WelcomeCard: LayoutProgram {
  public init() {}

  public func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    card.backgroundColor = .systemGray6
    card.cornerRadius = 12
    let title = Label("title", text: "Welcome back")
    title.font = .boldSystemFont(ofSize: 22)
    let start = Button("start", title: "Start")
    root.addSubview(card)
    card.addSubviews(title, start)

    // The card spans the screen's margins, 16 points below the status bar or the notch.
    card.leading == root.layoutMarginsGuide.leading
    card.trailing == root.layoutMarginsGuide.trailing
    card.top == root.safeAreaLayoutGuide.top + 16
    card.height == 120
    // The title at its top left, the button at its bottom right: both sized by their text.
    title.leading == card.leading + 16
    title.top == card.top + 16
    start.trailing == card.trailing - 16
    start.bottom == card.bottom - 16
  }
}

/// The article's first test, as it is there: the card's frame on the smallest current iPhone.
@Test func welcomeCardSitsBelowTheStatusBar() throws {
  let solved = try LayoutEngine().solve(WelcomeCard(), on: Device.iPhoneSE2And3.screen())
  #expect(solved.frame(of: "card") == Rect(x: 16, y: 36, width: 343, height: 120))
  #expect(solved.diagnostics.isEmpty)
}

/// The article's snapshot test, as it is there, run against references recorded a moment before
/// (``RecordedReferences``): the second run of the test, the one that passes.
@Suite("Getting started: the first snapshot test", RecordedReferences())
struct GettingStartedSnapshotTests {
  @Test func welcomeCard() {
    assertLayoutSnapshot(of: WelcomeCard(), on: .devices("iphone-se-2-3", "ipad-10"))
  }
}

/// Records the article's references into a temporary folder, as the first run of its snapshot
/// test does, and runs the suite with that folder as the snapshot folder, never recording.
private struct RecordedReferences: SuiteTrait, TestScoping {
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let folder = try TemporaryFolder()
    let recorded = verifyLayoutSnapshot(
      of: WelcomeCard(), on: .devices("iphone-se-2-3", "ipad-10"), record: .missing,
      snapshotDirectory: folder.path)
    // Two screens in three formats: a message for each screen, which says so.
    #expect(
      recorded.count == 2
        && recorded.allSatisfy { $0.contains("recorded new references for PNG, SVG and frames") })
    try await withLayoutSnapshots(record: .never, snapshotDirectory: folder.path) {
      try await function()
    }
  }
}

/// What the article says about a first run and a change, in a temporary folder.
@Suite("Getting started")
struct GettingStartedTests {
  /// The article's changed layout: the card 140 points high instead of 120, under the same name.
  private static let tallerCard = AnyLayoutProgram("WelcomeCard") { root, screen in
    WelcomeCard().body(root: root, screen: screen)
    let card = root.subviews[0]
    for constraint in card.activeConstraints where constraint.firstAttribute == .height {
      constraint.isActive = false
    }
    card.height == 140
  }

  /// A snapshot run with its own snapshot and artifacts folders, as the article's test makes it.
  private struct Run {
    let snapshots: TemporaryFolder
    let artifacts: TemporaryFolder

    init() throws {
      snapshots = try TemporaryFolder()
      artifacts = try TemporaryFolder()
    }

    func verify(_ program: some LayoutProgram, record: SnapshotRecordMode? = nil) -> [String] {
      SnapshotVerification(
        record: record, snapshotDirectory: snapshots.path, extent: nil, tolerance: .exact,
        site: CallSite(fileID: #fileID, filePath: #filePath, line: 1, column: 1, function: "welcomeCard()"),
        environment: ["LAYOUTSHOT_ARTIFACTS": artifacts.path]
      ).verify(program, on: .devices("iphone-se-2-3", "ipad-10"), as: [.png, .svg, .frames], named: nil)
    }
  }

  @Test func theFirstRunRecordsTheReferencesAndFailsTheSecondPasses() throws {
    let run = try Run()
    let first = run.verify(WelcomeCard())
    #expect(first.count == 2)
    let stem = run.snapshots.file("WelcomeCard/iphone-se-2-3-portrait").path
    #expect(
      first.contains(
        "WelcomeCard on iphone-se-2-3 portrait: recorded new references for PNG, SVG and frames. Run the test "
          + "again to compare with them.\n  references: \(stem).{json,png,svg}"))
    #expect(
      run.snapshots.files()
        == ["ipad-10-portrait", "iphone-se-2-3-portrait"].flatMap { screen in
          ["json", "png", "svg"].map { "WelcomeCard/\(screen).\($0)" }
        })
    #expect(run.verify(WelcomeCard()).isEmpty)
  }

  @Test func aChangeFailsWithTheFrameChangeAndTheCommandThatAcceptsIt() throws {
    let run = try Run()
    _ = run.verify(WelcomeCard())
    let failures = run.verify(Self.tallerCard)
    // Each screen's picture, SVG and frame dump differ: one failure for each screen.
    #expect(failures.count == 2)
    let frames = try #require(failures.first { $0.contains("iphone-se-2-3 portrait") })
    #expect(
      frames.hasPrefix(
        "WelcomeCard on iphone-se-2-3 portrait does not match its references: PNG, SVG and frames differ.\n"
          + "  frames: 2 changes in 2 views\n"))
    // The card grows down, and the button pinned to its bottom moves with it. On the iPhone SE
    // (2x) the card's top is 20 + 16 = 36; the button is its 15-point title's San Francisco line,
    // 2,444 × 15 / 2048 = 17.9 rounded up to 18, plus 6 above and below: 30 high, its bottom 16
    // above the card's, so at y 36 + 120 - 16 - 30 = 110, then 130. (As the article shows it.)
    #expect(frames.contains("\n    card.height 120 → 140 (+20)\n    start.y 110 → 130 (+20)\n"))
    #expect(frames.contains("To accept the new snapshots: LAYOUTSHOT_RECORD=failed swift test --filter "))
    // The message stays short: the SVG's changed lines are few, long path data elided.
    #expect(frames.split(separator: "\n").count < 30)
    #expect(frames.split(separator: "\n").allSatisfy { $0.count < 300 })
    #expect(run.artifacts.files().contains("WelcomeCard/iphone-se-2-3-portrait.diff.png"))
    // Accepting records the new references (and fails once more, saying so); then it passes.
    #expect(run.verify(Self.tallerCard, record: .failed).count == 2)
    #expect(run.verify(Self.tallerCard).isEmpty)
  }
}
