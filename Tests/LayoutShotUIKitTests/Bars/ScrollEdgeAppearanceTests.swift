import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

// A tab bar or a toolbar draws its scroll-edge appearance when the content it watches ends above
// it at rest, and its standard appearance when the content runs under it
// (Documentation/Bars.md#backgrounds). On a white view, the standard material is #F9F9F9 at 94 %:
// 249 × 0.94 + 255 × 0.06 = 249.36, drawn as 249; the transparent background lets the white
// (255) through.

@MainActor
@Suite("Scroll-edge appearances of tab bars and toolbars")
struct ScrollEdgeAppearanceTests {
  /// iPhone 12: 390 × 844 at 3x; a tab bar 83 tall at y = 761, a toolbar 49 + 34 tall at 761.
  let screen = Device.iPhone12.screen(os: .ios18)

  /// The red, green and blue of the pixel at (`x`, `y`) points in `solved`'s PNG at 3x.
  func pixel(_ solved: SolvedLayout, x: Double, y: Double) throws -> [Int] {
    let image = try Raster.Image(pngData: try solved.pngData())
    let index = (Int(y * 3) * image.width + Int(x * 3)) * 4
    return image.bytes[index..<index + 3].map(Int.init)
  }

  /// A table controller of `rows` plain rows on a white background.
  func list(rows: Int) -> ListController {
    let controller = ListController(style: .plain, sections: [.init(rows: rows)])
    controller.tableView.tableFooterView = UIView()
    return controller
  }

  /// Lays out a tab bar controller showing `content`, after `configure` has its say.
  func tabs(
    _ content: UIViewController, configure: @escaping (UITabBarController) -> Void = { _ in }
  ) throws -> SolvedLayout {
    let held = HeldController(content)
    let configuration = HeldController(configure)
    return try LayoutEngine().solve(
      UIKitLayout.controller("Tabs") {
        let tabs = UITabBarController()
        held.value.tabBarItem = UITabBarItem(title: "List", image: nil, tag: 0)
        tabs.viewControllers = [held.value, UIViewController()]
        configuration.value(tabs)
        return tabs
      }, on: screen)
  }

  @Test func aShortListLeavesTheTabBarTransparentAndALongOneDrawsItsMaterial() throws {
    // 3 rows end at 47 + 132 = 179, far above the bar; 30 rows (1,320 points) run under it.
    // (370, 800) lies inside the bar, clear of the items.
    let short = try tabs(list(rows: 3))
    #expect(try pixel(short, x: 370, y: 840) == [255, 255, 255])
    let long = try tabs(list(rows: 30))
    #expect(try pixel(long, x: 370, y: 840) == [249, 249, 249])
  }

  @Test func aScreenWithoutAScrollViewLeavesTheTabBarTransparent() throws {
    let solved = try tabs(SafeAreaMarkerController(title: "Plain"))
    #expect(try pixel(solved, x: 370, y: 840) == [255, 255, 255])
  }

  @Test func theBarsAndTheSelectedItemsScrollEdgeAppearancesAreDrawn() throws {
    // An opaque red scroll-edge appearance on the bar (systemRed in light: #FF3B30); the selected
    // item's green one (#34C759) wins over it.
    func red() -> UITabBarAppearance {
      let appearance = UITabBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = .systemRed
      return appearance
    }
    let bar = try tabs(list(rows: 3)) { $0.tabBar.scrollEdgeAppearance = red() }
    #expect(try pixel(bar, x: 370, y: 840) == [255, 59, 48])
    let item = try tabs(list(rows: 3)) { tabs in
      tabs.tabBar.scrollEdgeAppearance = red()
      let green = UITabBarAppearance()
      green.configureWithOpaqueBackground()
      green.backgroundColor = .systemGreen
      tabs.viewControllers?.first?.tabBarItem.scrollEdgeAppearance = green
    }
    #expect(try pixel(item, x: 370, y: 840) == [52, 199, 89])
  }

  @Test func theContentScrollViewSetForTheBottomEdgeDecides() throws {
    // The view holds a short table and, in front of it, a long one; the first scroll view found is
    // the short one, and naming the long one as the content scroll view for the bottom edge makes
    // the bar draw its material.
    for chooses in [false, true] {
      let controller = TwoListsController(choosesLongList: chooses)
      let solved = try tabs(controller)
      #expect(
        try pixel(solved, x: 370, y: 840) == (chooses ? [249, 249, 249] : [255, 255, 255]), "\(chooses)")
      #expect((controller.contentScrollView(for: .bottom) === controller.long) == chooses)
      #expect(controller.contentScrollView(for: .top) == nil)
    }
  }

  @Test func aNavigationControllersToolbarFollowsItsTopControllersContent() throws {
    for rows in [3, 30] {
      let held = HeldController(list(rows: rows))
      let solved = try LayoutEngine().solve(
        UIKitLayout.controller("Toolbar") {
          let navigation = UINavigationController(rootViewController: held.value)
          held.value.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
          navigation.isToolbarHidden = false
          return navigation
        }, on: screen)
      // The toolbar spans 761 … 844; (370, 840) is inside it, clear of its one item.
      #expect(
        try pixel(solved, x: 370, y: 840) == (rows == 3 ? [255, 255, 255] : [249, 249, 249]), "\(rows)")
    }
  }
}

/// A controller whose view holds two full-size tables: a 3-row one and, in front of it, a 30-row
/// one that it may name as its content scroll view for the bottom edge.
final class TwoListsController: UIViewController, UITableViewDataSource {
  let short = UITableView()
  let long = UITableView()
  let choosesLongList: Bool

  init(choosesLongList: Bool) {
    self.choosesLongList = choosesLongList
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for table in [short, long] {
      table.dataSource = self
      table.tableFooterView = UIView()
      table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      table.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(table)
      NSLayoutConstraint.activate([
        table.topAnchor.constraint(equalTo: view.topAnchor),
        table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    }
    if choosesLongList { setContentScrollView(long, for: .bottom) }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView === long ? 30 : 3
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}
