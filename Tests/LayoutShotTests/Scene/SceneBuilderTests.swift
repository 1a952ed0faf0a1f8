import LayoutShot
import LayoutShotExamples
import Testing

private let cardFrame = Rect(x: 10, y: 20, width: 100, height: 50)
private let childFrame = Rect(x: 20, y: 30, width: 40, height: 20)
/// The system colours as a light screen of the default edition, iOS 26, draws them: a scene holds
/// plain colours.
private let (lightBlue, lightGreen, lightRed) = (
  Color.systemBlue.resolved(for: .light, palette: .ios26),
  Color.systemGreen.resolved(for: .light, palette: .ios26),
  Color.systemRed.resolved(for: .light, palette: .ios26)
)

/// The scene of a card at `cardFrame` holding a child at `frame` (both in the root's
/// coordinates), styled by `style(card, child)`.
private func cardWithChild(
  childAt frame: Rect = childFrame, _ style: @escaping @Sendable (View, View) -> Void
) throws -> Scene {
  try scene { root in
    let card = View("card")
    let child = View("child")
    root.addSubview(card)
    card.addSubview(child)
    place(card, in: root, cardFrame)
    place(child, in: root, frame)
    style(card, child)
  }
}

@Suite struct SceneBuilderTests {
  // MARK: Views

  @Test func backgroundThenSubviewsThenBorder() throws {
    let built = try cardWithChild { card, child in
      card.backgroundColor = .systemBlue
      card.borderColor = .systemRed
      card.borderWidth = 2
      child.backgroundColor = .systemGreen
    }
    #expect(
      built.commands == [
        .beginGroup(DrawCommand.Group(name: "root")),
        .beginGroup(DrawCommand.Group(name: "card")),
        .fill(DrawCommand.Fill(shape: .rect(cardFrame), color: lightBlue, name: "card.background")),
        .beginGroup(DrawCommand.Group(name: "child")),
        .fill(DrawCommand.Fill(shape: .rect(childFrame), color: lightGreen, name: "child.background")),
        .endGroup,
        .fill(
          DrawCommand.Fill(
            shape: .border(RoundedRect(cardFrame, radius: 0), width: 2), color: lightRed,
            name: "card.border")),
        .endGroup,
        .endGroup,
      ])
  }

  @Test func siblingsDrawInSubviewOrder() throws {
    let built = try scene { root in
      for name in ["back", "middle", "front"] {
        let view = View(name)
        root.addSubview(view)
        place(view, in: root, cardFrame)
        view.backgroundColor = .gray
      }
    }
    #expect(groupNames(built) == ["root", "back", "middle", "front"])
  }

  @Test func hiddenAndTransparentSubtreesDrawNothing() throws {
    let built = try scene { root in
      for (name, hidden, alpha) in [
        ("hidden", true, 1.0), ("transparent", false, 0.0), ("shown", false, 1.0),
      ] {
        let view = View(name)
        let inner = View("\(name).inner")
        root.addSubview(view)
        view.addSubview(inner)
        place(view, in: root, cardFrame)
        place(inner, in: root, childFrame)
        view.backgroundColor = .gray
        inner.backgroundColor = .white
        view.isHidden = hidden
        view.alpha = alpha
      }
    }
    #expect(groupNames(built) == ["root", "shown", "shown.inner"])
    #expect(fills(built).map(\.name) == ["shown.background", "shown.inner.background"])
  }

  @Test func alphaIsOneGroupAroundTheViewAndItsSubviews() throws {
    let built = try cardWithChild { card, child in
      card.backgroundColor = .systemBlue
      child.backgroundColor = .systemGreen
      card.alpha = 0.5
      child.alpha = 3  // clamped to 1, as UIKit clamps it
    }
    let commands = built.commands
    let open = try #require(
      commands.firstIndex(of: .beginGroup(DrawCommand.Group(name: "card", opacity: 0.5))))
    #expect(
      commands[open + 1]
        == .fill(DrawCommand.Fill(shape: .rect(cardFrame), color: lightBlue, name: "card.background")))
    #expect(commands[open + 2] == .beginGroup(DrawCommand.Group(name: "child", opacity: 1)))
    // The card's group closes after its subview's, just before the root's.
    #expect(Array(commands[(open + 4)...]) == [.endGroup, .endGroup, .endGroup])
    // Plain colours, not colours multiplied by the alpha.
    #expect(fills(built).map(\.color) == [lightBlue, lightGreen])
  }

  @Test func clipsToBoundsClipsOnlyTheSubviewsToTheRoundedBounds() throws {
    let built = try cardWithChild(childAt: Rect(x: 0, y: 0, width: 200, height: 100)) { card, _ in
      card.backgroundColor = .systemBlue
      card.cornerRadius = 10
      card.clipsToBounds = true
      card.borderWidth = 1
    }
    let rounded = RoundedRect(cardFrame, radius: 10)
    #expect(
      Array(built.commands.dropFirst()) == [
        .beginGroup(DrawCommand.Group(name: "card")),
        .fill(DrawCommand.Fill(shape: .roundedRect(rounded), color: lightBlue, name: "card.background")),
        .beginClip(.roundedRect(rounded)),
        .beginGroup(DrawCommand.Group(name: "child")),
        .endGroup,
        .endClip,
        // No border colour: CALayer's default, black.
        .fill(DrawCommand.Fill(shape: .border(rounded, width: 1), color: .black, name: "card.border")),
        .endGroup,
        .endGroup,
      ])
  }

  @Test func borderIsARingInsideTheFrame() throws {
    let built = try scene { root in
      let square = View("square")
      let rounded = View("rounded")
      root.addSubviews(square, rounded)
      place(square, in: root, cardFrame)
      place(rounded, in: root, cardFrame)
      square.borderWidth = 4
      rounded.borderWidth = 2
      rounded.cornerRadius = 8
    }
    let borders = fills(built).map(\.shape)
    #expect(borders.count == 2)
    // Square corners: the frame, and the frame 4 points in (x 14...106, y 24...66).
    var square = Path(rect: cardFrame)
    square.addRect(Rect(x: 14, y: 24, width: 92, height: 42))
    #expect(borders[0].path == square && borders[0].fillRule == .evenOdd)
    // Radius 8, width 2: the outer contour starts 8 right of the frame's corner (18, 20); the
    // inner edge is (12, 22, 96, 46) with radius 6, so it starts at (18, 22).
    let starts = borders[1].path.elements.compactMap { element -> Point? in
      if case .move(let point) = element { return point }
      return nil
    }
    #expect(starts == [Point(x: 18, y: 20), Point(x: 18, y: 22)])
    #expect(borders[1] == .border(RoundedRect(cardFrame, radius: 8), width: 2))
  }

  @Test func cornerRadiusIsFittedAsCoreAnimationFitsIt() throws {
    let built = try scene { root in
      let pill = View("pill")
      root.addSubview(pill)
      place(pill, in: root, cardFrame)
      pill.backgroundColor = .white
      pill.cornerRadius = 1000
    }
    #expect(fills(built).first?.shape == .roundedRect(RoundedRect(cardFrame, radius: 25)))
  }

  @Test func deepNestingBuildsWithoutRecursion() throws {
    let depth = 1500
    let built = try scene { root in
      var parent = root
      for level in 0..<depth {
        let view = View("level\(level)")
        parent.addSubview(view)
        place(view, in: root, childFrame)
        parent = view
      }
    }
    #expect(groupNames(built).count == depth + 1)
    #expect(built.commands.suffix(depth + 1).allSatisfy { $0 == .endGroup })
  }

  @Test func aScreenWithNoHeightNeverReachesTheScene() throws {
    // The engine refuses the screen before anything is solved, so no scene of it can be asked
    // for; `Scene` itself refuses such a size too (RenderTests).
    let program = AnyLayoutProgram("Empty") { _, _ in }
    let flat = Screen(size: Size(width: 100, height: 0), scale: 2)
    #expect(throws: LayoutError.self) { try LayoutEngine().solve(program, on: flat) }
  }
}
