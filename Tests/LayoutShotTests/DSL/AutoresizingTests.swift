import LayoutShot
import Testing

/// Views that translate their frame and autoresizing mask into constraints, as UIKit's do, and
/// layouts fitted to their content.
@Suite("Autoresizing and fitting")
struct AutoresizingTests {
  /// 400 × 800, no safe area.
  let screen = Screen(size: Size(width: 400, height: 800), scale: 2)

  @Test func aFrameWithNoMaskStaysWhereItIs() throws {
    let program = AnyLayoutProgram("Fixed") { root, _ in
      let card = View("card")
      card.frame = Rect(x: 10, y: 20, width: 100, height: 50)
      card.translatesAutoresizingMaskIntoConstraints = true
      root.addSubview(card)
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.frame(of: "card") == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(solved.diagnostics == [])
  }

  @Test func flexiblePartsShareTheSuperviewsChangeInProportion() throws {
    // The panel was framed in a 200 × 300 superview that the solve makes 400 × 800. Across, the
    // left margin (20) and the width (100) are flexible and share the 200 points 20 : 100; the
    // right margin (80) keeps its size. Down, only the bottom margin is flexible.
    let program = AnyLayoutProgram("Shares") { root, _ in
      let container = View("container")
      container.frame = Rect(x: 0, y: 0, width: 200, height: 300)
      root.addSubview(container)
      container.pinEdges(to: root)
      let panel = View("panel")
      panel.frame = Rect(x: 20, y: 10, width: 100, height: 40)
      panel.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin]
      panel.translatesAutoresizingMaskIntoConstraints = true
      container.addSubview(panel)
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    let left = 20 + 200 * 20.0 / 120, width = 100 + 200 * 100.0 / 120
    let panel = try #require(solved.frame(of: "panel"))
    #expect(abs(panel.minX - left) < 0.5 && abs(panel.width - width) < 0.5)
    #expect(panel.minY == 10 && panel.height == 40)
    #expect(abs(panel.maxX - 320) < 0.5)  // the right margin keeps its 80 points
  }

  @Test func sharesAreEqualWhenTheFlexiblePartsAreEmpty() {
    let shares = AutoresizingMask.shares(
      offset: 0, length: 0, superviewLength: 0, flexible: (before: true, size: true, after: false))
    #expect(shares.before == 0.5 && shares.size == 0.5)
    #expect(AutoresizingMask([]).notation == "h=--& v=--&")
    #expect(AutoresizingMask([.flexibleWidth, .flexibleTopMargin]).notation == "h=-&- v=&--")
  }

  @Test func ownConstraintsConflictWithTheTranslatedFrame() throws {
    let program = AnyLayoutProgram("Conflict") { root, _ in
      let card = View("card")
      card.translatesAutoresizingMaskIntoConstraints = true
      root.addSubview(card)
      card.width == 120
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    #expect(conflict.message.contains("'card' has translatesAutoresizingMaskIntoConstraints set to true"))
    #expect(conflict.brokenConstraint?.text == "card.width == 120")
    #expect(solved.frame(of: "card")?.width == 0)
  }

  @Test func aFittedLayoutIsAsTallAsItsContent() throws {
    let program = AnyLayoutProgram("Row", extent: .fittingHeight) { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.pinEdges(to: root, insets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 6, trailing: 0))
      box.height == 30
    }
    let solved = try LayoutEngine().solve(
      program,
      on: Screen(
        size: Size(width: 320, height: 568), scale: 2,
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
    // 10 + 30 + 6, at the screen's width, with no safe area.
    #expect(solved.screen.size == Size(width: 320, height: 46))
    #expect(solved.frame(of: "box") == Rect(x: 0, y: 10, width: 320, height: 30))
  }

  @Test func aSubtreeMeasuresItsFittingSize() {
    let card = View("card")
    let icon = View("icon")
    card.addSubview(icon)
    icon.pinEdges(to: card, insets: DirectionalEdgeInsets(all: 8))
    icon.width == 40
    icon.height == 2 * icon.width
    let size = card.fittingSize(
      target: .zero, horizontalPriority: .fittingSizeLevel, verticalPriority: .fittingSizeLevel, screen: nil)
    #expect(size == Size(width: 56, height: 96))
  }
}
