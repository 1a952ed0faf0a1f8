import LayoutShot
import Testing

/// A device screen whose app window does not fill it: Split View and Slide Over on an iPad.
///
/// The
/// root view is the window; the device's safe area and margins apply to it.
@Suite("Window sizes")
struct WindowSizeTests {
  /// A view pinned to the root's layout margins guide, and one to its readable content guide.
  private static let guides = AnyLayoutProgram("Guides") { root, _ in
    let margins = View("margins")
    let readable = View("readable")
    root.addSubviews(margins, readable)
    margins.pinEdges(to: root.layoutMarginsGuide)
    readable.pinEdges(to: root.readableContentGuide)
  }

  @Test func halfOfSplitViewOnALandscapeIPad() throws {
    // iPad Pro 12.9" in landscape (1366 × 1024): half of Split View is 678 wide, (1366 - 10) / 2.
    // The iPad's safe area on iPadOS 26, top 32 and bottom 25 (Documentation/Devices.md#ios-26),
    // and its 20-point margins apply to the window: margins guide (20, 32, 678 - 40, 1024 - 57) =
    // (20, 32, 638, 967). 638 is narrower than the readable width 672, so the readable guide is the
    // margins guide.
    let screen = Screen(
      device: .iPadPro12Point9, orientation: .landscape, windowSize: Size(width: 678, height: 1024),
      horizontalSizeClass: .compact)
    #expect(screen.size == Size(width: 678, height: 1024))
    #expect(screen.safeAreaInsets == EdgeInsets(top: 32, bottom: 25))
    #expect(screen.horizontalSizeClass == .compact && screen.verticalSizeClass == .regular)
    #expect(screen.scale == 2 && screen.device == "ipad-pro-12-9")
    let solved = try LayoutEngine().solve(Self.guides, on: screen)
    #expect(solved.frame(of: "margins") == Rect(x: 20, y: 32, width: 638, height: 967))
    #expect(solved.frame(of: "readable") == Rect(x: 20, y: 32, width: 638, height: 967))
  }

  @Test func withoutAWindowSizeTheWindowIsTheScreen() throws {
    // The same iPad full screen: margins guide (20, 32, 1326, 967); the readable guide is 672
    // wide, centred: (1326 - 672) / 2 = 327 more on each side, x = 347.
    let screen = Screen(device: .iPadPro12Point9, orientation: .landscape)
    #expect(screen.size == Size(width: 1366, height: 1024))
    let solved = try LayoutEngine().solve(Self.guides, on: screen)
    #expect(solved.frame(of: "margins") == Rect(x: 20, y: 32, width: 1326, height: 967))
    #expect(solved.frame(of: "readable") == Rect(x: 347, y: 32, width: 672, height: 967))
  }

  @Test func aWindowTooShortForTheSafeAreaIsRefused() {
    let screen = Screen(device: .iPadPro12Point9, windowSize: Size(width: 320, height: 40))
    #expect(
      throws: LayoutError.invalidScreen(
        device: "ipad-pro-12-9", field: "safeAreaInsets", reason: "top and bottom (57) exceed the height (40)"
      )
    ) { try LayoutEngine().solve(Self.guides, on: screen) }
  }
}
