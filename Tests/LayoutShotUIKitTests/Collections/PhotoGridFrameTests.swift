import LayoutShot
import LayoutShotExamples
import LayoutShotUIKit
import Testing

/// The `PhotoGrid` example on an iPhone 14 Pro in portrait (393 × 852 at 3x, safe area 59 at the
/// top), its frames worked out by hand from its compositional layout.
@MainActor
@Suite("PhotoGrid laid out")
struct PhotoGridFrameTests {
  static let screen = Device.iPhone14Pro.screen()

  @Test func photosAreThirdsOfTheWidthUnderMeasuredHeaders() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "PhotoGrid" })
    let solved = try LayoutEngine().solve(program, on: Self.screen)
    #expect(solved.diagnostics == [])
    // The content scrolls, so it rests below the 59-point safe area. The header is its label's
    // 12 + 8 around one headline line (17 points × SF's 1.193359375 line height, rounded up
    // to the pixel: 20.333): 40.333.
    let header = 12 + UIKitExampleFrameTests.pixelCeil(17 * 1.193359375) + 8
    #expect(UIKitExampleFrameTests.same(try #require(solved.frame(of: "Today")).height, header))
    // Each photo is a third of 393 (131), less its 1-point insets: 129 at 1, 132, 263.
    let firstRow = 59 + header + 1
    let photo = try #require(solved.frame(of: "Today 2"))
    #expect(UIKitExampleFrameTests.same(photo, Rect(x: 132, y: firstRow, width: 129, height: 129)))
    let fourth = try #require(solved.frame(of: "Today 4"))
    #expect(UIKitExampleFrameTests.same(fourth, Rect(x: 1, y: firstRow + 131, width: 129, height: 129)))
    // "Yesterday" follows Today's two rows and its 16-point bottom inset.
    let yesterday = try #require(solved.frame(of: "Yesterday"))
    #expect(UIKitExampleFrameTests.same(yesterday.minY, 59 + header + 2 * 131 + 16))
    // Saturday's header starts at 59 + 2 × 40.333 + 5 × 131 + 2 × 16 = 826.667, inside the
    // 852-point screen; its photos below 867.667 are not made.
    #expect(solved.frame(of: "Saturday, 14 March") != nil)
    #expect(solved.frame(of: "Saturday, 14 March 1") == nil)
  }
}
