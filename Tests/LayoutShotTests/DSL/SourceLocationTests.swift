import LayoutShotTestSupport
import Testing

@testable import LayoutShot

/// Every view, guide and constraint remembers the line that made it, and errors and diagnostics
/// print it as `Module/File.swift:line`.
///
/// Expected lines are read from the `// line: <name>` marker on the statement that is expected to be
/// recorded (``markedLine(_:in:)``).
@Suite("Source locations")
struct SourceLocationTests {
  private let screen = Screen(size: Size(width: 400, height: 800), scale: 1)

  @Test func aLocationPrintsAsFileAndLine() {
    #expect(LayoutShot.SourceLocation(fileID: "App/Card.swift", line: 42).description == "App/Card.swift:42")
    #expect(here(7).description == "LayoutShotTests/SourceLocationTests.swift:7")
  }

  // MARK: Outside a program

  @Test func viewsAndGuidesRememberTheLineThatCreatedThem() throws {
    let card = View("card")  // line: card
    let gap = LayoutGuide("gap")  // line: gap
    let cardLine = try markedLine("card")
    let gapLine = try markedLine("gap")
    #expect(card.creationLocation == here(cardLine))
    #expect(gap.creationLocation == here(gapLine))
    // A view's own guides share its location.
    #expect(card.safeAreaLayoutGuide.creationLocation == here(cardLine))
    #expect(card.layoutMarginsGuide.creationLocation == here(cardLine))
  }

  @Test func everyAnchorMethodRecordsTheCallingLine() throws {
    let a = View("a")
    let b = View("b")
    // One constraint per line, from the marked one on.
    let first = try markedLine("firstAnchor")
    let constraints = [
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor),  // line: firstAnchor
      a.leadingAnchor.constraint(greaterThanOrEqualTo: b.leadingAnchor, constant: 1),
      a.leadingAnchor.constraint(lessThanOrEqualTo: b.leadingAnchor),
      a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor),
      a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 2),
      a.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor),
      a.topAnchor.constraint(equalTo: b.topAnchor, constant: 3),
      a.topAnchor.constraint(greaterThanOrEqualTo: b.topAnchor),
      a.topAnchor.constraint(lessThanOrEqualTo: b.topAnchor),
      a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor),
      a.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor),
      a.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 3),
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2),
      a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, constant: 4),
      a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor),
      a.heightAnchor.constraint(equalToConstant: 5),
      a.heightAnchor.constraint(greaterThanOrEqualToConstant: 6),
      a.heightAnchor.constraint(lessThanOrEqualToConstant: 7),
      LayoutConstraint(
        item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0,
        constant: 8),
    ]
    #expect(constraints.count == 19)
    for (offset, constraint) in constraints.enumerated() {
      #expect(constraint.location == here(first + offset))
    }
  }

  @Test func helpersRecordTheCallingLine() throws {
    let card = View("card")
    let root = View("root")
    let pinned = card.pinEdges(to: root)  // line: pinned
    let centred = card.center(in: root)  // line: centred
    let sized = card.constrainSize(width: 1, height: 2)  // line: sized
    let ratio = card.constrainAspectRatio(1)  // line: ratio
    let related = card.topAnchor.constrain(.greaterThanOrEqual, to: root.topAnchor)  // line: related
    let fixed = card.widthAnchor.constrain(toConstant: 3, isActive: false)  // line: fixed
    let pinnedLine = try markedLine("pinned")
    let centredLine = try markedLine("centred")
    let sizedLine = try markedLine("sized")
    #expect(pinned.map(\.location) == Array(repeating: here(pinnedLine), count: 4))
    #expect(centred.map(\.location) == [here(centredLine), here(centredLine)])
    #expect(sized.map(\.location) == [here(sizedLine), here(sizedLine)])
    #expect(ratio.location == here(try markedLine("ratio")))
    #expect(related.location == here(try markedLine("related")))
    #expect(fixed.location == here(try markedLine("fixed")))
  }

  @Test func operatorsOutsideAProgramHaveNoLocation() {
    // An operator cannot take `#line`; only a program body gives it one.
    let a = View("a")
    let b = View("b")
    #expect((a.leading == b.trailing + 8).location == nil)
    #expect((a.width == 10 ~ .defaultHigh).location == nil)
  }

  // MARK: Inside a program

  @Test func eachConstraintOfABodyGetsTheLineOfItsStatement() throws {
    let layout = try Layout(Statements(), screen: screen)
    let expected = try [
      "firstConstraint",  // card.leading == root.leading + 16
      "optionalTop",  // card.top == root.top + 20 ~ .defaultHigh
      "cardSize", "cardSize",  // card.constrainSize(width:height:)
      "badgeCentre", "badgeCentre",  // badge.center(in:)
      "takenBranch",  // badge.width == 10, in the taken branch
      "loopDimension",  // dimension == 10, in the loop
      "activatedBottom", "activatedTrailing",  // the anchor methods inside LayoutConstraint.activate
      "keepApartCall",  // keepApart(badge, card), a function with an operator
      "insideHelper",  // fixHeight(label) calls a helper, which records its own line
    ].map { try markedLine($0) }
    #expect(layout.constraints.map(\.location) == expected.map(here))
  }

  @Test func aConstraintMadeInAClosureGetsTheLineOfTheStatementThatRunsIt() throws {
    let heights = try markedLine("forEachHeights")
    let widths = try markedLine("widthsAfterClosure")
    let program = AnyLayoutProgram("Closure") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      [a, b].forEach { $0.height == 10 }  // line: forEachHeights
      a.width == b.width  // line: widthsAfterClosure
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.location) == [here(heights), here(heights), here(widths)])
  }

  @Test func aStatementOverSeveralLinesGetsItsFirstLine() throws {
    let leading = try markedLine("multiLineLeading")
    let width = try markedLine("multiLineWidth")
    let program = AnyLayoutProgram("MultiLine") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.leading  // line: multiLineLeading
        == root.leading + 16
      card.width  // line: multiLineWidth
        == 100
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.location) == [here(leading), here(width)])
  }

  @Test func anOperatorConstraintKeptInALetGetsTheLineOfTheNextStatement() throws {
    // A declaration is not a builder statement: the constraint gets the next statement's line
    // (LayoutBuilder documents this); an anchor method would record its own line.
    let afterDeclaration = try markedLine("afterDeclaration")
    let height = try markedLine("heightAfterDeclaration")
    let program = AnyLayoutProgram("Declared") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let width = card.width == 100
      width.identifier = "card-width"  // line: afterDeclaration
      card.height == 50  // line: heightAfterDeclaration
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.location) == [here(afterDeclaration), here(height)])
  }

  @Test func anOperatorConstraintInALastLetGetsNoLineRatherThanOneInsideLayoutShot() throws {
    let line = try markedLine("widthBeforeLastLet")
    let program = AnyLayoutProgram("DeclaredLast") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.width == 100  // line: widthBeforeLastLet
      let _ = card.height == 50
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.location) == [here(line), nil])
  }

  @Test func viewsAndGuidesOfALayoutKeepTheirCreationLines() throws {
    let line = try markedLine("createdCard")
    let program = AnyLayoutProgram("Created") { root, _ in
      let card = View("card")  // line: createdCard
      let gap = LayoutGuide("gap")  // line: createdGap
      root.addSubview(card)
      root.addLayoutGuide(gap)
      card.pinEdges(to: root.safeAreaLayoutGuide)
      gap.width == card.width
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.views.map(\.name) == ["root", "card"])
    #expect(layout.views.last?.location == here(line))
    #expect(layout.guides.map(\.kind) == [.custom, .safeArea])
    #expect(layout.guides.first?.location == here(try markedLine("createdGap")))
    // The root's guides share the root's location, which is not in this file.
    #expect(layout.guides.last?.location == layout.views.first?.location)
  }

  // MARK: Printed locations

  @Test func layoutErrorsStartWithTheFileAndLine() throws {
    let line = try markedLine("badPriority")
    let program = AnyLayoutProgram("BadPriority") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.width == 10 ~ 0  // line: badPriority
    }
    let error = layoutError(program, on: screen)
    #expect(error?.description.hasPrefix("LayoutShotTests/SourceLocationTests.swift:\(line): ") == true)
  }

  @Test func diagnosticsPrintTheLinesOfTheirConstraintsAndViews() throws {
    // The card is pinned to the 400-wide root, so it cannot also be 100 wide: the width,
    // added last, is broken. The ghost has no constraints.
    let pins = try markedLine("conflictPins")
    let width = try markedLine("conflictWidth")
    let ghost = try markedLine("ghost")
    let program = AnyLayoutProgram("Conflict") { root, _ in
      let card = View("card")
      let ghost = View("ghost")  // line: ghost
      root.addSubviews(card, ghost)
      card.pinEdges(to: root)  // line: conflictPins
      card.width == 100  // line: conflictWidth
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    let file = "LayoutShotTests/SourceLocationTests.swift"
    let conflicts = solved.diagnostics(.unsatisfiable)
    #expect(conflicts.count == 1)
    let conflict = try #require(conflicts.first)
    #expect(conflict.brokenConstraint?.description == "\(file):\(width): card.width == 100")
    let printed = conflict.constraints.map(\.description)
    #expect(printed.contains("\(file):\(pins): card.leading == root.leading"))
    #expect(printed.contains("\(file):\(pins): card.trailing == root.trailing"))
    #expect(
      conflict.description.hasSuffix(
        "Will attempt to recover by breaking constraint\n    \(file):\(width): card.width == 100"))
    #expect(
      solved.diagnostics(.unusedView).map(\.message) == [
        "'ghost' has no constraints; its frame is undetermined (\(file):\(ghost))."
      ])
    #expect(solved.frameDump().contains("\"location\": \"\(file):\(width)\""))
  }
}

/// A program whose constraint lines are known: each statement the test expects a line of carries
/// a `// line:` marker.
private struct Statements: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    let badge = View("badge")
    let label = View("label")
    root.addSubviews(card, badge, label)
    card.leading == root.leading + 16  // line: firstConstraint
    card.top == root.top + 20 ~ .defaultHigh  // line: optionalTop
    card.constrainSize(width: 100, height: 50)  // line: cardSize
    badge.center(in: card)  // line: badgeCentre
    if screen.horizontalSizeClass == .compact {
      badge.width == 10  // line: takenBranch
    } else {
      badge.width == 20
    }
    // One iteration, one constraint.
    for dimension in [badge.height] {
      dimension == 10  // line: loopDimension
    }
    LayoutConstraint.activate([
      card.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),  // line: activatedBottom
      card.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),  // line: activatedTrailing
    ])
    keepApart(badge, card)  // line: keepApartCall
    fixHeight(label)
  }

  /// An operator outside the body: its constraint gets the line of the statement that called this.
  private func keepApart(_ lower: View, _ upper: View) {
    lower.top >= upper.bottom + 4
  }

  /// A helper outside the body records its own line, which is more precise.
  private func fixHeight(_ view: View) {
    view.constrainSize(height: 12)  // line: insideHelper
  }
}

private func here(_ line: Int) -> LayoutShot.SourceLocation {
  LayoutShot.SourceLocation(fileID: "LayoutShotTests/SourceLocationTests.swift", line: line)
}

/// The error building `program` throws, or `nil`.
private func layoutError(_ program: some LayoutProgram, on screen: Screen) -> LayoutError? {
  do throws(LayoutError) {
    _ = try Layout(program, screen: screen)
    return nil
  } catch {
    return error
  }
}
