import Testing

@testable import LayoutShot

/// Every view, guide and constraint remembers the line that made it, and errors and diagnostics
/// print it as `Module/File.swift:line`.
///
/// Expected lines are computed with `#line` arithmetic: keep the counted lines together when
/// editing this file.
@Suite("Source locations")
struct SourceLocationTests {
  private let screen = Screen(size: Size(width: 400, height: 800), scale: 1)

  @Test func aLocationPrintsAsFileAndLine() {
    #expect(LayoutShot.SourceLocation(fileID: "App/Card.swift", line: 42).description == "App/Card.swift:42")
    #expect(here(7).description == "LayoutShotTests/SourceLocationTests.swift:7")
  }

  // MARK: Outside a program

  @Test func viewsAndGuidesRememberTheLineThatCreatedThem() {
    let line = #line + 1
    let card = View("card")
    let gap = LayoutGuide("gap")
    #expect(card.creationLocation == here(line))
    #expect(gap.creationLocation == here(line + 1))
    // A view's own guides share its location.
    #expect(card.safeAreaLayoutGuide.creationLocation == here(line))
    #expect(card.layoutMarginsGuide.creationLocation == here(line))
  }

  @Test func everyAnchorMethodRecordsTheCallingLine() {
    let a = View("a")
    let b = View("b")
    let first = #line + 2
    let constraints = [
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor),
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

  @Test func helpersRecordTheCallingLine() {
    let card = View("card")
    let root = View("root")
    let line = #line + 1
    let pinned = card.pinEdges(to: root)
    let centred = card.center(in: root)
    let sized = card.constrainSize(width: 1, height: 2)
    let ratio = card.constrainAspectRatio(1)
    let related = card.topAnchor.constrain(.greaterThanOrEqual, to: root.topAnchor)
    let fixed = card.widthAnchor.constrain(toConstant: 3, isActive: false)
    #expect(pinned.map(\.location) == Array(repeating: here(line), count: 4))
    #expect(centred.map(\.location) == [here(line + 1), here(line + 1)])
    #expect(sized.map(\.location) == [here(line + 2), here(line + 2)])
    #expect(ratio.location == here(line + 3))
    #expect(related.location == here(line + 4))
    #expect(fixed.location == here(line + 5))
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
    let first = Statements.firstConstraintLine
    let expected = [
      first,  // card.leading == root.leading + 16
      first + 1,  // card.top == root.top + 20 ~ .defaultHigh
      first + 2, first + 2,  // card.constrainSize(width:height:)
      first + 3, first + 3,  // badge.center(in:)
      first + 5,  // badge.width == 10, in the taken branch
      first + 11,  // dimension == 10, in the loop
      first + 14, first + 15,  // the anchor methods inside LayoutConstraint.activate
      first + 17,  // keepApart(badge, card), a function with an operator
      Statements.helperLine,  // fixHeight(label) calls a helper, which records its own line
    ]
    #expect(layout.constraints.map(\.location) == expected.map(here))
  }

  @Test func aConstraintMadeInAClosureGetsTheLineOfTheStatementThatRunsIt() throws {
    let line = #line + 5
    let program = AnyLayoutProgram("Closure") { root, _ in
      let a = View("a")
      let b = View("b")
      root.addSubviews(a, b)
      [a, b].forEach { $0.height == 10 }
      a.width == b.width
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.location) == [here(line), here(line), here(line + 1)])
  }

  @Test func aStatementOverSeveralLinesGetsItsFirstLine() throws {
    let line = #line + 4
    let program = AnyLayoutProgram("MultiLine") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.leading
        == root.leading + 16
      card.width
        == 100
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.location) == [here(line), here(line + 2)])
  }

  @Test func anOperatorConstraintKeptInALetGetsTheLineOfTheNextStatement() throws {
    // A declaration is not a builder statement: the constraint gets the next statement's line
    // (LayoutBuilder documents this); an anchor method would record its own line.
    let line = #line + 5
    let program = AnyLayoutProgram("Declared") { root, _ in
      let card = View("card")
      root.addSubview(card)
      let width = card.width == 100
      width.identifier = "card-width"
      card.height == 50
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.location) == [here(line), here(line + 1)])
  }

  @Test func anOperatorConstraintInALastLetGetsNoLineRatherThanOneInsideLayoutShot() throws {
    let line = #line + 4
    let program = AnyLayoutProgram("DeclaredLast") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.width == 100
      let _ = card.height == 50
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.constraints.map(\.location) == [here(line), nil])
  }

  @Test func viewsAndGuidesOfALayoutKeepTheirCreationLines() throws {
    let line = #line + 2
    let program = AnyLayoutProgram("Created") { root, _ in
      let card = View("card")
      let gap = LayoutGuide("gap")
      root.addSubview(card)
      root.addLayoutGuide(gap)
      card.pinEdges(to: root.safeAreaLayoutGuide)
      gap.width == card.width
    }
    let layout = try Layout(program, screen: screen)
    #expect(layout.views.map(\.name) == ["root", "card"])
    #expect(layout.views.last?.location == here(line))
    #expect(layout.guides.map(\.kind) == [.custom, .safeArea])
    #expect(layout.guides.first?.location == here(line + 1))
    // The root's guides share the root's location, which is not in this file.
    #expect(layout.guides.last?.location == layout.views.first?.location)
  }

  // MARK: Printed locations

  @Test func layoutErrorsStartWithTheFileAndLine() {
    let line = #line + 4
    let program = AnyLayoutProgram("BadPriority") { root, _ in
      let card = View("card")
      root.addSubview(card)
      card.width == 10 ~ 0
    }
    let error = layoutError(program, on: screen)
    #expect(error?.description.hasPrefix("LayoutShotTests/SourceLocationTests.swift:\(line): ") == true)
  }

  @Test func diagnosticsPrintTheLinesOfTheirConstraintsAndViews() throws {
    // The card is pinned to the 400-wide root, so it cannot also be 100 wide: the width,
    // added last, is broken. The ghost has no constraints.
    let line = #line + 5
    let program = AnyLayoutProgram("Conflict") { root, _ in
      let card = View("card")
      let ghost = View("ghost")
      root.addSubviews(card, ghost)
      card.pinEdges(to: root)
      card.width == 100
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    let file = "LayoutShotTests/SourceLocationTests.swift"
    let conflicts = solved.diagnostics(.unsatisfiable)
    #expect(conflicts.count == 1)
    let conflict = try #require(conflicts.first)
    #expect(conflict.brokenConstraint?.description == "\(file):\(line + 1): card.width == 100")
    let printed = conflict.constraints.map(\.description)
    #expect(printed.contains("\(file):\(line): card.leading == root.leading"))
    #expect(printed.contains("\(file):\(line): card.trailing == root.trailing"))
    #expect(
      conflict.description.hasSuffix(
        "Will attempt to recover by breaking constraint\n    \(file):\(line + 1): card.width == 100"))
    #expect(
      solved.diagnostics(.unusedView).map(\.message) == [
        "'ghost' has no constraints; its frame is undetermined (\(file):\(line - 2))."
      ])
    #expect(solved.frameDump().contains("\"location\": \"\(file):\(line + 1)\""))
  }
}

/// A program whose constraint lines are known: the statements below `firstConstraintLine` are
/// counted by the test, so keep them in place.
private struct Statements: LayoutProgram {
  static let firstConstraintLine = #line + 8
  static let helperLine = #line + 35

  func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    let badge = View("badge")
    let label = View("label")
    root.addSubviews(card, badge, label)
    card.leading == root.leading + 16
    card.top == root.top + 20 ~ .defaultHigh
    card.constrainSize(width: 100, height: 50)
    badge.center(in: card)
    if screen.horizontalSizeClass == .compact {
      badge.width == 10
    } else {
      badge.width == 20
    }
    // One iteration, one constraint.
    for dimension in [badge.height] {
      dimension == 10
    }
    LayoutConstraint.activate([
      card.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
      card.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
    ])
    keepApart(badge, card)
    fixHeight(label)
  }

  /// An operator outside the body: its constraint gets the line of the statement that called this.
  private func keepApart(_ lower: View, _ upper: View) {
    lower.top >= upper.bottom + 4
  }

  /// A helper outside the body records its own line, which is more precise.
  private func fixHeight(_ view: View) {
    view.constrainSize(height: 12)
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
