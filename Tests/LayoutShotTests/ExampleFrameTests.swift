import LayoutShot
import LayoutShotExamples
import Testing

@Suite("Example frames")
struct ExampleFrameTests {
  @Test func complexWidthOnAPortraitPhone() throws {
    // 375×667 at 2x, safe area top 20. Blue at its minimum 150 (the ratio cannot hold: the space
    // for both widths is 375 - 24 = 351 < 450); red takes 351 - 150 = 201. Heights: 667 - 20 - 16.
    let screen = Screen(size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
    let solved = try LayoutEngine().solve(ComplexWidth(), on: screen)
    #expect(solved.frame(of: "blue") == Rect(x: 8, y: 28, width: 150, height: 631))
    #expect(solved.frame(of: "red") == Rect(x: 166, y: 28, width: 201, height: 631))
    #expect(solved.diagnostics == [])
  }
}
