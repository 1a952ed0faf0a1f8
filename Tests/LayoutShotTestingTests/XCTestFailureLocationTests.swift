import LayoutShot
import LayoutShotTestSupport
import LayoutShotTesting
import XCTest

/// Under XCTest, a snapshot failure is recorded at the assertion's own file and line, where Xcode
/// and `swift test` point to it.
final class XCTestFailureLocationTests: XCTestCase {
  /// The failures recorded while `capturing` is on, instead of failing this test.
  private var captured: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard capturing else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    captured.append((description, filePath, lineNumber))
  }

  func testAFailureIsRecordedAtTheAssertionsFileAndLine() throws {
    let folder = try TemporaryFolder()
    let screen = Screen(device: "test-phone", size: Size(width: 40, height: 30), scale: 1)
    let dot = AnyLayoutProgram("Dot") { root, _ in
      let dot = View("dot")
      root.addSubview(dot)
      dot.pinEdges(to: root)
    }
    capturing = true
    let line = try markedLine("assertion")
    assertLayoutSnapshot(  // line: assertion
      of: dot, on: .screens(screen), as: [.frames], record: .never, snapshotDirectory: folder.path)
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.file, #filePath)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertTrue(
      captured.first?.description.contains("Dot on test-phone portrait: no reference for frames") == true)
  }
}
