import LayoutShot
import Testing

/// Right-to-left layouts (Documentation/RightToLeft.md#leading-and-trailing): leading and trailing,
/// directional margins and system spacing "after" follow the reading direction; left and right
/// never flip.
@Suite("Right-to-left layouts")
struct RightToLeftTests {
  /// A 375 × 667 phone at 2x without a safe area, right to left.
  private static let rightToLeft = Screen(
    size: Size(width: 375, height: 667), scale: 2, layoutDirection: .rightToLeft)
  /// The same phone left to right.
  private static let leftToRight = Screen(size: Size(width: 375, height: 667), scale: 2)

  /// `first` 16 from the leading edge and 100 wide; `second` 8 after it and 50 wide; both at
  /// y 20, 30 high.
  private static let row = AnyLayoutProgram("Row") { root, _ in
    let first = View("first")
    let second = View("second")
    root.addSubviews(first, second)
    first.leading == root.leading + 16
    first.width == 100
    second.leading == first.trailing + 8
    second.width == 50
    for view in [first, second] {
      view.top == root.top + 20
      view.height == 30
    }
  }

  @Test func leadingIsTheRightEdgeAndConstantsRunLeftward() throws {
    let solved = try LayoutEngine().solve(Self.row, on: Self.rightToLeft)
    // first: right edge 16 from the root's right, 375 - 16 = 359; x = 359 - 100 = 259.
    #expect(solved.frame(of: "first") == Rect(x: 259, y: 20, width: 100, height: 30))
    // second: leading (right edge) 8 after first's trailing (left edge, 259): 259 - 8 = 251;
    // x = 251 - 50 = 201.
    #expect(solved.frame(of: "second") == Rect(x: 201, y: 20, width: 50, height: 30))
    #expect(solved.diagnostics == [])
  }

  @Test func theSameRowLeftToRightRunsRightward() throws {
    let solved = try LayoutEngine().solve(Self.row, on: Self.leftToRight)
    // first at 16; second at 16 + 100 + 8 = 124.
    #expect(solved.frame(of: "first") == Rect(x: 16, y: 20, width: 100, height: 30))
    #expect(solved.frame(of: "second") == Rect(x: 124, y: 20, width: 50, height: 30))
  }

  @Test func oneEngineSolvesBothDirectionsOfTheSameLayout() throws {
    let engine = LayoutEngine()
    let leftToRight = try engine.solve(Self.row, on: Self.leftToRight)
    let rightToLeft = try engine.solve(Self.row, on: Self.rightToLeft)
    let again = try engine.solve(Self.row, on: Self.leftToRight)
    // The frames computed in the two tests above.
    #expect(leftToRight.frame(of: "second") == Rect(x: 124, y: 20, width: 50, height: 30))
    #expect(rightToLeft.frame(of: "second") == Rect(x: 201, y: 20, width: 50, height: 30))
    #expect(again.frame(of: "second") == Rect(x: 124, y: 20, width: 50, height: 30))
  }

  @Test func trailingIsTheLeftEdge() throws {
    let program = AnyLayoutProgram("Trailing") { root, _ in
      let badge = View("badge")
      root.addSubview(badge)
      badge.trailing == root.trailing - 10
      badge.width == 40
      badge.top == root.top
      badge.height == 40
    }
    let solved = try LayoutEngine().solve(program, on: Self.rightToLeft)
    // trailing (left edge) 10 toward the trailing side of the root's trailing (left) edge, that
    // is 10 in from the left: x = 10.
    #expect(solved.frame(of: "badge") == Rect(x: 10, y: 0, width: 40, height: 40))
  }

  @Test func leftAndRightNeverFlip() throws {
    let program = AnyLayoutProgram("Absolute") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.left == root.left + 16
      box.right == root.right - 100
      box.top == root.top
      box.height == 40
    }
    // In both directions: x 16, right edge 375 - 100 = 275, width 275 - 16 = 259.
    let expected = Rect(x: 16, y: 0, width: 259, height: 40)
    #expect(try LayoutEngine().solve(program, on: Self.rightToLeft).frame(of: "box") == expected)
    #expect(try LayoutEngine().solve(program, on: Self.leftToRight).frame(of: "box") == expected)
  }

  @Test func centeringDoesNotDependOnTheDirection() throws {
    let program = AnyLayoutProgram("Centered") { root, _ in
      let dot = View("dot")
      root.addSubview(dot)
      dot.center(in: root)
      dot.width == 45
      dot.height == 45
    }
    // x = (375 - 45) / 2 = 165, y = (667 - 45) / 2 = 311.
    #expect(
      try LayoutEngine().solve(program, on: Self.rightToLeft).frame(of: "dot")
        == Rect(x: 165, y: 311, width: 45, height: 45))
  }

  @Test func theSafeAreaKeepsItsAbsoluteSidesAndLeadingFindsTheRightOne() throws {
    var screen = Self.rightToLeft
    screen.safeAreaInsets = EdgeInsets(left: 20, right: 40)
    let program = AnyLayoutProgram("SafeLeading") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.safeAreaLayoutGuide.leading + 8
      box.width == 100
      box.top == root.top
      box.height == 10
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    // The safe area's leading edge is its right one, 375 - 40 = 335; 8 further in: 327;
    // x = 327 - 100 = 227.
    #expect(solved.frame(of: "box") == Rect(x: 227, y: 0, width: 100, height: 10))
  }

  // MARK: Margins

  @Test func theRootsDirectionalMarginsSwapSides() throws {
    let program = AnyLayoutProgram("MarginLeading") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.layoutMarginsGuide.leading
      box.width == 100
      box.top == root.top
      box.height == 10
    }
    let margins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
    var rightToLeft = Self.rightToLeft
    rightToLeft.layoutMargins = margins
    var leftToRight = Self.leftToRight
    leftToRight.layoutMargins = margins
    // Right to left, the leading margin (30) is on the right: the box ends at 375 - 30 = 345,
    // x = 245. Left to right it starts at 30.
    #expect(
      try LayoutEngine().solve(program, on: rightToLeft).frame(of: "box")
        == Rect(x: 245, y: 0, width: 100, height: 10))
    #expect(
      try LayoutEngine().solve(program, on: leftToRight).frame(of: "box")
        == Rect(x: 30, y: 0, width: 100, height: 10))
  }

  @Test func aSubviewsDirectionalMarginsSwapSides() throws {
    let program = AnyLayoutProgram("CardMargins") { root, _ in
      let card = View("card")
      card.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
      let content = View("content")
      root.addSubview(card)
      card.addSubview(content)
      card.pinEdges(to: root)
      content.pinEdges(to: card.layoutMarginsGuide)
    }
    // Right to left: left margin = trailing 4, right margin = leading 20:
    // (4, 0, 375 - 24 = 351, 667).
    #expect(
      try LayoutEngine().solve(program, on: Self.rightToLeft).frame(of: "content")
        == Rect(x: 4, y: 0, width: 351, height: 667))
    // Left to right: (20, 0, 351, 667).
    #expect(
      try LayoutEngine().solve(program, on: Self.leftToRight).frame(of: "content")
        == Rect(x: 20, y: 0, width: 351, height: 667))
  }

  @Test func theLeadingMarginAttributeIsOnTheRight() throws {
    let program = AnyLayoutProgram("LeadingMargin") { root, _ in
      let box = View("box")
      root.addSubview(box)
      LayoutConstraint(
        item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
        multiplier: 1, constant: 0
      ).isActive = true
      box.width == 100
      box.top == root.top
      box.height == 10
    }
    // The root's leading margin edge is 16 in from the right, at 359; the box's trailing (left)
    // edge sits on it: x = 359.
    #expect(
      try LayoutEngine().solve(program, on: Self.rightToLeft).frame(of: "box")
        == Rect(x: 359, y: 0, width: 100, height: 10))
  }

  // MARK: System spacing

  @Test func systemSpacingAfterRunsLeftward() throws {
    let program = AnyLayoutProgram("Spacing") { root, _ in
      let first = View("first")
      let second = View("second")
      let third = View("third")
      root.addSubviews(first, second, third)
      first.leading == root.leading
      first.width == 100
      second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor).isActive = true
      second.width == 50
      third.leadingAnchor.constraint(equalToSystemSpacingAfter: second.trailingAnchor, multiplier: 2)
        .isActive = true
      third.width == 20
      for view in [first, second, third] {
        view.top == root.top
        view.height == 10
      }
    }
    let solved = try LayoutEngine().solve(program, on: Self.rightToLeft)
    // first: (275, 0, 100, 10). second: right edge 8 left of 275, at 267; x = 217.
    // third: right edge 2 × 8 = 16 left of 217, at 201; x = 181.
    #expect(solved.frame(of: "first") == Rect(x: 275, y: 0, width: 100, height: 10))
    #expect(solved.frame(of: "second") == Rect(x: 217, y: 0, width: 50, height: 10))
    #expect(solved.frame(of: "third") == Rect(x: 181, y: 0, width: 20, height: 10))
    let leftToRight = try LayoutEngine().solve(program, on: Self.leftToRight)
    // Left to right: second at 100 + 8 = 108, third at 108 + 50 + 16 = 174.
    #expect(leftToRight.frame(of: "second") == Rect(x: 108, y: 0, width: 50, height: 10))
    #expect(leftToRight.frame(of: "third") == Rect(x: 174, y: 0, width: 20, height: 10))
  }

  @Test func systemSpacingBelowDoesNotFlip() throws {
    let program = AnyLayoutProgram("Below") { root, _ in
      let first = View("first")
      let second = View("second")
      root.addSubviews(first, second)
      for view in [first, second] {
        view.leading == root.leading
        view.width == 10
        view.height == 10
      }
      first.top == root.top
      second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor).isActive = true
    }
    // second.top = 10 + 8 = 18; both at x = 375 - 10 = 365.
    #expect(
      try LayoutEngine().solve(program, on: Self.rightToLeft).frame(of: "second")
        == Rect(x: 365, y: 18, width: 10, height: 10))
  }
}
