import LayoutShotTestSupport
import Testing

@testable import LayoutShot

/// The frozen ``Layout``: the view tree in order with parents, names and styles, the guides that
/// take part, the constraints in activation order, and equality between runs.
@Suite("Frozen layouts")
struct LayoutTests {
  private let screen = Screen(size: Size(width: 400, height: 800), scale: 1)

  // MARK: Views

  @Test func viewsComeDepthFirstWithParentsBeforeChildren() throws {
    let program = AnyLayoutProgram("Tree") { root, _ in
      let footer = View("footer")
      let header = View("header")
      let title = View("title")
      let subtitle = View("subtitle")
      let content = View("content")
      let row = View("row")
      let cell = View("cell")
      row.addSubview(cell)
      content.addSubview(row)
      header.addSubviews(title, subtitle)
      root.addSubviews(header, content, footer)
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.name == "Tree")
    #expect(
      layout.views.map(\.name) == ["root", "header", "title", "subtitle", "content", "row", "cell", "footer"])
    #expect(layout.views.map(\.parent) == [nil, 0, 1, 1, 0, 4, 5, 0])
    #expect(layout.viewIndex(named: "row") == 5)
    #expect(layout.viewIndex(named: "nowhere") == nil)
  }

  @Test func addingASubviewAgainMovesItLastAndViewsOutsideTheTreeAreLeftOut() throws {
    let program = AnyLayoutProgram("Moves") { root, _ in
      let first = View("first")
      let second = View("second")
      let loose = View("loose")
      let leftBehind = View("leftBehind")
      root.addSubviews(first, second)
      root.addSubview(first)
      loose.addSubview(leftBehind)
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.views.map(\.name) == ["root", "second", "first"])
  }

  @Test func unnamedViewsAreNamedAfterTheirPlace() throws {
    let program = AnyLayoutProgram("Places") { root, _ in
      let outer = View()
      let card = View("card")
      let last = View()
      root.addSubviews(outer, card, last)
      let inner = View()
      outer.addSubviews(View(), inner)
      card.addSubview(View())
      inner.width == 10
    }
    let layout = try Layout(program, screen: screen)
    #expect(
      layout.views.map(\.name) == ["root", "root.0", "root.0.0", "root.0.1", "card", "card.0", "root.2"])
    #expect(layout.views.map(\.parent) == [nil, 0, 1, 1, 0, 4, 0])
    #expect(layout.constraints.map { layout.description(of: $0) } == ["root.0.1.width == 10"])
  }

  @Test func stylesAndLayoutPropertiesAreCopied() throws {
    let program = AnyLayoutProgram("Styled") { root, _ in
      let card = View("card")
      let plain = View("plain")
      root.addSubviews(card, plain)
      card.pinEdges(to: root)
      // Set after the constraints: the layout is frozen when the body ends.
      card.backgroundColor = .systemBlue
      card.borderColor = Color(red: 0.5, green: 0.25, blue: 0)
      card.borderWidth = 2
      card.cornerRadius = 12
      card.alpha = 0.5
      card.isHidden = true
      card.clipsToBounds = true
      card.intrinsicContentSize = IntrinsicSize(width: 120, height: 44)
      card.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      card.setContentHuggingPriority(.required, for: .vertical)
      card.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      card.setContentCompressionResistancePriority(.fittingSizeLevel, for: .vertical)
      card.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      card.insetsLayoutMarginsFromSafeArea = false
      card.preservesSuperviewLayoutMargins = true
    }
    let layout = try Layout(program, screen: screen)
    let card = layout.views[1]
    #expect(
      card.style
        == Layout.Style(
          backgroundColor: .systemBlue, borderColor: Color(red: 0.5, green: 0.25, blue: 0), borderWidth: 2,
          cornerRadius: 12, alpha: 0.5, isHidden: true, clipsToBounds: true))
    #expect(card.intrinsicContentSize == IntrinsicSize(width: 120, height: 44))
    #expect(card.huggingPriority == (.defaultHigh, .required))
    #expect(card.compressionResistance == (.defaultLow, .fittingSizeLevel))
    #expect(card.layoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(!card.insetsLayoutMarginsFromSafeArea)
    #expect(card.preservesSuperviewLayoutMargins)

    // UIKit's defaults.
    let plain = layout.views[2]
    #expect(
      plain.style
        == Layout.Style(
          backgroundColor: nil, borderColor: nil, borderWidth: 0, cornerRadius: 0, alpha: 1, isHidden: false,
          clipsToBounds: false))
    #expect(plain.intrinsicContentSize == .none)
    #expect(plain.huggingPriority == (.defaultLow, .defaultLow))
    #expect(plain.compressionResistance == (.defaultHigh, .defaultHigh))
    #expect(plain.layoutMargins == DirectionalEdgeInsets(all: 8))
    #expect(plain.insetsLayoutMarginsFromSafeArea)
    #expect(!plain.preservesSuperviewLayoutMargins)
  }

  @Test func theRootsOwnMarginsStartAtZeroWhateverTheScreen() throws {
    // The screen's system minimum margins apply when the layout is solved, so the frozen layout
    // is the same for screens that differ only in their margins (and one system serves both).
    let program = AnyLayoutProgram("Root") { _, _ in }
    let wide = Screen(
      size: Size(width: 1024, height: 768), layoutMargins: DirectionalEdgeInsets(leading: 20, trailing: 20))
    let narrow = Screen(size: Size(width: 375, height: 667))
    let layout = try Layout(program, screen: wide)
    #expect(layout.views.map(\.name) == ["root"])
    #expect(layout.views.first?.layoutMargins == .zero)
    #expect(try Layout(program, screen: narrow) == layout)
  }

  // MARK: Guides

  @Test func onlyReferencedSystemGuidesAndEveryCustomGuideAreRecorded() throws {
    let program = AnyLayoutProgram("Guides") { root, _ in
      let card = View("card")
      let loose = View("loose")
      let spacer = LayoutGuide("spacer")
      root.addSubview(card)
      root.addLayoutGuide(spacer)
      loose.addLayoutGuide(LayoutGuide("lost"))
      // Reading a guide does not record it; constraining to it does.
      _ = root.safeAreaLayoutGuide
      card.leading == root.readableContentGuide.leading
      card.layoutMarginsGuide.top == root.top + 10
      card.trailing == root.readableContentGuide.trailing
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.guides.map(\.kind) == [.custom, .readableContent, .layoutMargins])
    #expect(layout.guides.map(\.identifier) == ["spacer", "readableContent", "layoutMargins"])
    #expect(layout.guides.map(\.owner) == [0, 0, 1])
    #expect(
      (0..<3).map { layout.name(of: .guide($0)) } == [
        "root.spacer", "root.readableContent", "card.layoutMargins",
      ])
    #expect(layout.constraints.map(\.first) == [.view(1), .guide(2), .view(1)])
    #expect(layout.constraints.map(\.second) == [.guide(1), .view(0), .guide(1)])
  }

  @Test func aGuideAddedToAnotherViewBelongsToThatView() throws {
    // UIKit: "Each guide can have only one owning view."
    let left = View("left")
    let right = View("right")
    let spacer = LayoutGuide("spacer")
    left.addLayoutGuide(spacer)
    right.addLayoutGuide(spacer)
    #expect(spacer.owningView === right)
    #expect(right.layoutGuides.count == 1)
    #expect(left.layoutGuides.isEmpty)

    let program = AnyLayoutProgram("MovedGuide") { root, _ in
      let first = View("first")
      let second = View("second")
      let gap = LayoutGuide("gap")
      root.addSubviews(first, second)
      first.addLayoutGuide(gap)
      second.addLayoutGuide(gap)
      gap.width == 10
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.guides.count == 1)
    #expect(layout.guides.first?.owner == 2)
    #expect(layout.constraints.map { layout.description(of: $0) } == ["second.gap.width == 10"])
  }

  @Test func marginAttributesBecomeTheMarginsGuidesAttributes() throws {
    // Root margins: 16 on the sides. card.leadingMargin (card.x + 8) == 16: x 8; card.topMargin
    // (card.y + 8) == 50: y 42; 100 × 100. The dot is 20 × 20, centred in the card's margins (at
    // x 58) with its bottom on the card's bottom margin (142 − 8 = 134): (48, 114).
    let program = AnyLayoutProgram("Margins") { root, _ in
      let card = View("card")
      let dot = View("dot")
      root.addSubview(card)
      card.addSubview(dot)
      LayoutConstraint.activate([
        LayoutConstraint(
          item: card, attribute: .leadingMargin, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
          multiplier: 1, constant: 0),
        LayoutConstraint(
          item: card, attribute: .topMargin, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
          constant: 50),
        LayoutConstraint(
          item: dot, attribute: .centerX, relatedBy: .equal, toItem: card, attribute: .centerXWithinMargins,
          multiplier: 1, constant: 0),
        LayoutConstraint(
          item: dot, attribute: .bottom, relatedBy: .equal, toItem: card, attribute: .bottomMargin,
          multiplier: 1, constant: 0),
      ])
      card.constrainSize(width: 100, height: 100)
      dot.constrainSize(width: 20, height: 20)
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.guides.map(\.kind) == [.layoutMargins, .layoutMargins])
    #expect(layout.guides.map(\.owner) == [1, 0])
    let records = layout.constraints.prefix(4)
    #expect(records.map(\.first) == [.guide(0), .guide(0), .view(2), .view(2)])
    #expect(records.map(\.firstAttribute) == [.leading, .top, .centerX, .bottom])
    #expect(records.map(\.second) == [.guide(1), .view(0), .guide(0), .guide(0)])
    #expect(records.map(\.secondAttribute) == [.leading, .top, .centerX, .bottom])
    #expect(
      records.map { layout.description(of: $0) } == [
        "card.layoutMargins.leading == root.layoutMargins.leading", "card.layoutMargins.top == root.top + 50",
        "dot.centerX == card.layoutMargins.centerX", "dot.bottom == card.layoutMargins.bottom",
      ])
    let solved = LayoutEngine().solve(layout, on: screen)
    #expect(solved.frame(of: "card") == Rect(x: 8, y: 42, width: 100, height: 100))
    #expect(solved.frame(of: "dot") == Rect(x: 48, y: 114, width: 20, height: 20))
  }

  // MARK: Constraints

  @Test func constraintsComeInActivationOrder() throws {
    let program = AnyLayoutProgram("Order") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let first = b.widthAnchor.constraint(equalToConstant: 1)
      let second = a.widthAnchor.constraint(equalToConstant: 2)
      let third = a.heightAnchor.constraint(equalToConstant: 3)
      let fourth = b.heightAnchor.constraint(equalToConstant: 4)
      third.isActive = true
      LayoutConstraint.activate([fourth, first])
      a.leading == b.leading
      second.isActive = true
      // Reactivated: it moves to the end.
      third.isActive = false
      third.isActive = true
    }
    let layout = try Layout(program, screen: screen)
    #expect(
      layout.constraints.map { layout.description(of: $0) } == [
        "b.height == 4", "b.width == 1", "a.leading == b.leading", "a.width == 2", "a.height == 3",
      ])
  }

  @Test func recordsKeepEveryFieldOfTheConstraint() throws {
    let spacedLine = try markedLine("spaced")
    let halfWidthLine = try markedLine("halfWidth")
    let program = AnyLayoutProgram("Fields") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let spaced = b.leadingAnchor.constraint(  // line: spaced
        greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
      spaced.identifier = "gap"
      spaced.priority = .defaultHigh
      spaced.constant = 3
      spaced.isActive = true
      b.width == 0.5 * a.width - 1  // line: halfWidth
    }
    let layout = try Layout(program, screen: screen)
    #expect(
      layout.constraints == [
        Layout.ConstraintRecord(
          first: .view(2), firstAttribute: .leading, relation: .greaterThanOrEqual, second: .view(1),
          secondAttribute: .trailing, multiplier: 1, constant: 3, systemSpacingMultiplier: 2,
          priority: .defaultHigh,
          identifier: "gap", location: LayoutShot.SourceLocation(fileID: #fileID, line: spacedLine)),
        Layout.ConstraintRecord(
          first: .view(2), firstAttribute: .width, relation: .equal, second: .view(1),
          secondAttribute: .width,
          multiplier: 0.5, constant: -1, systemSpacingMultiplier: nil, priority: .required, identifier: nil,
          location: LayoutShot.SourceLocation(fileID: #fileID, line: halfWidthLine)),
      ])
    #expect(
      layout.constraints.first.map { layout.description(of: $0) }
        == "'gap' b.leading >= a.trailing + 3 + 16 (system spacing) @750")
  }

  // MARK: Equality

  @Test func twoRunsOfAProgramGiveEqualLayouts() throws {
    let first = try Layout(Card(), screen: screen)
    let second = try Layout(Card(), screen: screen)
    #expect(first.name == "Card")
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test func screensTheProgramDoesNotBranchOnGiveEqualLayouts() throws {
    // Card branches on the horizontal size class only.
    let phone = Screen(
      device: "phone", size: Size(width: 375, height: 812), scale: 3,
      safeAreaInsets: EdgeInsets(top: 44, bottom: 34))
    let landscape = Screen(
      device: "phone", orientation: .landscape, size: Size(width: 812, height: 375), scale: 3,
      safeAreaInsets: EdgeInsets(left: 44, bottom: 21, right: 44), verticalSizeClass: .compact)
    let otherPhone = Screen(device: "other", size: Size(width: 430, height: 932), scale: 3)
    let layouts = try [screen, phone, landscape, otherPhone].map { try Layout(Card(), screen: $0) }
    for layout in layouts.dropFirst() {
      #expect(layout == layouts[0])
    }
  }

  @Test func screensTheProgramBranchesOnGiveDifferentLayouts() throws {
    let compact = try Layout(Card(), screen: screen)
    var regularScreen = screen
    regularScreen.horizontalSizeClass = .regular
    let regular = try Layout(Card(), screen: regularScreen)
    #expect(compact != regular)
    #expect(compact.constraints.count == 5)
    #expect(regular.constraints.count == 6)
    #expect(regular.constraints.last.map { regular.description(of: $0) } == "card.width <= 600")
    // The same views either way.
    #expect(compact.views == regular.views)
  }

  @Test func aBranchThatChangesOnlyAConstantGivesADifferentLayout() throws {
    let program = AnyLayoutProgram("Avatar") { root, screen in
      let avatar = View("avatar")
      root.addSubview(avatar)
      avatar.top == root.top
      avatar.leading == root.leading
      avatar.width == (screen.orientation == .portrait ? 96 : 64)
      avatar.height == avatar.width
    }
    var landscape = screen
    landscape.orientation = .landscape
    let portraitLayout = try Layout(program, screen: screen)
    let landscapeLayout = try Layout(program, screen: landscape)
    #expect(portraitLayout != landscapeLayout)
    #expect(portraitLayout.constraints[2].constant == 96)
    #expect(landscapeLayout.constraints[2].constant == 64)
  }
}

/// A card in the safe area, narrower than 600 on regular-width screens.
private struct Card: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    card.backgroundColor = .systemGray6
    root.addSubview(card)
    card.pinEdges(
      to: root.safeAreaLayoutGuide, insets: DirectionalEdgeInsets(all: 16), priority: .defaultHigh)
    card.centerX == root.centerX
    if screen.horizontalSizeClass == .regular {
      card.width <= 600
    }
  }
}
