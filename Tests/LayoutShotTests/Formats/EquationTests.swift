import LayoutShotTestSupport
import Testing

@testable import LayoutShot

/// Equation strings, the "non-visual format" of the seed article (`v1.top = v2.top`): one
/// constraint per equation, the multiplier and constant in either order, relations, priorities,
/// the superview and its guides, several equations at once, and the frames they solve to.
///
/// Expected constraints are written out by hand; expected frames are computed in the comments.
/// Expected lines are read from `// line: <name>` markers (``markedLine(_:in:)``).
@Suite("Equation strings")
struct EquationTests {
  /// A 375 × 667 phone at 2x without a safe area.
  private static let phone = Screen(size: Size(width: 375, height: 667), scale: 2)
  /// The same phone with a safe area 20 high at the top, right to left.
  private static let rightToLeftWithStatusBar = Screen(
    size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20),
    layoutDirection: .rightToLeft)
  /// This file as `#fileID` names it in source locations.
  private static let file = "LayoutShotTests/EquationTests.swift"

  /// Views `v1` and `v2` under a root.
  private struct Fixture {
    let root = View("root")
    let v1 = View("v1")
    let v2 = View("v2")

    init() { root.addSubviews(v1, v2) }

    var views: [String: LayoutItem] { ["v1": v1, "v2": v2] }

    /// The constraint of `equation`, or `nil` and an issue when it fails.
    func constraint(_ equation: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
      -> LayoutConstraint?
    {
      do {
        return try LayoutConstraint.constraint(withEquation: equation, views: views)
      } catch {
        Issue.record("\(equation) failed: \(error)", sourceLocation: sourceLocation)
        return nil
      }
    }

    /// The constraint of `equation` in anchor notation, or `nil` and an issue when it fails.
    func text(_ equation: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
      constraint(equation, sourceLocation: sourceLocation)?.anchorDescription
    }
  }

  /// Activates the constraints of `equations`, or records the error as an issue of the test; for
  /// the bodies of layout programs.
  private static func activate(
    _ equations: String, _ views: [String: LayoutItem],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    do {
      LayoutConstraint.activate(try LayoutConstraint.constraints(withEquations: equations, views: views))
    } catch {
      Issue.record("\(equations) failed: \(error)", sourceLocation: sourceLocation)
    }
  }

  private static func here(_ line: Int) -> LayoutShot.SourceLocation {
    LayoutShot.SourceLocation(fileID: file, line: line)
  }

  // MARK: One equation

  @Test func equalTopsRelateTheTwoItemsAttributes() throws {
    let fixture = Fixture()
    let constraint = try #require(fixture.constraint("v1.top = v2.top"))
    #expect(constraint.firstItem === fixture.v1)
    #expect(constraint.firstAttribute == .top)
    #expect(constraint.relation == .equal)
    #expect(constraint.secondItem === fixture.v2)
    #expect(constraint.secondAttribute == .top)
    #expect(constraint.multiplier == 1)
    #expect(constraint.constant == 0)
    #expect(constraint.priority == .required)
  }

  @Test func theMultiplierAndTheConstantMayComeInAnyOrder() {
    let fixture = Fixture()
    let expected = "v1.width == 2 * v2.height + 8"
    #expect(fixture.text("v1.width = 2 * v2.height + 8") == expected)
    #expect(fixture.text("v1.width = v2.height * 2 + 8") == expected)
    #expect(fixture.text("v1.width = 8 + 2 * v2.height") == expected)
    #expect(fixture.text("v1.width = 8 + v2.height * 2") == expected)
    let constraint = fixture.constraint("v1.width = 8 + 2 * v2.height")
    #expect(constraint?.multiplier == 2)
    #expect(constraint?.constant == 8)
  }

  @Test func anInequalityWithAPriority() throws {
    let fixture = Fixture()
    let constraint = try #require(fixture.constraint("v1.leading >= v2.trailing + 8 @750"))
    #expect(constraint.anchorDescription == "v1.leading >= v2.trailing + 8 @750")
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.priority == .defaultHigh)
    #expect(fixture.text("v1.bottom <= v2.bottom") == "v1.bottom <= v2.bottom")
  }

  @Test func aDimensionEqualToAConstantHasNoSecondItem() throws {
    let fixture = Fixture()
    let constraint = try #require(fixture.constraint("v1.height = 44"))
    #expect(constraint.anchorDescription == "v1.height == 44")
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
    #expect(constraint.multiplier == 0)
    #expect(constraint.constant == 44)
  }

  @Test func doubleEqualsIsEquality() {
    let fixture = Fixture()
    #expect(fixture.text("v1.top == v2.bottom") == "v1.top == v2.bottom")
    #expect(fixture.constraint("v1.top == v2.bottom")?.relation == .equal)
  }

  @Test func divisionGivesAFractionalMultiplier() {
    let fixture = Fixture()
    // 1 / 2 = 0.5; 1 / 4 = 0.25.
    #expect(fixture.text("v1.width = v2.width / 2") == "v1.width == 0.5 * v2.width")
    #expect(fixture.constraint("v1.height = v2.height / 4 - 1")?.multiplier == 0.25)
  }

  @Test func subtractionGivesANegativeConstant() {
    let fixture = Fixture()
    #expect(fixture.text("v1.top = v2.bottom - 8") == "v1.top == v2.bottom - 8")
    #expect(fixture.constraint("v1.top = v2.bottom - 8")?.constant == -8)
    // -8 + 2 = -6.
    #expect(fixture.text("v1.top = v2.bottom - 8 + 2") == "v1.top == v2.bottom - 6")
    #expect(fixture.text("v1.top = -8 + v2.bottom") == "v1.top == v2.bottom - 8")
  }

  @Test func aNegatedItemHasMultiplierMinusOne() {
    let fixture = Fixture()
    #expect(fixture.text("v1.width = 100 - v2.width") == "v1.width == -1 * v2.width + 100")
    #expect(fixture.text("v1.width = v2.width * -0.5") == "v1.width == -0.5 * v2.width")
  }

  @Test func locationsMayHaveAMultiplierWithASecondItem() {
    let fixture = Fixture()
    // UIKit accepts centerX == 0.5 × superview.centerX.
    #expect(fixture.text("v1.centerX = 0.5 * v2.centerX") == "v1.centerX == 0.5 * v2.centerX")
  }

  @Test func spacesAreOptional() {
    let fixture = Fixture()
    #expect(fixture.text("v1.top=v2.top+8@250") == "v1.top == v2.top + 8 @250")
    #expect(fixture.text("  v1.top   >=   v2.top  ") == "v1.top >= v2.top")
  }

  @Test func everyAttributeHasItsAnchorsName() {
    let fixture = Fixture()
    for name in ["left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY"] {
      #expect(fixture.text("v1.\(name) = v2.\(name)") == "v1.\(name) == v2.\(name)")
    }
    #expect(
      fixture.text("v1.firstBaseline = v2.lastBaseline + 8") == "v1.firstBaseline == v2.lastBaseline + 8")
    #expect(fixture.text("v1.width = v1.height") == "v1.width == v1.height")
  }

  // MARK: Priorities

  @Test func prioritiesAreNumbersOrUIKitsNames() {
    let fixture = Fixture()
    #expect(fixture.constraint("v1.top = v2.top @500")?.priority == .sceneSizeStayPut)
    #expect(fixture.constraint("v1.top = v2.top @ 999")?.priority == LayoutPriority(999))
    #expect(fixture.constraint("v1.top = v2.top @defaultHigh")?.priority == .defaultHigh)
    #expect(fixture.constraint("v1.top = v2.top @defaultLow")?.priority == .defaultLow)
    #expect(fixture.constraint("v1.top = v2.top @fittingSizeLevel")?.priority == .fittingSizeLevel)
    #expect(fixture.constraint("v1.top = v2.top @required")?.priority == .required)
    #expect(fixture.text("v1.width = 2 * v2.height + 8 @defaultHigh") == "v1.width == 2 * v2.height + 8 @750")
  }

  // MARK: The superview and its guides

  @Test func superviewIsTheSuperviewOfTheOtherItem() throws {
    let fixture = Fixture()
    let below = try #require(fixture.constraint("v1.top = superview.top + 20"))
    #expect(below.secondItem === fixture.root)
    #expect(below.anchorDescription == "v1.top == root.top + 20")
    let above = try #require(fixture.constraint("superview.bottom = v1.bottom + 8"))
    #expect(above.firstItem === fixture.root)
    #expect(above.anchorDescription == "root.bottom == v1.bottom + 8")
  }

  @Test func safeAreaAndMarginsAreTheSuperviewsGuides() throws {
    let fixture = Fixture()
    let safe = try #require(fixture.constraint("v1.top = safeArea.top"))
    #expect(safe.secondItem === fixture.root.safeAreaLayoutGuide)
    #expect(safe.anchorDescription == "v1.top == root.safeArea.top")
    let margins = try #require(fixture.constraint("v1.leading = margins.leading"))
    #expect(margins.secondItem === fixture.root.layoutMarginsGuide)
    #expect(margins.anchorDescription == "v1.leading == root.layoutMargins.leading")
    let width = try #require(fixture.constraint("v1.width = 0.5 * safeArea.width"))
    #expect(width.anchorDescription == "v1.width == 0.5 * root.safeArea.width")
  }

  @Test func aViewNamedSuperviewInTheDictionaryIsThatView() {
    let fixture = Fixture()
    let views: [String: LayoutItem] = ["v1": fixture.v1, "superview": fixture.v2]
    let constraint = try? LayoutConstraint.constraint(withEquation: "v1.top = superview.top", views: views)
    #expect(constraint?.secondItem === fixture.v2)
  }

  // MARK: The constraint made

  @Test func anEquationsConstraintIsInactiveAndRemembersTheLineOfTheCall() throws {
    let fixture = Fixture()
    let line = try markedLine("singleEquation")
    let constraint = try LayoutConstraint.constraint(  // line: singleEquation
      withEquation: "v1.top = v2.top", views: fixture.views)
    #expect(!constraint.isActive)
    #expect(constraint.location == Self.here(line))
    constraint.isActive = true
    #expect(constraint.isActive)
    #expect(constraint.description == "v1.top == v2.top")
  }

  // MARK: Several equations

  @Test func severalEquationsSkipBlankAndCommentLines() throws {
    let fixture = Fixture()
    let line = try markedLine("severalEquations")
    let constraints = try LayoutConstraint.constraints(  // line: severalEquations
      withEquations: """
        // v1 fills v2
        v1.top = v2.top

          v1.bottom = v2.bottom
        \t// indented comment
        v1.left = v2.left
        v1.right = v2.right @defaultHigh
        """, views: fixture.views)
    #expect(
      constraints.map { $0.anchorDescription } == [
        "v1.top == v2.top", "v1.bottom == v2.bottom", "v1.left == v2.left", "v1.right == v2.right @750",
      ])
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(constraints.allSatisfy { $0.location == Self.here(line) })
  }

  @Test func severalEquationsAcceptWindowsLineEndings() throws {
    let fixture = Fixture()
    let constraints = try LayoutConstraint.constraints(
      withEquations: "v1.top = v2.top\r\nv1.left = v2.left\r\n", views: fixture.views)
    #expect(constraints.map { $0.anchorDescription } == ["v1.top == v2.top", "v1.left == v2.left"])
  }

  @Test func noEquationsMakeNoConstraints() throws {
    let fixture = Fixture()
    #expect(try LayoutConstraint.constraints(withEquations: "", views: fixture.views).isEmpty)
    #expect(
      try LayoutConstraint.constraints(withEquations: "\n  \n// nothing\n", views: fixture.views).isEmpty)
  }

  // MARK: Frames

  /// The seed's example: v2 at (20, 40, 200, 100), and v1 filling it through four equations.
  private static let fill = AnyLayoutProgram("Fill") { root, _ in
    let v1 = View("v1")
    let v2 = View("v2")
    root.addSubviews(v2, v1)
    let views: [String: LayoutItem] = ["v1": v1, "v2": v2]
    Self.activate(
      """
      v2.left = superview.left + 20
      v2.top = superview.top + 40
      v2.width = 200
      v2.height = 100
      """, views)
    Self.activate(
      """
      v1.top = v2.top
      v1.bottom = v2.bottom
      v1.left = v2.left
      v1.right = v2.right
      """, views)
  }

  @Test func theSeedsFillMakesV1MatchV2() throws {
    let solved = try LayoutEngine().solve(Self.fill, on: Self.phone)
    #expect(solved.frame(of: "v2") == Rect(x: 20, y: 40, width: 200, height: 100))
    #expect(solved.frame(of: "v1") == Rect(x: 20, y: 40, width: 200, height: 100))
    #expect(solved.diagnostics == [])
  }

  @Test func multipliersConstantsAndPrioritiesSolve() throws {
    let program = AnyLayoutProgram("Sized") { root, _ in
      let v1 = View("v1")
      let v2 = View("v2")
      root.addSubviews(v1, v2)
      let views: [String: LayoutItem] = ["v1": v1, "v2": v2]
      Self.activate(
        """
        v2.leading = superview.leading + 10
        v2.top = superview.top + 10
        v2.width = 50
        v2.height = 30
        v1.leading = v2.trailing + 8
        v1.top == v2.bottom - 10
        v1.width = v2.height * 2 + 8
        v1.height = v2.height / 2
        v1.height = 100 @defaultLow
        """, views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // v2 = (10, 10, 50, 30). v1.x = 10 + 50 + 8 = 68; v1.y = 10 + 30 - 10 = 30; width 2 × 30 + 8 =
    // 68; height 30 / 2 = 15 (required), so the optional 100 gives way.
    #expect(solved.frame(of: "v2") == Rect(x: 10, y: 10, width: 50, height: 30))
    #expect(solved.frame(of: "v1") == Rect(x: 68, y: 30, width: 68, height: 15))
  }

  @Test func superviewGuidesPlaceViewsOnARightToLeftScreen() throws {
    let program = AnyLayoutProgram("Guides") { root, _ in
      let v1 = View("v1")
      root.addSubview(v1)
      let views: [String: LayoutItem] = ["v1": v1]
      Self.activate(
        """
        v1.top = safeArea.top + 4
        v1.leading = margins.leading
        v1.width = 100
        v1.height = 40
        """, views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.rightToLeftWithStatusBar)
    // Safe area from y 20: v1.y = 24. Leading is the right edge; its margin is 16: the right edge
    // at 375 - 16 = 359, x = 359 - 100 = 259.
    #expect(solved.frame(of: "v1") == Rect(x: 259, y: 24, width: 100, height: 40))
  }

  @Test func aConflictBetweenEquationsNamesThemAndTheirLines() throws {
    let narrowLine = try markedLine("narrow")
    let wideLine = try markedLine("wide")
    let program = AnyLayoutProgram("EquationConflict") { root, _ in
      let v1 = View("v1")
      root.addSubview(v1)
      let views: [String: LayoutItem] = ["v1": v1]
      Self.activate("v1.left = superview.left", views)
      Self.activate("v1.top = superview.top", views)
      Self.activate("v1.height = 10", views)
      let widths = [
        try? LayoutConstraint.constraint(withEquation: "v1.width = 100", views: views),  // line: narrow
        try? LayoutConstraint.constraint(withEquation: "v1.width = 200", views: views),  // line: wide
      ]
      LayoutConstraint.activate(widths.compactMap { $0 })
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    let first = Diagnostic.ConstraintReport(text: "v1.width == 100", location: Self.here(narrowLine))
    let second = Diagnostic.ConstraintReport(text: "v1.width == 200", location: Self.here(wideLine))
    #expect(Set(conflict.constraints) == [first, second])
    #expect(conflict.brokenConstraint == second)
  }

  /// An equation that throws has made no constraint: the layout around it builds.
  @Test func aRejectedEquationLeavesNothingBehindInTheLayout() throws {
    let program = AnyLayoutProgram("Rejected") { root, _ in
      let v1 = View("v1")
      root.addSubview(v1)
      let views: [String: LayoutItem] = ["v1": v1]
      // UIKit refuses a location equal to a constant; the error is handled here.
      _ = try? LayoutConstraint.constraint(withEquation: "v1.top = 5", views: views)
      Self.activate(
        """
        v1.top = superview.top + 5
        v1.left = superview.left
        v1.width = 10
        v1.height = 10
        """, views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    #expect(solved.frame(of: "v1") == Rect(x: 0, y: 5, width: 10, height: 10))
  }
}
