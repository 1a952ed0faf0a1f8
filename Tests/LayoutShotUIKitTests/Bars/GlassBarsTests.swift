import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

/// The iOS 26 edition's Liquid Glass bars in the UIKit face, on an iPhone 16 Pro (402 × 874 at
/// 3x, safe area 62 top and 34 bottom), every expected frame computed by hand from
/// Documentation/Bars.md#ios-26.
///
/// Each test names its edition: the default edition will change.
@MainActor
@Suite("Liquid Glass bars (UIKit)")
struct GlassBarsTests {
  private let pixel = 1.0 / 3
  private let screen = Variant(os: .ios26).applied(to: Device.iPhone16Pro.screen())

  private func solve(_ make: @escaping @MainActor @Sendable () -> UIViewController) throws -> SolvedLayout {
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Bars", make), on: screen)
    #expect(solved.diagnostics == [])
    return solved
  }

  /// Whether `rect` is `expected` to within a pixel on each edge (frames land on the 1/3 grid).
  private func near(_ rect: Rect?, _ expected: Rect) -> Bool {
    guard let rect else { return false }
    return abs(rect.minX - expected.minX) <= pixel + 1e-9 && abs(rect.minY - expected.minY) <= pixel + 1e-9
      && abs(rect.maxX - expected.maxX) <= pixel + 1e-9 && abs(rect.maxY - expected.maxY) <= pixel + 1e-9
  }

  /// The red, green and blue of the pixel at (`x`, `y`) points.
  private func color(_ solved: SolvedLayout, x: Double, y: Double) throws -> [Int] {
    let image = try Raster.Image(pngData: try solved.pngData())
    let index = (Int(y * 3) * image.width + Int(x * 3)) * 4
    return image.bytes[index..<index + 3].map(Int.init)
  }

  private func isClose(_ pixel: [Int], _ expected: [Int], within tolerance: Int = 2) -> Bool {
    zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  // MARK: Tab bar

  private func tabs(_ count: Int, badge: String? = nil) throws -> SolvedLayout {
    try solve {
      let tabs = UITabBarController()
      tabs.viewControllers = (0..<count).map { index in
        let controller = SafeAreaMarkerController(title: "Tab \(index)")
        controller.tabBarItem = UITabBarItem(
          title: "Tab \(index)", image: UIImage(systemName: "star"), tag: index)
        controller.tabBarItem.accessibilityIdentifier = "item\(index)"
        return controller
      }
      tabs.viewControllers?.last?.tabBarItem.badgeValue = badge
      tabs.tabBar.accessibilityIdentifier = "tabs"
      return tabs
    }
  }

  @Test func theTabBarKeepsItsFrameAndFloatsACapsuleInIt() throws {
    let solved = try tabs(5)
    // The bar: 49 + 34 = 83 tall at 874 − 83 = 791. The platter: 21 in from each side and 21
    // above the screen's bottom, 62 tall: (21, 874 − 21 − 62 = 791, 402 − 42 = 360, 62).
    #expect(same(solved.frame(of: "tabs"), Rect(x: 0, y: 791, width: 402, height: 83)))
    #expect(same(solved.frame(of: "platterView"), Rect(x: 21, y: 791, width: 360, height: 62)))
    // The content's safe area still ends at the bar's top: 791 − 62 = 729 tall from 62.
    #expect(same(solved.frame(of: "marker"), Rect(x: 0, y: 62, width: 10, height: 729)))
    // No material strip and no shadow line.
    #expect(solved.frame(of: "backgroundView") == nil)
  }

  @Test func itemsShareThePlatterInsideA4PointInset() throws {
    let solved = try tabs(5)
    // The item region: (25, 795, 352, 54); five items of 352 / 5 = 70.4 each.
    for index in 0..<5 {
      let expected = Rect(x: 25 + 70.4 * Double(index), y: 795, width: 70.4, height: 54)
      #expect(near(solved.frame(of: "item\(index)"), expected), "item \(index)")
    }
    // The selection capsule: 54 tall, 70.4 + 7.55 = 77.95 wide, centred on the first item
    // (centre 25 + 35.2 = 60.2): from 60.2 − 38.975 = 21.225.
    #expect(near(solved.frame(of: "selectionView"), Rect(x: 21.225, y: 795, width: 77.95, height: 54)))
  }

  @Test func anItemCentresItsImageSlotAndTitleDown() throws {
    let solved = try tabs(2)
    // Two items of (360 − 8) / 2 = 176 from x = 25, centred down on 795 + 27 = 822.
    let image = try #require(solved.frame(of: "item0.imageView"))
    let title = try #require(solved.frame(of: "item0.titleLabel"))
    #expect(abs(image.midX - (25 + 88)) <= pixel + 1e-9)
    #expect(abs(title.midX - (25 + 88)) <= pixel + 1e-9)
    // The image is centred in a 25.2 slot whose bottom is 2 above the title: its centre sits
    // 12.6 + 2 = 14.6 above the title's top.
    #expect(abs(title.minY - image.midY - 14.6) <= 2 * pixel)
    // Slot and title together are centred on 822: the slot's top is image centre − 12.6.
    #expect(abs((image.midY - 12.6 + title.maxY) / 2 - 822) <= 2 * pixel)
  }

  @Test func aBadgeSitsAboveTheImagesTrailingSide() throws {
    let solved = try tabs(2, badge: "3")
    let image = try #require(solved.frame(of: "item1.imageView"))
    let badge = try #require(solved.frame(of: "badgeView"))
    // Its top-leading corner 12.2 right of and 18.1 above the image's centre.
    #expect(abs(badge.minX - (image.midX + 12.2)) <= pixel + 1e-9)
    #expect(abs(badge.minY - (image.midY - 18.1)) <= pixel + 1e-9)
    #expect(matches(badge.height, 18))
  }

  @Test func theSelectionIsTheSecondaryFillOverTheGlass() throws {
    let solved = try tabs(5)
    // The secondary system fill, rgba(120, 120, 128, 0.16), over the glass: each channel is
    // 0.84 × the bare glass's + 0.16 × the fill's. The capsule probed 6 points inside its left
    // end, clear of the icon and title; the bare glass between items 3 and 4, at the same height.
    let glass = try color(solved, x: 25 + 70.4 * 3, y: 822)
    let selection = try color(solved, x: 21.225 + 6, y: 822)
    let expected = zip(glass, [120.0, 120, 128]).map { Int((0.84 * Double($0) + 0.16 * $1).rounded()) }
    #expect(isClose(selection, expected), "\(selection) over \(glass)")
    // The glass is lighter than the selection and no more than white: regular glass over white.
    #expect(glass.allSatisfy { $0 > 240 && $0 <= 255 }, "\(glass)")
  }

  // MARK: Navigation bar

  private func navigation(
    large: Bool = false, pushed: Bool = false, right: [UIBarButtonItem] = [], left: [UIBarButtonItem] = []
  ) throws -> SolvedLayout {
    try solve {
      let root = SafeAreaMarkerController(title: "Inbox")
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = large
      navigation.navigationBar.accessibilityIdentifier = "bar"
      let top = pushed ? SafeAreaMarkerController(title: "Message") : root
      if pushed { navigation.pushViewController(top, animated: false) }
      top.navigationItem.rightBarButtonItems = right
      top.navigationItem.leftBarButtonItems = left
      return navigation
    }
  }

  @Test func theBarIs54TallAtTheSafeAreasTopWithNoBackground() throws {
    let solved = try navigation()
    #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 62, width: 402, height: 54)))
    // The content's safe area starts below it: 62 + 54 = 116.
    #expect(matches(solved.frame(of: "marker")?.minY, 116))
    #expect(solved.frame(of: "backgroundView") == nil)
    // The inline title is centred across and 23.17 below the bar's top: 85.17.
    let title = try #require(solved.frame(of: "titleLabel"))
    #expect(abs(title.midX - 201) <= pixel + 1e-9)
    #expect(abs(title.midY - 85.17) <= pixel + 1e-9)
  }

  @Test func theBackButtonIsAGlassCircle16FromTheEdge() throws {
    let solved = try navigation(pushed: true)
    // 44 × 44, from x = 16, centred 85.17 down: top 63.17.
    #expect(near(solved.frame(of: "backButton"), Rect(x: 16, y: 63.17, width: 44, height: 44)))
  }

  @Test func neighbouringIconItemsShareOneCapsule() throws {
    let solved = try navigation(right: [
      UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
      UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil),
    ])
    // Two cells of 51.5: 103 × 44, its trailing edge 16 from the screen's: x = 402 − 16 − 103.
    #expect(
      near(solved.frame(of: "GlassPlatterView[0] in bar"), Rect(x: 283, y: 63.17, width: 103, height: 44)))
  }

  @Test func aDoneItemStandsAloneOnTintedGlass() throws {
    let solved = try navigation(right: [
      UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
    ])
    // The done item, outermost, on its own capsule ending 16 from the edge; the add item on a
    // 44 × 44 circle 8 to its left.
    // Capsules are added from the edge inward.
    let done = try #require(solved.frame(of: "GlassPlatterView[0] in bar"))
    let add = try #require(solved.frame(of: "GlassPlatterView[1] in bar"))
    #expect(abs(done.maxX - 386) <= pixel + 1e-9)
    #expect(near(add, Rect(x: done.minX - 8 - 44, y: 63.17, width: 44, height: 44)))
    // Filled with the iOS 26 system blue, #0088FF, probed 5 points inside its leading end.
    #expect(isClose(try color(solved, x: done.minX + 5, y: done.midY), [0, 136, 255]))
  }

  @Test func aLargeTitleAdds52AndSitsOnItsMeasuredBaseline() throws {
    let solved = try navigation(large: true)
    // 54 + 52 = 106 tall: the content starts at 62 + 106 = 168.
    #expect(same(solved.frame(of: "bar"), Rect(x: 0, y: 62, width: 402, height: 106)))
    #expect(matches(solved.frame(of: "marker")?.minY, 168))
    // 34-point bold at the 16-point margin; its baseline 15.67 above the bar's bottom, 152.33:
    // its top is the baseline less the ascender (0.9521484375 em, as the iOS 18 test).
    let large = try #require(solved.frame(of: "largeTitleLabel"))
    #expect(matches(large.minX, 16))
    #expect(abs(large.minY - (152.33 - 34 * 0.9521484375)) <= pixel + 1e-9)
  }

  @Test func aSearchControllersFieldIsA44PointCapsule() throws {
    let solved = try solve {
      let root = SafeAreaMarkerController(title: "Recipes")
      root.navigationItem.searchController = UISearchController(searchResultsController: nil)
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = true
      return navigation
    }
    // Below the 54-point row and the 52-point large title, a 60-point row holds the field 8 down:
    // (16, 62 + 106 + 8 = 176), 402 − 32 = 370 wide, 44 tall; the content starts at 62 + 166.
    #expect(same(solved.frame(of: "searchField"), Rect(x: 16, y: 176, width: 370, height: 44)))
    #expect(matches(solved.frame(of: "marker")?.minY, 228))
    // The glass glyph 12 in from the field's leading edge, the placeholder 7 after it.
    let glyph = try #require(solved.frame(of: "glassView"))
    let text = try #require(solved.frame(of: "textLabel"))
    #expect(matches(glyph.minX, 16 + 12))
    #expect(matches(text.minX, glyph.maxX + 7))
  }

  // MARK: Toolbar

  @Test func toolbarItemsFloat28FromTheSidesAndBottom() throws {
    let solved = try solve {
      let root = SafeAreaMarkerController(title: "Notes")
      root.toolbarItems = [
        UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        .flexibleSpace(),
        UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil),
      ]
      let navigation = UINavigationController(rootViewController: root)
      navigation.isToolbarHidden = false
      navigation.toolbar.accessibilityIdentifier = "toolbar"
      return navigation
    }
    // The frame is unchanged: 49 tall above the 34-point home indicator, at 874 − 34 − 49 = 791;
    // the content's safe area ends at its top.
    #expect(same(solved.frame(of: "toolbar"), Rect(x: 0, y: 791, width: 402, height: 49)))
    #expect(matches(solved.frame(of: "marker")?.maxY, 791))
    // The lone add item: a 48 × 48 circle 28 from the left, its bottom 28 above the screen's:
    // y = 874 − 28 − 48 = 798.
    #expect(
      near(solved.frame(of: "GlassPlatterView[0] in toolbar"), Rect(x: 28, y: 798, width: 48, height: 48)))
    // Trash and compose share a 2 × 53.835 = 107.67 capsule ending 28 from the right.
    #expect(
      near(
        solved.frame(of: "GlassPlatterView[1] in toolbar"),
        Rect(x: 402 - 28 - 107.67, y: 798, width: 107.67, height: 48)))
    #expect(solved.frame(of: "backgroundView") == nil)
  }

  @Test func theIOS18EditionKeepsTheMaterialBars() throws {
    // The same tab bar on the iOS 18 edition: no platter, items across the whole width.
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Bars") {
        let tabs = UITabBarController()
        tabs.viewControllers = [SafeAreaMarkerController(title: "One")]
        tabs.viewControllers?[0].tabBarItem.accessibilityIdentifier = "item0"
        return tabs
      }, on: Variant(os: .ios18).applied(to: Device.iPhone16Pro.screen()))
    #expect(solved.frame(of: "platterView") == nil)
    #expect(same(solved.frame(of: "item0"), Rect(x: 0, y: 791, width: 402, height: 49)))
  }
}
