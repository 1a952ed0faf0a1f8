import Foundation
import LayoutShotCLI
import LayoutShotExamples
import LayoutShotTestSupport
import Testing
import XCTest

/// `render` over UIKit layouts, whose code runs on the main actor, called in-process from every
/// isolation a test can have, with two jobs: the files are the committed references' bytes, and no
/// worker waits for a main actor that is waiting for it.
enum UIKitRender {
  /// The renders: a controller and a self-sized cell on the iPhone SE, portrait.
  static let files = [
    "LoginViewController/iphone-se-2-3-portrait.png", "MessageCell/iphone-se-2-3-portrait-component.png",
  ]

  /// Renders the two layouts with `jobs` jobs; the exit status and the files that differ from the
  /// references in `Snapshots/`.
  static func render(jobs: Int) throws -> (status: Int32, differing: [String]) {
    let folder = try TemporaryFolder()
    let status = LayoutShotCLI.run(
      [
        "render", "LoginViewController", "MessageCell", "--device", "iphone-se-2-3", "--format", "png",
        "--jobs", String(jobs), "--out", folder.path,
      ], layouts: Catalog.layouts)
    let differing = files.filter { file in
      let rendered = try? Data(contentsOf: folder.file(file))
      return rendered == nil || rendered != (try? Data(contentsOf: Checkout.file("Snapshots/" + file)))
    }
    return (status, differing)
  }
}

@Suite("render of UIKit layouts from any isolation")
struct RenderIsolationTests {
  @Test func fromANonisolatedTest() throws {
    let (status, differing) = try UIKitRender.render(jobs: 2)
    #expect(status == 0)
    #expect(differing == [])
  }

  // On the main actor off the main thread (Swift Testing's main actor on Linux), `render` cannot
  // hand UIKit code back to the main queue it occupies: it renders everything on this thread.
  @MainActor
  @Test func fromAMainActorTest() throws {
    let (status, differing) = try UIKitRender.render(jobs: 2)
    #expect(status == 0)
    #expect(differing == [])
  }
}

/// The same under XCTest, which runs its tests on the main thread: the workers run elsewhere while
/// the main thread runs its run loop for their UIKit code.
final class RenderIsolationXCTests: XCTestCase {
  func testRenderingUIKitLayoutsWithTwoJobsOnTheMainThread() throws {
    XCTAssertTrue(Thread.isMainThread)
    let (status, differing) = try UIKitRender.render(jobs: 2)
    XCTAssertEqual(status, 0)
    XCTAssertEqual(differing, [])
  }
}
