import LayoutShotTestSupport
import Testing

@testable import LayoutShot

/// The Visual Format Language (Documentation/AutoLayout.md#visual-format-language): the grammar,
/// the constraints each piece makes (in UIKit's order, inactive, located at the call), the
/// options, standard spacing, frames of small layouts solved from formats, and the notation
/// diagnostics print them in.
///
/// Expected constraints are written out by hand in anchor notation; expected frames are computed
/// in the comments. Expected lines are read from `// line: <name>` markers (``markedLine(_:in:)``).
@Suite("Visual format language")
struct VisualFormatTests {
  /// A 375 × 667 phone at 2x without a safe area: root margins 16 on the sides, 0 at the top and
  /// bottom.
  private static let phone = Screen(size: Size(width: 375, height: 667), scale: 2)
  /// The same phone with a safe area 20 high at the top.
  private static let phoneWithStatusBar = Screen(
    size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
  /// Root margins that differ on the two sides (leading 20, trailing 10), so that leading and left
  /// can be told apart.
  private static let unevenMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
  private static let unevenLeftToRight = Screen(
    size: Size(width: 375, height: 667), scale: 2, layoutMargins: unevenMargins)
  private static let unevenRightToLeft = Screen(
    size: Size(width: 375, height: 667), scale: 2, layoutMargins: unevenMargins, layoutDirection: .rightToLeft
  )
  /// This file as `#fileID` names it in source locations.
  private static let file = "LayoutShotTests/VisualFormatTests.swift"

  /// A root view with subviews `a`, `b` and `c` and a layout guide `spacer`, for formats that
  /// are only parsed.
  private struct Fixture {
    let root = View("root")
    let a = View("a")
    let b = View("b")
    let c = View("c")
    let spacer = LayoutGuide("spacer")

    init() {
      root.addSubviews(a, b, c)
      root.addLayoutGuide(spacer)
    }

    var views: [String: LayoutItem] { ["a": a, "b": b, "c": c, "spacer": spacer] }

    /// The constraints of `format` in anchor notation, or none and an issue when it fails.
    func texts(
      _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
      sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String] {
      constraints(format, options: options, metrics: metrics, sourceLocation: sourceLocation)
        .map { $0.anchorDescription }
    }

    /// The constraints of `format`, or none and an issue when it fails.
    func constraints(
      _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
      sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [LayoutConstraint] {
      do {
        return try LayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: metrics, views: views)
      } catch {
        Issue.record("\(format) failed: \(error)", sourceLocation: sourceLocation)
        return []
      }
    }
  }

  /// Activates the constraints of `format`, or records the error as an issue of the test; for the
  /// bodies of layout programs.
  private static func activate(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    _ views: [String: LayoutItem], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    do {
      LayoutConstraint.activate(
        try LayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: metrics, views: views))
    } catch {
      Issue.record("\(format) failed: \(error)", sourceLocation: sourceLocation)
    }
  }

  private static func here(_ line: Int) -> LayoutShot.SourceLocation {
    LayoutShot.SourceLocation(fileID: file, line: line)
  }

  // MARK: Orientation

  @Test func horizontalFormatsUseLeadingAndTrailing() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a]-[b]") == ["b.leading == a.trailing + 8"])
  }

  @Test func aFormatWithoutOrientationIsHorizontal() {
    let fixture = Fixture()
    #expect(fixture.texts("[a]-[b]") == ["b.leading == a.trailing + 8"])
    #expect(fixture.texts("[a(50)]") == ["a.width == 50"])
  }

  @Test func verticalFormatsUseTopBottomAndHeight() {
    let fixture = Fixture()
    #expect(fixture.texts("V:[a]-[b(30)]") == ["b.top == a.bottom + 8", "b.height == 30"])
  }

  // MARK: Connections

  @Test func aBarWithoutASpaceIsFlushWithTheSuperviewsEdges() {
    let fixture = Fixture()
    #expect(fixture.texts("H:|[a]|") == ["a.leading == root.leading", "root.trailing == a.trailing"])
    #expect(fixture.texts("V:|[a]|") == ["a.top == root.top", "root.bottom == a.bottom"])
  }

  @Test func standardSpacingToTheSuperviewGoesToItsLayoutMarginsWithNoConstant() {
    let fixture = Fixture()
    #expect(
      fixture.texts("H:|-[a]-|") == [
        "a.leading == root.layoutMargins.leading", "root.layoutMargins.trailing == a.trailing",
      ])
    #expect(
      fixture.texts("V:|-[a]-|") == [
        "a.top == root.layoutMargins.top", "root.layoutMargins.bottom == a.bottom",
      ])
    // The second item is the superview's margins guide itself.
    let constraints = fixture.constraints("H:|-[a]")
    #expect(constraints.first?.secondItem === fixture.root.layoutMarginsGuide)
  }

  @Test func standardSpacingBetweenSiblingsIsEight() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a]-[b]-[c]") == ["b.leading == a.trailing + 8", "c.leading == b.trailing + 8"])
  }

  @Test func flushViewsTouch() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a][b]") == ["b.leading == a.trailing"])
  }

  @Test func aNumberBetweenDashesIsAPlainConstant() {
    let fixture = Fixture()
    // Explicit numbers relate to the superview itself, not its margins.
    #expect(
      fixture.texts("H:|-20-[a]-30-[b]-40-|") == [
        "a.leading == root.leading + 20", "b.leading == a.trailing + 30", "root.trailing == b.trailing + 40",
      ])
    #expect(fixture.texts("H:|-0-[a]") == ["a.leading == root.leading"])
    #expect(fixture.texts("H:[a]-2.5-[b]") == ["b.leading == a.trailing + 2.5"])
  }

  @Test func aConnectionTakesARelationAndPriorityWithoutParentheses() {
    // UIKit's parser reads a whole predicate between the dashes (decompiled iOS 18
    // NSLayoutConstraintParser), as apps write it.
    let fixture = Fixture()
    #expect(
      fixture.texts("V:|[a(170)][b][c]->=0-|") == [
        "a.top == root.top", "a.height == 170", "b.top == a.bottom", "c.top == b.bottom",
        "root.bottom >= c.bottom",
      ])
    #expect(fixture.texts("|-[a]->=8-[b]-|").contains("b.leading >= a.trailing + 8"))
    #expect(fixture.texts("[a]-<=20@750-[b]") == ["b.leading <= a.trailing + 20 @750"])
    #expect(fixture.texts("[a]-==gap-[b]", metrics: ["gap": 4]) == ["b.leading == a.trailing + 4"])
  }

  @Test func aMetricNameBetweenDashesTakesTheMetricsValue() {
    let fixture = Fixture()
    #expect(
      fixture.texts("V:|-top-[a]-gap-[b]-top-|", metrics: ["top": 20, "gap": 4]) == [
        "a.top == root.top + 20", "b.top == a.bottom + 4", "root.bottom == b.bottom + 20",
      ])
  }

  @Test func predicatesInParenthesesGiveRelationsAndPriorities() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a]-(20)-[b]") == ["b.leading == a.trailing + 20"])
    #expect(
      fixture.texts("H:[a]-(>=8,<=20@750)-[b]") == [
        "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750",
      ])
    #expect(
      fixture.texts("H:|-(==10@250)-[a]-(>=0)-|") == [
        "a.leading == root.leading + 10 @250", "root.trailing >= a.trailing",
      ])
  }

  @Test func predicatesInAConnectionMayNameMetricsForValuesAndPriorities() {
    let fixture = Fixture()
    #expect(
      fixture.texts("H:[a]-(>=gap@high)-[b]", metrics: ["gap": 12, "high": 750]) == [
        "b.leading >= a.trailing + 12 @750"
      ])
  }

  @Test func negativeSpacesAreWrittenInParentheses() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a]-(-8)-[b]") == ["b.leading == a.trailing - 8"])
    #expect(fixture.texts("V:|-(<=-4)-[a]") == ["a.top <= root.top - 4"])
  }

  // MARK: View predicates

  @Test func aViewsPredicateConstrainsItsSizeAlongTheFormatsAxis() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a(50)]") == ["a.width == 50"])
    #expect(fixture.texts("V:[a(50)]") == ["a.height == 50"])
    #expect(fixture.texts("H:[a(>=50)]") == ["a.width >= 50"])
    #expect(fixture.texts("H:[a(<=50)]") == ["a.width <= 50"])
    #expect(fixture.texts("H:[a(==50)]") == ["a.width == 50"])
  }

  @Test func aSizeWithoutASecondItemHasMultiplierZero() {
    let fixture = Fixture()
    let constraint = fixture.constraints("H:[a(50)]").first
    #expect(constraint?.secondItem == nil)
    #expect(constraint?.secondAttribute == .notAnAttribute)
    #expect(constraint?.multiplier == 0)
    #expect(constraint?.constant == 50)
  }

  @Test func severalPredicatesMakeSeveralConstraints() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a(>=70,<=100)]") == ["a.width >= 70", "a.width <= 100"])
  }

  @Test func aViewNameInAPredicateEquatesTheTwoSizes() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a][b(==a)]") == ["b.leading == a.trailing", "b.width == a.width"])
    #expect(fixture.texts("V:[a(>=b@250)]") == ["a.height >= b.height @250"])
    let constraint = fixture.constraints("H:[a(==b)]").first
    #expect(constraint?.secondItem === fixture.b)
    #expect(constraint?.multiplier == 1)
  }

  @Test func aPriorityFollowsAnAtSign() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a(>=50@750)]") == ["a.width >= 50 @750"])
    #expect(fixture.texts("H:[a(100@20)]") == ["a.width == 100 @20"])
    #expect(fixture.texts("H:[a(50@1000)]") == ["a.width == 50"])
    let constraint = fixture.constraints("H:[a(>=50@750)]").first
    #expect(constraint?.priority == .defaultHigh)
  }

  @Test func metricsGiveSizesAndPriorities() {
    let fixture = Fixture()
    #expect(
      fixture.texts("H:[a(size@low)]", metrics: ["size": 44, "low": 250]) == ["a.width == 44 @250"])
  }

  @Test func aNameIsLookedUpInTheMetricsBeforeTheViews() {
    let fixture = Fixture()
    // `b` is both a metric and a view: the metric wins, as in UIKit.
    #expect(fixture.texts("H:[a(==b)]", metrics: ["b": 30]) == ["a.width == 30"])
  }

  @Test func numbersInParenthesesMayBeNegativeSignedOrInExponentNotation() {
    let fixture = Fixture()
    #expect(fixture.texts("H:[a(>=-5)]") == ["a.width >= -5"])
    #expect(fixture.texts("H:[a(+5)]") == ["a.width == 5"])
    // 1e2 = 100; 0.5e1 = 5.
    #expect(fixture.texts("H:[a(1e2,>=0.5e1)]") == ["a.width == 100", "a.width >= 5"])
  }

  @Test func spacesBetweenTokensAreIgnored() {
    let fixture = Fixture()
    #expect(
      fixture.texts("  H: | - [ a ( >= 50 @ 750 , <= 90 ) ] - ( 4 ) - [ b ] - |  ") == [
        "a.leading == root.layoutMargins.leading", "a.width >= 50 @750", "a.width <= 90",
        "b.leading == a.trailing + 4", "root.layoutMargins.trailing == b.trailing",
      ])
  }

  @Test func aLayoutGuideCanStandInTheFormatLikeAView() {
    let fixture = Fixture()
    #expect(
      fixture.texts("H:|[a][spacer(>=10)][b]|") == [
        "a.leading == root.leading", "root.spacer.leading == a.trailing", "root.spacer.width >= 10",
        "b.leading == root.spacer.trailing", "root.trailing == b.trailing",
      ])
  }

  // MARK: The constraints returned

  @Test func constraintsComeInUIKitsOrder() {
    let fixture = Fixture()
    // Each connection, then the view's size predicates, then the far edge, then every
    // alignment, pair by pair.
    #expect(
      fixture.texts("H:|-10-[a(50)]-[b(>=20,<=80)][c]-(>=5)-|", options: [.alignAllTop, .alignAllBottom]) == [
        "a.leading == root.leading + 10",
        "a.width == 50",
        "b.leading == a.trailing + 8",
        "b.width >= 20",
        "b.width <= 80",
        "c.leading == b.trailing",
        "root.trailing >= c.trailing + 5",
        "a.top == b.top",
        "a.bottom == b.bottom",
        "b.top == c.top",
        "b.bottom == c.bottom",
      ])
  }

  @Test func constraintsAreInactiveAndRememberTheLineOfTheCall() throws {
    let fixture = Fixture()
    // A call over several lines is located at its first line.
    let line = try markedLine("multiLineCall")
    let constraints = try LayoutConstraint.constraints(  // line: multiLineCall
      withVisualFormat: "H:|-[a(50)]-[b]-|", options: .alignAllCenterY, views: fixture.views)
    // Two edges, a size, a space and an alignment.
    #expect(constraints.count == 5)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(constraints.allSatisfy { $0.location == Self.here(line) })
  }

  @Test func constraintsCanBeActivatedAndDeactivated() throws {
    let fixture = Fixture()
    let constraints = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", views: fixture.views)
    LayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(fixture.b.activeConstraints.count == 1)
    LayoutConstraint.deactivate(constraints)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(fixture.b.activeConstraints.isEmpty)
  }

  @Test func aViewsDictionaryTypedAsAnyWorks() throws {
    let fixture = Fixture()
    let views: [String: Any] = ["a": fixture.a, "b": fixture.b, "spacer": fixture.spacer]
    let line = try markedLine("untypedCall")
    let constraints = try untypedConstraints(  // line: untypedCall
      withVisualFormat: "H:[a][spacer][b]", views: views)
    #expect(
      constraints.map { $0.anchorDescription } == [
        "root.spacer.leading == a.trailing", "b.leading == root.spacer.trailing",
      ])
    #expect(constraints.allSatisfy { $0.location == Self.here(line) })
  }

  // MARK: Options

  @Test(
    "Alignment options of a horizontal format align the views pairwise",
    arguments: [
      (FormatOptions.alignAllTop, "top"), (.alignAllBottom, "bottom"), (.alignAllCenterY, "centerY"),
      (.alignAllLastBaseline, "lastBaseline"), (.alignAllFirstBaseline, "firstBaseline"),
    ])
  func horizontalAlignment(option: FormatOptions, attribute: String) {
    let fixture = Fixture()
    #expect(
      fixture.texts("H:[a]-[b]-[c]", options: option) == [
        "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
        "a.\(attribute) == b.\(attribute)", "b.\(attribute) == c.\(attribute)",
      ])
  }

  @Test(
    "Alignment options of a vertical format align the views pairwise",
    arguments: [
      (FormatOptions.alignAllLeft, "left"), (.alignAllRight, "right"), (.alignAllLeading, "leading"),
      (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX"),
    ])
  func verticalAlignment(option: FormatOptions, attribute: String) {
    let fixture = Fixture()
    #expect(
      fixture.texts("V:[a]-[b]-[c]", options: option) == [
        "b.top == a.bottom + 8", "c.top == b.bottom + 8",
        "a.\(attribute) == b.\(attribute)", "b.\(attribute) == c.\(attribute)",
      ])
  }

  @Test func aSingleViewHasNothingToAlign() {
    let fixture = Fixture()
    #expect(fixture.texts("H:|-[a]", options: .alignAllTop) == ["a.leading == root.layoutMargins.leading"])
  }

  @Test func leftToRightUsesLeftAndRight() {
    let fixture = Fixture()
    #expect(
      fixture.texts("H:|-10-[a]-[b(20)]-|", options: .directionLeftToRight) == [
        "a.left == root.left + 10", "b.left == a.right + 8", "b.width == 20",
        "root.layoutMargins.right == b.right",
      ])
  }

  @Test func leadingToTrailingIsTheDefaultDirection() {
    let fixture = Fixture()
    #expect(
      fixture.texts("H:|-10-[a]-[b]", options: .directionLeadingToTrailing) == [
        "a.leading == root.leading + 10", "b.leading == a.trailing + 8",
      ])
  }

  @Test func rightToLeftLaysTheViewsOutFromTheRight() {
    let fixture = Fixture()
    // The first view is the rightmost: the superview's right edge is 10 past a's, a's left edge 8
    // past b's right edge, b's left edge at the margin.
    #expect(
      fixture.texts("H:|-10-[a]-[b(20)]-|", options: .directionRightToLeft) == [
        "root.right == a.right + 10", "a.left == b.right + 8", "b.width == 20",
        "b.left == root.layoutMargins.left",
      ])
    #expect(fixture.texts("H:[a]-(>=4)-[b]", options: .directionRightToLeft) == ["a.left >= b.right + 4"])
  }

  @Test func baselineSpacingRelatesTheLowerFirstBaselineToTheUpperLastBaseline() {
    let fixture = Fixture()
    // Edges and sizes keep top, bottom and height.
    #expect(
      fixture.texts("V:|-[a(30)]-12-[b]-|", options: .spacingBaselineToBaseline) == [
        "a.top == root.layoutMargins.top", "a.height == 30", "b.firstBaseline == a.lastBaseline + 12",
        "root.layoutMargins.bottom == b.bottom",
      ])
  }

  @Test func optionsCombineAlignmentWithDirection() {
    let fixture = Fixture()
    #expect(
      fixture.texts("H:[a][b]", options: [.alignAllCenterY, .directionLeftToRight]) == [
        "b.left == a.right", "a.centerY == b.centerY",
      ])
  }

  // MARK: Frames

  @Test func standardSpacingPlacesViewsAtTheRootsMarginsAndEightApart() throws {
    let program = AnyLayoutProgram("TwoColumns") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let views: [String: LayoutItem] = ["a": a, "b": b]
      Self.activate("H:|-[a]-[b(==a)]-|", views)
      Self.activate("V:|-20-[a(40)]", views)
      Self.activate("V:|-20-[b(40)]", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Margins 16: 375 - 2 × 16 = 343 between them, less the 8 between the views = 335, halved:
    // 167.5 each. a.x = 16; b.x = 16 + 167.5 + 8 = 191.5 (and 191.5 + 167.5 = 359 = 375 - 16).
    #expect(solved.frame(of: "a") == Rect(x: 16, y: 20, width: 167.5, height: 40))
    #expect(solved.frame(of: "b") == Rect(x: 191.5, y: 20, width: 167.5, height: 40))
    #expect(solved.diagnostics == [])
  }

  /// Two equal columns between the root's margins, 8 apart, 40 high at y 20.
  private static let marginColumns = AnyLayoutProgram("MarginColumns") { root, _ in
    let a = View("a")
    let b = View("b")
    root.addSubviews(a, b)
    let views: [String: LayoutItem] = ["a": a, "b": b]
    Self.activate("H:|-[a]-[b(==a)]-|", options: .alignAllTop, views)
    Self.activate("V:|-20-[a(40)]", views)
    Self.activate("V:[b(40)]", views)
  }

  @Test func unevenMarginsLeftToRight() throws {
    let solved = try LayoutEngine().solve(Self.marginColumns, on: Self.unevenLeftToRight)
    // Leading margin 20 on the left, trailing 10 on the right: 375 - 30 = 345, less 8 = 337,
    // halved: 168.5. a.x = 20; b.x = 20 + 168.5 + 8 = 196.5 (b ends at 365 = 375 - 10).
    #expect(solved.frame(of: "a") == Rect(x: 20, y: 20, width: 168.5, height: 40))
    #expect(solved.frame(of: "b") == Rect(x: 196.5, y: 20, width: 168.5, height: 40))
  }

  @Test func leadingToTrailingFormatsFlipOnARightToLeftScreen() throws {
    let solved = try LayoutEngine().solve(Self.marginColumns, on: Self.unevenRightToLeft)
    // Leading is the right edge and its margin is 20: a ends at 375 - 20 = 355, a.x = 355 - 168.5
    // = 186.5; b ends 8 to the left of a, at 178.5, b.x = 178.5 - 168.5 = 10, the trailing margin.
    #expect(solved.frame(of: "a") == Rect(x: 186.5, y: 20, width: 168.5, height: 40))
    #expect(solved.frame(of: "b") == Rect(x: 10, y: 20, width: 168.5, height: 40))
    #expect(solved.diagnostics == [])
  }

  /// `a` (100 wide) and `b` (50 wide) from the superview's margin with standard spacing, in the
  /// given direction.
  private static func row(_ direction: FormatOptions) -> AnyLayoutProgram {
    AnyLayoutProgram("Row") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let views: [String: LayoutItem] = ["a": a, "b": b]
      Self.activate("H:|-[a(100)]-[b(50)]", options: direction.union(.alignAllTop), views)
      Self.activate("V:|-10-[a(30)]", views)
      Self.activate("V:[b(30)]", views)
    }
  }

  @Test func leftToRightStaysLeftToRightOnARightToLeftScreen() throws {
    let solved = try LayoutEngine().solve(Self.row(.directionLeftToRight), on: Self.unevenRightToLeft)
    // The margins guide's left edge is the trailing margin in right to left, 10: a.x = 10;
    // b.x = 10 + 100 + 8 = 118.
    #expect(solved.frame(of: "a") == Rect(x: 10, y: 10, width: 100, height: 30))
    #expect(solved.frame(of: "b") == Rect(x: 118, y: 10, width: 50, height: 30))
  }

  @Test func rightToLeftRunsFromTheRightOnALeftToRightScreen() throws {
    let solved = try LayoutEngine().solve(Self.row(.directionRightToLeft), on: Self.unevenLeftToRight)
    // The margins guide's right edge is the trailing margin in left to right: 375 - 10 = 365.
    // a.x = 365 - 100 = 265; b ends 8 left of a, at 257: b.x = 257 - 50 = 207.
    #expect(solved.frame(of: "a") == Rect(x: 265, y: 10, width: 100, height: 30))
    #expect(solved.frame(of: "b") == Rect(x: 207, y: 10, width: 50, height: 30))
  }

  @Test func verticalStandardSpacingStartsAtTheSafeAreaPlusTheTopMargin() throws {
    let program = AnyLayoutProgram("Stack") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let views: [String: LayoutItem] = ["a": a, "b": b]
      Self.activate("V:|-[a(40)]-[b(40)]-(>=0)-|", views)
      Self.activate("H:|[a(100)]", views)
      Self.activate("H:|[b(100)]", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phoneWithStatusBar)
    // The root's top margin is 0 from the safe area, which starts at 20: a.y = 20;
    // b.y = 20 + 40 + 8 = 68.
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 20, width: 100, height: 40))
    #expect(solved.frame(of: "b") == Rect(x: 0, y: 68, width: 100, height: 40))
  }

  @Test func standardSpacingInsideAnotherViewUsesItsEightPointMargins() throws {
    let program = AnyLayoutProgram("Nested") { root, _ in
      let container = View("container")
      let child = View("child")
      root.addSubview(container)
      container.addSubview(child)
      let views: [String: LayoutItem] = ["container": container, "child": child]
      Self.activate("H:|[container]|", views)
      Self.activate("V:|[container(200)]", views)
      Self.activate("H:|-[child]-|", views)
      Self.activate("V:|-[child]-|", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // The container spans the screen, 200 high; its margins are 8 on every side:
    // child = (8, 8, 375 - 16, 200 - 16) = (8, 8, 359, 184).
    #expect(solved.frame(of: "container") == Rect(x: 0, y: 0, width: 375, height: 200))
    #expect(solved.frame(of: "child") == Rect(x: 8, y: 8, width: 359, height: 184))
  }

  @Test func aNegativeSpaceOverlapsTheViews() throws {
    let program = AnyLayoutProgram("Overlap") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let views: [String: LayoutItem] = ["a": a, "b": b]
      Self.activate("H:|[a(100)]-(-8)-[b(50)]", options: .alignAllTop, views)
      Self.activate("V:|[a(20)]", views)
      Self.activate("V:[b(20)]", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // b starts 8 before a ends: 100 - 8 = 92.
    #expect(solved.frame(of: "b") == Rect(x: 92, y: 0, width: 50, height: 20))
  }

  @Test func predicatePrioritiesDecideWhichSizeWins() throws {
    let program = AnyLayoutProgram("Priorities") { root, _ in
      let a = View("a")
      root.addSubview(a)
      let views: [String: LayoutItem] = ["a": a]
      Self.activate("H:|[a(>=250@750,<=200,==100@250)]", views)
      Self.activate("V:|[a(20)]", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Required: width ≤ 200. At 750: width ≥ 250, as close as it can get: 200. The 250-priority
    // wish for 100 cannot undo a 750 error, so the width stays 200.
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 0, width: 200, height: 20))
  }

  @Test func connectionRelationsAndPrioritiesHoldInTheSolution() throws {
    let program = AnyLayoutProgram("Gaps") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let views: [String: LayoutItem] = ["a": a, "b": b]
      Self.activate("H:|[a(100)]-(>=20)-[b(50)]-(0@750)-|", options: .alignAllTop, views)
      Self.activate("V:|[a(20)]", views)
      Self.activate("V:[b(20)]", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // b's optional pin to the right edge holds: b.x = 375 - 50 = 325, and the gap 325 - 100 =
    // 225 is at least 20.
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(solved.frame(of: "b") == Rect(x: 325, y: 0, width: 50, height: 20))
    #expect(solved.diagnostics == [])
  }

  @Test func metricsPlaceViews() throws {
    let program = AnyLayoutProgram("Metrics") { root, _ in
      let a = View("a")
      root.addSubview(a)
      let views: [String: LayoutItem] = ["a": a]
      let metrics = ["pad": 24.0, "side": 60.0]
      Self.activate("H:|-pad-[a]-pad-|", metrics: metrics, views)
      Self.activate("V:|-pad-[a(side)]", metrics: metrics, views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // 24 in from both sides: width 375 - 48 = 327.
    #expect(solved.frame(of: "a") == Rect(x: 24, y: 24, width: 327, height: 60))
  }

  @Test func alignAllCenterYCentersTheRow() throws {
    let program = AnyLayoutProgram("CenteredRow") { root, _ in
      let a = View("a")
      let b = View("b")
      let c = View("c")
      root.addSubviews(a, b, c)
      let views: [String: LayoutItem] = ["a": a, "b": b, "c": c]
      Self.activate("H:|-[a(100)]-[b(100)]-[c(100)]", options: .alignAllCenterY, views)
      Self.activate("V:|-50-[a(40)]", views)
      Self.activate("V:[b(20)]", views)
      Self.activate("V:[c(60)]", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // a's center is at 50 + 40 / 2 = 70: b.y = 70 - 10 = 60, c.y = 70 - 30 = 40.
    // x: a 16, b 16 + 100 + 8 = 124, c 124 + 100 + 8 = 232.
    #expect(solved.frame(of: "a") == Rect(x: 16, y: 50, width: 100, height: 40))
    #expect(solved.frame(of: "b") == Rect(x: 124, y: 60, width: 100, height: 20))
    #expect(solved.frame(of: "c") == Rect(x: 232, y: 40, width: 100, height: 60))
  }

  @Test func alignAllLeadingFollowsTheScreensDirection() throws {
    let program = AnyLayoutProgram("LeadingColumn") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let views: [String: LayoutItem] = ["a": a, "b": b]
      Self.activate("V:|-10-[a(30)]-[b(30)]", options: .alignAllLeading, views)
      Self.activate("H:|-20-[a(100)]", views)
      Self.activate("H:[b(50)]", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.unevenRightToLeft)
    // Right to left: a's leading (right) edge is 20 in from the right, at 355: a.x = 255. b's
    // leading edge is a's: b.x = 355 - 50 = 305. y: a 10, b 10 + 30 + 8 = 48.
    #expect(solved.frame(of: "a") == Rect(x: 255, y: 10, width: 100, height: 30))
    #expect(solved.frame(of: "b") == Rect(x: 305, y: 48, width: 50, height: 30))
  }

  @Test func baselineSpacingMeasuresFromBaselines() throws {
    let program = AnyLayoutProgram("Baselines") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      let views: [String: LayoutItem] = ["a": a, "b": b]
      Self.activate("V:|-10-[a(30)]-12-[b(20)]", options: .spacingBaselineToBaseline, views)
      Self.activate("H:|[a(100)]", views)
      Self.activate("H:|[b(100)]", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Views without text have their baselines at their bottom. a spans 10...40; b's baseline is
    // 12 below a's: 40 + 12 = 52, so b.y = 52 - 20 = 32.
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 10, width: 100, height: 30))
    #expect(solved.frame(of: "b") == Rect(x: 0, y: 32, width: 100, height: 20))
  }

  @Test func aLayoutGuideSpacerTakesTheRemainingWidth() throws {
    let program = AnyLayoutProgram("Spacer") { root, _ in
      let a = View("a")
      let b = View("b")
      let spacer = LayoutGuide("spacer")
      root.addSubviews(a, b)
      root.addLayoutGuide(spacer)
      let views: [String: LayoutItem] = ["a": a, "b": b, "spacer": spacer]
      LayoutConstraint.activate(
        (try? LayoutConstraint.constraints(withVisualFormat: "H:|[a(100)][spacer][b(100)]|", views: views))
          ?? [])
      LayoutConstraint.activate(
        (try? LayoutConstraint.constraints(withVisualFormat: "V:|[a(20)]", views: views)) ?? [])
      LayoutConstraint.activate(
        (try? LayoutConstraint.constraints(withVisualFormat: "V:|[b(20)]", views: views)) ?? [])
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // The spacer takes 375 - 200 = 175: b.x = 100 + 175 = 275.
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(solved.frame(of: "b") == Rect(x: 275, y: 0, width: 100, height: 20))
  }

  @Test func deactivatedFormatConstraintsTakeNoPart() throws {
    let program = AnyLayoutProgram("Deactivated") { root, _ in
      let a = View("a")
      root.addSubview(a)
      let views: [String: LayoutItem] = ["a": a]
      Self.activate("H:|[a(100)]", views)
      Self.activate("V:|[a(20)]", views)
      let wide = (try? LayoutConstraint.constraints(withVisualFormat: "H:[a(300)]", views: views)) ?? []
      LayoutConstraint.activate(wide)
      LayoutConstraint.deactivate(wide)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Only the 100 remains: no conflict.
    #expect(solved.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(solved.diagnostics == [])
  }

  @Test func solvedConstraintsKeepTheLineOfTheFormatCall() throws {
    let horizontal = try markedLine("horizontalFormat")
    let vertical = try markedLine("verticalFormat")
    let program = AnyLayoutProgram("Located") { root, _ in
      let a = View("a")
      root.addSubview(a)
      let views: [String: LayoutItem] = ["a": a]
      LayoutConstraint.activate(
        (try? LayoutConstraint.constraints(  // line: horizontalFormat
          withVisualFormat: "H:|[a(100)]", views: views)) ?? [])
      LayoutConstraint.activate(
        (try? LayoutConstraint.constraints(  // line: verticalFormat
          withVisualFormat: "V:|[a(20)]", views: views)) ?? [])
    }
    let layout = try Layout(program, screen: Self.phone)
    #expect(layout.constraints.count == 4)
    #expect(
      layout.constraints.map { $0.location } == [
        Self.here(horizontal), Self.here(horizontal), Self.here(vertical), Self.here(vertical),
      ])
  }

  // MARK: Notation

  @Test func formatConstraintsDescribeThemselvesInTheFormatsNotation() {
    let fixture = Fixture()
    #expect(
      fixture.constraints("H:|-20-[a]-[b(>=50@750)]-(>=8)-|").map { $0.description } == [
        "H:|-(20)-[a]", "H:[a]-(8)-[b]", "H:[b(>=50@750)]", "H:[b]-(>=8)-|",
      ])
    #expect(
      fixture.constraints("V:|-[a(==b)]-|").map { $0.description } == ["V:|-[a]", "V:[a(==b)]", "V:[a]-|"])
    #expect(
      fixture.constraints("V:[a]-(<=4@250)-[b(30)]").map { $0.description } == [
        "V:[a]-(<=4@250)-[b]", "V:[b(30)]",
      ])
    #expect(
      fixture.constraints("H:[a]-(-8)-[b(<=a@250)]").map { $0.description } == [
        "H:[a]-(-8)-[b]", "H:[b(<=a@250)]",
      ])
  }

  @Test func rightToLeftFormatsDescribeThemselvesInReadingOrder() {
    let fixture = Fixture()
    #expect(
      fixture.constraints("H:|-10-[a]-[b]-|", options: .directionRightToLeft).map { $0.description } == [
        "H:|-(10)-[a]", "H:[a]-(8)-[b]", "H:[b]-|",
      ])
  }

  @Test func alignmentConstraintsDescribeThemselvesInAnchorNotation() {
    let fixture = Fixture()
    #expect(
      fixture.constraints("H:[a][b]", options: .alignAllTop).map { $0.description } == [
        "H:[a]-(0)-[b]", "a.top == b.top",
      ])
  }

  @Test func anIdentifierPrefixesTheNotation() {
    let fixture = Fixture()
    let constraint = fixture.constraints("H:[a(100)]").first
    constraint?.identifier = "fixed"
    #expect(constraint?.description == "'fixed' H:[a(100)]")
  }

  @Test func aConflictBetweenTwoFormatsNamesThemInTheirNotation() throws {
    let narrowLine = try markedLine("narrow")
    let wideLine = try markedLine("wide")
    let program = AnyLayoutProgram("FormatConflict") { root, _ in
      let a = View("a")
      root.addSubview(a)
      let views: [String: LayoutItem] = ["a": a]
      Self.activate("H:|-10-[a]", views)
      Self.activate("V:|-10-[a(30)]", views)
      let narrow = try? LayoutConstraint.constraints(  // line: narrow
        withVisualFormat: "H:[a(100)]", views: views)
      let wide = try? LayoutConstraint.constraints(  // line: wide
        withVisualFormat: "H:[a(200)]", views: views)
      LayoutConstraint.activate((narrow ?? []) + (wide ?? []))
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    let first = Diagnostic.ConstraintReport(text: "H:[a(100)]", location: Self.here(narrowLine))
    let second = Diagnostic.ConstraintReport(text: "H:[a(200)]", location: Self.here(wideLine))
    #expect(solved.diagnostics.count == 1)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    #expect(Set(conflict.constraints) == [first, second])
    #expect(conflict.brokenConstraint == second)
    // The later width is broken: a = (10, 10, 100, 30).
    #expect(solved.frame(of: "a") == Rect(x: 10, y: 10, width: 100, height: 30))
  }

  @Test func aConflictWithTheSuperviewsEdgesNamesTheEdgeConnections() throws {
    let program = AnyLayoutProgram("EdgeConflict") { root, _ in
      let button = View("button")
      root.addSubview(button)
      let views: [String: LayoutItem] = ["button": button]
      Self.activate("V:|-10-[button(30)]", views)
      Self.activate("H:|-20-[button(100)]-20-|", views)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    // 20 + 100 + 20 = 140 cannot be the screen's 375: the three constraints of the format, the
    // root's width and the screen's width conflict; the last one added, the far edge, is broken.
    #expect(
      Set(conflict.constraints.map { $0.text }) == [
        "H:|-(20)-[button]", "H:[button(100)]", "H:[button]-(20)-|", "root.width == screen width",
        "root.width (the screen's width) == 375",
      ])
    #expect(conflict.brokenConstraint?.text == "H:[button]-(20)-|")
    #expect(solved.frame(of: "button") == Rect(x: 20, y: 10, width: 100, height: 30))
  }
}
