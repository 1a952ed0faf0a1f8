import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

/// Navigation bars laid out as UIKit lays them out, every expected frame computed from
/// Documentation/Bars.md.
@MainActor
@Suite("Navigation bars")
struct NavigationBarTests {
  /// Lays out `make()`'s navigation controller on `screen`, its bar named "bar".
  private func solve(
    on screen: Screen, _ make: @escaping @MainActor @Sendable () -> UINavigationController
  ) throws -> SolvedLayout {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Navigation") {
        let navigation = make()
        navigation.navigationBar.accessibilityIdentifier = "bar"
        return navigation
      }, on: screen)
    #expect(solved.diagnostics == [])
    return solved
  }

  @Test func anInlineBarSitsUnderTheStatusBarOfANotchPhone() throws {
    // iPhone 12 (the iPhone 14's panel): 390 × 844 at 3x, status bar 47, safe area 47 / 34.
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      UINavigationController(rootViewController: SafeAreaMarkerController(title: "Inbox"))
    }
    #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 47, width: 390, height: 44)))
    // The child's safe area starts at the bar's bottom, 47 + 44 = 91, and ends 34 above the bottom.
    #expect(same(solved.frame(of: "marker"), Rect(x: 0, y: 91, width: 10, height: 844 - 91 - 34)))
    // The background reaches from the screen's top to the bar's bottom; the shadow, one pixel
    // (1/3 point), hangs below it.
    #expect(same(solved.frame(of: "backgroundView"), Rect(x: 0, y: 0, width: 390, height: 91)))
    #expect(
      same(
        solved.frame(of: "shadowView"), Rect(x: 0, y: 91, width: 390, height: pixelRounded(1.0 / 3, scale: 3))
      ))
    // The 17-point semibold title is centred across the bar and down its 44-point row.
    let title = try #require(solved.frame(of: "titleLabel"))
    #expect(abs(title.midX - 390 / 2) <= 1.0 / 3)
    #expect(abs(title.midY - (47 + 44 / 2)) <= 1.0 / 3)
  }

  @Test func aLargeTitleAddsFiftyTwoPointsAndSitsOnItsBaseline() throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      let navigation = UINavigationController(rootViewController: SafeAreaMarkerController(title: "Mail"))
      navigation.navigationBar.prefersLargeTitles = true
      return navigation
    }
    // 44 + 52 = 96 tall; the safe area starts at 47 + 96 = 143.
    #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 47, width: 390, height: 96)))
    #expect(matches(solved.frame(of: "marker")?.minY, 143))
    // The 34-point bold title at the 16-point margin, its baseline 16 above the bar's bottom:
    // 47 + 44 + 52 − 16 = 127. An SF label's baseline sits its ascender (0.9521484375 em) below
    // its top, so the top is 127 − 34 × 0.9521484375 = 94.627, on the 1/3-point grid 94.667.
    let large = try #require(solved.frame(of: "largeTitleLabel"))
    #expect(matches(large.minX, 16))
    #expect(matches(large.minY, pixelRounded(127 - 34 * 0.9521484375, scale: 3)))
    // The inline title is not shown while the large one is.
    #expect(solved.frame(of: "titleLabel") == nil)
  }

  @Test func largeTitleDisplayModeNeverKeepsTheInlineBar() throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      let root = SafeAreaMarkerController(title: "Mail")
      root.navigationItem.largeTitleDisplayMode = .never
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = true
      return navigation
    }
    #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 47, width: 390, height: 44)))
    #expect(solved.frame(of: "largeTitleLabel") == nil)
  }

  @Test func aPushedControllerTakesItsModeFromTheOneBelow() throws {
    // `.automatic` on top follows the `.never` below it.
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      let root = SafeAreaMarkerController(title: "Mailboxes")
      root.navigationItem.largeTitleDisplayMode = .never
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = true
      navigation.pushViewController(SafeAreaMarkerController(title: "Inbox"), animated: false)
      return navigation
    }
    #expect(matches(solved.frame(of: "bar")?.height, 44))
  }

  @Test func onADynamicIslandPhoneTheBarSitsAboveTheSafeAreasTop() throws {
    // iPhone 14 Pro: 393 × 852, safe top 59; the measured bar top is 53.667 (161/3).
    let solved = try solve(on: Device.iPhone14Pro.screen(os: .ios18)) {
      UINavigationController(rootViewController: SafeAreaMarkerController(title: "Inbox"))
    }
    #expect(
      same(solved.frame(of: "bar"), Rect(x: 0, y: pixelRounded(161.0 / 3, scale: 3), width: 393, height: 44)))
    // Safe top: 53.667 + 44 = 97.667, not 59 + 44.
    #expect(matches(solved.frame(of: "marker")?.minY, pixelRounded(161.0 / 3 + 44, scale: 3)))
  }

  @Test func onAnIPhone16ProTheBarSitsLower() throws {
    // iPhone 16 Pro: 402 wide, safe top 62; the measured bar top is 56.333 (169/3).
    let solved = try solve(on: Device.iPhone16Pro.screen(os: .ios18)) {
      UINavigationController(rootViewController: SafeAreaMarkerController(title: "Inbox"))
    }
    #expect(
      same(solved.frame(of: "bar"), Rect(x: 0, y: pixelRounded(169.0 / 3, scale: 3), width: 402, height: 44)))
    #expect(matches(solved.frame(of: "marker")?.minY, pixelRounded(169.0 / 3 + 44, scale: 3)))
  }

  @Test func aHomeButtonPhonesLargeTitleBarEndsAt116() throws {
    // iPhone SE (2nd/3rd generation): status bar 20; 20 + 44 + 52 = 116.
    let solved = try solve(on: Device.iPhoneSE2And3.screen(os: .ios18)) {
      let navigation = UINavigationController(rootViewController: SafeAreaMarkerController(title: "Notes"))
      navigation.navigationBar.prefersLargeTitles = true
      return navigation
    }
    #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 20, width: 375, height: 96)))
    #expect(same(solved.frame(of: "marker"), Rect(x: 0, y: 116, width: 10, height: 667 - 116)))
    // At 2x the shadow is half a point.
    #expect(matches(solved.frame(of: "shadowView")?.height, 0.5))
  }

  @Test func anIPadsBarIsFiftyPointsTall() throws {
    // iPad Pro 11": 834 × 1194, status bar 24, bar 50.
    let solved = try solve(on: Device.iPadPro11.screen(os: .ios18)) {
      UINavigationController(rootViewController: SafeAreaMarkerController(title: "Library"))
    }
    #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 24, width: 834, height: 50)))
    #expect(matches(solved.frame(of: "marker")?.minY, 24 + 50))
  }

  @Test func inCompactLandscapeTheBarIsThirtyTwoTallAndNeverLarge() throws {
    // iPhone 12 in landscape: 844 × 390, no status bar, compact height; the mini bar is 32.
    let solved = try solve(on: Device.iPhone12.screen(.landscape, os: .ios18)) {
      let navigation = UINavigationController(rootViewController: SafeAreaMarkerController(title: "Mail"))
      navigation.navigationBar.prefersLargeTitles = true
      return navigation
    }
    #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 0, width: 844, height: 32)))
    #expect(matches(solved.frame(of: "marker")?.minY, 32))
    #expect(solved.frame(of: "largeTitleLabel") == nil)
  }

  @Test func aMaxPhoneInLandscapeKeepsTheFullHeight() throws {
    // The iPhone 12 Pro Max is regular-width in landscape, so its bar stays 44.
    let solved = try solve(on: Device.iPhone12ProMax.screen(.landscape, os: .ios18)) {
      UINavigationController(rootViewController: SafeAreaMarkerController(title: "Mail"))
    }
    #expect(matches(solved.frame(of: "bar")?.height, 44))
  }

  @Test func aHiddenBarLeavesTheScreensSafeArea() throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      let navigation = UINavigationController(rootViewController: SafeAreaMarkerController(title: "Full"))
      navigation.isNavigationBarHidden = true
      return navigation
    }
    #expect(solved.frame(of: "bar") == nil)
    #expect(matches(solved.frame(of: "marker")?.minY, 47))
  }

  @Test func barButtonsSitAtTheMarginsEightPointsApart() throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      let root = SafeAreaMarkerController(title: "Inbox")
      root.navigationItem.rightBarButtonItems = [
        UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil),
      ]
      return UINavigationController(rootViewController: root)
    }
    // Symbol placeholders, 20 × 20, centred down the row: y = 47 + (44 − 20) / 2 = 59. The first
    // trailing item ends at the 16-point margin, 390 − 16 − 20 = 354; the next is 8 to its left.
    let row = 47 + (44 - symbolSide) / 2
    #expect(
      same(solved.frame(of: "UIImageView[0] in bar"), Rect(x: 390 - 16 - 20, y: row, width: 20, height: 20)))
    #expect(
      same(solved.frame(of: "UIImageView[1] in bar"), Rect(x: 354 - 8 - 20, y: row, width: 20, height: 20)))
  }

  @Test func aCustomViewKeepsItsFrameSize() throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      let root = SafeAreaMarkerController(title: "Inbox")
      let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
      avatar.accessibilityIdentifier = "avatar"
      root.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: avatar)
      return UINavigationController(rootViewController: root)
    }
    // At the leading margin, centred down the row: 47 + (44 − 32) / 2 = 53.
    #expect(same(solved.frame(of: "avatar"), Rect(x: 16, y: 53, width: 32, height: 32)))
  }

  @Test func twoControllersShowTheTopOneWithABackButton() throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      let navigation = UINavigationController()
      navigation.viewControllers = [
        SafeAreaMarkerController(title: "Mailboxes"), SafeAreaMarkerController(title: "Inbox"),
      ]
      return navigation
    }
    // Only the top controller's view is laid out.
    #expect(solved.frame(of: "marker") != nil)
    #expect(solved.frame(of: "marker (2)") == nil)
    // The chevron (13 × 21) 8 points in, centred down the row: 47 + (44 − 21) / 2 = 58.5, on the
    // 1/3-point grid 58.667 (or 58.333); the title 6 points after it, 8 + 13 + 6 = 27.
    let chevron = try #require(solved.frame(of: "BackChevronView[0] in backButton"))
    #expect(matches(chevron.minX, 8))
    #expect(matches(chevron.width, 13) && matches(chevron.height, 21))
    #expect(abs(chevron.minY - 58.5) <= 1.0 / 6)
    let backTitle = try #require(solved.frame(of: "UILabel[0] in backButton"))
    #expect(matches(backTitle.minX, 27))
    #expect(solved.frame(of: "titleLabel") != nil)
  }

  @Test(
    arguments: [
      (nil, "Mailboxes", UINavigationItem.BackButtonDisplayMode.default, "Mailboxes"),
      ("All", "Mailboxes", .default, "All"),
      (nil, nil, .default, "Back"),
      (nil, "Mailboxes", .generic, "Back"),
      (nil, "Mailboxes", .minimal, nil),
    ] as [(String?, String?, UINavigationItem.BackButtonDisplayMode, String?)])
  func theBackButtonIsTitledByTheControllerBelow(
    backTitle: String?, title: String?, mode: UINavigationItem.BackButtonDisplayMode, expected: String?
  ) throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      let below = SafeAreaMarkerController()
      below.title = title
      below.navigationItem.backButtonTitle = backTitle
      below.navigationItem.backButtonDisplayMode = mode
      let navigation = UINavigationController(rootViewController: below)
      navigation.pushViewController(SafeAreaMarkerController(title: "Inbox"), animated: false)
      return navigation
    }
    #expect(text(of: "UILabel[0] in backButton", in: solved) == expected)
    #expect(solved.frame(of: "BackChevronView[0] in backButton") != nil)
  }

  @Test func hidesBackButtonAndLeadingItemsTakeTheBackButtonAway() throws {
    for hides in [true, false] {
      let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
        let top = SafeAreaMarkerController(title: "Inbox")
        if hides {
          top.navigationItem.hidesBackButton = true
        } else {
          top.navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: nil, action: nil)
        }
        let navigation = UINavigationController(
          rootViewController: SafeAreaMarkerController(title: "Mailboxes"))
        navigation.pushViewController(top, animated: false)
        return navigation
      }
      #expect(solved.frame(of: "backButton") == nil)
    }
  }

  @Test func aSearchControllerAddsARowWithAField() throws {
    for large in [false, true] {
      let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
        let root = SafeAreaMarkerController(title: "Mail")
        root.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = large
        return navigation
      }
      // 44 + 52 = 96 inline, 44 + 52 + 52 = 148 with a large title.
      let height = 44 + (large ? 52.0 : 0) + 52
      #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 47, width: 390, height: height)))
      #expect(matches(solved.frame(of: "marker")?.minY, 47 + height))
      // The 36-point field at the margins, centred in its row: its top (52 − 36) / 2 = 8 down.
      let rowTop = 47 + 44 + (large ? 52.0 : 0)
      #expect(same(solved.frame(of: "searchField"), Rect(x: 16, y: rowTop + 8, width: 390 - 32, height: 36)))
      #expect(text(of: "textLabel", in: solved) == "Search")
    }
  }

  @Test func aScrollViewShownByTheControllerRestsUnderTheBar() throws {
    for behavior in [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
      let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
        let list = ScrollingController()
        list.scroll.contentInsetAdjustmentBehavior = behavior
        return UINavigationController(rootViewController: list)
      }
      // 100 points of content do not scroll; `.automatic` still adjusts the top by the safe area
      // under the bar (47 + 44 = 91), `.scrollableAxes` does not.
      #expect(matches(solved.frame(of: "content")?.minY, behavior == .automatic ? 91 : 0), "\(behavior)")
    }
  }

  @Test func theScrollEdgeAppearanceIsDrawnAtRest() throws {
    // Default: transparent at rest, so the view's white shows through the bar; an opaque red
    // scroll-edge appearance fills the bar and the status bar above it.
    for opaque in [false, true] {
      let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
        let navigation = UINavigationController(rootViewController: SafeAreaMarkerController(title: "Inbox"))
        if opaque {
          let appearance = UINavigationBarAppearance()
          appearance.configureWithOpaqueBackground()
          appearance.backgroundColor = .systemRed
          navigation.navigationBar.scrollEdgeAppearance = appearance
        }
        return navigation
      }
      let image = try Raster.Image(pngData: try solved.pngData())
      let (column, row) = (3 * 5, 3 * 20)  // (5, 20): the status bar, in pixels at 3x
      let pixel = image.bytes[(row * image.width + column) * 4..<(row * image.width + column) * 4 + 3].map(
        Int.init)
      // systemRed in light: #FF3B30.
      #expect(pixel == (opaque ? [255, 59, 48] : [255, 255, 255]))
    }
  }

  /// The text of the view named `name` in `solved`'s frame dump, if it has one.
  private func text(of name: String, in solved: SolvedLayout) -> String? {
    let line = solved.frameDump().split(separator: "\n").first { $0.contains("\"name\": \"\(name)\"") }
    guard let line, let range = line.range(of: "\"text\": \"") else { return nil }
    return String(line[range.upperBound...].prefix { $0 != "\"" })
  }
}
