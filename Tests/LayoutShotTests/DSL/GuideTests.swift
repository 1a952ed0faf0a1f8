import LayoutShot
import Testing

/// The safe-area, layout-margins and readable-content guides of the root and of subviews, and
/// custom guides as spacers (Documentation/AutoLayout.md#layout-guides).
@Suite("Layout guides")
struct GuideTests {
  /// A Dynamic Island phone in portrait: 393 × 852 at 3x, safe area 59 at the top and 34 at the
  /// bottom, system minimum margins 16 on the sides.
  private static let phone = Screen(
    device: "iphone-15-pro", size: Size(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
  /// The same phone in landscape: safe area 59 on both sides and 21 at the bottom.
  private static let landscapePhone = Screen(
    device: "iphone-15-pro", orientation: .landscape, size: Size(width: 852, height: 393), scale: 3,
    safeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59), verticalSizeClass: .compact)
  /// An iPad in landscape: 1024 × 768 at 2x, status bar 24, home indicator 20, regular width with
  /// 20-point system margins.
  private static let pad = Screen(
    device: "ipad", orientation: .landscape, size: Size(width: 1024, height: 768), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
    layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// A program with one view, `fill`, pinned to all four edges of one of the root's guides.
  private static func fill(_ guide: @escaping @Sendable (View) -> LayoutGuide) -> AnyLayoutProgram {
    AnyLayoutProgram("Fill") { root, _ in
      let fill = View("fill")
      root.addSubview(fill)
      fill.pinEdges(to: guide(root))
    }
  }

  // MARK: The root's guides

  @Test func theRootSafeAreaGuideIsTheScreenMinusItsInsets() throws {
    let solved = try LayoutEngine().solve(Self.fill(\.safeAreaLayoutGuide), on: Self.phone)
    // (0, 59) to (393, 852 - 34 = 818): 393 × 759.
    let expected = Rect(x: 0, y: 59, width: 393, height: 759)
    #expect(solved.frame(of: "fill") == expected)
    #expect(guideFrame(of: .safeArea, ownedBy: "root", in: solved) == expected)
    #expect(solved.diagnostics == [])

    let landscape = try LayoutEngine().solve(Self.fill(\.safeAreaLayoutGuide), on: Self.landscapePhone)
    // (59, 0) to (852 - 59 = 793, 393 - 21 = 372): 734 × 372.
    #expect(landscape.frame(of: "fill") == Rect(x: 59, y: 0, width: 734, height: 372))
  }

  @Test func theRootMarginsGuideInsetsTheSafeAreaByTheSystemMinimum() throws {
    let solved = try LayoutEngine().solve(Self.fill(\.layoutMarginsGuide), on: Self.phone)
    // Safe area (0, 59, 393, 759) inset by 16 on the sides and 0 at top and bottom:
    // x 16, width 393 - 32 = 361.
    let expected = Rect(x: 16, y: 59, width: 361, height: 759)
    #expect(solved.frame(of: "fill") == expected)
    #expect(guideFrame(of: .layoutMargins, ownedBy: "root", in: solved) == expected)

    let landscape = try LayoutEngine().solve(Self.fill(\.layoutMarginsGuide), on: Self.landscapePhone)
    // Margins are measured from the safe area: x 59 + 16 = 75, width 852 - 2 × 75 = 702; height
    // 393 - 21 = 372.
    #expect(landscape.frame(of: "fill") == Rect(x: 75, y: 0, width: 702, height: 372))
  }

  @Test func theRootsOwnMarginsWinWhereTheyAreLargerThanTheSystemMinimum() throws {
    let program = AnyLayoutProgram("RootMargins") { root, _ in
      root.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 30, bottom: 12, trailing: 4)
      let fill = View("fill")
      root.addSubview(fill)
      fill.pinEdges(to: root.layoutMarginsGuide)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Per side, the larger of the root's margin and the system minimum, inside the safe area:
    // left max(30, 16) = 30; right max(4, 16) = 16; top 59 + max(10, 0) = 69;
    // bottom 34 + max(12, 0) = 46. Frame: (30, 69, 393 - 30 - 16 = 347, 852 - 69 - 46 = 737).
    #expect(solved.frame(of: "fill") == Rect(x: 30, y: 69, width: 347, height: 737))
  }

  @Test func rootMarginsBelowTheSystemMinimumAreRaisedToIt() throws {
    let program = AnyLayoutProgram("NoRootMargins") { root, _ in
      root.directionalLayoutMargins = .zero
      let fill = View("fill")
      root.addSubview(fill)
      fill.pinEdges(to: root.layoutMarginsGuide)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // max(0, 16) = 16 on the sides: the same as the default, (16, 59, 361, 759).
    #expect(solved.frame(of: "fill") == Rect(x: 16, y: 59, width: 361, height: 759))
  }

  @Test func theRootsMarginsIgnoreTheSafeAreaWhenInsetsLayoutMarginsFromSafeAreaIsOff() throws {
    let program = AnyLayoutProgram("RootMarginsUnderBars") { root, _ in
      root.directionalLayoutMargins = DirectionalEdgeInsets(all: 5)
      root.insetsLayoutMarginsFromSafeArea = false
      let fill = View("fill")
      root.addSubview(fill)
      fill.pinEdges(to: root.layoutMarginsGuide)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // UIKit: with the flag off, "margins remain at their original locations, even when they are
    // outside the safe area" — for a view controller's root view too. Margins per side are the
    // larger of the root's 5 and the system minimum (16 on the sides, 0 at top and bottom),
    // measured from the screen's edges: (16, 5, 393 - 32 = 361, 852 - 10 = 842).
    #expect(solved.frame(of: "fill") == Rect(x: 16, y: 5, width: 361, height: 842))
  }

  @Test func marginAttributesAreTheMarginsGuidesEdges() throws {
    let program = AnyLayoutProgram("MarginAttributes") { root, _ in
      let fill = View("fill")
      root.addSubview(fill)
      LayoutConstraint.activate([
        LayoutConstraint(
          item: fill, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
          multiplier: 1, constant: 0),
        LayoutConstraint(
          item: fill, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
          multiplier: 1, constant: 0),
        LayoutConstraint(
          item: fill, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1,
          constant: 0),
        LayoutConstraint(
          item: fill, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin,
          multiplier: 1, constant: 0),
      ])
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // The same frame as pinning to the margins guide: (16, 59, 361, 759).
    #expect(solved.frame(of: "fill") == Rect(x: 16, y: 59, width: 361, height: 759))
  }

  @Test func theReadableContentGuideOnAnIPadIs672WideAndCentredInTheMargins() throws {
    let solved = try LayoutEngine().solve(Self.fill(\.readableContentGuide), on: Self.pad)
    // Margins guide: x 20, width 1024 - 40 = 984. Readable: 672 wide, centred in it:
    // x = 20 + (984 - 672) / 2 = 20 + 156 = 176. Vertically the margins guide: y 24,
    // height 768 - 24 - 20 = 724.
    let expected = Rect(x: 176, y: 24, width: 672, height: 724)
    #expect(solved.frame(of: "fill") == expected)
    #expect(guideFrame(of: .readableContent, ownedBy: "root", in: solved) == expected)
  }

  @Test func theReadableContentGuideOnAPortraitPhoneIsTheMarginsGuide() throws {
    let readable = try LayoutEngine().solve(Self.fill(\.readableContentGuide), on: Self.phone)
    let margins = try LayoutEngine().solve(Self.fill(\.layoutMarginsGuide), on: Self.phone)
    // The margins guide is 361 wide, narrower than 672: the readable guide is all of it.
    #expect(readable.frame(of: "fill") == Rect(x: 16, y: 59, width: 361, height: 759))
    #expect(readable.frame(of: "fill") == margins.frame(of: "fill"))
  }

  @Test func theReadableContentGuideOnALandscapePhoneIsCentredInsideTheSafeMargins() throws {
    let solved = try LayoutEngine().solve(Self.fill(\.readableContentGuide), on: Self.landscapePhone)
    // Margins guide x 75, width 702 (see above); readable 672 centred: x = 75 + (702 - 672) / 2 = 90.
    #expect(solved.frame(of: "fill") == Rect(x: 90, y: 0, width: 672, height: 372))
  }

  @Test func aSmallerReadableWidthNarrowsTheGuide() throws {
    var screen = Self.phone
    screen.readableWidth = 301
    let solved = try LayoutEngine().solve(Self.fill(\.readableContentGuide), on: screen)
    // Margins 361 wide, readable width 301: x = 16 + (361 - 301) / 2 = 46.
    #expect(solved.frame(of: "fill") == Rect(x: 46, y: 59, width: 301, height: 759))
  }

  // MARK: Subviews' guides

  /// A full-width `card` whose top is `top` below the root's top, 200 high, with `safe` pinned to
  /// its safe-area guide and `inner` to its margins guide.
  private static func card(top: Double, insetsFromSafeArea: Bool = true) -> AnyLayoutProgram {
    AnyLayoutProgram("Card") { root, _ in
      let card = View("card")
      card.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
      let safe = View("safe")
      let inner = View("inner")
      root.addSubview(card)
      card.addSubviews(safe, inner)
      card.leading == root.leading
      card.trailing == root.trailing
      card.top == root.top + top
      card.height == 200
      safe.pinEdges(to: card.safeAreaLayoutGuide)
      inner.pinEdges(to: card.layoutMarginsGuide)
    }
  }

  @Test func aSubviewUnderTheStatusBarHasTheOverlapAsItsSafeAreaInset() throws {
    let solved = try LayoutEngine().solve(Self.card(top: 20), on: Self.phone)
    // The card spans y 20...220; the root's unsafe top region is y 0...59, so the card's top
    // inset is 59 - 20 = 39 (Documentation/AutoLayout.md#safe-area). Its sides touch the root's
    // sides, whose insets are 0; its bottom (220) is far above 852 - 34. Safe-area guide:
    // (0, 20 + 39 = 59, 393, 200 - 39 = 161).
    let safeArea = Rect(x: 0, y: 59, width: 393, height: 161)
    #expect(solved.frame(of: "card") == Rect(x: 0, y: 20, width: 393, height: 200))
    #expect(solved.frame(of: "safe") == safeArea)
    #expect(guideFrame(of: .safeArea, ownedBy: "card", in: solved) == safeArea)
    // Margins: 8 on each side, measured from the safe area: top 39 + 8 = 47, others 8.
    // (8, 20 + 47 = 67, 393 - 16 = 377, 200 - 47 - 8 = 145).
    let margins = Rect(x: 8, y: 67, width: 377, height: 145)
    #expect(solved.frame(of: "inner") == margins)
    #expect(guideFrame(of: .layoutMargins, ownedBy: "card", in: solved) == margins)
    #expect(solved.diagnostics == [])
  }

  @Test func marginsIgnoreTheSafeAreaWhenInsetsLayoutMarginsFromSafeAreaIsOff() throws {
    let solved = try LayoutEngine().solve(Self.card(top: 20, insetsFromSafeArea: false), on: Self.phone)
    // The safe-area guide is unchanged (0, 59, 393, 161); the margins are a plain 8 from the
    // card's edges: (8, 28, 377, 200 - 16 = 184).
    #expect(solved.frame(of: "safe") == Rect(x: 0, y: 59, width: 393, height: 161))
    #expect(solved.frame(of: "inner") == Rect(x: 8, y: 28, width: 377, height: 184))
  }

  @Test func aSubviewInsideTheSafeAreaHasNoSafeAreaInsets() throws {
    let solved = try LayoutEngine().solve(Self.card(top: 100), on: Self.phone)
    // The card (0, 100, 393, 200) is wholly inside the root's safe area: its safe-area guide is its
    // bounds, its margins guide its bounds inset by 8: (8, 108, 377, 184).
    #expect(solved.frame(of: "safe") == Rect(x: 0, y: 100, width: 393, height: 200))
    #expect(solved.frame(of: "inner") == Rect(x: 8, y: 108, width: 377, height: 184))
  }

  @Test func aSubviewOverTheHomeIndicatorHasABottomSafeAreaInset() throws {
    let program = AnyLayoutProgram("Toolbar") { root, _ in
      let toolbar = View("toolbar")
      let content = View("content")
      root.addSubview(toolbar)
      toolbar.addSubview(content)
      toolbar.leading == root.leading
      toolbar.trailing == root.trailing
      toolbar.bottom == root.bottom - 10
      toolbar.height == 80
      content.pinEdges(to: toolbar.safeAreaLayoutGuide)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Toolbar: bottom 852 - 10 = 842, top 842 - 80 = 762. The unsafe bottom region starts at
    // 852 - 34 = 818, so the bottom inset is 842 - 818 = 24: content (0, 762, 393, 80 - 24 = 56).
    #expect(solved.frame(of: "toolbar") == Rect(x: 0, y: 762, width: 393, height: 80))
    #expect(solved.frame(of: "content") == Rect(x: 0, y: 762, width: 393, height: 56))
  }

  @Test func aNestedViewsSafeAreaInsetIsCappedByItsSuperviews() throws {
    let program = AnyLayoutProgram("Nested") { root, _ in
      let outer = View("outer")
      let middle = View("middle")
      let content = View("content")
      root.addSubview(outer)
      outer.addSubview(middle)
      middle.addSubview(content)
      outer.pinEdges(to: root)
      middle.leading == outer.leading
      middle.trailing == outer.trailing
      middle.top == outer.top + 30
      middle.height == 100
      content.pinEdges(to: middle.safeAreaLayoutGuide)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // `outer` fills the screen, so it inherits the root's insets (top 59). `middle` starts at
    // y 30: its top inset is 59 - 30 = 29, so content is (0, 59, 393, 100 - 29 = 71).
    #expect(solved.frame(of: "content") == Rect(x: 0, y: 59, width: 393, height: 71))
  }

  @Test func preservingTheSuperviewsMarginsWidensASubviewsMargins() throws {
    func program(preserves: Bool) -> AnyLayoutProgram {
      AnyLayoutProgram("Preserved") { root, _ in
        let card = View("card")
        card.preservesSuperviewLayoutMargins = preserves
        let inner = View("inner")
        root.addSubview(card)
        card.addSubview(inner)
        card.leading == root.leading + 4
        card.trailing == root.trailing - 4
        card.top == root.top + 100
        card.height == 100
        inner.pinEdges(to: card.layoutMarginsGuide)
      }
    }
    // Card: (4, 100, 393 - 8 = 385, 100). The root's margins are 16 on the sides, so its margins
    // guide spans x 16...377.
    let plain = try LayoutEngine().solve(program(preserves: false), on: Self.phone)
    // Own margins only: (4 + 8 = 12, 108, 385 - 16 = 369, 84).
    #expect(plain.frame(of: "inner") == Rect(x: 12, y: 108, width: 369, height: 84))
    let preserved = try LayoutEngine().solve(program(preserves: true), on: Self.phone)
    // Preserving: the left margin grows to 16 - 4 = 12 > 8, the right likewise, so the content
    // lines up with the root's margins: (16, 108, 361, 84). Top and bottom stay 8: the root's
    // top margin edge (59) is above the card's top (100), its bottom one (818) below the card's.
    #expect(preserved.frame(of: "inner") == Rect(x: 16, y: 108, width: 361, height: 84))
  }

  @Test func aSubviewsReadableContentGuideIsLimitedToTheReadableWidth() throws {
    let program = AnyLayoutProgram("WideCard") { root, _ in
      let card = View("card")
      let text = View("text")
      root.addSubview(card)
      card.addSubview(text)
      card.leading == root.leading + 112
      card.width == 800
      card.top == root.top + 100
      card.height == 100
      text.pinEdges(to: card.readableContentGuide)
    }
    let solved = try LayoutEngine().solve(program, on: Self.pad)
    // The card spans x 112...912, inside the safe area. Its margins guide: 8 in, 784 wide; the
    // readable guide is 672 of it, centred: x = 112 + 8 + (784 - 672) / 2 = 176. Vertically the
    // margins guide: 108, 100 - 16 = 84.
    #expect(solved.frame(of: "text") == Rect(x: 176, y: 108, width: 672, height: 84))
  }

  // MARK: Custom guides

  @Test func customGuidesMakeTwoEqualGaps() throws {
    let program = AnyLayoutProgram("EqualGaps") { root, _ in
      let left = View("left")
      let middle = View("middle")
      let right = View("right")
      root.addSubviews(left, middle, right)
      let gap1 = LayoutGuide("gap1")
      let gap2 = LayoutGuide("gap2")
      root.addLayoutGuide(gap1)
      root.addLayoutGuide(gap2)
      left.leading == root.leading + 16
      left.width == 50
      middle.width == 100
      right.trailing == root.trailing - 16
      right.width == 50
      gap1.leading == left.trailing
      gap1.trailing == middle.leading
      gap2.leading == middle.trailing
      gap2.trailing == right.leading
      gap1.width == gap2.width
      for item in [left, middle, right] {
        item.top == root.top + 100
        item.height == 40
      }
      for gap in [gap1, gap2] {
        gap.top == left.top
        gap.bottom == left.bottom
      }
    }
    let solved = try LayoutEngine().solve(program, on: Screen(size: Size(width: 375, height: 667), scale: 2))
    // The gaps share 375 - 16 - 50 - 100 - 50 - 16 = 143: 71.5 each. left (16...66),
    // gap1 (66...137.5), middle (137.5...237.5), gap2 (237.5...309), right (309...359).
    #expect(solved.frame(of: "left") == Rect(x: 16, y: 100, width: 50, height: 40))
    #expect(solved.frame(of: "middle") == Rect(x: 137.5, y: 100, width: 100, height: 40))
    #expect(solved.frame(of: "right") == Rect(x: 309, y: 100, width: 50, height: 40))
    #expect(customGuideFrame("gap1", in: solved) == Rect(x: 66, y: 100, width: 71.5, height: 40))
    #expect(customGuideFrame("gap2", in: solved) == Rect(x: 237.5, y: 100, width: 71.5, height: 40))
    #expect(solved.diagnostics == [])
  }

  @Test func aCustomGuideWithoutVerticalConstraintsIsReportedAsAmbiguous() throws {
    let program = AnyLayoutProgram("LooseGuide") { root, _ in
      let spacer = LayoutGuide("spacer")
      root.addLayoutGuide(spacer)
      spacer.leading == root.leading + 10
      spacer.width == 20
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // x and width are fixed; y and height are free. The guide is named after its owner.
    let ambiguous = solved.diagnostics(.ambiguous)
    #expect(ambiguous.count == 1)
    #expect(ambiguous.first?.views == ["root.spacer"])
    #expect(ambiguous.first?.attributes == ["root.spacer.y", "root.spacer.height"])
  }
}

/// The snapped frame of a system guide of the view named `owner`.
private func guideFrame(of kind: Layout.GuideRecord.Kind, ownedBy owner: String, in solved: SolvedLayout)
  -> Rect?
{
  guard let ownerIndex = solved.layout.viewIndex(named: owner),
    let index = solved.layout.guides.firstIndex(where: { $0.owner == ownerIndex && $0.kind == kind })
  else { return nil }
  return solved.guideFrames[index]
}

/// The snapped frame of the custom guide with `identifier`.
private func customGuideFrame(_ identifier: String, in solved: SolvedLayout) -> Rect? {
  solved.layout.guides.firstIndex { $0.kind == .custom && $0.identifier == identifier }
    .map { solved.guideFrames[$0] }
}
