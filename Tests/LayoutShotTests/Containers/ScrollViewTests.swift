import LayoutShot
import Testing

/// Scroll views (Documentation/ScrollViews.md): the content sized by its constraints against the
/// content guide, placed at UIKit's resting offset, the adjusted content inset under each adjustment
/// behaviour on a notch phone in both orientations, the scroll view's own edges meaning the
/// content's, clipping, and the two classic mistakes' diagnostics.
@Suite("Scroll views")
struct ScrollViewTests {
  /// A notch phone: 390 × 844 at 3x, safe area 47 at the top and 34 at the bottom.
  static let portrait = Screen(
    device: "iphone-12", size: Size(width: 390, height: 844), scale: 3,
    safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
  /// The same phone in landscape: safe area 47 on both sides and 21 at the bottom.
  static let landscape = Screen(
    device: "iphone-12", orientation: .landscape, size: Size(width: 844, height: 390), scale: 3,
    safeAreaInsets: EdgeInsets(left: 47, bottom: 21, right: 47), verticalSizeClass: .compact)

  /// A full-screen scroll view holding one column `height` tall, as wide as the frame, set up by
  /// `configure`; the column is pinned to the content guide, or to the scroll view's own edges.
  static func column(
    height: Double, pinnedToScrollViewEdges: Bool = false,
    configure: @escaping @Sendable (ScrollView) -> Void = { _ in }
  ) -> AnyLayoutProgram {
    AnyLayoutProgram("Column") { root, _ in
      let scroll = ScrollView("scroll")
      let column = View("column")
      root.addSubview(scroll)
      scroll.addSubview(column)
      scroll.pinEdges(to: root)
      column.pinEdges(to: pinnedToScrollViewEdges ? scroll : scroll.contentLayoutGuide)
      column.width == scroll.frameLayoutGuide.width
      column.height == height
      configure(scroll)
    }
  }

  @Test func tallContentScrollsAndStartsBelowTheStatusBar() throws {
    let solved = try LayoutEngine().solve(Self.column(height: 1200), on: Self.portrait)
    #expect(solved.diagnostics == [])
    let state = try #require(solved.scrollState(of: "scroll"))
    #expect(state.contentSize == Size(width: 390, height: 1200))
    // Automatic: the content scrolls down, so the top and bottom safe-area insets are added; it
    // does not scroll across (390 is the frame's width), so the sides are not.
    #expect(state.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(state.contentOffset == Point(x: 0, y: -47))
    #expect(solved.frame(of: "column") == Rect(x: 0, y: 47, width: 390, height: 1200))
    #expect(solved.frame(of: "scroll") == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func contentThatFitsIsNotAdjustedUnlessItAlwaysBounces() throws {
    let short = try LayoutEngine().solve(Self.column(height: 300), on: Self.portrait)
    #expect(short.scrollState(of: "scroll")?.adjustedContentInset == .zero)
    #expect(short.frame(of: "column")?.minY == 0)
    let bouncing = try LayoutEngine().solve(
      Self.column(height: 300) { $0.alwaysBounceVertical = true }, on: Self.portrait)
    #expect(bouncing.scrollState(of: "scroll")?.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
    #expect(bouncing.frame(of: "column")?.minY == 47)
  }

  @Test(arguments: [
    (ContentInsetAdjustmentBehavior.automatic, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)),
    (.scrollableAxes, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)),
    (.always, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
    (.never, EdgeInsets.zero),
  ])
  func eachBehaviourAdjustsItsEdgesInLandscape(behavior: ContentInsetAdjustmentBehavior, expected: EdgeInsets)
    throws
  {
    let solved = try LayoutEngine().solve(
      Self.column(height: 1200) { $0.contentInsetAdjustmentBehavior = behavior }, on: Self.landscape)
    #expect(solved.diagnostics == [])
    #expect(solved.scrollState(of: "scroll")?.adjustedContentInset == expected)
    // The column starts at the adjusted top-left corner and is as wide as the frame (844).
    #expect(solved.frame(of: "column") == Rect(x: expected.left, y: expected.top, width: 844, height: 1200))
  }

  @Test(arguments: [
    (ContentInsetAdjustmentBehavior.automatic, 47.0), (.scrollableAxes, 47), (.always, 47), (.never, 0),
  ])
  func eachBehaviourAdjustsTheTopInPortrait(behavior: ContentInsetAdjustmentBehavior, top: Double) throws {
    let solved = try LayoutEngine().solve(
      Self.column(height: 1200) { $0.contentInsetAdjustmentBehavior = behavior }, on: Self.portrait)
    #expect(solved.frame(of: "column")?.minY == top)
  }

  @Test func theContentInsetAddsToTheAdjustment() throws {
    let solved = try LayoutEngine().solve(
      Self.column(height: 1200) { $0.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0) },
      on: Self.portrait)
    #expect(solved.scrollState(of: "scroll")?.adjustedContentInset == EdgeInsets(top: 57, bottom: 54))
    #expect(solved.frame(of: "column")?.minY == 57)
  }

  @Test func theScrollViewsOwnEdgesMeanTheContentsToItsSubviews() throws {
    // The classic pre-iOS 11 way: the column pinned to the scroll view's edges sizes the content.
    let solved = try LayoutEngine().solve(
      Self.column(height: 1200, pinnedToScrollViewEdges: true), on: Self.portrait)
    #expect(solved.diagnostics == [])
    #expect(solved.scrollState(of: "scroll")?.contentSize == Size(width: 390, height: 1200))
    #expect(solved.frame(of: "column") == Rect(x: 0, y: 47, width: 390, height: 1200))
    // The scroll view itself still fills the screen: its edges to the root are its frame's.
    #expect(solved.frame(of: "scroll") == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func contentWithNoHeightPathIsReported() throws {
    let program = AnyLayoutProgram("Open") { root, _ in
      let scroll = ScrollView("scroll")
      let column = View("column")
      root.addSubview(scroll)
      scroll.addSubview(column)
      scroll.pinEdges(to: root)
      column.top == scroll.contentLayoutGuide.top
      column.leading == scroll.contentLayoutGuide.leading
      column.trailing == scroll.contentLayoutGuide.trailing
      column.width == scroll.frameLayoutGuide.width
      column.height == 900
    }
    let solved = try LayoutEngine().solve(program, on: Self.portrait)
    let message = try #require(solved.diagnostics(.ambiguous).first?.message)
    #expect(message.hasPrefix("Ambiguous scrollable content height in 'scroll'"))
    #expect(solved.diagnostics(.ambiguous).first?.attributes == ["scroll.contentLayoutGuide.height"])
  }

  @Test func contentWidthTiedToNothingIsReported() throws {
    let program = AnyLayoutProgram("Wide") { root, _ in
      let scroll = ScrollView("scroll")
      let column = View("column")
      root.addSubview(scroll)
      scroll.addSubview(column)
      scroll.pinEdges(to: root)
      column.pinEdges(to: scroll.contentLayoutGuide)
      column.height == 900
    }
    let solved = try LayoutEngine().solve(program, on: Self.portrait)
    let messages = solved.diagnostics(.ambiguous).map(\.message)
    #expect(messages.contains { $0.hasPrefix("Ambiguous scrollable content width in 'scroll'") })
  }

  @Test func contentIsClippedToTheScrollView() throws {
    let solved = try LayoutEngine().solve(Self.column(height: 1200), on: Self.portrait)
    let svg = try solved.svg()
    // One clip: the scroll view's bounds, around the column, which runs past the screen's bottom.
    #expect(svg.components(separatedBy: "<clipPath").count == 2)
    #expect(svg.contains("height=\"844\""))
  }
}

/// The whole-content extent (``LayoutExtent/scrollContent``): the screen grown to show the
/// outermost vertical scroll view's content.
@Suite("Scroll content extent")
struct ScrollContentExtentTests {
  /// A scroll view above a 60-point footer pinned to the safe area's bottom, holding a column.
  static func form(height: Double) -> AnyLayoutProgram {
    AnyLayoutProgram("Form") { root, _ in
      let scroll = ScrollView("scroll")
      let column = View("column")
      let footer = View("footer")
      root.addSubview(scroll)
      root.addSubview(footer)
      scroll.addSubview(column)
      scroll.top == root.top
      scroll.leading == root.leading
      scroll.trailing == root.trailing
      scroll.bottom == footer.top
      footer.leading == root.leading
      footer.trailing == root.trailing
      footer.bottom == root.safeAreaLayoutGuide.bottom
      footer.height == 60
      column.pinEdges(to: scroll.contentLayoutGuide)
      column.width == scroll.frameLayoutGuide.width
      column.height == height
    }
  }

  @Test func theScreenGrowsToShowTheWholeContent() throws {
    let screen = ScrollViewTests.portrait
    let solved = try LayoutEngine().solve(Self.form(height: 1500), on: screen, extent: .scrollContent)
    #expect(solved.diagnostics == [])
    // The scroll view sits above the footer: on the screen it is 844 − 34 − 60 = 750 high and its
    // content scrolls, so its adjusted insets are 47 at the top and none at the bottom (the
    // footer covers the bottom safe area). Grown, it must be 47 + 1500 = 1547 high: the screen
    // grows by 1547 − 750 = 797, to 1641.
    #expect(solved.screen.size == Size(width: 390, height: 1641))
    #expect(solved.frame(of: "scroll") == Rect(x: 0, y: 0, width: 390, height: 1547))
    #expect(solved.frame(of: "column") == Rect(x: 0, y: 47, width: 390, height: 1500))
    // The footer stays pinned to the safe area's bottom, now at the grown screen's bottom.
    #expect(solved.frame(of: "footer") == Rect(x: 0, y: 1641 - 34 - 60, width: 390, height: 60))
    #expect(solved.scrollState(of: "scroll")?.adjustedContentInset == EdgeInsets(top: 47))
  }

  @Test func contentThatFitsLeavesTheScreenAsItIs() throws {
    let screen = ScrollViewTests.portrait
    let onScreen = try LayoutEngine().solve(Self.form(height: 400), on: screen)
    let content = try LayoutEngine().solve(Self.form(height: 400), on: screen, extent: .scrollContent)
    #expect(content.screen.size == screen.size)
    #expect(content.frames == onScreen.frames)
  }
}
