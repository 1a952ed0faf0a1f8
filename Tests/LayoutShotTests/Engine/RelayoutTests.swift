import LayoutShot
import Testing

/// One engine solving a program on screen after screen: it keeps the program's Cassowary system
/// and moves the screen's edit variables, and must give what a fresh engine gives.
@Suite("Re-solving for other screens")
struct RelayoutTests {
  /// An iPhone SE: 375 × 667 at 2x, status bar 20.
  private static let phone = Screen(
    device: "iphone-se", size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
  /// A Dynamic Island phone: 393 × 852 at 3x, safe area 59 / 34.
  private static let islandPhone = Screen(
    device: "iphone-15-pro", size: Size(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
  /// The same in landscape: safe area 59 on both sides, 21 at the bottom.
  private static let islandLandscape = Screen(
    device: "iphone-15-pro", orientation: .landscape, size: Size(width: 852, height: 393), scale: 3,
    safeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59), verticalSizeClass: .compact)
  /// An iPad in landscape: 1024 × 768 at 2x, safe area 24 / 20, regular width, 20-point margins.
  private static let padLandscape = Screen(
    device: "ipad", orientation: .landscape, size: Size(width: 1024, height: 768), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
    layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)
  /// The iPad in portrait: 768 × 1024.
  private static let padPortrait = Screen(
    device: "ipad", orientation: .portrait, size: Size(width: 768, height: 1024), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
    layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// A header under the status bar (its own safe area and margins depend on its frame), a title
  /// in the header's margins, and content in the root's readable guide below the header.
  private struct Article: LayoutProgram {
    func body(root: View, screen: Screen) -> LayoutBody {
      let header = View("header")
      let title = View("title")
      let content = View("content")
      root.addSubviews(header, content)
      header.addSubview(title)
      header.leading == root.leading
      header.trailing == root.trailing
      header.top == root.top
      header.bottom == root.safeAreaLayoutGuide.top + 44
      title.pinEdges(to: header.layoutMarginsGuide)
      content.leading == root.readableContentGuide.leading
      content.trailing == root.readableContentGuide.trailing
      content.top == header.bottom + 8
      content.bottom == root.safeAreaLayoutGuide.bottom - 8
    }
  }

  /// The frames of `Article` worked out by hand for each screen.
  ///
  /// With safe insets T (top), L, R, B and screen W × H: header (0, 0, W, T + 44); the header
  /// reaches into the whole unsafe top, left and right regions, so its margins are 8 + T, 8 + L,
  /// 8 + R and 8: title (L + 8, T + 8, W - L - R - 16, 44 - 16 = 28); content from T + 52 to
  /// H - B - 8, in the readable guide.
  private static let expectedArticle: [(screen: Screen, header: Rect, title: Rect, content: Rect)] = [
    // Margins 16: readable = margins (16, 343 wide). Content 72...659.
    (
      phone, Rect(x: 0, y: 0, width: 375, height: 64), Rect(x: 8, y: 28, width: 359, height: 28),
      Rect(x: 16, y: 72, width: 343, height: 587)
    ),
    // Readable = margins (16, 361 wide). Content 111...810.
    (
      islandPhone, Rect(x: 0, y: 0, width: 393, height: 103), Rect(x: 8, y: 67, width: 377, height: 28),
      Rect(x: 16, y: 111, width: 361, height: 699)
    ),
    // Title (59 + 8, 8, 852 - 118 - 16 = 718, 28). Margins 59 + 16 = 75, 702 wide; readable
    // 672 at 75 + 15 = 90. Content 52...364.
    (
      islandLandscape, Rect(x: 0, y: 0, width: 852, height: 44), Rect(x: 67, y: 8, width: 718, height: 28),
      Rect(x: 90, y: 52, width: 672, height: 312)
    ),
    // Margins 20, 984 wide; readable 672 at 20 + 156 = 176. Content 76...740.
    (
      padLandscape, Rect(x: 0, y: 0, width: 1024, height: 68), Rect(x: 8, y: 32, width: 1008, height: 28),
      Rect(x: 176, y: 76, width: 672, height: 664)
    ),
    // Margins 20, 728 wide; readable 672 at 20 + 28 = 48. Content 76...996.
    (
      padPortrait, Rect(x: 0, y: 0, width: 768, height: 68), Rect(x: 8, y: 32, width: 752, height: 28),
      Rect(x: 48, y: 76, width: 672, height: 920)
    ),
  ]

  @Test func oneEngineOnFiveScreensAndBackMatchesAFreshEnginePerScreen() throws {
    let engine = LayoutEngine()
    let order = Array(Self.expectedArticle.indices) + Self.expectedArticle.indices.reversed().dropFirst()
    for index in order {
      let expected = Self.expectedArticle[index]
      let reused = try engine.solve(Article(), on: expected.screen)
      let fresh = try LayoutEngine().solve(Article(), on: expected.screen)
      let device = "\(expected.screen.device) \(expected.screen.orientation)"
      #expect(isClose(reused.frame(of: "header"), expected.header), "\(device)")
      #expect(isClose(reused.frame(of: "title"), expected.title), "\(device)")
      #expect(isClose(reused.frame(of: "content"), expected.content), "\(device)")
      #expect(reused.diagnostics == [], "\(device)")
      #expect(reused.frames == fresh.frames, "\(device)")
      #expect(reused.guideFrames == fresh.guideFrames, "\(device)")
      #expect(reused.frameDump() == fresh.frameDump(), "\(device)")
      #expect(
        zip(reused.exactFrames, fresh.exactFrames).allSatisfy { isClose($0, $1) }, "\(device)")
    }
  }

  /// A list and a detail view: side by side in a regular width, stacked in a compact one.
  private struct SplitOrStack: LayoutProgram {
    func body(root: View, screen: Screen) -> LayoutBody {
      let list = View("list")
      let detail = View("detail")
      root.addSubviews(list, detail)
      let safeArea = root.safeAreaLayoutGuide
      list.leading == safeArea.leading
      list.top == safeArea.top
      detail.trailing == safeArea.trailing
      detail.bottom == safeArea.bottom
      if screen.horizontalSizeClass == .regular {
        list.width == 320
        list.bottom == safeArea.bottom
        detail.leading == list.trailing
        detail.top == safeArea.top
      } else {
        list.trailing == safeArea.trailing
        list.height == 200
        detail.leading == safeArea.leading
        detail.top == list.bottom
      }
    }
  }

  @Test func aProgramThatBranchesOnTheSizeClassGetsTheRightFramesInAnyOrder() throws {
    let engine = LayoutEngine()
    for screen in [Self.islandPhone, Self.padLandscape, Self.islandPhone, Self.padLandscape] {
      let solved = try engine.solve(SplitOrStack(), on: screen)
      #expect(solved.diagnostics == [])
      if screen.horizontalSizeClass == .regular {
        // Safe area (0, 24, 1024, 724): list (0, 24, 320, 724); detail from 320 to 1024.
        #expect(solved.frame(of: "list") == Rect(x: 0, y: 24, width: 320, height: 724))
        #expect(solved.frame(of: "detail") == Rect(x: 320, y: 24, width: 704, height: 724))
      } else {
        // Safe area (0, 59, 393, 759): list (0, 59, 393, 200); detail from 259 to 818.
        #expect(solved.frame(of: "list") == Rect(x: 0, y: 59, width: 393, height: 200))
        #expect(solved.frame(of: "detail") == Rect(x: 0, y: 259, width: 393, height: 559))
      }
    }
  }

  /// A banner 20 from the leading edge that must be 400 wide and must end 20 before the trailing
  /// edge, and would like to be 400 wide: the two requirements conflict below 440 points.
  private static let banner = AnyLayoutProgram("Banner") { root, _ in
    let banner = View("banner")
    root.addSubview(banner)
    banner.leading == root.leading + 20
    banner.trailing <= root.trailing - 20
    banner.top == root.top + 10
    banner.height == 50
    banner.width == 400 ~ .defaultHigh
    banner.width == 400
  }

  private static let narrow = Screen(size: Size(width: 375, height: 667), scale: 2)
  private static let wide = Screen(size: Size(width: 1024, height: 768), scale: 2)

  /// Checks the banner on the narrow screen: the required width is broken, and the optional one
  /// takes what is left.
  private static func expectNarrowBanner(_ solved: SolvedLayout) {
    // Without `banner.width == 400`: 20 + width <= 375 - 20, and the optional 400 pulls the width
    // to 335: (20, 10, 335, 50).
    #expect(solved.frame(of: "banner") == Rect(x: 20, y: 10, width: 335, height: 50))
    #expect(solved.diagnostics.count == 1)
    let conflict = solved.diagnostics(.unsatisfiable).first
    #expect(conflict?.brokenConstraint?.text == "banner.width == 400")
    // 20 + 400 + 20 = 440 > 375: the two edges, the width, and the screen's width.
    #expect(
      Set(conflict?.constraints.map(\.text) ?? []) == [
        "banner.leading == root.leading + 20", "banner.trailing <= root.trailing - 20", "banner.width == 400",
        "root.width == screen width", "root.width (the screen's width) == 375",
      ])
  }

  /// Checks the banner on the wide screen: everything holds.
  private static func expectWideBanner(_ solved: SolvedLayout) {
    // 20 + 400 = 420 <= 1024 - 20: (20, 10, 400, 50).
    #expect(solved.frame(of: "banner") == Rect(x: 20, y: 10, width: 400, height: 50))
    #expect(solved.diagnostics == [])
  }

  @Test func aConflictOnlyOnTheNarrowScreenComesAndGoesNarrowFirst() throws {
    let engine = LayoutEngine()
    Self.expectNarrowBanner(try engine.solve(Self.banner, on: Self.narrow))
    Self.expectWideBanner(try engine.solve(Self.banner, on: Self.wide))
    Self.expectNarrowBanner(try engine.solve(Self.banner, on: Self.narrow))
  }

  @Test func aConflictOnlyOnTheNarrowScreenComesAndGoesWideFirst() throws {
    let engine = LayoutEngine()
    Self.expectWideBanner(try engine.solve(Self.banner, on: Self.wide))
    Self.expectNarrowBanner(try engine.solve(Self.banner, on: Self.narrow))
    Self.expectWideBanner(try engine.solve(Self.banner, on: Self.wide))
  }

  @Test func aChangeOfSafeAreaAloneIsPickedUp() throws {
    let engine = LayoutEngine()
    var screen = Self.phone
    _ = try engine.solve(Article(), on: screen)
    screen.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
    let solved = try engine.solve(Article(), on: screen)
    // Same size, new insets: header (0, 0, 375, 88); title (8, 52, 359, 28); content from 96 to
    // 667 - 34 - 8 = 625, in the margins (16, 343 wide).
    #expect(solved.frame(of: "header") == Rect(x: 0, y: 0, width: 375, height: 88))
    #expect(solved.frame(of: "title") == Rect(x: 8, y: 52, width: 359, height: 28))
    #expect(solved.frame(of: "content") == Rect(x: 16, y: 96, width: 343, height: 529))
  }
}

/// Whether two frames agree to 1e-9 points on every edge.
private func isClose(_ actual: Rect?, _ expected: Rect) -> Bool {
  guard let actual else { return false }
  return [
    (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
    (actual.height, expected.height),
  ].allSatisfy { abs($0 - $1) <= 1e-9 }
}
