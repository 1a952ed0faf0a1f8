import LayoutShotTestSupport
import Testing

@testable import LayoutShot

/// Formats that cannot make constraints, with UIKit's messages and a caret where parsing stopped.
///
/// Visual formats and equation strings fail with a ``FormatError``: UIKit's message
/// (Documentation/AutoLayout.md#format-errors), the kind, and the caret under the 0-based offset
/// where parsing stopped. Offsets are counted by hand in the comments.
///
/// Expected lines are read from `// line: <name>` markers (``markedLine(_:in:)``).
@Suite("Format errors")
struct FormatErrorTests {
  /// This file as `#fileID` names it in source locations.
  private static let file = "LayoutShotTests/FormatErrorTests.swift"

  /// Views under a root (`icon`, `label`, `a`, `b`), a layout guide `spacer` on the root, and a
  /// view `lonely` without a superview.
  private struct Fixture {
    let root = View("root")
    let icon = View("icon")
    let label = View("label")
    let a = View("a")
    let b = View("b")
    let spacer = LayoutGuide("spacer")
    let lonely = View("lonely")

    init() {
      root.addSubviews(icon, label, a, b)
      root.addLayoutGuide(spacer)
    }

    var views: [String: LayoutItem] {
      ["icon": icon, "label": label, "a": a, "b": b, "spacer": spacer, "lonely": lonely]
    }

    /// The equation views: `v1` and `v2` under the root, and `lonely`.
    var equationViews: [String: LayoutItem] { ["v1": a, "v2": b, "lonely": lonely] }
  }

  /// The error of `body`, or `nil` when it succeeds.
  private static func error(of body: () throws(FormatError) -> Void) -> FormatError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  /// Checks that `error` has `kind`, `message`, the format and offset, and a description that
  /// ends with the format and a caret under `offset`.
  private static func check(
    _ error: FormatError?, format: String, _ kind: FormatError.Kind, _ message: String, at offset: Int,
    sourceLocation: Testing.SourceLocation
  ) {
    guard let error else {
      Issue.record("'\(format)' did not fail", sourceLocation: sourceLocation)
      return
    }
    #expect(error.kind == kind, sourceLocation: sourceLocation)
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(error.format == format, sourceLocation: sourceLocation)
    #expect(error.offset == offset, sourceLocation: sourceLocation)
    let caret = String(repeating: " ", count: offset) + "^"
    #expect(error.description.hasSuffix("\(format)\n\(caret)"), sourceLocation: sourceLocation)
    #expect(error.location?.fileID == file, sourceLocation: sourceLocation)
  }

  /// Checks the error of a visual format.
  private static func expectVisual(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:], _ kind: FormatError.Kind,
    _ message: String, at offset: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let fixture = Fixture()
    let error = error { () throws(FormatError) in
      _ = try LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: fixture.views)
    }
    check(error, format: format, kind, message, at: offset, sourceLocation: sourceLocation)
  }

  /// Checks the error of one equation.
  private static func expectEquation(
    _ equation: String, _ kind: FormatError.Kind, _ message: String, at offset: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let fixture = Fixture()
    let error = error { () throws(FormatError) in
      _ = try LayoutConstraint.constraint(withEquation: equation, views: fixture.equationViews)
    }
    check(error, format: equation, kind, message, at: offset, sourceLocation: sourceLocation)
  }

  private static let horizontalEdgeMessage =
    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is "
    + "also horizontal."
  private static let verticalEdgeMessage =
    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also "
    + "vertical."
  private static let thicknessMessage =
    "A predicate on a view's thickness must end with ')' and the view must end with ']'"
  private static let numberOrMetricMessage =
    "Expected a number or key from the metrics dictionary, but encountered something else"
  private static let spacerMessage =
    "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view "
    + "as a spacer? [view1][spacer(==view1)][view2]"
  private static let locationConstantMessage =
    "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
    + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
  private static let attributeMessage =
    "Unknown attribute. Use left, right, top, bottom, leading, trailing, width, height, centerX, centerY, "
    + "firstBaseline or lastBaseline"

  // MARK: Whole descriptions

  @Test func anEmptyFormatDescribesItselfWithLocationMessageAndCaret() throws {
    let fixture = Fixture()
    let line = try markedLine("emptyFormat")
    let result = Self.error { () throws(FormatError) in
      _ = try LayoutConstraint.constraints(withVisualFormat: "", views: fixture.views)  // line: emptyFormat
    }
    let error = try #require(result)
    #expect(error.kind == .syntax)
    #expect(error.offset == 0)
    #expect(error.location == LayoutShot.SourceLocation(fileID: Self.file, line: line))
    #expect(
      error.description
        == "\(Self.file):\(line): Unable to parse constraint format: It's an empty string.\n\n^")
  }

  @Test func anUnclosedPredicateDescribesItselfWithTheCaretUnderTheBracket() throws {
    let fixture = Fixture()
    let line = try markedLine("unclosedPredicate")
    let result = Self.error { () throws(FormatError) in
      _ = try LayoutConstraint.constraints(  // line: unclosedPredicate
        withVisualFormat: "H:|-[icon(30]-[label]", views: fixture.views)
    }
    let error = try #require(result)
    // H0 :1 |2 -3 [4 i5 c6 o7 n8 (9 3₁₀ 0₁₁ ]₁₂: the `]` where `)` should be.
    #expect(
      error.description == """
        \(Self.file):\(line): Unable to parse constraint format: \(Self.thicknessMessage)
        H:|-[icon(30]-[label]
                    ^
        """)
  }

  @Test func aBarWithoutASuperviewDescribesItselfLikeUIKit() throws {
    let fixture = Fixture()
    let line = try markedLine("lonelyBar")
    let result = Self.error { () throws(FormatError) in
      _ = try LayoutConstraint.constraints(  // line: lonelyBar
        withVisualFormat: "|[lonely]|", views: fixture.views)
    }
    let error = try #require(result)
    #expect(error.kind == .missingSuperview)
    #expect(
      error.description == """
        \(Self.file):\(line): Unable to parse constraint format: Unable to interpret '|' character, because the \
        related view doesn't have a superview
        |[lonely]|
        ^
        """)
  }

  @Test func aBadEquationLineDescribesItselfWithItsLineNumber() throws {
    let fixture = Fixture()
    let equations = """
      v1.top = v2.top

      // the sides
        v9.left = v2.left
      v1.right = v2.right
      """
    let line = try markedLine("badEquations")
    let result = Self.error { () throws(FormatError) in
      _ = try LayoutConstraint.constraints(  // line: badEquations
        withEquations: equations, views: fixture.equationViews)
    }
    let error = try #require(result)
    // The fourth line, indented by two spaces: `v9` starts at offset 2.
    #expect(error.kind == .unknownName)
    #expect(error.message == "Line 4: v9 is not a key in the views dictionary.")
    #expect(error.format == "  v9.left = v2.left")
    #expect(error.offset == 2)
    #expect(
      error.description == """
        \(Self.file):\(line): Unable to parse constraint format: Line 4: v9 is not a key in the views dictionary.
          v9.left = v2.left
          ^
        """)
  }

  @Test func anErrorWithoutALocationHasNoPrefix() {
    let error = FormatError(.syntax, "Expected a view", format: "H:x", offset: 2)
    #expect(error.description == "Unable to parse constraint format: Expected a view\nH:x\n  ^")
  }

  @Test func theCaretLineKeepsTabsSoItStaysUnderTheCharacter() throws {
    let fixture = Fixture()
    let result = Self.error { () throws(FormatError) in
      _ = try LayoutConstraint.constraints(withVisualFormat: "H:\t[nobody]", views: fixture.views)
    }
    let error = try #require(result)
    // H0 :1 tab2 [3 n4.
    #expect(error.offset == 4)
    #expect(error.description.hasSuffix("H:\t[nobody]\n  \t ^"))
  }

  // MARK: The whole string

  @Test func anEmptyStringIsNotAFormat() {
    Self.expectVisual("", .syntax, "It's an empty string.", at: 0)
    Self.expectEquation("", .syntax, "It's an empty string.", at: 0)
  }

  @Test func nonASCIICharactersAreRefused() {
    // H0 :1 [2 a3 ]4 -5 é6.
    Self.expectVisual("H:[a]-é-[b]", .syntax, "It contains non-ASCII characters.", at: 6)
    // v1.top0-5 space6 =7 space8 v9 2₁₀ .₁₁ t₁₂ ó₁₃.
    Self.expectEquation("v1.top = v2.tóp", .syntax, "It contains non-ASCII characters.", at: 13)
  }

  // MARK: Orientation and structure

  @Test func anOrientationNeedsAColon() {
    Self.expectVisual("Hx:[a]", .syntax, "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
    Self.expectVisual("V[a]", .syntax, "Expected ':' after 'V' to specify vertical arrangement", at: 1)
    Self.expectVisual("H", .syntax, "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
  }

  @Test func aLeadingBarNeedsAConnection() {
    Self.expectVisual("|", .syntax, "Expected a connection after the '|' character", at: 1)
    // H0 :1 |2 x3.
    Self.expectVisual("H:|x[a]", .syntax, "Expected a connection after the '|' character", at: 3)
  }

  @Test func aFormatNeedsAView() {
    Self.expectVisual("H:", .syntax, "Expected more input", at: 2)
    Self.expectVisual("xyz", .syntax, "Expected a view", at: 0)
    Self.expectVisual(
      "H:[]", .syntax,
      "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and "
        + "underscores.", at: 3)
    Self.expectVisual(
      "H:[1a]", .syntax,
      "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and "
        + "underscores.", at: 3)
  }

  @Test func aViewMustEndWithABracket() {
    // H0 :1 [2 icon3-6 (7 3₈ 0₉ )₁₀ -₁₁.
    Self.expectVisual(
      "H:[icon(30)-[label]", .syntax, "Expected a ']' here. That is how you give the end of a view.", at: 11)
    // H0 :1 [2 icon3-6, then the end at 7.
    Self.expectVisual(
      "H:[icon", .syntax, "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 7)
    // H0 :1 [2 icon3-6 (7 3₈ 0₉ )₁₀, then the end at 11.
    Self.expectVisual(
      "H:[icon(30)", .syntax, "Unexpectedly ran out of character fodder in the middle of parsing a view",
      at: 11)
  }

  @Test func aPredicateListMustEndWithAParenthesis() {
    // H0 :1 |2 -3 [4 icon5-8 (9 3₁₀ 0₁₁ ]₁₂.
    Self.expectVisual("H:|-[icon(30]-[label]", .syntax, Self.thicknessMessage, at: 12)
    // H0 :1 [2 icon3-6 (7 3₈ 0₉ space₁₀ 4₁₁.
    Self.expectVisual(
      "H:[icon(30 40)]", .syntax,
      "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
      at: 11)
    // H0 :1 [2 icon3-6 (7 3₈ 0₉, then the end at 10.
    Self.expectVisual("H:[icon(30", .syntax, "Expected more input", at: 10)
  }

  @Test func aPredicateNeedsANumberOrAName() {
    // H0 :1 [2 icon3-6 (7 )8.
    Self.expectVisual("H:[icon()]", .syntax, Self.numberOrMetricMessage, at: 8)
    // H0 :1 [2 icon3-6 (7 =8 =9 )₁₀.
    Self.expectVisual("H:[icon(==)]", .syntax, Self.numberOrMetricMessage, at: 10)
    // H0 :1 [2 icon3-6 (7 5₈ 0₉ ,₁₀ )₁₁.
    Self.expectVisual("H:[icon(50,)]", .syntax, Self.numberOrMetricMessage, at: 11)
    // H0 :1 [2 icon3-6 (7 5₈ 0₉ @₁₀ )₁₁.
    Self.expectVisual("H:[icon(50@)]", .syntax, Self.numberOrMetricMessage, at: 11)
  }

  @Test func aConnectionNeedsItsClosingDash() {
    // H0 :1 |2 -3 8₄ [5.
    Self.expectVisual("H:|-8[icon]", .syntax, "Expected a '-' here", at: 5)
    // H0 :1 [2 icon3-6 ]7 space8 x9.
    Self.expectVisual("H:[icon] x", .syntax, "Expected a '-' here", at: 9)
    // H0 :1 [2 icon3-6 ]7 -8 (9 8₁₀ )₁₁ [₁₂.
    Self.expectVisual("H:[icon]-(8)[label]", .syntax, "Expected a '-' here", at: 12)
    // H0 :1 [2 icon3-6 ]7 -8 8₉ -₁₀, then the end at 11.
    Self.expectVisual("H:[icon]-8-", .syntax, "Expected more input", at: 11)
    // H0 :1 [2 icon3-6 ]7 -8, then the end at 9.
    Self.expectVisual("H:[icon]-", .syntax, Self.numberOrMetricMessage, at: 9)
  }

  @Test func aConnectionMustLeadToAViewOrABar() {
    // H0 :1 [2 icon3-6 ]7 -8 8₉ -₁₀ x₁₁.
    Self.expectVisual("H:[icon]-8-x", .syntax, "Expected a view or '|'", at: 11)
  }

  @Test func nothingMayFollowTheTrailingBar() {
    // H0 :1 [2 icon3-6 ]7 |8 [9.
    Self.expectVisual("H:[icon]|[label]", .syntax, "Expected the end of the format string", at: 9)
  }

  // MARK: Names

  @Test func anUnknownViewIsNamed() {
    // H0 :1 [2 icon3-6 ]7 -8 [9 n₁₀.
    Self.expectVisual(
      "H:[icon]-[nobody]", .unknownName, "nobody is not a key in the views dictionary.", at: 10)
  }

  @Test func anUnknownMetricIsNamedWhereverItIsUsed() {
    func message(_ name: String) -> String {
      "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }
    // A connection: H0 :1 [2 icon3-6 ]7 -8 g9.
    Self.expectVisual("H:[icon]-gap-[label]", .unknownName, message("gap"), at: 9)
    // A connection's predicate: H0 :1 [2 icon3-6 ]7 -8 (9 >₁₀ =₁₁ g₁₂.
    Self.expectVisual("H:[icon]-(>=gap)-[label]", .unknownName, message("gap"), at: 12)
    // A size: H0 :1 [2 icon3-6 (7 w8.
    Self.expectVisual("H:[icon(width)]", .unknownName, message("width"), at: 8)
    // A priority: [0 icon1-4 (5 3₆ 0₇ @₈ h₉; a view's name is no priority either.
    Self.expectVisual("[icon(30@high)]", .unknownName, message("high"), at: 9)
    Self.expectVisual("[icon(30@label)]", .unknownName, message("label"), at: 9)
  }

  @Test func aViewCanBePlacedOnlyOnce() {
    // H0 :1 [2 icon3-6 ]7 -8 [9 label10-14 ]₁₅ -₁₆ [₁₇ i₁₈.
    Self.expectVisual(
      "H:[icon]-[label]-[icon]", .duplicateView,
      "icon appears more than once; a view can be laid out once per format.", at: 18)
  }

  @Test func aSpaceCannotEqualAView() {
    // H0 :1 [2 icon3-6 ]7 -8 l9.
    Self.expectVisual("H:[icon]-label-[a]", .syntax, Self.spacerMessage, at: 9)
    // H0 :1 [2 icon3-6 ]7 -8 (9 >₁₀ =₁₁ l₁₂.
    Self.expectVisual("H:[icon]-(>=label)-[a]", .syntax, Self.spacerMessage, at: 12)
  }

  @Test func aValueOtherThanAViewInTheViewsDictionaryIsAnError() throws {
    let fixture = Fixture()
    let views: [String: Any] = ["icon": fixture.icon, "count": 3]
    let line = try markedLine("countIsNotAView")
    let result = Self.error { () throws(FormatError) in
      _ = try untypedConstraints(withVisualFormat: "H:[icon]", views: views)  // line: countIsNotAView
    }
    let error = try #require(result)
    #expect(error.kind == .unknownName)
    #expect(error.message == "count in the views dictionary is not a view or layout guide.")
    #expect(error.offset == 0)
    #expect(error.location == LayoutShot.SourceLocation(fileID: Self.file, line: line))
  }

  // MARK: Connections and relations

  @Test func twoDashesInARowAreAmbiguous() {
    let message =
      "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around "
      + "negative numbers."
    // H0 :1 [2 icon3-6 ]7 -8 -9.
    Self.expectVisual("H:[icon]--[label]", .syntax, message, at: 9)
    // H0 :1 |2 -3 -4.
    Self.expectVisual("H:|--8-[icon]", .syntax, message, at: 4)
  }

  @Test func aListOfSpacesNeedsParentheses() {
    // H0 :1 [2 icon3-6 ]7 -8 8₉ ,₁₀.
    Self.expectVisual(
      "H:[icon]-8,9-[label]", .syntax,
      "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of "
        + "constraints", at: 10)
  }

  @Test func relationsAreTwoCharacters() {
    let message = "Unknown relation. Must be ==, >=, or <="
    // H0 :1 [2 icon3-6 (7 >8.
    Self.expectVisual("H:[icon(>30)]", .syntax, message, at: 8)
    // V0 :1 |2 [3 icon4-7 (8 <9.
    Self.expectVisual("V:|[icon(<30)]", .syntax, message, at: 9)
    // H0 :1 [2 icon3-6 ]7 -8 (9 =₁₀.
    Self.expectVisual("H:[icon]-(=8)-[label]", .syntax, message, at: 10)
  }

  // MARK: Numbers and priorities

  @Test func prioritiesMustBeAboveZero() {
    // H0 :1 [2 icon3-6 (7 3₈ 0₉ @₁₀ then the priority at 11.
    Self.expectVisual(
      "H:[icon(30@0)]", .invalidPriority, "Invalid priority specified: 0. Priority must be greater than 0",
      at: 11)
    Self.expectVisual(
      "H:[icon(30@-5)]", .invalidPriority, "Invalid priority specified: -5. Priority must be greater than 0",
      at: 11)
    // In a connection: H0 :1 [2 icon3-6 ]7 -8 (9 8₁₀ @₁₁ 0₁₂.
    Self.expectVisual(
      "H:[icon]-(8@0)-[label]", .invalidPriority,
      "Invalid priority specified: 0. Priority must be greater than 0", at: 12)
  }

  @Test func prioritiesCannotExceedRequired() {
    let message = "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    Self.expectVisual(
      "H:[icon(30@1001)]", .invalidPriority, "Invalid priority specified: 1001. \(message)", at: 11)
    // A metric as priority: [0 icon1-4 (5 3₆ 0₇ @₈ p₉.
    Self.expectVisual(
      "[icon(30@p)]", metrics: ["p": 2000], .invalidPriority, "Invalid priority specified: 2000. \(message)",
      at: 9)
  }

  @Test func numbersMustBeFinite() {
    // H0 :1 [2 icon3-6 (7 1₈.
    Self.expectVisual("H:[icon(1e999)]", .invalidNumber, "The number 1e999 is not a finite number", at: 8)
    // H0 :1 [2 icon3-6 ]7 -8 1₉.
    Self.expectVisual(
      "H:[icon]-1e999-[label]", .invalidNumber, "The number 1e999 is not a finite number", at: 9)
    // H0 :1 [2 icon3-6 (7 3₈ 0₉ @₁₀ -₁₁.
    Self.expectVisual(
      "H:[icon(30@-1e999)]", .invalidNumber, "The number -1e999 is not a finite number", at: 11)
  }

  /// A metric is a number of the format too; one that is not finite cannot make a constraint.
  @Test func metricsMustBeFinite() {
    let fixture = Fixture()
    for (format, metrics, offset) in [
      // H0 :1 [2 icon3-6 ]7 -8 g9.
      ("H:[icon]-gap-[label]", ["gap": Double.infinity], 9),
      // H0 :1 [2 icon3-6 (7 s8.
      ("H:[icon(size)]", ["size": Double.nan], 8),
      // H0 :1 [2 icon3-6 (7 3₈ 0₉ @₁₀ p₁₁.
      ("H:[icon(30@p)]", ["p": Double.nan], 11),
    ] {
      let error = Self.error { () throws(FormatError) in
        _ = try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: fixture.views)
      }
      #expect(error?.kind == .invalidNumber, "\(format)")
      #expect(error?.offset == offset, "\(format)")
    }
  }

  // MARK: The superview

  @Test func aBarNeedsTheViewNextToItToHaveASuperview() {
    let message = "Unable to interpret '|' character, because the related view doesn't have a superview"
    // H0 :1 |2.
    Self.expectVisual("H:|-[lonely]", .missingSuperview, message, at: 2)
    // H0 :1 [2 lonely3-8 ]9 -₁₀ |₁₁.
    Self.expectVisual("H:[lonely]-|", .missingSuperview, message, at: 11)
    // Only the view next to the bar matters: [0 icon1-4 ]5 -6 [7 lonely8-13 ]₁₄ |₁₅.
    Self.expectVisual("[icon]-[lonely]|", .missingSuperview, message, at: 15)
  }

  // MARK: Options

  @Test(
    "Horizontal formats cannot align views on a horizontal edge",
    arguments: [
      FormatOptions.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
    ])
  func horizontalAlignmentInAHorizontalFormat(option: FormatOptions) {
    Self.expectVisual("H:[icon]-[label]", options: option, .invalidOption, Self.horizontalEdgeMessage, at: 0)
  }

  @Test(
    "Vertical formats cannot align views on a vertical edge",
    arguments: [
      FormatOptions.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline,
      .alignAllFirstBaseline,
    ])
  func verticalAlignmentInAVerticalFormat(option: FormatOptions) {
    Self.expectVisual("V:[icon]-[label]", options: option, .invalidOption, Self.verticalEdgeMessage, at: 0)
  }

  @Test func aMixOfAllowedAndForbiddenAlignmentsIsStillAnError() {
    Self.expectVisual(
      "H:[icon]-[label]", options: [.alignAllTop, .alignAllLeft], .invalidOption, Self.horizontalEdgeMessage,
      at: 0)
  }

  @Test func baselineSpacingIsForVerticalFormatsOnly() {
    Self.expectVisual(
      "H:[icon]-[label]", options: .spacingBaselineToBaseline, .invalidOption,
      "BaselineToBaseline format option not valid for horizontal layout", at: 0)
  }

  @Test func onlyOneDirectionMayBeGiven() {
    Self.expectVisual(
      "H:[icon]-[label]", options: [.directionLeftToRight, .directionRightToLeft], .invalidOption,
      "Only one direction option may be given: left to right or right to left.", at: 0)
  }

  @Test func leadingAndLeftAlignmentsDoNotMix() {
    Self.expectVisual(
      "V:[icon]-[label]", options: [.alignAllLeading, .alignAllLeft], .invalidOption,
      "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
        + "leading/trailing for both or neither.", at: 0)
  }

  @Test func layoutGuidesHaveNoBaselinesToAlign() {
    // H0 :1 [2 icon3-6 ]7 [8 s9.
    Self.expectVisual(
      "H:[icon][spacer]", options: .alignAllLastBaseline, .invalidOption,
      "spacer is a layout guide and has no baselines to align.", at: 9)
  }

  /// Spacing from baselines needs baselines too: a guide in a baseline-spaced format is refused
  /// when the format is read, as a guide in a baseline alignment is.
  @Test func layoutGuidesHaveNoBaselinesToSpaceFrom() {
    let fixture = Fixture()
    let error = Self.error { () throws(FormatError) in
      _ = try LayoutConstraint.constraints(
        withVisualFormat: "V:[icon]-[spacer]", options: .spacingBaselineToBaseline, views: fixture.views)
    }
    // V0 :1 [2 icon3-6 ]7 -8 [9 s10.
    #expect(error?.kind == .invalidOption)
    #expect(error?.offset == 10)
  }

  // MARK: Equations

  @Test func anEquationNeedsAnItemAndAKnownAttribute() {
    // v1.size: v0 1₁ .₂ s₃.
    Self.expectEquation("v1.size = v2.width", .syntax, Self.attributeMessage, at: 3)
    // v1.top = v2.: v2. ends at 12.
    Self.expectEquation("v1.top = v2.", .syntax, Self.attributeMessage, at: 12)
    // v0 1₁ space₂.
    Self.expectEquation("v1 = v2.top", .syntax, "Expected a '.' and an attribute after 'v1'", at: 2)
    Self.expectEquation("8 = v2.top", .syntax, "Expected an item's attribute, such as v1.top", at: 0)
  }

  @Test func anEquationNamesKnownViews() {
    // v1.top0-5 space6 =7 space8 v9.
    Self.expectEquation("v1.top = v9.top", .unknownName, "v9 is not a key in the views dictionary.", at: 9)
    Self.expectEquation("v9.top = v1.top", .unknownName, "v9 is not a key in the views dictionary.", at: 0)
  }

  @Test func anEquationNeedsARelation() {
    // v1.top0-5 space6 v7.
    Self.expectEquation("v1.top v2.top", .syntax, "Expected a relation: =, ==, >= or <=", at: 7)
    Self.expectEquation("v1.top", .syntax, "Expected more input", at: 6)
    Self.expectEquation("v1.top > v2.top", .syntax, "Unknown relation. Must be =, ==, >=, or <=", at: 7)
  }

  @Test func anEquationNeedsSomethingOnTheRight() {
    Self.expectEquation("v1.top = ", .syntax, "Expected more input", at: 9)
    // v1.top = v2.top + : the end at 18.
    Self.expectEquation("v1.top = v2.top + ", .syntax, "Expected more input", at: 18)
    // v1.top0-5 space6 =7 space8 )9.
    Self.expectEquation("v1.top = )", .syntax, "Expected a number or an item's attribute", at: 9)
  }

  @Test func anEquationRelatesOnlyTwoAttributes() {
    let message = "An equation relates one attribute to one other; this is a second one"
    // v1.width0-7 space8 =9 space₁₀ v2.width₁₁₋₁₈ space₁₉ +₂₀ space₂₁ v₂₂.
    Self.expectEquation("v1.width = v2.width + v2.height", .syntax, message, at: 22)
    // v1.width0-7 space8 =9 space₁₀ 2₁₁ space₁₂ *₁₃ space₁₄ v2.width₁₅₋₂₂ space₂₃ +₂₄ space₂₅ 3₂₆.
    Self.expectEquation("v1.width = 2 * v2.width + 3 * v2.height", .syntax, message, at: 26)
  }

  @Test func anEquationEndsAfterItsPriority() {
    // v1.top = v2.top: 15 characters, a space, `)` at 16.
    Self.expectEquation("v1.top = v2.top )", .syntax, "Expected the end of the equation", at: 16)
    // v1.top = v2.top @750 x: @ at 16, 750 at 17-19, space 20, x at 21.
    Self.expectEquation("v1.top = v2.top @750 x", .syntax, "Expected the end of the equation", at: 21)
  }

  @Test func multipliersAndDivisorsMustBeNumbers() {
    // v1.width = 2 * 3: 3 at 15.
    Self.expectEquation("v1.width = 2 * 3", .syntax, "Expected an item's attribute, such as v1.top", at: 15)
    // v1.width = v2.width *: the end at 21.
    Self.expectEquation("v1.width = v2.width *", .syntax, "Expected a number after '*' or '/'", at: 21)
    // v1.width = v2.width / 0: 0 at 22.
    Self.expectEquation("v1.width = v2.width / 0", .invalidNumber, "Cannot divide by 0", at: 22)
    // v1.height = 1e999: the number at 12.
    Self.expectEquation(
      "v1.height = 1e999", .invalidNumber, "The number 1e999 is not a finite number", at: 12)
  }

  @Test func equationPrioritiesAreCheckedLikeVisualOnes() {
    // v1.top = v2.top @: the priority at 17.
    Self.expectEquation(
      "v1.top = v2.top @0", .invalidPriority,
      "Invalid priority specified: 0. Priority must be greater than 0",
      at: 17)
    Self.expectEquation(
      "v1.top = v2.top @1001", .invalidPriority,
      "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      at: 17)
    Self.expectEquation(
      "v1.top = v2.top @high", .syntax,
      "Expected a priority: a number, required, defaultHigh, defaultLow or fittingSizeLevel", at: 17)
  }

  @Test func aLocationCannotEqualAConstant() {
    Self.expectEquation("v1.top = 5", .invalidConstraint, Self.locationConstantMessage, at: 0)
    // A multiplier of 0 is no better; the caret is under the item: v1.left0-6 space7 =8 space9
    // 0₁₀ space₁₁ *₁₂ space₁₃ v₁₄.
    Self.expectEquation("v1.left = 0 * v2.left", .invalidConstraint, Self.locationConstantMessage, at: 14)
  }

  @Test func aLocationCannotRelateToADimension() {
    // v1.left0-6 space7 =8 space9 v₁₀.
    Self.expectEquation(
      "v1.left = v2.width", .invalidConstraint,
      "Invalid pairing of layout attributes: left and width measure different things (a horizontal location and "
        + "a dimension).", at: 10)
  }

  @Test func leadingCannotRelateToLeft() {
    // v1.leading0-9 space₁₀ =₁₁ space₁₂ v₁₃.
    Self.expectEquation(
      "v1.leading = v2.left + 8", .invalidConstraint,
      "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
        + "leading/trailing for both or neither.", at: 13)
  }

  @Test func theSuperviewNeedsAViewToBeTheSuperviewOf() {
    Self.expectEquation(
      "superview.width = 100", .missingSuperview,
      "superview needs a view from the views dictionary on the other side", at: 0)
    Self.expectEquation(
      "safeArea.top = margins.top", .missingSuperview,
      "safeArea needs a view from the views dictionary on the other side", at: 0)
    // lonely.top0-9 space₁₀ =₁₁ space₁₂ s₁₃.
    Self.expectEquation(
      "lonely.top = superview.top", .missingSuperview,
      "Unable to interpret 'superview', because lonely doesn't have a superview", at: 13)
  }

  // MARK: No input crashes

  @Test func malformedInputsFailWithAnOffsetInsideTheFormat() {
    let fixture = Fixture()
    let inputs = [
      "[", "]", "(", ")", "-", "|", "||", "|-|", "H:|-(", "H:|-(8", "H:|-(8)", "H:[a(@)]", "V:[a]-(>=)-[b]",
      "\t", " ", "H:[a]-(1,2,3", "[a(==a)]", "H:[a]-(-)-[b]", "H:[a(1e)]", "H:[a(.)]", "H:[a(.5)]",
      "H:[a(5.)]",
      "H:[a]-.-[b]", "V:|-[a]-[b]-[a]", "H:[a(==b,==b,==b)]", "H:[a]-(==a)-[b]", "@", "H:[a(5@@5)]", "[_]",
      "H:[a]\n[b]", "v1.top = = v2.top", "v1..top", "v1.top = v2.top @", "v1.top = v2.top * ", ".top",
      "v1.top <= -v2.top", "v1.width = 1e308 * v2.width * 10", "v1.width = v2.width / 1e-320",
    ]
    for input in inputs {
      for result in [
        Self.error { () throws(FormatError) in
          _ = try LayoutConstraint.constraints(withVisualFormat: input, views: fixture.views)
        },
        Self.error { () throws(FormatError) in
          _ = try LayoutConstraint.constraint(withEquation: input, views: fixture.equationViews)
        },
        Self.error { () throws(FormatError) in
          _ = try LayoutConstraint.constraints(withEquations: input, views: fixture.equationViews)
        },
      ] {
        if let error = result {
          #expect((0...error.format.utf8.count).contains(error.offset), "\(input): \(error)")
        }
      }
      if case .failure(let error) = ConstraintFormat.explain(input) {
        #expect((0...error.format.utf8.count).contains(error.offset), "\(input): \(error)")
      }
    }
  }
}
