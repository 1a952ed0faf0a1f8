import Foundation
import LayoutShot
import LayoutShotExamples
import LayoutShotTestSupport
import LayoutShotTesting
import XCTest

/// The assertion from XCTest: outside a Swift Testing test it reports through `XCTFail` and names
/// the XCTest method in its accept command.
final class XCTestAssertionTests: XCTestCase {
  private let screen = Screen(device: "test-phone", size: Size(width: 120, height: 80), scale: 1)

  private func badge(width: Double) -> AnyLayoutProgram {
    AnyLayoutProgram("Badge") { root, _ in
      let badge = View("badge")
      badge.backgroundColor = .systemRed
      root.addSubview(badge)
      badge.leading == root.leading + 4
      badge.top == root.top + 4
      badge.width == width
      badge.height == 20
    }
  }

  func testAMatchingSnapshotPassesUnderXCTest() throws {
    let folder = try TemporaryFolder()
    // The first call records its three formats (and reports that it did, once for the screen);
    // the assertion then compares and passes.
    let recorded = verifyLayoutSnapshot(
      of: badge(width: 30), on: .screens(screen), record: .missing, snapshotDirectory: folder.path)
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.contains("recorded new references for PNG, SVG and frames") == true)
    assertLayoutSnapshot(of: badge(width: 30), on: .screens(screen), snapshotDirectory: folder.path)
  }

  func testAUIKitExampleMatchesItsReferencesOnTheMainThread() throws {
    // XCTest runs tests on the main thread, so the controller is made and laid out on it at once.
    XCTAssertTrue(Thread.isMainThread)
    let program = try XCTUnwrap(Catalog.layouts.first { $0.name == "SettingsForm" })
    XCTAssertEqual(verifyLayoutSnapshot(of: program, on: .devices(), as: [.png, .frames]), [])
  }

  func testTheAcceptCommandNamesTheXCTestMethod() throws {
    let folder = try TemporaryFolder()
    _ = verifyLayoutSnapshot(
      of: badge(width: 30), on: .screens(screen), as: [.frames], record: .missing,
      snapshotDirectory: folder.path)
    let failures = verifyLayoutSnapshot(
      of: badge(width: 40), on: .screens(screen), as: [.frames], snapshotDirectory: folder.path)
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("badge.width 30 → 40 (+10)") == true)
    XCTAssertTrue(
      failures.first?.contains(
        "LAYOUTSHOT_RECORD=failed swift test --filter testTheAcceptCommandNamesTheXCTestMethod")
        == true, failures.first ?? "")
  }
}
