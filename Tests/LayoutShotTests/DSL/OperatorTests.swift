import Testing

@testable import LayoutShot

/// The operator form (`a.leading == b.trailing + 8`, `~` for priorities) and the helpers
/// (`pinEdges`, `center`, `constrainSize`, `constrainAspectRatio`).
@Suite("Operators and helpers")
struct OperatorTests {
  /// 400 × 800 points at 1x, no safe area.
  private let screen = Screen(size: Size(width: 400, height: 800), scale: 1)

  // MARK: What the operators make

  @Test func anEqualityWithAnOffsetIsActiveAndRequiredAtOnce() {
    let a = View("a")
    let b = View("b")
    let constraint = a.leading == b.trailing + 8
    expectOperatorConstraint(constraint, a, .leading, .equal, b, .trailing, multiplier: 1, constant: 8)
    #expect(constraint.description == "a.leading == b.trailing + 8")
  }

  @Test func eachRelationRelatesTwoAnchors() {
    let a = View("a")
    let b = View("b")
    expectOperatorConstraint(a.top == b.top, a, .top, .equal, b, .top, multiplier: 1, constant: 0)
    expectOperatorConstraint(
      a.centerX <= b.centerX, a, .centerX, .lessThanOrEqual, b, .centerX, multiplier: 1, constant: 0)
    expectOperatorConstraint(
      a.bottom >= b.bottom, a, .bottom, .greaterThanOrEqual, b, .bottom, multiplier: 1, constant: 0)
    expectOperatorConstraint(a.width == b.height, a, .width, .equal, b, .height, multiplier: 1, constant: 0)
    expectOperatorConstraint(
      a.firstBaseline == b.lastBaseline, a, .firstBaseline, .equal, b, .lastBaseline, multiplier: 1,
      constant: 0)
  }

  @Test func eachRelationTakesAnExpression() {
    let a = View("a")
    let b = View("b")
    expectOperatorConstraint(
      a.left <= b.right + 4, a, .left, .lessThanOrEqual, b, .right, multiplier: 1, constant: 4)
    expectOperatorConstraint(
      a.centerY >= b.centerY - 8, a, .centerY, .greaterThanOrEqual, b, .centerY, multiplier: 1, constant: -8)
    expectOperatorConstraint(
      a.height <= 3 * b.height + 1, a, .height, .lessThanOrEqual, b, .height, multiplier: 3, constant: 1)
  }

  @Test func subtractingAConstantNegatesIt() {
    let a = View("a")
    let b = View("b")
    let constraint = a.trailing == b.trailing - 8
    expectOperatorConstraint(constraint, a, .trailing, .equal, b, .trailing, multiplier: 1, constant: -8)
    #expect(constraint.description == "a.trailing == b.trailing - 8")
    expectOperatorConstraint(
      a.width == 2 * b.width - 8, a, .width, .equal, b, .width, multiplier: 2, constant: -8)
    expectOperatorConstraint(
      a.top == b.bottom + 10 - 4 + 1, a, .top, .equal, b, .bottom, multiplier: 1, constant: 7)
  }

  @Test func multiplyingAndDividingADimensionSetsTheMultiplier() {
    let a = View("a")
    let b = View("b")
    expectOperatorConstraint(a.width == 2 * b.width, a, .width, .equal, b, .width, multiplier: 2, constant: 0)
    expectOperatorConstraint(a.width == b.width * 3, a, .width, .equal, b, .width, multiplier: 3, constant: 0)
    expectOperatorConstraint(
      a.width == b.width / 2, a, .width, .equal, b, .width, multiplier: 0.5, constant: 0)
    expectOperatorConstraint(
      a.height == a.width / 4 + 2, a, .height, .equal, a, .width, multiplier: 0.25, constant: 2)
    #expect((a.width == b.width / 2).description == "a.width == 0.5 * b.width")
  }

  @Test func aDimensionComparesWithAConstant() {
    let blue = View("blue")
    let constraint = blue.width >= 150
    expectOperatorConstraint(
      constraint, blue, .width, .greaterThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: 150)
    #expect(constraint.description == "blue.width >= 150")
    expectOperatorConstraint(
      blue.height == 44, blue, .height, .equal, nil, .notAnAttribute, multiplier: 0, constant: 44)
    expectOperatorConstraint(
      blue.height <= 300, blue, .height, .lessThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: 300)
  }

  @Test func tildeSetsThePriorityAtCreationOnAnActiveConstraint() {
    let red = View("red")
    let blue = View("blue")
    let constraint = red.width == 2 * blue.width ~ .defaultHigh
    expectOperatorConstraint(
      constraint, red, .width, .equal, blue, .width, multiplier: 2, constant: 0, priority: .defaultHigh)
    #expect(constraint.priority.rawValue == 750)
    #expect(constraint.description == "red.width == 2 * blue.width @750")
  }

  @Test func tildeAppliesToAPlainAnchorAndToAConstant() {
    let icon = View("icon")
    let label = View("label")
    expectOperatorConstraint(
      icon.leading == label.leading ~ .defaultLow, icon, .leading, .equal, label, .leading, multiplier: 1,
      constant: 0, priority: .defaultLow)
    let size = icon.width == 44 ~ .defaultHigh
    expectOperatorConstraint(
      size, icon, .width, .equal, nil, .notAnAttribute, multiplier: 0, constant: 44, priority: .defaultHigh)
    #expect(size.description == "icon.width == 44 @750")
    expectOperatorConstraint(
      icon.height >= 20 ~ 999, icon, .height, .greaterThanOrEqual, nil, .notAnAttribute, multiplier: 0,
      constant: 20,
      priority: 999)
    expectOperatorConstraint(
      icon.top <= label.bottom - 4 ~ .defaultLow - 1, icon, .top, .lessThanOrEqual, label, .bottom,
      multiplier: 1,
      constant: -4, priority: 249)
  }

  @Test func arithmeticBindsTighterThanTildeWhichBindsTighterThanComparison() {
    let a = View("a")
    let b = View("b")
    // (2 × b.width + 8) at (750 + 1), then ==.
    let constraint = a.width == 2 * b.width + 8 ~ .defaultHigh + 1
    expectOperatorConstraint(
      constraint, a, .width, .equal, b, .width, multiplier: 2, constant: 8, priority: LayoutPriority(751))
    #expect(constraint.description == "a.width == 2 * b.width + 8 @751")
    let scaled = a.height == b.height * 0.5 - 2 ~ .required - 1
    expectOperatorConstraint(
      scaled, a, .height, .equal, b, .height, multiplier: 0.5, constant: -2, priority: 999)
  }

  // MARK: Frames from operators

  @Test(arguments: [
    // 400 wide: blue + red = 400 − 30 = 370; the ratio would give blue 123.3 < 150, so blue = 150
    // and red = 220.
    (400.0, Rect(x: 10, y: 10, width: 150, height: 780), Rect(x: 170, y: 10, width: 220, height: 780)),
    // 630 wide: blue + red = 600 = 3 × 200, so the ratio holds: 200 and 400.
    (630.0, Rect(x: 10, y: 10, width: 200, height: 780), Rect(x: 220, y: 10, width: 400, height: 780)),
  ])
  func anOptionalRatioYieldsToARequiredMinimum(screenWidth: Double, blueFrame: Rect, redFrame: Rect) throws {
    let program = AnyLayoutProgram("Widths") { root, _ in
      let blue = View("blue")
      let red = View("red")
      root.addSubviews(blue, red)
      blue.leading == root.leading + 10
      red.leading == blue.trailing + 10
      red.trailing == root.trailing - 10
      blue.top == root.top + 10
      red.top == blue.top
      blue.bottom == root.bottom - 10
      red.bottom == blue.bottom
      blue.width >= 150
      red.width == 2 * blue.width ~ .defaultHigh
    }
    let wide = Screen(size: Size(width: screenWidth, height: 800), scale: 1)
    let solved = try LayoutEngine().solve(program, on: wide)
    #expect(solved.frame(of: "blue") == blueFrame)
    #expect(solved.frame(of: "red") == redFrame)
    #expect(solved.diagnostics == [])
  }

  @Test func operatorFramesFollowTheirConstants() throws {
    // a: (10, 20, 300 / 2 = 150, 40). b: 8 after a (168), bottom 8 above a's bottom (52);
    // width 300, height 30, so top 22.
    let program = AnyLayoutProgram("Offsets") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      a.leading == root.leading + 10
      a.top == root.top + 20
      a.width == b.width / 2
      a.height == 40
      b.leading == a.trailing + 8
      b.bottom == a.bottom - 8
      b.width == 300
      b.height == 30
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "a") == Rect(x: 10, y: 20, width: 150, height: 40))
    #expect(solved.frame(of: "b") == Rect(x: 168, y: 22, width: 300, height: 30))
  }

  @Test func anOptionalConstantSizeYieldsToARequiredBound() throws {
    // The icon would like 44 × 44 (750) but may be at most 30 wide; its height keeps 44.
    let program = AnyLayoutProgram("Icon") { root, _ in
      let icon = View("icon")
      root.addSubview(icon)
      icon.leading == root.leading
      icon.top == root.top
      icon.width == 44 ~ .defaultHigh
      icon.height == 44 ~ .defaultHigh
      icon.width <= 30
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "icon") == Rect(x: 0, y: 0, width: 30, height: 44))
  }

  @Test func precedenceGivesTheWholeExpressionThePriority() throws {
    // b is 50 wide. a.width == 2 × 50 + 8 = 108 at 751 beats a.width == 100 at 750.
    let program = AnyLayoutProgram("Precedence") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      for view in [a, b] {
        view.leading == root.leading
        view.top == root.top
        view.height == 10
      }
      b.width == 50
      a.width == 100 ~ .defaultHigh
      a.width == 2 * b.width + 8 ~ .defaultHigh + 1
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 0, width: 108, height: 10))
  }

  // MARK: Helpers

  @Test func pinEdgesMakesFourActiveEqualitiesWithTheInsets() {
    let card = View("card")
    let root = View("root")
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let constraints = card.pinEdges(to: root, insets: insets)
    #expect(constraints.count == 4)
    let expected: [(LayoutAttribute, Double)] = [(.leading, 2), (.trailing, -4), (.top, 1), (.bottom, -3)]
    for (constraint, (attribute, constant)) in zip(constraints, expected) {
      expectOperatorConstraint(
        constraint, card, attribute, .equal, root, attribute, multiplier: 1, constant: constant)
    }
    #expect(
      constraints.map(\.description) == [
        "card.leading == root.leading + 2", "card.trailing == root.trailing - 4", "card.top == root.top + 1",
        "card.bottom == root.bottom - 3",
      ])
  }

  @Test func pinEdgesDefaultsToNoInsets() {
    let card = View("card")
    let root = View("root")
    let guide = root.safeAreaLayoutGuide
    let constraints = card.pinEdges(to: guide)
    #expect(constraints.map(\.constant) == [0, 0, 0, 0])
    #expect(constraints.allSatisfy { $0.secondItem === guide })
  }

  @Test func helpersTakeAPriority() {
    let card = View("card")
    let root = View("root")
    let helpers: [[LayoutConstraint]] = [
      card.pinEdges(to: root, priority: .defaultHigh), card.center(in: root, priority: .defaultHigh),
      card.constrainSize(width: 10, height: 20, priority: .defaultHigh),
      [card.constrainAspectRatio(2, priority: .defaultHigh)],
    ]
    for constraints in helpers {
      #expect(constraints.allSatisfy { $0.priority == .defaultHigh && $0.isActive && $0.problem == nil })
    }
  }

  @Test func centerMakesTwoEqualitiesWithTheOffset() {
    let badge = View("badge")
    let card = View("card")
    let constraints = badge.center(in: card, offset: Point(x: 5, y: -10))
    #expect(constraints.count == 2)
    expectOperatorConstraint(
      constraints[0], badge, .centerX, .equal, card, .centerX, multiplier: 1, constant: 5)
    expectOperatorConstraint(
      constraints[1], badge, .centerY, .equal, card, .centerY, multiplier: 1, constant: -10)
    #expect(badge.center(in: card).map(\.constant) == [0, 0])
  }

  @Test func constrainSizeMakesOneConstraintPerGivenDimension() {
    let box = View("box")
    let both = box.constrainSize(width: 48, height: 24)
    #expect(both.count == 2)
    expectOperatorConstraint(both[0], box, .width, .equal, nil, .notAnAttribute, multiplier: 0, constant: 48)
    expectOperatorConstraint(both[1], box, .height, .equal, nil, .notAnAttribute, multiplier: 0, constant: 24)
    let width = box.constrainSize(width: 10)
    #expect(width.map(\.firstAttribute) == [.width])
    let height = box.constrainSize(height: 12)
    #expect(height.map(\.firstAttribute) == [.height])
    #expect(height.map(\.constant) == [12])
    #expect(box.constrainSize().isEmpty)
  }

  @Test func constrainAspectRatioRelatesWidthToHeight() {
    let photo = View("photo")
    let ratio = photo.constrainAspectRatio(1.5)
    expectOperatorConstraint(ratio, photo, .width, .equal, photo, .height, multiplier: 1.5, constant: 0)
    #expect(ratio.description == "photo.width == 1.5 * photo.height")
  }

  @Test func helpersMakeInactiveConstraintsWhenAsked() {
    let card = View("card")
    let root = View("root")
    let constraints =
      card.pinEdges(to: root, isActive: false) + card.center(in: root, isActive: false)
      + card.constrainSize(width: 1, height: 2, isActive: false) + [
        card.constrainAspectRatio(1, isActive: false)
      ]
    #expect(constraints.count == 9)
    #expect(constraints.allSatisfy { !$0.isActive })
    constraints.activate()
    #expect(constraints.allSatisfy { $0.isActive })
    constraints.deactivate()
    #expect(constraints.allSatisfy { !$0.isActive })
  }

  @Test func helperFramesFollowInsetsOffsetsAndRatios() throws {
    // card: 20 from the left, 40 from the right, 10 from the top, 30 from the bottom:
    // (20, 10, 340, 760), centre (190, 390). badge: 50 × 20 centred at (195, 380): (170, 370).
    // thumb: 30 high, twice as wide, at the card's top-left corner.
    let program = AnyLayoutProgram("Helpers") { root, _ in
      let card = View("card")
      let badge = View("badge")
      let thumb = View("thumb")
      root.addSubview(card)
      card.addSubviews(badge, thumb)
      card.pinEdges(to: root, insets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
      badge.center(in: card, offset: Point(x: 5, y: -10))
      badge.constrainSize(width: 50, height: 20)
      thumb.constrainSize(height: 30)
      thumb.constrainAspectRatio(2)
      thumb.leading == card.leading
      thumb.top == card.top
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "card") == Rect(x: 20, y: 10, width: 340, height: 760))
    #expect(solved.frame(of: "badge") == Rect(x: 170, y: 370, width: 50, height: 20))
    #expect(solved.frame(of: "thumb") == Rect(x: 20, y: 10, width: 60, height: 30))
    #expect(solved.diagnostics == [])
  }

  @Test func pinEdgesInsetsAreDirectional() throws {
    // Right to left the leading inset (20) is on the right: the card spans 40...380.
    let program = AnyLayoutProgram("Directional") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.pinEdges(to: root, insets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
    }
    var rightToLeft = screen
    rightToLeft.layoutDirection = .rightToLeft
    let solved = try LayoutEngine().solve(program, on: rightToLeft)
    #expect(solved.frame(of: "card") == Rect(x: 40, y: 10, width: 340, height: 760))
  }

  @Test func pinEdgesToTheSafeArea() throws {
    // Safe area: 44 at the top, 34 at the bottom; the card is 16 inside it.
    let program = AnyLayoutProgram("SafeCard") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.pinEdges(to: root.safeAreaLayoutGuide, insets: DirectionalEdgeInsets(all: 16))
    }
    let phone = Screen(
      size: Size(width: 400, height: 800), scale: 1, safeAreaInsets: EdgeInsets(top: 44, bottom: 34))
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.frame(of: "card") == Rect(x: 16, y: 60, width: 368, height: 690))
  }

  @Test func deactivatedHelperConstraintsLeaveTheLayout() throws {
    // The first pinning is deactivated, the optional one at 750 is kept; the card is inset 5.
    let program = AnyLayoutProgram("Replaced") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let old = card.pinEdges(to: root, insets: DirectionalEdgeInsets(all: 50))
      old.deactivate()
      card.pinEdges(to: root, insets: DirectionalEdgeInsets(all: 5), priority: .defaultHigh)
      card.constrainSize(width: 1, height: 1, isActive: false)
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.count == 4)
    #expect(layout.constraints.allSatisfy { $0.priority == .defaultHigh && $0.constant.magnitude == 5 })
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "card") == Rect(x: 5, y: 5, width: 390, height: 790))
  }
}

/// Checks every field of an operator- or helper-made constraint, which is active at once and
/// valid.
private func expectOperatorConstraint(
  _ constraint: LayoutConstraint, _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute,
  _ relation: LayoutRelation, _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute,
  multiplier: Double,
  constant: Double, priority: LayoutPriority = .required,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(constraint.firstItem === firstItem, sourceLocation: sourceLocation)
  #expect(constraint.firstAttribute == firstAttribute, sourceLocation: sourceLocation)
  #expect(constraint.relation == relation, sourceLocation: sourceLocation)
  #expect(constraint.secondItem === secondItem, sourceLocation: sourceLocation)
  #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
  #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
  #expect(constraint.constant == constant, sourceLocation: sourceLocation)
  #expect(constraint.systemSpacingMultiplier == nil, sourceLocation: sourceLocation)
  #expect(constraint.priority == priority, sourceLocation: sourceLocation)
  #expect(constraint.isActive, sourceLocation: sourceLocation)
  #expect(constraint.problem == nil, sourceLocation: sourceLocation)
}
