import Foundation
import LayoutShot
import LayoutShotUIKit
import XCTest

@testable import AppFilesSwift6

/// UIKit layouts solved under XCTest, which runs its tests on the main thread: from the test
/// itself, and from another thread while the test waits, running the main run loop, for it.
final class XCTestIsolationTests: XCTestCase {
  /// A 375 × 667 screen at 2x with a 20-point status bar.
  static let screen = Screen(
    device: "phone", size: Size(width: 375, height: 667), scale: 2,
    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

  /// The compose screen: its text view 16 below the status bar and 16 in from each side, 160 tall;
  /// its 88 × 44 send button 12 below, right-aligned with it: (375 - 16 - 88, 36 + 160 + 12).
  static let sendButton = Rect(x: 271, y: 208, width: 88, height: 44)

  static func compose() throws -> any LayoutProgram {
    try XCTUnwrap(AppFilesSwift6.AppFileLayouts.layouts.first { $0.name == "Compose" })
  }

  func testALayoutSolvesOnTheTestsThread() throws {
    XCTAssertTrue(Thread.isMainThread)
    let solved = try LayoutEngine().solve(try Self.compose(), on: Self.screen)
    XCTAssertEqual(solved.frame(of: "sendButton"), Self.sendButton)
  }

  func testALayoutSolvesOnAnotherThreadWhileTheTestWaits() throws {
    let program = try Self.compose()
    let solved = expectation(description: "solved on another thread")
    nonisolated(unsafe) var frame: Rect?
    DispatchQueue.global().async {
      XCTAssertFalse(Thread.isMainThread)
      frame = try? LayoutEngine().solve(program, on: Self.screen).frame(of: "sendButton")
      solved.fulfill()
    }
    wait(for: [solved], timeout: 120)
    XCTAssertEqual(frame, Self.sendButton)
  }
}
