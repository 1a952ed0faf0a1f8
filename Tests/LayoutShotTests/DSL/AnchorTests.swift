import LayoutShotTestSupport
import Testing

@testable import LayoutShot

/// The NSLayoutAnchor surface: what each method makes, activation, identifiers, UIKit's
/// item-and-attribute initializer and names, priorities, and the frames small programs solve to.
@Suite("Anchor methods")
struct AnchorTests {
  /// 400 × 800 points at 1x, no safe area, default margins (16 on the sides).
  private let screen = Screen(size: Size(width: 400, height: 800), scale: 1)

  // MARK: What each method makes

  @Test func xAxisMethodsRelateTheTwoAnchorsWithMultiplierOneAndTheConstant() {
    let a = View("a")
    let b = View("b")
    expectConstraint(
      a.leadingAnchor.constraint(equalTo: b.trailingAnchor), a, .leading, .equal, b, .trailing, multiplier: 1,
      constant: 0)
    expectConstraint(
      a.leftAnchor.constraint(greaterThanOrEqualTo: b.rightAnchor), a, .left, .greaterThanOrEqual, b, .right,
      multiplier: 1, constant: 0)
    expectConstraint(
      a.centerXAnchor.constraint(lessThanOrEqualTo: b.centerXAnchor), a, .centerX, .lessThanOrEqual, b,
      .centerX,
      multiplier: 1, constant: 0)
    expectConstraint(
      a.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: -12), a, .trailing, .equal, b,
      .trailing,
      multiplier: 1, constant: -12)
    expectConstraint(
      a.rightAnchor.constraint(greaterThanOrEqualTo: b.leftAnchor, constant: 4), a, .right,
      .greaterThanOrEqual,
      b, .left, multiplier: 1, constant: 4)
    expectConstraint(
      a.leadingAnchor.constraint(lessThanOrEqualTo: b.leadingAnchor, constant: 2.5), a, .leading,
      .lessThanOrEqual, b, .leading, multiplier: 1, constant: 2.5)
  }

  @Test func yAxisMethodsRelateTheTwoAnchorsWithMultiplierOneAndTheConstant() {
    let a = View("a")
    let b = View("b")
    expectConstraint(
      a.topAnchor.constraint(equalTo: b.bottomAnchor), a, .top, .equal, b, .bottom, multiplier: 1, constant: 0
    )
    expectConstraint(
      a.centerYAnchor.constraint(greaterThanOrEqualTo: b.centerYAnchor), a, .centerY, .greaterThanOrEqual, b,
      .centerY, multiplier: 1, constant: 0)
    expectConstraint(
      a.bottomAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor), a, .bottom, .lessThanOrEqual, b, .bottom,
      multiplier: 1, constant: 0)
    expectConstraint(
      a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor, constant: 6), a, .firstBaseline, .equal,
      b,
      .lastBaseline, multiplier: 1, constant: 6)
    expectConstraint(
      a.lastBaselineAnchor.constraint(greaterThanOrEqualTo: b.firstBaselineAnchor, constant: -3), a,
      .lastBaseline, .greaterThanOrEqual, b, .firstBaseline, multiplier: 1, constant: -3)
    expectConstraint(
      a.topAnchor.constraint(lessThanOrEqualTo: b.topAnchor, constant: 20), a, .top, .lessThanOrEqual, b,
      .top,
      multiplier: 1, constant: 20)
  }

  @Test func dimensionMethodsTakeAMultiplierAndAConstant() {
    let a = View("a")
    let b = View("b")
    expectConstraint(
      a.widthAnchor.constraint(equalTo: b.widthAnchor), a, .width, .equal, b, .width, multiplier: 1,
      constant: 0)
    expectConstraint(
      a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 1.5), a, .width, .equal, b, .height,
      multiplier: 1.5, constant: 0)
    expectConstraint(
      a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: 10), a, .height, .equal,
      b,
      .height, multiplier: 0.5, constant: 10)
    expectConstraint(
      a.heightAnchor.constraint(equalTo: b.widthAnchor, constant: -4), a, .height, .equal, b, .width,
      multiplier: 1, constant: -4)
    expectConstraint(
      a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2), a, .width,
      .greaterThanOrEqual,
      b, .width, multiplier: 2, constant: 0)
    expectConstraint(
      a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: 10), a, .width,
      .greaterThanOrEqual, b, .width, multiplier: 2, constant: 10)
    expectConstraint(
      a.heightAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 0.25), a, .height,
      .lessThanOrEqual,
      a, .width, multiplier: 0.25, constant: 0)
    expectConstraint(
      a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 3, constant: -1), a, .height,
      .lessThanOrEqual, b, .height, multiplier: 3, constant: -1)
  }

  @Test func constantDimensionMethodsHaveNoSecondItemAndMultiplierZero() {
    let a = View("a")
    expectConstraint(
      a.widthAnchor.constraint(equalToConstant: 44), a, .width, .equal, nil, .notAnAttribute, multiplier: 0,
      constant: 44)
    expectConstraint(
      a.heightAnchor.constraint(greaterThanOrEqualToConstant: 20), a, .height, .greaterThanOrEqual, nil,
      .notAnAttribute, multiplier: 0, constant: 20)
    expectConstraint(
      a.widthAnchor.constraint(lessThanOrEqualToConstant: 320), a, .width, .lessThanOrEqual, nil,
      .notAnAttribute,
      multiplier: 0, constant: 320)
  }

  @Test func systemSpacingMethodsKeepTheSpacingMultiplierApartFromTheConstant() {
    let a = View("a")
    let b = View("b")
    expectConstraint(
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor), b, .leading, .equal, a,
      .trailing,
      multiplier: 1, constant: 0, systemSpacing: 1)
    expectConstraint(
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2), b, .leading,
      .equal,
      a, .trailing, multiplier: 1, constant: 0, systemSpacing: 2)
    expectConstraint(
      b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1.5),
      b,
      .leading, .greaterThanOrEqual, a, .trailing, multiplier: 1, constant: 0, systemSpacing: 1.5)
    expectConstraint(
      b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor), b, .leading,
      .lessThanOrEqual, a, .trailing, multiplier: 1, constant: 0, systemSpacing: 1)
    expectConstraint(
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 3), b, .top, .equal, a,
      .bottom, multiplier: 1, constant: 0, systemSpacing: 3)
    expectConstraint(
      b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor), b, .top,
      .greaterThanOrEqual, a, .bottom, multiplier: 1, constant: 0, systemSpacing: 1)
    expectConstraint(
      b.firstBaselineAnchor.constraint(
        lessThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 2),
      b, .firstBaseline, .lessThanOrEqual, a, .lastBaseline, multiplier: 1, constant: 0, systemSpacing: 2)
  }

  @Test func guidesHaveTheSameAnchorsAsViewsExceptBaselines() {
    let root = View("root")
    let gap = LayoutGuide("gap")
    root.addLayoutGuide(gap)
    let safeArea = root.safeAreaLayoutGuide
    expectConstraint(
      gap.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 8), gap, .leading, .equal,
      safeArea,
      .leading, multiplier: 1, constant: 8)
    expectConstraint(
      gap.heightAnchor.constraint(equalTo: safeArea.heightAnchor, multiplier: 0.5), gap, .height, .equal,
      safeArea,
      .height, multiplier: 0.5, constant: 0)
    #expect(root.safeAreaLayoutGuide === safeArea)
    #expect(root.layoutMarginsGuide !== safeArea)
    #expect(gap.owningView === root)
  }

  // MARK: Activation

  @Test func settingIsActiveAndActivateMakeConstraintsActive() {
    let a = View("a")
    let b = View("b")
    let first = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let second = a.topAnchor.constraint(equalTo: b.topAnchor)
    let third = a.widthAnchor.constraint(equalToConstant: 10)
    #expect(!first.isActive && !second.isActive && !third.isActive)
    first.isActive = true
    #expect(first.isActive && !second.isActive)
    LayoutConstraint.activate([second, third])
    #expect(second.isActive && third.isActive)
    LayoutConstraint.deactivate([first, third])
    #expect(!first.isActive && second.isActive && !third.isActive)
    second.isActive = false
    #expect(!second.isActive)
  }

  @Test func onlyActiveConstraintsTakePartInTheLayout() throws {
    let program = AnyLayoutProgram("Activation") { root, _ in
      let a = View("a")
      root.addSubview(a)
      // Made but never activated.
      a.widthAnchor.constraint(equalToConstant: 999)
      a.heightAnchor.constraint(equalToConstant: 999)
      // Activated one by one and as an array.
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
      LayoutConstraint.activate([
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        a.widthAnchor.constraint(equalToConstant: 30),
      ])
      // Activated, then deactivated one by one and as an array.
      let dropped = a.heightAnchor.constraint(equalToConstant: 500)
      dropped.isActive = true
      dropped.isActive = false
      let alsoDropped = [
        a.heightAnchor.constraint(equalToConstant: 600), a.leftAnchor.constraint(equalTo: root.leftAnchor),
      ]
      LayoutConstraint.activate(alsoDropped)
      LayoutConstraint.deactivate(alsoDropped)
      a.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }
    let layout = try Layout(program, screen: screen)
    #expect(
      layout.constraints.map { layout.description(of: $0) } == [
        "a.leading == root.leading + 10", "a.top == root.top + 20", "a.width == 30", "a.height == 40",
      ])
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "a") == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  // MARK: Identifiers and descriptions

  @Test func identifiersNameConstraintsInDescriptionsAndLayouts() throws {
    let a = View("a")
    let b = View("b")
    let ratio = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)
    #expect(ratio.identifier == nil)
    ratio.identifier = "ratio"
    #expect(ratio.identifier == "ratio")
    #expect(ratio.description == "'ratio' a.width == 2 * b.width")

    let program = AnyLayoutProgram("Identifiers") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let width = card.widthAnchor.constraint(equalToConstant: 100)
      width.identifier = "card-width"
      width.isActive = true
      card.heightAnchor.constraint(equalToConstant: 50).isActive = true
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.identifier) == ["card-width", nil])
    #expect(layout.constraints.first.map { layout.description(of: $0) } == "'card-width' card.width == 100")
  }

  @Test func descriptionsUseAnchorNotation() {
    let a = View("a")
    let b = View("b")
    #expect(
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8).description
        == "b.leading == a.trailing + 8")
    #expect(
      b.topAnchor.constraint(lessThanOrEqualTo: a.bottomAnchor, constant: -4.5).description
        == "b.top <= a.bottom - 4.5")
    #expect(
      b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.5, constant: 10).description
        == "b.width >= 0.5 * a.width + 10")
    #expect(a.heightAnchor.constraint(equalToConstant: 44).description == "a.height == 44")
    #expect(
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor).description
        == "b.leading == a.trailing + 8 (system spacing)")
    #expect(
      b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2)
        .description
        == "b.top >= a.bottom + 16 (system spacing)")
    let optional = a.widthAnchor.constraint(equalToConstant: 10)
    optional.priority = .defaultHigh
    #expect(optional.description == "a.width == 10 @750")
  }

  // MARK: The item-and-attribute initializer

  @Test func itemAttributeInitializerMakesAnInactiveRequiredConstraint() {
    let a = View("a")
    let b = View("b")
    expectConstraint(
      LayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .trailing, multiplier: 1,
        constant: 8),
      a, .leading, .equal, b, .trailing, multiplier: 1, constant: 8)
    expectConstraint(
      LayoutConstraint(
        item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .height,
        multiplier: 0.75, constant: -2),
      a, .width, .greaterThanOrEqual, b, .height, multiplier: 0.75, constant: -2)
    expectConstraint(
      LayoutConstraint(
        item: a, attribute: .height, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute,
        multiplier: 0, constant: 300),
      a, .height, .lessThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: 300)
  }

  @Test func itemAttributeInitializerDropsTheSecondAttributeWithoutASecondItem() {
    let a = View("a")
    let constraint = LayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1,
      constant: 50)
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
    #expect(constraint.problem == nil)
  }

  @Test func itemAttributeInitializerAcceptsMultipliersOnLocations() throws {
    // UIKit accepts `centerX == 0.5 × superview.centerX` (rule 3 of the guide is not enforced):
    // on a 400-wide screen the centre sits at 0.5 × 200 = 100, so a 40-wide view spans 80...120;
    // `top == 0.25 × root.bottom + 10` puts the top at 0.25 × 800 + 10 = 210.
    let program = AnyLayoutProgram("LocationMultipliers") { root, _ in
      let dot = View("dot")
      root.addSubview(dot)
      LayoutConstraint(
        item: dot, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5,
        constant: 0
      ).isActive = true
      LayoutConstraint(
        item: dot, attribute: .top, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 0.25,
        constant: 10
      ).isActive = true
      LayoutConstraint(
        item: dot, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 0,
        constant: 40
      ).isActive = true
      LayoutConstraint(
        item: dot, attribute: .height, relatedBy: .equal, toItem: dot, attribute: .width, multiplier: 0.5,
        constant: 0
      ).isActive = true
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "dot") == Rect(x: 80, y: 210, width: 40, height: 20))
    #expect(solved.diagnostics == [])
  }

  // MARK: Priorities

  @Test func namedPrioritiesHaveUIKitsValues() {
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
    #expect(LayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(LayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(LayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test func prioritiesAddAndSubtractAndCompare() {
    #expect(LayoutPriority.defaultHigh + 1 == LayoutPriority(751))
    #expect((LayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect(LayoutPriority.defaultLow - 1 == LayoutPriority(249))
    #expect(LayoutPriority.required - 1 == LayoutPriority(999))
    #expect(LayoutPriority.defaultLow < .defaultHigh)
    #expect(LayoutPriority.defaultHigh < .defaultHigh + 1)
    #expect(LayoutPriority.required > .defaultHigh)
    #expect(
      [LayoutPriority.required, .fittingSizeLevel, .defaultHigh].sorted() == [
        .fittingSizeLevel, .defaultHigh, .required,
      ])
  }

  @Test func prioritiesComeFromLiteralsAndRawValues() {
    let integer: LayoutPriority = 999
    let fraction: LayoutPriority = 250.5
    #expect(integer.rawValue == 999)
    #expect(fraction.rawValue == 250.5)
    #expect(LayoutPriority(rawValue: 500) == .sceneSizeStayPut)
    #expect(integer.description == "999")
    #expect(fraction.description == "250.5")
  }

  @Test(arguments: [
    (LayoutPriority.required, true, true) as (LayoutPriority, Bool, Bool), (.defaultHigh, false, true),
    (.fittingSizeLevel, false, true),
    (1, false, true), (0.5, false, true), (999.5, false, true), (0, false, false), (-1, false, false),
    (1000.5, false, false), (1001, false, false), (LayoutPriority(.nan), false, false),
  ])
  func priorityValidityAndRequiredness(priority: LayoutPriority, isRequired: Bool, isValid: Bool) {
    #expect(priority.isRequired == isRequired)
    #expect(priority.isValid == isValid)
  }

  @Test func aConstraintIsRequiredUntilItsPriorityIsSet() {
    let a = View("a")
    let constraint = a.widthAnchor.constraint(equalToConstant: 10)
    #expect(constraint.priority == .required)
    constraint.priority = .defaultLow + 1
    #expect(constraint.priority.rawValue == 251)
    #expect(constraint.problem == nil)
  }

  @Test func aHigherOptionalPriorityWinsByOnePoint() throws {
    // Two optional wishes for one width: 751 beats 750 outright.
    let program = AnyLayoutProgram("OnePoint") { root, _ in
      let a = View("a")
      root.addSubview(a)
      a.leadingAnchor.constrain(to: root.leadingAnchor)
      a.topAnchor.constrain(to: root.topAnchor)
      a.heightAnchor.constrain(toConstant: 10)
      a.widthAnchor.constrain(toConstant: 100, priority: .defaultHigh)
      a.widthAnchor.constrain(toConstant: 200, priority: .defaultHigh + 1)
      a.widthAnchor.constrain(toConstant: 300, priority: .defaultHigh - 1)
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 0, width: 200, height: 10))
  }

  // MARK: Frames

  @Test func systemSpacingIsEightPointsAfterAndBelowTimesTheMultiplier() throws {
    // a: (20, 30, 100, 50). b: 8 after a (x 128), 8 below a (y 88); width 0.5 × 100 + 10 = 60,
    // height 2 × 50 = 100. c: 16 after and below b: x 188 + 16 = 204, y 188 + 16 = 204.
    let program = AnyLayoutProgram("SystemSpacing") { root, _ in
      let a = View("a")
      let b = View("b")
      let c = View("c")
      root.addSubviews(a, b, c)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        a.widthAnchor.constraint(equalToConstant: 100),
        a.heightAnchor.constraint(equalToConstant: 50),
        b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor),
        b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor),
        b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10),
        b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
        c.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2),
        c.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 2),
        c.widthAnchor.constraint(equalToConstant: 30),
        c.heightAnchor.constraint(equalTo: c.widthAnchor),
      ])
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "a") == Rect(x: 20, y: 30, width: 100, height: 50))
    #expect(solved.frame(of: "b") == Rect(x: 128, y: 88, width: 60, height: 100))
    #expect(solved.frame(of: "c") == Rect(x: 204, y: 204, width: 30, height: 30))
    #expect(solved.diagnostics == [])
  }

  @Test func systemSpacingInequalitiesBoundTheGap() throws {
    // a ends at x 120 and y 80. d wants no gap (optional) but needs at least 8; e wants a gap of
    // 100 (optional) but may have at most 2 × 8 = 16.
    let program = AnyLayoutProgram("SystemSpacingBounds") { root, _ in
      let a = View("a")
      let d = View("d")
      let e = View("e")
      root.addSubviews(a, d, e)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        a.widthAnchor.constraint(equalToConstant: 100),
        a.heightAnchor.constraint(equalToConstant: 50),
        d.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor),
        d.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor),
        e.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
        e.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
      ])
      d.leadingAnchor.constrain(to: a.trailingAnchor, priority: .defaultLow)
      d.topAnchor.constrain(to: a.bottomAnchor, priority: .defaultLow)
      e.leadingAnchor.constrain(to: a.trailingAnchor, constant: 100, priority: .defaultLow)
      e.topAnchor.constrain(to: a.bottomAnchor, constant: 100, priority: .defaultLow)
      for view in [d, e] {
        view.widthAnchor.constrain(toConstant: 10)
        view.heightAnchor.constrain(toConstant: 10)
      }
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "d") == Rect(x: 128, y: 88, width: 10, height: 10))
    #expect(solved.frame(of: "e") == Rect(x: 136, y: 96, width: 10, height: 10))
  }

  @Test func inequalitiesOnLeadingAndTrailingTurnRoundRightToLeft() throws {
    // a hangs from the leading edge, 10 in, and may grow to 10 before the trailing edge; it wants
    // to be 500 wide at a lower priority, so it fills 10...390 either way. b starts at least 30
    // after a's leading edge and would rather touch the root's leading edge: left to right at
    // 40...80, right to left mirrored at 320...360. Turned round wrongly, the inequalities would
    // let a run past the root's left edge and b sit before a's start.
    let program = AnyLayoutProgram("InequalityRTL") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        // b starts at least 30 after a's leading edge and is 40 wide; it wants to sit as near
        // the leading side as it may.
        b.leadingAnchor.constraint(greaterThanOrEqualTo: a.leadingAnchor, constant: 30),
        b.widthAnchor.constraint(equalToConstant: 40),
        b.topAnchor.constraint(equalTo: a.bottomAnchor),
        b.heightAnchor.constraint(equalToConstant: 10),
      ])
      let wide = a.widthAnchor.constraint(equalToConstant: 500)
      wide.priority = .defaultLow
      wide.isActive = true
      let near = b.leadingAnchor.constraint(equalTo: root.leadingAnchor)
      near.priority = .defaultLow
      near.isActive = true
    }
    let screen = Screen(size: Size(width: 400, height: 100))
    let leftToRight = try LayoutEngine().solve(program, on: screen)
    #expect(leftToRight.frame(of: "a") == Rect(x: 10, y: 0, width: 380, height: 10))
    #expect(leftToRight.frame(of: "b") == Rect(x: 40, y: 10, width: 40, height: 10))
    var mirrored = screen
    mirrored.layoutDirection = .rightToLeft
    let rightToLeft = try LayoutEngine().solve(program, on: mirrored)
    #expect(rightToLeft.diagnostics == [])
    // Mirrored: a spans 10...390 again; b's right edge is 30 left of a's right edge (390 − 30).
    #expect(rightToLeft.frame(of: "a") == Rect(x: 10, y: 0, width: 380, height: 10))
    #expect(rightToLeft.frame(of: "b") == Rect(x: 320, y: 10, width: 40, height: 10))
  }

  @Test func systemSpacingAfterRunsLeftwardRightToLeft() throws {
    // Right to left, a's leading (right) edge is 20 from the root's right: a spans 280...380;
    // b comes 8 after a's trailing (left) edge, so b's right edge is at 272 and b spans 222...272.
    let program = AnyLayoutProgram("SystemSpacingRTL") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.widthAnchor.constraint(equalToConstant: 100),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor),
        b.topAnchor.constraint(equalTo: a.topAnchor),
        b.widthAnchor.constraint(equalToConstant: 50),
        b.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    var rightToLeft = screen
    rightToLeft.layoutDirection = .rightToLeft
    let solved = try LayoutEngine().solve(program, on: rightToLeft)
    #expect(solved.frame(of: "a") == Rect(x: 280, y: 0, width: 100, height: 10))
    #expect(solved.frame(of: "b") == Rect(x: 222, y: 0, width: 50, height: 10))
  }

  @Test func dimensionInequalitiesWithMultipliersBoundTheSize() throws {
    // a is 100 × 50. f: width ≥ 2 × 100 + 10 = 210 (wants 0), height ≤ 0.5 × 50 − 5 = 20 (wants 1000).
    // g: width ≥ 44 (wants 0), height ≤ 22 (wants 100).
    let program = AnyLayoutProgram("DimensionBounds") { root, _ in
      let a = View("a")
      let f = View("f")
      let g = View("g")
      root.addSubviews(a, f, g)
      for view in [a, f, g] {
        view.leadingAnchor.constrain(to: root.leadingAnchor)
        view.topAnchor.constrain(to: root.topAnchor)
      }
      a.widthAnchor.constraint(equalToConstant: 100).isActive = true
      a.heightAnchor.constraint(equalToConstant: 50).isActive = true
      f.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 2, constant: 10).isActive =
        true
      f.heightAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 0.5, constant: -5).isActive =
        true
      f.widthAnchor.constrain(toConstant: 0, priority: .defaultLow)
      f.heightAnchor.constrain(toConstant: 1000, priority: .defaultLow)
      g.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
      g.heightAnchor.constraint(lessThanOrEqualToConstant: 22).isActive = true
      g.widthAnchor.constrain(toConstant: 0, priority: .defaultLow)
      g.heightAnchor.constrain(toConstant: 100, priority: .defaultLow)
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "f") == Rect(x: 0, y: 0, width: 210, height: 20))
    #expect(solved.frame(of: "g") == Rect(x: 0, y: 0, width: 44, height: 22))
  }

  @Test func constrainOneLinersTakeRelationConstantPriorityAndActivation() throws {
    let a = View("a")
    let b = View("b")
    let line = try markedLine("bound")
    let bound = b.trailingAnchor.constrain(  // line: bound
      .lessThanOrEqual, to: a.trailingAnchor, constant: -30, priority: 999)
    expectConstraint(
      bound, b, .trailing, .lessThanOrEqual, a, .trailing, multiplier: 1, constant: -30, priority: 999,
      isActive: true)
    #expect(bound.location == LayoutShot.SourceLocation(fileID: #fileID, line: line))
    let plain = b.topAnchor.constrain(to: a.topAnchor)
    expectConstraint(plain, b, .top, .equal, a, .top, multiplier: 1, constant: 0, isActive: true)
    let later = b.widthAnchor.constrain(.greaterThanOrEqual, to: a.widthAnchor, constant: 4, isActive: false)
    expectConstraint(later, b, .width, .greaterThanOrEqual, a, .width, multiplier: 1, constant: 4)
    let size = b.heightAnchor.constrain(.lessThanOrEqual, toConstant: 80, priority: .defaultHigh)
    expectConstraint(
      size, b, .height, .lessThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: 80,
      priority: .defaultHigh,
      isActive: true)

    // The box would like to be 1000 wide, but its trailing edge stays 30 in from the root's (at
    // 370), so it spans 10...370; its top may not be above 5 and would like to be at 0.
    let program = AnyLayoutProgram("OneLiners") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leadingAnchor.constrain(to: root.leadingAnchor, constant: 10)
      box.topAnchor.constrain(.greaterThanOrEqual, to: root.topAnchor, constant: 5)
      box.trailingAnchor.constrain(.lessThanOrEqual, to: root.trailingAnchor, constant: -30)
      box.widthAnchor.constrain(toConstant: 1000, priority: .defaultLow)
      box.heightAnchor.constrain(toConstant: 40)
      box.topAnchor.constrain(to: root.topAnchor, priority: .defaultLow)
      box.leadingAnchor.constrain(to: root.leadingAnchor, constant: 200, isActive: false)
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "box") == Rect(x: 10, y: 5, width: 360, height: 40))
    #expect(solved.layout.constraints.count == 6)
  }
}

/// Checks every field of a constraint: items by identity, attributes, relation, multiplier,
/// constant, system spacing, required priority, activity, and that it is valid.
private func expectConstraint(
  _ constraint: LayoutConstraint, _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute,
  _ relation: LayoutRelation, _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute,
  multiplier: Double,
  constant: Double, systemSpacing: Double? = nil, priority: LayoutPriority = .required,
  isActive: Bool = false,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(constraint.firstItem === firstItem, sourceLocation: sourceLocation)
  #expect(constraint.firstAttribute == firstAttribute, sourceLocation: sourceLocation)
  #expect(constraint.relation == relation, sourceLocation: sourceLocation)
  #expect(constraint.secondItem === secondItem, sourceLocation: sourceLocation)
  #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
  #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
  #expect(constraint.constant == constant, sourceLocation: sourceLocation)
  #expect(constraint.systemSpacingMultiplier == systemSpacing, sourceLocation: sourceLocation)
  #expect(constraint.priority == priority, sourceLocation: sourceLocation)
  #expect(constraint.isActive == isActive, sourceLocation: sourceLocation)
  #expect(constraint.identifier == nil, sourceLocation: sourceLocation)
  #expect(constraint.problem == nil, sourceLocation: sourceLocation)
}
