import Testing

@testable import LayoutShot

/// `ConstraintFormat.explain`: what a visual format or equation strings make, one constraint per
/// line in anchor notation, with stand-in views under a view named `superview`; or the error with
/// its caret and no source location.
///
/// Every expected line is written out by hand from the format's meaning
/// (Documentation/AutoLayout.md#visual-format-language).
@Suite("Explaining formats")
struct ExplainTests {
  // MARK: Visual formats

  @Test func aVisualFormatExplainsItselfInAnchorNotation() {
    #expect(
      ConstraintFormat.explain("H:|-[icon(30)]-[title]-|")
        == .success([
          "icon.leading == superview.layoutMargins.leading",
          "icon.width == 30",
          "title.leading == icon.trailing + 8",
          "superview.layoutMargins.trailing == title.trailing",
        ]))
  }

  /// The examples of Apple's Visual Format Language guide, each with the constraints it means.
  @Test(
    "Apple's documented examples",
    arguments: [
      ("[button]-[textField]", ["textField.leading == button.trailing + 8"]),
      ("[button(>=50)]", ["button.width >= 50"]),
      (
        "|-50-[purpleBox]-50-|",
        ["purpleBox.leading == superview.leading + 50", "superview.trailing == purpleBox.trailing + 50"]
      ),
      ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
      ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"]),
      ("[button(100@20)]", ["button.width == 100 @20"]),
      ("[button1(==button2)]", ["button1.width == button2.width"]),
      ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
      (
        "|-[find]-[findNext]-[findField(>=20)]-|",
        [
          "find.leading == superview.layoutMargins.leading", "findNext.leading == find.trailing + 8",
          "findField.leading == findNext.trailing + 8", "findField.width >= 20",
          "superview.layoutMargins.trailing == findField.trailing",
        ]
      ),
    ])
  func documentedExample(format: String, constraints: [String]) {
    #expect(ConstraintFormat.explain(format) == .success(constraints))
  }

  @Test func aVerticalFormatWithMetricsExplainsWithTheirValues() {
    #expect(
      ConstraintFormat.explain("V:|-top-[a(h)]-(>=gap@750)-|", metrics: ["top": 20, "h": 44, "gap": 8])
        == .success([
          "a.top == superview.top + 20", "a.height == 44", "superview.bottom >= a.bottom + 8 @750",
        ]))
  }

  @Test func formatsStartingWithABarOrABracketAreVisual() {
    #expect(ConstraintFormat.explain("|-[a]") == .success(["a.leading == superview.layoutMargins.leading"]))
    #expect(ConstraintFormat.explain("[a][b]") == .success(["b.leading == a.trailing"]))
    #expect(ConstraintFormat.explain("  V:[a]-[b]") == .success(["b.top == a.bottom + 8"]))
  }

  @Test func viewNamesInSizePredicatesBecomeStandIns() {
    #expect(
      ConstraintFormat.explain("H:[view1(>=view2@250)]") == .success(["view1.width >= view2.width @250"]))
  }

  @Test func optionsAddAlignmentsAndChangeDirection() {
    #expect(
      ConstraintFormat.explain("H:[a]-[b]", options: .alignAllCenterY)
        == .success(["b.leading == a.trailing + 8", "a.centerY == b.centerY"]))
    #expect(
      ConstraintFormat.explain("H:[a][b]", options: .alignAllFirstBaseline)
        == .success(["b.leading == a.trailing", "a.firstBaseline == b.firstBaseline"]))
    #expect(
      ConstraintFormat.explain("H:|-10-[a]-[b]", options: .directionRightToLeft)
        == .success(["superview.right == a.right + 10", "a.left == b.right + 8"]))
    #expect(
      ConstraintFormat.explain("V:[a]-4-[b]", options: .spacingBaselineToBaseline)
        == .success(["b.firstBaseline == a.lastBaseline + 4"]))
  }

  // MARK: Equations

  @Test func anEquationExplainsItselfInAnchorNotation() {
    #expect(
      ConstraintFormat.explain("v1.width = 2 * v2.height + 8 @750")
        == .success(["v1.width == 2 * v2.height + 8 @750"]))
    #expect(ConstraintFormat.explain("v1.height = 44") == .success(["v1.height == 44"]))
  }

  @Test func severalEquationsExplainOneLineEach() {
    let equations = """
      // pinned to the superview and its guides
      v1.top = superview.top + 8

      v1.leading = margins.leading
      v1.bottom <= safeArea.bottom
      v1.width = v2.width / 2 @defaultLow
      """
    #expect(
      ConstraintFormat.explain(equations)
        == .success([
          "v1.top == superview.top + 8",
          "v1.leading == superview.layoutMargins.leading",
          "v1.bottom <= superview.safeArea.bottom",
          "v1.width == 0.5 * v2.width @250",
        ]))
  }

  // MARK: Errors

  @Test func aVisualFormatErrorComesBackWithItsCaretAndNoLocation() throws {
    let result = ConstraintFormat.explain("H:|-[icon(30]-[label]")
    let message = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    #expect(result == .failure(FormatError(.syntax, message, format: "H:|-[icon(30]-[label]", offset: 12)))
    guard case .failure(let error) = result else { return }
    #expect(error.location == nil)
    #expect(
      error.description == """
        Unable to parse constraint format: \(message)
        H:|-[icon(30]-[label]
                    ^
        """)
  }

  @Test func anUnknownMetricIsAnErrorWhenExplaining() {
    // H0 :1 [2 a3 ]4 -5 g6.
    #expect(
      ConstraintFormat.explain("H:[a]-gap-[b]")
        == .failure(
          FormatError(
            .unknownName,
            "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries",
            format: "H:[a]-gap-[b]", offset: 6)))
  }

  @Test func anOptionThatDoesNotFitIsAnErrorWhenExplaining() {
    #expect(
      ConstraintFormat.explain("H:[a][b]", options: .alignAllLeft)
        == .failure(
          FormatError(
            .invalidOption,
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout "
              + "that is also horizontal.", format: "H:[a][b]", offset: 0)))
  }

  @Test func anEquationErrorNamesItsLine() {
    let result = ConstraintFormat.explain("v1.top = v2.top\nv1.left = 5")
    #expect(
      result
        == .failure(
          FormatError(
            .invalidConstraint,
            "Line 2: A multiplier of 0 or a nil second item together with a location for the first attribute "
              + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
              + "specified in pairs.", format: "v1.left = 5", offset: 0)))
  }
}
