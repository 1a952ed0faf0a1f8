import LayoutShotTestSupport
import Testing

@testable import LayoutShot

/// What a solved layout tells its author (Documentation/AutoLayout.md#conflicts-and-ambiguity):
/// conflicting required constraints with a minimal set and the one broken, ambiguity found by the
/// solver, unused views and impossible sizes.
@Suite("Diagnostics")
struct DiagnosticTests {
  /// A 375 × 667 phone at 2x, safe area 20 at the top.
  private static let phone = Screen(
    device: "iphone-se", size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
  /// This file as `#fileID` names it in source locations.
  private static let file = "LayoutShotTests/DiagnosticTests.swift"

  // MARK: Unsatisfiable

  /// `box` with two required widths, 100 then 200, and constraints on it and on `other` that take
  /// no part in the conflict.
  private static let widthConflict = AnyLayoutProgram("WidthConflict") { root, _ in
    let box = View("box")
    let other = View("other")
    root.addSubviews(box, other)
    box.leading == root.leading + 10
    box.top == root.top + 20
    box.height == 30
    other.pinEdges(to: root.layoutMarginsGuide)
    box.width == 100  // line: narrowWidth
    box.width == 200  // line: wideWidth
    other.width >= 10
  }

  @Test func twoRequiredWidthsConflictAndTheLaterOneIsBroken() throws {
    let solved = try LayoutEngine().solve(Self.widthConflict, on: Self.phone)
    let first = Diagnostic.ConstraintReport(
      text: "box.width == 100",
      location: LayoutShot.SourceLocation(fileID: Self.file, line: try markedLine("narrowWidth")))
    let second = Diagnostic.ConstraintReport(
      text: "box.width == 200",
      location: LayoutShot.SourceLocation(fileID: Self.file, line: try markedLine("wideWidth")))
    #expect(solved.diagnostics.count == 1)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    // The minimal set is the two widths, nothing else: the pins of `box` and all of `other` can
    // hold with either width.
    #expect(conflict.constraints.count == 2)
    #expect(Set(conflict.constraints) == [first, second])
    // UIKit keeps what it already has and breaks the newcomer: the later `box.width == 200`.
    #expect(conflict.brokenConstraint == second)
    #expect(conflict.views == ["box"])
    #expect(conflict.message == "Unable to simultaneously satisfy constraints.")
    // The frames are those without the broken constraint: box (10, 20, 100, 30); other fills
    // the margins guide: safe area (0, 20, 375, 647) inset 16 on the sides → (16, 20, 343, 647).
    #expect(solved.frame(of: "box") == Rect(x: 10, y: 20, width: 100, height: 30))
    #expect(solved.frame(of: "other") == Rect(x: 16, y: 20, width: 343, height: 647))
  }

  @Test func aConflictDescribesItselfLikeUIKitsConsoleMessage() throws {
    let solved = try LayoutEngine().solve(Self.widthConflict, on: Self.phone)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    let lines = conflict.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let narrow = try markedLine("narrowWidth")
    let wide = try markedLine("wideWidth")
    let first = "    \(Self.file):\(narrow): box.width == 100"
    let second = "    \(Self.file):\(wide): box.width == 200"
    // The message, the set (one per line, in whichever order), then the broken constraint.
    try #require(lines.count == 5)
    #expect(lines[0] == "Unable to simultaneously satisfy constraints.")
    #expect(Set(lines[1...2]) == [first, second])
    #expect(lines[3] == "Will attempt to recover by breaking constraint")
    #expect(lines[4] == second)
  }

  @Test func anchorMethodsRecordTheLineOfTheCall() throws {
    let kept = try markedLine("firstAnchorWidth")
    let broken = try markedLine("secondAnchorWidth")
    let program = AnyLayoutProgram("AnchorConflict") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.leading
      box.top == root.top
      box.height == 10
      box.widthAnchor.constraint(equalToConstant: 100).isActive = true  // line: firstAnchorWidth
      box.widthAnchor.constraint(equalToConstant: 200).isActive = true  // line: secondAnchorWidth
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    #expect(
      conflict.brokenConstraint
        == Diagnostic.ConstraintReport(
          text: "box.width == 200", location: LayoutShot.SourceLocation(fileID: Self.file, line: broken)))
    #expect(
      conflict.constraints.contains(
        Diagnostic.ConstraintReport(
          text: "box.width == 100", location: LayoutShot.SourceLocation(fileID: Self.file, line: kept))))
  }

  @Test func aConflictWithTheScreenSizeNamesTheScreensWidth() throws {
    let program = AnyLayoutProgram("TooWide") { root, _ in
      let banner = View("banner")
      root.addSubview(banner)
      banner.leading == root.leading
      banner.trailing == root.trailing
      banner.top == root.top
      banner.height == 50
      banner.width == 500
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    #expect(solved.diagnostics.count == 1)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    // banner.width = root.width (the two pins) = the screen's 375 ≠ 500. The minimal set: the two
    // pins, the width, the root's width tied to the screen's, and the screen's width itself
    // (root.x = 0 cancels out of the pins, so it is not needed); the height and top are not part.
    let texts = Set(conflict.constraints.map(\.text))
    #expect(
      texts == [
        "banner.leading == root.leading", "banner.trailing == root.trailing", "banner.width == 500",
        "root.width == screen width", "root.width (the screen's width) == 375",
      ])
    // What LayoutShot adds itself has no source location.
    #expect(
      conflict.constraints.filter { $0.location == nil }.map(\.text).sorted()
        == ["root.width (the screen's width) == 375", "root.width == screen width"])
    #expect(conflict.brokenConstraint?.text == "banner.width == 500")
    // Without the width, the banner spans the screen: (0, 0, 375, 50).
    #expect(solved.frame(of: "banner") == Rect(x: 0, y: 0, width: 375, height: 50))
  }

  @Test func aConflictWithASubviewsSafeAreaIsReportedAsUnsatisfiable() throws {
    let program = AnyLayoutProgram("SafeConflict") { root, _ in
      let header = View("header")
      let title = View("title")
      root.addSubview(header)
      header.addSubview(title)
      header.leading == root.leading
      header.trailing == root.trailing
      header.top == root.top
      header.height == 100
      title.leading == header.leading
      title.trailing == header.trailing
      title.height == 20
      title.top == header.safeAreaLayoutGuide.top
      title.top == header.top
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // The header reaches 20 points into the root's unsafe top region, so its safe-area guide's top
    // is 20 below its own (Documentation/AutoLayout.md#safe-area):
    // `title.top == header.safeArea.top` and `title.top == header.top` cannot both hold. UIKit logs
    // that as an unsatisfiable layout; it is not a failure to converge.
    #expect(solved.diagnostics(.unsatisfiable).count == 1)
    #expect(solved.diagnostics(.notConverged) == [])
  }

  @Test func aConflictWithTheSafeAreaNamesItsInset() throws {
    let program = AnyLayoutProgram("UnderTheStatusBar") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.leading
      box.width == 10
      box.height == 10
      box.top == root.safeAreaLayoutGuide.top
      box.top == root.top + 10
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // box.top = root.top + 20 (the safe area's top inset) and = root.top + 10. The minimal set:
    // the two user constraints, the guide's top tied to the root's top plus the inset, and the
    // inset's value, 20 (root.top itself cancels out).
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    #expect(
      Set(conflict.constraints.map(\.text)) == [
        "box.top == root.safeArea.top", "box.top == root.top + 10", "root.safeArea.top == root.top + inset",
        "root.safeArea top inset == 20",
      ])
    #expect(conflict.brokenConstraint?.text == "box.top == root.top + 10")
    // Without the broken constraint the box sits on the safe area: y 20.
    #expect(solved.frame(of: "box") == Rect(x: 0, y: 20, width: 10, height: 10))
  }

  // MARK: Ambiguous

  @Test func aViewWithOnlyItsXAndWidthFixedIsAmbiguousInYAndHeight() throws {
    let program = AnyLayoutProgram("HalfFixed") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.leading + 10
      box.width == 50
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    #expect(solved.diagnostics.count == 1)
    let ambiguous = try #require(solved.diagnostics(.ambiguous).first)
    #expect(ambiguous.views == ["box"])
    #expect(ambiguous.attributes == ["box.y", "box.height"])
    let message = "Ambiguous layout: the constraints do not determine the frames of 'box'."
    #expect(ambiguous.message == message)
    #expect(ambiguous.description == message + "\n    free to move: box.y, box.height")
    #expect(solved.frame(of: "box")?.minX == 10)
    #expect(solved.frame(of: "box")?.width == 50)
  }

  @Test func anInequalityWithRoomIsAmbiguous() throws {
    let program = AnyLayoutProgram("AtLeast") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.leading
      box.top == root.top
      box.height == 10
      box.width >= 50
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // Any width from 50 up is as good as any other.
    #expect(solved.diagnostics(.ambiguous).first?.attributes == ["box.width"])
  }

  /// Two labels with intrinsic width 100 filling a row of 375 points edge to edge, `right` with
  /// horizontal hugging `rightHugging`.
  private static func filledRow(rightHugging: LayoutPriority) -> AnyLayoutProgram {
    AnyLayoutProgram("FilledRow") { root, _ in
      let left = View("left")
      let right = View("right")
      left.intrinsicContentSize = IntrinsicSize(width: 100, height: 30)
      right.intrinsicContentSize = IntrinsicSize(width: 100, height: 30)
      right.setContentHuggingPriority(rightHugging, for: .horizontal)
      root.addSubviews(left, right)
      left.leading == root.leading
      right.leading == left.trailing
      right.trailing == root.trailing
      left.top == root.top
      right.top == root.top
    }
  }

  @Test func twoViewsWithEqualHuggingStretchedToFillARowAreAmbiguous() throws {
    let solved = try LayoutEngine().solve(Self.filledRow(rightHugging: .defaultLow), on: Self.phone)
    // Every view has as many constraints as unknowns; still, the 175 extra points can be split
    // any way between the two, each split breaking the two hugging constraints (both 250) by 175
    // in total. left.x (0) and the heights (30) are determined; left.width, right.x and
    // right.width are not.
    #expect(solved.diagnostics.count == 1)
    let ambiguous = try #require(solved.diagnostics(.ambiguous).first)
    #expect(ambiguous.views == ["left", "right"])
    #expect(ambiguous.attributes == ["left.width", "right.x", "right.width"])
    // Whichever split is shown, it fills the row and neither label is compressed.
    let left = try #require(solved.frame(of: "left"))
    let right = try #require(solved.frame(of: "right"))
    #expect(left.width + right.width == 375)
    #expect(left.width >= 100 && right.width >= 100)
  }

  @Test func unequalHuggingResolvesTheSameRow() throws {
    let solved = try LayoutEngine().solve(Self.filledRow(rightHugging: .defaultLow + 1), on: Self.phone)
    // right hugs at 251: it keeps 100 at x 275; left takes 375 - 100 = 275.
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "left") == Rect(x: 0, y: 0, width: 275, height: 30))
    #expect(solved.frame(of: "right") == Rect(x: 275, y: 0, width: 100, height: 30))
  }

  /// A box with optional widths, all at priority 500.
  private static func optionalWidths(_ widths: [Double]) -> AnyLayoutProgram {
    AnyLayoutProgram("OptionalWidths") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.leading
      box.top == root.top
      box.height == 10
      for width in widths {
        box.width == width ~ 500
      }
    }
  }

  @Test func twoDisagreeingOptionalWidthsOfEqualPriorityAreAmbiguous() throws {
    let solved = try LayoutEngine().solve(Self.optionalWidths([100, 200]), on: Self.phone)
    // Any width from 100 to 200 breaks the pair by 100 in total: no width is better.
    #expect(solved.diagnostics.count == 1)
    #expect(solved.diagnostics(.ambiguous).first?.attributes == ["box.width"])
    let width = try #require(solved.frame(of: "box")?.width)
    #expect(width >= 100 && width <= 200)
  }

  @Test func aThirdOptionalWidthBetweenThemDecides() throws {
    let solved = try LayoutEngine().solve(Self.optionalWidths([100, 200, 150]), on: Self.phone)
    // The sum |w - 100| + |w - 200| + |w - 150| is smallest (100) only at the median, 150.
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "box") == Rect(x: 0, y: 0, width: 150, height: 10))
  }

  // MARK: Unused views and impossible sizes

  @Test func aViewWithoutConstraintsIsUnusedAndNotAmbiguous() throws {
    let program = AnyLayoutProgram("Ghost") { root, _ in
      let ghost = View("ghost", fileID: "Fixtures/Ghost.swift", line: 7)
      let box = View("box")
      root.addSubviews(ghost, box)
      box.pinEdges(to: root)
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    #expect(
      solved.diagnostics == [
        Diagnostic(
          kind: .unusedView,
          message: "'ghost' has no constraints; its frame is undetermined (Fixtures/Ghost.swift:7).",
          views: ["ghost"])
      ])
  }

  @Test func aNegativeWidthIsAnInvalidSize() throws {
    let program = AnyLayoutProgram("Negative") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.leading + 20
      box.top == root.top
      box.height == 30
      box.width == -10
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    #expect(
      solved.diagnostics == [
        Diagnostic(
          kind: .invalidSize, message: "'box' ends with the size -10 × 30, which no view can have.",
          views: ["box"])
      ])
    // The frame is what the constraints say: x 20, width -10.
    #expect(solved.frame(of: "box") == Rect(x: 20, y: 0, width: -10, height: 30))
  }

  // MARK: Determined layouts

  @Test func aDeterminedLayoutHasNoDiagnostics() throws {
    let program = AnyLayoutProgram("Determined") { root, _ in
      let card = View("card")
      let icon = View("icon")
      root.addSubviews(card)
      card.addSubview(icon)
      card.pinEdges(to: root.safeAreaLayoutGuide, insets: DirectionalEdgeInsets(all: 16))
      icon.leading == card.layoutMarginsGuide.leading
      icon.top == card.layoutMarginsGuide.top
      icon.width == 100 ~ .defaultHigh
      icon.width <= 80
      icon.height == icon.width
    }
    let solved = try LayoutEngine().solve(program, on: Self.phone)
    // The optional 100 is as close as the required `<= 80` allows: 80, a unique optimum.
    // card: (16, 20 + 16 = 36, 375 - 32 = 343, 667 - 20 - 32 = 615); icon at its margins, 8 in.
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "card") == Rect(x: 16, y: 36, width: 343, height: 615))
    #expect(solved.frame(of: "icon") == Rect(x: 24, y: 44, width: 80, height: 80))
  }
}
