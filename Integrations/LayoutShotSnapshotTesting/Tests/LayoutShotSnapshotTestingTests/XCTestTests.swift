import Foundation
import LayoutShotSnapshotTesting
import SnapshotTesting
import XCTest

/// The strategies under swift-snapshot-testing's own `verifySnapshot` and `assertSnapshot(s)`, in
/// XCTest.
final class XCTestTests: XCTestCase {
  func testImageIsRecordedThenMatchesThenCountsTheChangedPixels() throws {
    try withTemporaryDirectory { folder in
      let recorded = verifySnapshot(
        of: Badge(), as: .layoutImage(on: .badge), named: "badge", snapshotDirectory: folder.path,
        testName: "image")
      XCTAssertEqual(
        recorded?.hasPrefix("No reference was found on disk. Automatically recorded snapshot"), true)
      XCTAssertNil(
        verifySnapshot(
          of: Badge(), as: .layoutImage(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "image"))

      // 10 more points of red: x 50..<60, y 10..<30, 200 of the 6,000 pixels.
      let failure = try XCTUnwrap(
        verifySnapshot(
          of: Badge(width: 50), as: .layoutImage(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "image"))
      XCTAssertTrue(failure.contains("PNG: 200 of 6,000 pixels differ (3.333 %)"), failure)

      // Within a tolerance of 200 pixels it matches; one pixel fewer does not.
      XCTAssertNil(
        verifySnapshot(
          of: Badge(width: 50), as: .layoutImage(on: .badge, tolerance: .pixels(200)), named: "badge",
          snapshotDirectory: folder.path, testName: "image"))
      XCTAssertNotNil(
        verifySnapshot(
          of: Badge(width: 50), as: .layoutImage(on: .badge, tolerance: .pixels(199)), named: "badge",
          snapshotDirectory: folder.path, testName: "image"))
    }
  }

  func testFramesFailWithTheFrameChange() throws {
    try withTemporaryDirectory { folder in
      _ = verifySnapshot(
        of: Badge(), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
        testName: "frames")
      XCTAssertNil(
        verifySnapshot(
          of: Badge(), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "frames"))
      let failure = try XCTUnwrap(
        verifySnapshot(
          of: Badge(width: 30), as: .layoutFrames(on: .badge), named: "badge", snapshotDirectory: folder.path,
          testName: "frames"))
      XCTAssertTrue(failure.hasSuffix("frames: 1 change in 1 view\n  box.width 40 → 30 (-10)"), failure)
    }
  }

  /// swift-snapshot-testing's own assertions, against the references kept in `__Snapshots__`
  /// beside this file.
  func testKeptReferences() {
    assertSnapshot(of: Badge(), as: .layoutImage(on: .badge))
    assertSnapshot(of: Badge(), as: .layoutSVG(on: .badge))
    assertSnapshots(
      of: Badge(), as: .layoutFrames(on: [.iPhoneSE2And3, .iPhone12], orientations: [.landscape]))
  }
}
