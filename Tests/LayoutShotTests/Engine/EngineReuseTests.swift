import LayoutShotExamples
import Testing

@testable import LayoutShot

/// The engine builds a layout's Cassowary system once and re-solves it for other screens by moving
/// the screen's edit variables; it builds anew only when the program builds a different layout,
/// the layout direction changes, or the kept system broke a constraint.
@Suite("Engine re-use")
struct EngineReuseTests {
  @Test func screensOfOneLayoutShareOneSystem() throws {
    // ComplexWidth does not branch on the screen: portrait, landscape and an iPad give equal
    // layouts, so the engine builds one system and only moves its edit variables. The frames show
    // it really re-solved: blue is 150 wide on the portrait phone, 643/3 snapped to 214.5 in
    // landscape (see ExampleFrameTests).
    let engine = LayoutEngine()
    let portrait = try engine.solve(ComplexWidth(), on: Screens.homeButtonPortrait)
    let landscape = try engine.solve(ComplexWidth(), on: Screens.homeButtonLandscape)
    _ = try engine.solve(ComplexWidth(), on: Screens.iPadPortrait)
    let again = try engine.solve(ComplexWidth(), on: Screens.homeButtonPortrait)
    #expect(engine.systemsBuilt == 1)
    #expect(portrait.frame(of: "blue")?.width == 150)
    #expect(landscape.frame(of: "blue")?.width == 214.5)
    #expect(again.frames == portrait.frames)
  }

  @Test func aProgramThatBranchesOnTheScreenBuildsOneSystemPerLayout() throws {
    // A wider card on regular-width screens: two different layouts, two systems; going back to
    // a compact screen builds the compact layout's system again (the engine keeps one per name).
    let program = AnyLayoutProgram("Branching") { root, screen in
      let card = View("card")
      root.addSubview(card)
      card.leading == root.leading + 10
      card.top == root.top + 10
      card.height == 50
      card.width == (screen.horizontalSizeClass == .regular ? 600 : 300)
    }
    let engine = LayoutEngine()
    #expect(try engine.solve(program, on: Screens.homeButtonPortrait).frame(of: "card")?.width == 300)
    #expect(try engine.solve(program, on: Screens.notchPortrait).frame(of: "card")?.width == 300)
    #expect(engine.systemsBuilt == 1)
    #expect(try engine.solve(program, on: Screens.iPadPortrait).frame(of: "card")?.width == 600)
    #expect(engine.systemsBuilt == 2)
    #expect(try engine.solve(program, on: Screens.homeButtonPortrait).frame(of: "card")?.width == 300)
    #expect(engine.systemsBuilt == 3)
  }

  @Test func anotherLayoutDirectionBuildsAnotherSystem() throws {
    // Leading and trailing change sides, so the constraints translate differently.
    var rightToLeft = Screens.homeButtonPortrait
    rightToLeft.layoutDirection = .rightToLeft
    let engine = LayoutEngine()
    let leftToRight = try engine.solve(ComplexWidth(), on: Screens.homeButtonPortrait)
    let flipped = try engine.solve(ComplexWidth(), on: rightToLeft)
    #expect(engine.systemsBuilt == 2)
    // Blue is leading: x 8 in left to right; in right to left its right edge is 375 - 8 = 367.
    #expect(leftToRight.frame(of: "blue") == Rect(x: 8, y: 28, width: 150, height: 631))
    #expect(flipped.frame(of: "blue") == Rect(x: 217, y: 28, width: 150, height: 631))
  }
}
