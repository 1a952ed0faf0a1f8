import LayoutShotTestSupport
import Testing

@testable import LayoutShot

/// What UIKit would reject with an exception comes back as a ``LayoutError`` from both
/// `Layout(_:screen:)` and `LayoutEngine.solve(_:on:)`, with the line that made the offending
/// constraint or view and the message pinned word for word.
///
/// Expected lines are read from the `// line: <name>` marker on the statement that is expected to be
/// recorded (``markedLine(_:in:)``).
@Suite("Layout errors")
struct LayoutErrorTests {
  // MARK: Invalid pairs of attributes

  @Test func aLocationRelatedToADimensionIsInvalidEvenBeforeActivation() throws {
    let line = try markedLine("widthToLeading")
    let program = AnyLayoutProgram("LocationToDimension") { root, _ in
      let card = View("card")
      root.addSubview(card)
      LayoutConstraint(  // line: widthToLeading
        item: card, attribute: .width, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1,
        constant: 0)
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.width == root.leading",
        reason: "Invalid pairing of layout attributes: width and leading measure different things "
          + "(a dimension and a horizontal location).",
        location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.width == root.leading': Invalid pairing of layout "
        + "attributes: width and leading measure different things (a dimension and a horizontal location).")
  }

  @Test func aDimensionRelatedToAVerticalLocationIsInvalid() throws {
    let line = try markedLine("topToHeight")
    let program = AnyLayoutProgram("DimensionToLocation") { root, _ in
      let card = View("card")
      root.addSubview(card)
      LayoutConstraint(  // line: topToHeight
        item: card, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: root, attribute: .height,
        multiplier: 0.5, constant: 0
      ).isActive = true
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.top >= 0.5 * root.height",
        reason: "Invalid pairing of layout attributes: top and height measure different things "
          + "(a vertical location and a dimension).",
        location: at(line)),
      message:
        "\(file):\(line): Invalid constraint 'card.top >= 0.5 * root.height': Invalid pairing of layout "
        + "attributes: top and height measure different things (a vertical location and a dimension).")
  }

  @Test func aHorizontalLocationRelatedToAVerticalOneIsInvalid() throws {
    let line = try markedLine("leadingToTop")
    let program = AnyLayoutProgram("HorizontalToVertical") { root, _ in
      let card = View("card")
      root.addSubview(card)
      LayoutConstraint(  // line: leadingToTop
        item: card, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
        constant: 8
      ).isActive = true
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.leading == root.top + 8",
        reason: "Invalid pairing of layout attributes: leading and top measure different things "
          + "(a horizontal location and a vertical location).",
        location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.leading == root.top + 8': Invalid pairing of "
        + "layout attributes: leading and top measure different things (a horizontal location and a "
        + "vertical location).")
  }

  @Test func leadingRelatedToLeftThroughTypedAnchorsIsInvalid() throws {
    let line = try markedLine("leadingToLeft")
    let program = AnyLayoutProgram("LeadingToLeft") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.leadingAnchor.constraint(equalTo: root.leftAnchor).isActive = true  // line: leadingToLeft
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.leading == root.left", reason: leadingLeftReason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.leading == root.left': " + leadingLeftReason)
  }

  @Test func rightRelatedToTrailingThroughTheOperatorFormIsInvalid() throws {
    let line = try markedLine("rightToTrailing")
    let program = AnyLayoutProgram("RightToTrailing") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.right == root.trailing - 8  // line: rightToTrailing
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.right == root.trailing - 8", reason: leadingLeftReason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.right == root.trailing - 8': " + leadingLeftReason)
  }

  @Test func marginAttributesKeepTheLeadingLeftRuleThroughTheInitializer() throws {
    let line = try markedLine("trailingToRightMargin")
    let program = AnyLayoutProgram("TrailingMarginToRightMargin") { root, _ in
      let card = View("card")
      root.addSubview(card)
      LayoutConstraint(  // line: trailingToRightMargin
        item: card, attribute: .trailingMargin, relatedBy: .lessThanOrEqual, toItem: root,
        attribute: .rightMargin, multiplier: 1, constant: 0
      ).isActive = true
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.trailingMargin <= root.rightMargin", reason: leadingLeftReason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.trailingMargin <= root.rightMargin': "
        + leadingLeftReason)
  }

  @Test func aLocationEqualToAConstantIsInvalid() throws {
    let line = try markedLine("locationConstant")
    let program = AnyLayoutProgram("LocationConstant") { root, _ in
      let card = View("card")
      root.addSubview(card)
      LayoutConstraint(  // line: locationConstant
        item: card, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 0, constant: 20
      ).isActive = true
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.leading == 20", reason: locationConstantReason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.leading == 20': " + locationConstantReason)
  }

  @Test func aLocationWithMultiplierZeroIsInvalid() throws {
    let line = try markedLine("locationTimesZero")
    let program = AnyLayoutProgram("LocationTimesZero") { root, _ in
      let card = View("card")
      root.addSubview(card)
      LayoutConstraint(  // line: locationTimesZero
        item: card, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 0,
        constant: 20
      ).isActive = true
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.top == 0 * root.top + 20", reason: locationConstantReason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.top == 0 * root.top + 20': "
        + locationConstantReason)
  }

  @Test func aFirstAttributeIsRequired() throws {
    let line = try markedLine("noFirstAttribute")
    let program = AnyLayoutProgram("NoFirstAttribute") { root, _ in
      let card = View("card")
      root.addSubview(card)
      LayoutConstraint(  // line: noFirstAttribute
        item: card, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 0
      ).isActive = true
    }
    let reason = "A constraint needs an attribute for its first item; notAnAttribute is not one."
    expectLayoutError(
      program,
      .invalidConstraint(constraint: "card.notAnAttribute == 0", reason: reason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.notAnAttribute == 0': " + reason)
  }

  @Test func aSecondItemNeedsAnAttribute() throws {
    let line = try markedLine("noSecondAttribute")
    let program = AnyLayoutProgram("NoSecondAttribute") { root, _ in
      let card = View("card")
      root.addSubview(card)
      LayoutConstraint(  // line: noSecondAttribute
        item: card, attribute: .width, relatedBy: .equal, toItem: root, attribute: .notAnAttribute,
        multiplier: 1, constant: 10
      ).isActive = true
    }
    let reason = "A second item needs an attribute; notAnAttribute is not one."
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.width == root.notAnAttribute + 10", reason: reason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.width == root.notAnAttribute + 10': " + reason)
  }

  @Test func aBaselineOfALayoutGuideIsInvalid() throws {
    let line = try markedLine("guideBaseline")
    let program = AnyLayoutProgram("GuideBaseline") { root, _ in
      let label = View("label")
      root.addSubview(label)
      LayoutConstraint(  // line: guideBaseline
        item: root.safeAreaLayoutGuide, attribute: .firstBaseline, relatedBy: .equal, toItem: label,
        attribute: .top, multiplier: 1, constant: 0
      ).isActive = true
    }
    let reason = "Layout guides have no baselines; firstBaseline is only valid on views."
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "root.safeArea.firstBaseline == label.top", reason: reason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'root.safeArea.firstBaseline == label.top': " + reason)
  }

  @Test func aBaselineOfALayoutGuideIsInvalidAsTheSecondItem() throws {
    let line = try markedLine("guideBaselineSecond")
    let program = AnyLayoutProgram("GuideBaselineSecond") { root, _ in
      let label = View("label")
      let gap = LayoutGuide("gap")
      root.addSubview(label)
      root.addLayoutGuide(gap)
      LayoutConstraint(  // line: guideBaselineSecond
        item: label, attribute: .lastBaseline, relatedBy: .equal, toItem: gap, attribute: .lastBaseline,
        multiplier: 1, constant: 0
      ).isActive = true
    }
    let reason = "Layout guides have no baselines; lastBaseline is only valid on views."
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "label.lastBaseline == root.gap.lastBaseline", reason: reason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'label.lastBaseline == root.gap.lastBaseline': " + reason)
  }

  @Test func aMarginAttributeOfALayoutGuideIsInvalid() throws {
    // Guides have no layout margins; `gap.leadingMargin` must not silently stand for x = 0.
    let line = try markedLine("guideMargin")
    let program = AnyLayoutProgram("GuideMargin") { root, _ in
      let card = View("card")
      let gap = LayoutGuide("gap")
      root.addSubview(card)
      root.addLayoutGuide(gap)
      LayoutConstraint(  // line: guideMargin
        item: gap, attribute: .leadingMargin, relatedBy: .equal, toItem: card, attribute: .leading,
        multiplier: 1, constant: 0
      ).isActive = true
    }
    let error = buildError(program)
    guard case .invalidConstraint(let constraint, _, let location) = error else {
      Issue.record("expected an invalid constraint, got \(String(describing: error))")
      return
    }
    #expect(constraint == "root.gap.leadingMargin == card.leading")
    #expect(location == at(line))
  }

  // MARK: Priorities

  @Test func aRequiredPrioritySwitchedToOptionalAfterActivationIsInvalid() throws {
    let line = try markedLine("requiredToOptional")
    let program = AnyLayoutProgram("RequiredToOptional") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let width = card.widthAnchor.constraint(equalToConstant: 100)  // line: requiredToOptional
      width.isActive = true
      width.priority = .defaultHigh
    }
    let reason =
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
      + "You passed priority 750 and the existing priority was 1000."
    expectLayoutError(
      program,
      .invalidConstraint(constraint: "card.width == 100 @750", reason: reason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.width == 100 @750': " + reason)
  }

  @Test func anOptionalPrioritySwitchedToRequiredAfterActivationIsInvalid() throws {
    let line = try markedLine("optionalToRequired")
    let program = AnyLayoutProgram("OptionalToRequired") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let width = card.widthAnchor.constraint(equalToConstant: 100)  // line: optionalToRequired
      width.priority = .defaultLow
      width.isActive = true
      width.priority = .required
    }
    let reason =
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
      + "You passed priority 1000 and the existing priority was 250."
    expectLayoutError(
      program,
      .invalidConstraint(constraint: "card.width == 100", reason: reason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.width == 100': " + reason)
  }

  @Test func switchingBackToRequiredDoesNotUndoTheFirstSwitch() throws {
    // UIKit asserts at the first mutation; the layout reports that one.
    let line = try markedLine("switchedHeight")
    let program = AnyLayoutProgram("RequiredAndBack") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.widthAnchor.constrain(toConstant: 100)
      let height = card.heightAnchor.constraint(equalToConstant: 50)  // line: switchedHeight
      height.isActive = true
      height.priority = .defaultHigh
      height.priority = .required
    }
    let reason =
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
      + "You passed priority 750 and the existing priority was 1000."
    expectLayoutError(
      program,
      .invalidConstraint(constraint: "card.height == 50", reason: reason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.height == 50': " + reason)
  }

  @Test func priorityChangesThatUIKitAllowsBuildAndSolve() throws {
    // Before activation, between optional priorities, and while deactivated: all fine. The card
    // wants 100 (now at 251) over 300 (now at 250) and 200 (now at 240), so it is 100 wide; its
    // height, made optional and required again while inactive, is 50.
    let program = AnyLayoutProgram("AllowedChanges") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.leading == root.leading
      card.top == root.top
      let hundred = card.widthAnchor.constraint(equalToConstant: 100)
      hundred.priority = .defaultHigh
      hundred.priority = .defaultLow + 1
      hundred.isActive = true
      let threeHundred = card.widthAnchor.constraint(equalToConstant: 300)
      threeHundred.priority = .defaultHigh
      threeHundred.isActive = true
      threeHundred.priority = .defaultLow
      let twoHundred = card.widthAnchor.constrain(toConstant: 200, priority: .defaultHigh)
      twoHundred.priority = 240
      let height = card.heightAnchor.constraint(equalToConstant: 50)
      height.isActive = true
      height.isActive = false
      height.priority = .defaultHigh
      height.priority = .required
      height.isActive = true
    }
    let screen = Screen(size: Size(width: 400, height: 800), scale: 1)
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "card") == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(
      solved.layout.constraints.map(\.priority) == [.required, .required, 251, .defaultLow, 240, .required])
  }

  @Test(arguments: [
    (LayoutPriority(0), "0"), (LayoutPriority(1001), "1001"), (LayoutPriority(-5), "-5"),
  ])
  func anActiveConstraintWithAnInvalidPriorityIsRejected(priority: LayoutPriority, text: String) throws {
    let line = try markedLine("invalidPriority")
    let program = AnyLayoutProgram("InvalidPriority") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.width == 10 ~ priority  // line: invalidPriority
    }
    expectLayoutError(
      program,
      .invalidPriority(
        constraint: "card.width == 10 @\(text)", priority: priority.rawValue, location: at(line)),
      message:
        "\(file):\(line): Invalid priority \(text) for 'card.width == 10 @\(text)': a priority must be "
        + "greater than 0 and at most 1000 (required).")
  }

  @Test func anInvalidPrioritySetBeforeActivationIsRejected() throws {
    let line = try markedLine("negativePriority")
    let program = AnyLayoutProgram("NegativePriority") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let width = card.widthAnchor.constraint(equalToConstant: 10)  // line: negativePriority
      width.priority = -1
      width.isActive = true
    }
    expectLayoutError(
      program, .invalidPriority(constraint: "card.width == 10 @-1", priority: -1, location: at(line)),
      message: "\(file):\(line): Invalid priority -1 for 'card.width == 10 @-1': a priority must be greater "
        + "than 0 and at most 1000 (required).")
  }

  @Test func anOptionalPriorityRaisedAboveRequiredIsRejected() throws {
    let line = try markedLine("aboveRequired")
    let program = AnyLayoutProgram("AboveRequired") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let width = card.widthAnchor.constrain(toConstant: 10, priority: .defaultHigh)  // line: aboveRequired
      width.priority = 1001
    }
    expectLayoutError(
      program, .invalidPriority(constraint: "card.width == 10 @1001", priority: 1001, location: at(line)),
      message:
        "\(file):\(line): Invalid priority 1001 for 'card.width == 10 @1001': a priority must be greater "
        + "than 0 and at most 1000 (required).")
  }

  @Test func aNaNPriorityIsRejected() throws {
    let line = try markedLine("nanPriority")
    let program = AnyLayoutProgram("NaNPriority") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.width == 10 ~ LayoutPriority(.nan)  // line: nanPriority
    }
    // NaN is not equal to itself, so compare what prints.
    #expect(
      buildError(program)?.description
        == "\(file):\(line): Invalid priority nan for 'card.width == 10 @nan': a priority must be greater than 0 "
        + "and at most 1000 (required).")
  }

  @Test func anErrorNamesAnUnnamedViewAfterItsPlace() throws {
    // The layout calls the card `root.0` everywhere else (frames, diagnostics, dumps).
    let line = try markedLine("unnamedCard")
    let program = AnyLayoutProgram("UnnamedCard") { root, _ in
      let card = View()
      root.addSubview(card)
      card.width == 10 ~ 0  // line: unnamedCard
    }
    expectLayoutError(
      program, .invalidPriority(constraint: "root.0.width == 10 @0", priority: 0, location: at(line)),
      message: "\(file):\(line): Invalid priority 0 for 'root.0.width == 10 @0': a priority must be greater "
        + "than 0 and at most 1000 (required).")
  }

  // MARK: Numbers

  @Test func aNaNConstantIsInvalid() throws {
    let line = try markedLine("nanConstant")
    let program = AnyLayoutProgram("NaNConstant") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.leadingAnchor.constraint(  // line: nanConstant
        equalTo: root.leadingAnchor, constant: .nan
      ).isActive = true
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.leading == root.leading + nan", reason: notFiniteReason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.leading == root.leading + nan': " + notFiniteReason)
  }

  @Test func anInfiniteConstantOrMultiplierIsInvalid() throws {
    let line = try markedLine("infiniteMultiplier")
    let program = AnyLayoutProgram("Infinite") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.width == root.width / 0  // line: infiniteMultiplier
      card.height == .infinity
    }
    expectLayoutError(
      program,
      .invalidConstraint(
        constraint: "card.width == inf * root.width", reason: notFiniteReason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.width == inf * root.width': " + notFiniteReason)
  }

  @Test func aConstantChangedToNaNAfterCreationIsInvalid() throws {
    let line = try markedLine("nanLater")
    let program = AnyLayoutProgram("NaNLater") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let width = card.widthAnchor.constraint(equalToConstant: 100)  // line: nanLater
      width.isActive = true
      width.constant = .nan
    }
    expectLayoutError(
      program,
      .invalidConstraint(constraint: "card.width == nan", reason: notFiniteReason, location: at(line)),
      message: "\(file):\(line): Invalid constraint 'card.width == nan': " + notFiniteReason)
  }

  // MARK: The view tree

  @Test func aConstraintToAViewOutsideTheTreeIsRejected() throws {
    let line = try markedLine("orphanConstraint")
    let program = AnyLayoutProgram("Orphan") { root, _ in
      let card = View("card")
      let orphan = View("orphan")
      root.addSubview(card)
      card.leading == orphan.leading  // line: orphanConstraint
    }
    expectLayoutError(
      program,
      .itemNotInLayout(constraint: "card.leading == orphan.leading", item: "orphan", location: at(line)),
      message:
        "\(file):\(line): Unable to activate constraint 'card.leading == orphan.leading' because 'orphan' "
        + "is not in the layout's view tree (add it with addSubview or addLayoutGuide).")
  }

  @Test func aConstraintOfAViewOutsideTheTreeIsRejected() throws {
    let line = try markedLine("orphanWidth")
    let program = AnyLayoutProgram("OrphanFirst") { _, _ in
      let orphan = View("orphan")
      orphan.widthAnchor.constraint(equalToConstant: 10).isActive = true  // line: orphanWidth
    }
    expectLayoutError(
      program, .itemNotInLayout(constraint: "orphan.width == 10", item: "orphan", location: at(line)),
      message:
        "\(file):\(line): Unable to activate constraint 'orphan.width == 10' because 'orphan' is not in the "
        + "layout's view tree (add it with addSubview or addLayoutGuide).")
  }

  @Test func aConstraintOfARemovedViewIsRejected() throws {
    let line = try markedLine("removedPins")
    let program = AnyLayoutProgram("Removed") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.pinEdges(to: root)  // line: removedPins
      card.removeFromSuperview()
    }
    expectLayoutError(
      program, .itemNotInLayout(constraint: "card.leading == root.leading", item: "card", location: at(line)),
      message:
        "\(file):\(line): Unable to activate constraint 'card.leading == root.leading' because 'card' is "
        + "not in the layout's view tree (add it with addSubview or addLayoutGuide).")
  }

  @Test func aGuideOfAViewOutsideTheTreeIsRejected() throws {
    let line = try markedLine("orphanGuide")
    let program = AnyLayoutProgram("OrphanGuide") { root, _ in
      let card = View("card")
      let orphan = View("orphan")
      root.addSubview(card)
      card.top == orphan.safeAreaLayoutGuide.top  // line: orphanGuide
    }
    expectLayoutError(
      program,
      .itemNotInLayout(
        constraint: "card.top == orphan.safeArea.top", item: "orphan.safeArea", location: at(line)),
      message: "\(file):\(line): Unable to activate constraint 'card.top == orphan.safeArea.top' because "
        + "'orphan.safeArea' is not in the layout's view tree (add it with addSubview or addLayoutGuide).")
  }

  @Test func aGuideNeverAddedToAViewIsRejected() throws {
    let line = try markedLine("looseGuide")
    let program = AnyLayoutProgram("LooseGuide") { root, _ in
      let card = View("card")
      let gap = LayoutGuide("gap")
      root.addSubview(card)
      gap.leading == card.trailing  // line: looseGuide
    }
    expectLayoutError(
      program,
      .itemNotInLayout(constraint: "?.gap.leading == card.trailing", item: "?.gap", location: at(line)),
      message:
        "\(file):\(line): Unable to activate constraint '?.gap.leading == card.trailing' because '?.gap' "
        + "is not in the layout's view tree (add it with addSubview or addLayoutGuide).")
  }

  @Test func twoViewsWithOneNameAreRejected() throws {
    let first = try markedLine("firstCard")
    let second = try markedLine("secondCard")
    let program = AnyLayoutProgram("Duplicate") { root, _ in
      let card = View("card")  // line: firstCard
      let other = View("card")  // line: secondCard
      root.addSubview(card)
      card.addSubview(other)
    }
    expectLayoutError(
      program, .duplicateViewName("card", first: at(first), second: at(second)),
      message:
        "\(file):\(second): The view name 'card' is already used by the view created at \(file):\(first); "
        + "names must be unique in a layout.")
  }

  @Test func aNameThatIsAnotherViewsPlaceIsRejected() throws {
    // The unnamed first subview is called `root.0`, the name the second one asks for.
    let first = try markedLine("unnamedView")
    let second = try markedLine("placeName")
    let program = AnyLayoutProgram("PlaceName") { root, _ in
      let unnamed = View()  // line: unnamedView
      let named = View("root.0")  // line: placeName
      root.addSubviews(unnamed, named)
    }
    expectLayoutError(
      program, .duplicateViewName("root.0", first: at(first), second: at(second)),
      message: "\(file):\(second): The view name 'root.0' is already used by the view created at "
        + "\(file):\(first); names must be unique in a layout.")
  }

  @Test func aViewNamedRootClashesWithTheRoot() throws {
    let line = try markedLine("impostor")
    let program = AnyLayoutProgram("SecondRoot") { root, _ in
      let impostor = View("root")  // line: impostor
      root.addSubview(impostor)
    }
    expectLayoutError(
      program, .reservedViewName("root", location: at(line)),
      message: "\(file):\(line): The view name 'root' is the root view's; names must be unique in a layout.")
  }

  @Test func addingAViewToItsOwnDescendantIsACycle() throws {
    let line = try markedLine("cycle")
    let program = AnyLayoutProgram("Cycle") { root, _ in
      let card = View("card")
      let badge = View("badge")
      root.addSubview(card)
      card.addSubview(badge)
      badge.addSubview(root)  // line: cycle
    }
    expectLayoutError(
      program, .subviewCycle(view: "root", location: at(line)),
      message: "\(file):\(line): Cannot add 'root' as a subview of itself or of one of its descendants.")
  }

  @Test func addingAViewToItselfIsACycle() throws {
    let line = try markedLine("selfCycle")
    let program = AnyLayoutProgram("SelfCycle") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.addSubviews(card)  // line: selfCycle
    }
    expectLayoutError(
      program, .subviewCycle(view: "card", location: at(line)),
      message: "\(file):\(line): Cannot add 'card' as a subview of itself or of one of its descendants.")
  }

  @Test func aStructProgramThrowsTheSameWay() throws {
    let line = try markedLine("structCycle")
    expectLayoutError(
      BadStruct(), .subviewCycle(view: "root", location: at(line)),
      message: "\(file):\(line): Cannot add 'root' as a subview of itself or of one of its descendants.")
  }
}

/// A program type with a subview cycle.
private struct BadStruct: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    root.addSubview(card)
    card.addSubview(root)  // line: structCycle
  }
}

private let file = "LayoutShotTests/LayoutErrorTests.swift"

private let leadingLeftReason =
  "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
  + "Use leading/trailing for both or neither."

private let locationConstantReason =
  "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
  + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."

private let notFiniteReason = "The multiplier and the constant must be finite numbers."

private func at(_ line: Int) -> LayoutShot.SourceLocation {
  LayoutShot.SourceLocation(fileID: file, line: line)
}

/// A 400 × 800 screen at 1x.
private let screen = Screen(size: Size(width: 400, height: 800), scale: 1)

/// The error `Layout(_:screen:)` throws for `program`, or `nil`.
private func buildError(_ program: some LayoutProgram) -> LayoutError? {
  do throws(LayoutError) {
    _ = try Layout(program, screen: screen)
    return nil
  } catch {
    return error
  }
}

/// The error `LayoutEngine.solve(_:on:)` throws for `program`, or `nil`.
private func solveError(_ program: some LayoutProgram) -> LayoutError? {
  do throws(LayoutError) {
    _ = try LayoutEngine().solve(program, on: screen)
    return nil
  } catch {
    return error
  }
}

/// Checks that building and solving `program` both throw `expected`, which prints as `message`.
private func expectLayoutError(
  _ program: some LayoutProgram, _ expected: LayoutError, message: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let built = buildError(program)
  #expect(built == expected, sourceLocation: sourceLocation)
  #expect(built?.description == message, sourceLocation: sourceLocation)
  #expect(solveError(program) == expected, sourceLocation: sourceLocation)
}
