import LayoutShot
import LayoutShotTestSupport
import Raster
import Testing

// Dark mode in scenes: every colour a view draws is resolved for its appearance — the screen's, or
// the one it or an ancestor overrides — and the window background for the screen's. Expected
// values are Documentation/SystemColors.md's, written as its tables print them.

/// `plainScreen` (200 × 100 at 2x) in dark mode.
private let darkScreen: Screen = {
  var screen = plainScreen
  screen.appearance = .dark
  return screen
}()

/// The colour `#RRGGBB` of Documentation/SystemColors.md's tables, with `alpha`.
private func table(_ hex: String, alpha: Double = 1) -> Color {
  (Color(hex: hex) ?? .magenta).withAlphaComponent(alpha)
}

/// The fill named `name`.
private func fill(_ name: String, in scene: Scene) throws -> DrawCommand.Fill {
  try #require(fills(scene).first { $0.name == name }, "no fill named \(name)")
}

@Suite("Appearance in scenes")
struct SceneAppearanceTests {
  @Test func aDarkScreenDrawsEveryColourDark() throws {
    let built = try scene(on: darkScreen) { root in
      root.backgroundColor = .systemBackground
      let card = View("card")
      card.backgroundColor = .secondarySystemBackground
      card.borderColor = .separator
      card.borderWidth = 1
      let title = Label("title", text: "Dark")
      let action = Button("action", title: "Go")
      root.addSubviews(card, title, action)
      place(card, in: root, Rect(x: 10, y: 10, width: 80, height: 80))
      place(title, in: root, Rect(x: 100, y: 10, width: 90, height: 30))
      place(action, in: root, Rect(x: 100, y: 50, width: 90, height: 40))
    }
    // Element colours, dark (base): systemBackground #000000, secondarySystemBackground #1C1C1E,
    // separator #545458 at 0.6, label #FFFFFF; tints, dark, in the default iOS 26 palette: systemBlue
    // #0091FF (a button's default title).
    #expect(try fill("root.background", in: built).color == table("#000000"))
    #expect(try fill("card.background", in: built).color == table("#1C1C1E"))
    #expect(try fill("card.border", in: built).color == table("#545458", alpha: 0.6))
    #expect(try fill("title.text", in: built).color == table("#FFFFFF"))
    #expect(try fill("action.text", in: built).color == table("#0091FF"))
    #expect(fills(built).allSatisfy { !$0.color.isDynamic })
  }

  @Test func aLightScreenDrawsTheLightValues() throws {
    let built = try scene { root in
      root.backgroundColor = .systemBackground
      let title = Label("title", text: "Light")
      root.addSubview(title)
      place(title, in: root, Rect(x: 10, y: 10, width: 90, height: 30))
    }
    #expect(try fill("root.background", in: built).color == table("#FFFFFF"))
    #expect(try fill("title.text", in: built).color == table("#000000"))
  }

  @Test func anOverrideAppliesToTheViewAndItsSubviews() throws {
    let built = try scene(on: darkScreen) { root in
      let panel = View("panel")
      panel.overrideAppearance = .light
      panel.backgroundColor = .systemBackground
      let inner = View("inner")
      inner.backgroundColor = .secondarySystemBackground
      let innermost = View("innermost")
      innermost.overrideAppearance = .dark
      innermost.backgroundColor = .secondarySystemBackground
      let outside = View("outside")
      outside.backgroundColor = .secondarySystemBackground
      root.addSubviews(panel, outside)
      panel.addSubview(inner)
      inner.addSubview(innermost)
      place(panel, in: root, Rect(x: 0, y: 0, width: 100, height: 100))
      place(inner, in: root, Rect(x: 10, y: 10, width: 80, height: 80))
      place(innermost, in: root, Rect(x: 20, y: 20, width: 60, height: 60))
      place(outside, in: root, Rect(x: 100, y: 0, width: 100, height: 100))
    }
    // The panel and its subview are light (element colours, light: #FFFFFF, #F2F2F7); the innermost
    // view overrides back to dark (#1C1C1E), as does the panel's sibling, which follows the screen.
    #expect(try fill("panel.background", in: built).color == table("#FFFFFF"))
    #expect(try fill("inner.background", in: built).color == table("#F2F2F7"))
    #expect(try fill("innermost.background", in: built).color == table("#1C1C1E"))
    #expect(try fill("outside.background", in: built).color == table("#1C1C1E"))
  }

  @Test func anOverrideDarkensALightScreen() throws {
    let built = try scene { root in
      let banner = Label("banner", text: "Hi")
      banner.overrideAppearance = .dark
      banner.backgroundColor = .systemGroupedBackground
      root.addSubview(banner)
      place(banner, in: root, Rect(x: 0, y: 0, width: 100, height: 40))
    }
    #expect(try fill("banner.background", in: built).color == table("#000000"))
    #expect(try fill("banner.text", in: built).color == table("#FFFFFF"))
  }

  @Test func anElevatedScreenOrViewDrawsElevatedDarkColours() throws {
    // Element colours, dark elevated: systemBackground #1C1C1E, secondarySystemBackground #2C2C2E;
    // Increase Contrast elevated: #242426. A view at the base level inside keeps #000000.
    var sheet = darkScreen
    sheet.level = .elevated
    let body: @Sendable (View) -> Void = { root in
      root.backgroundColor = .systemBackground
      let card = View("card")
      card.backgroundColor = .secondarySystemBackground
      let base = View("base")
      base.overrideLevel = .base
      base.backgroundColor = .systemBackground
      let contrast = View("contrast")
      contrast.overrideIncreasesContrast = true
      contrast.backgroundColor = .systemBackground
      root.addSubviews(card, base, contrast)
      place(card, in: root, Rect(x: 0, y: 0, width: 50, height: 50))
      place(base, in: root, Rect(x: 50, y: 0, width: 50, height: 50))
      place(contrast, in: root, Rect(x: 100, y: 0, width: 50, height: 50))
    }
    let elevated = try scene(on: sheet, options: SceneOptions(backgroundColor: .systemBackground), body)
    #expect(try fill("background", in: elevated).color == table("#1C1C1E"))
    #expect(try fill("root.background", in: elevated).color == table("#1C1C1E"))
    #expect(try fill("card.background", in: elevated).color == table("#2C2C2E"))
    #expect(try fill("base.background", in: elevated).color == table("#000000"))
    #expect(try fill("contrast.background", in: elevated).color == table("#242426"))
    // The same views on a base dark screen, and a view raised to elevated there.
    let base = try scene(on: darkScreen, body)
    #expect(try fill("root.background", in: base).color == table("#000000"))
    let raised = try scene(on: darkScreen) { root in
      let popover = View("popover")
      popover.overrideLevel = .elevated
      popover.backgroundColor = .tertiarySystemBackground
      root.addSubview(popover)
      place(popover, in: root, Rect(x: 0, y: 0, width: 50, height: 50))
    }
    #expect(try fill("popover.background", in: raised).color == table("#3A3A3C"))
    // In light mode the level changes nothing.
    var lightSheet = plainScreen
    lightSheet.level = .elevated
    #expect(try fill("root.background", in: scene(on: lightSheet, body)).color == table("#FFFFFF"))
  }

  @Test func aScreenInTheIOS26PaletteDrawsItsTints() throws {
    // iOS 26 palette: systemBlue #0088FF light, #0091FF dark; labels are the same in both palettes.
    var screen = plainScreen
    screen.os = .ios26
    let body: @Sendable (View) -> Void = { root in
      let badge = Label("badge", text: "New")
      badge.backgroundColor = .systemBlue
      root.addSubview(badge)
      place(badge, in: root, Rect(x: 0, y: 0, width: 100, height: 40))
    }
    let light = try scene(on: screen, body)
    #expect(try fill("badge.background", in: light).color == table("#0088FF"))
    #expect(try fill("badge.text", in: light).color == table("#000000"))
    screen.appearance = .dark
    #expect(try fill("badge.background", in: scene(on: screen, body)).color == table("#0091FF"))
    // On an iOS 18 screen, the iOS 18 palette: #007AFF.
    screen.os = .ios18
    screen.appearance = .light
    #expect(try fill("badge.background", in: scene(on: screen, body)).color == table("#007AFF"))
  }

  @Test func theWindowBackgroundFollowsTheScreen() throws {
    let body: @Sendable (View) -> Void = { _ in }
    let dark = try scene(on: darkScreen, options: SceneOptions(backgroundColor: .systemBackground), body)
    #expect(try fill("background", in: dark).color == table("#000000"))
    let review = try scene(on: darkScreen, options: .review, body)
    #expect(try fill("background", in: review).color == table("#000000"))
    let light = try scene(options: .review, body)
    #expect(try fill("background", in: light).color == table("#FFFFFF"))
    // A plain colour asked for is drawn as it is.
    let white = try scene(on: darkScreen, options: SceneOptions(backgroundColor: .white), body)
    #expect(try fill("background", in: white).color == .white)
  }

  @Test func overlaysKeepTheirLightColours() throws {
    let built = try scene(on: darkScreen, options: SceneOptions(overlays: [.frames])) { root in
      let card = View("card")
      root.addSubview(card)
      place(card, in: root, Rect(x: 10, y: 10, width: 50, height: 50))
    }
    // Frames are outlined in systemPink's light value, #FF2D55, on dark screens too.
    let outlines = fills(built).filter { $0.name?.hasSuffix(".frame") == true }
    #expect(outlines.map(\.name) == ["root.frame", "card.frame"])
    #expect(outlines.allSatisfy { $0.color == table("#FF2D55") })
  }

  @Test func runsJoinWhenTheyDrawOneColour() throws {
    // A label whose two runs are `.label` and `.black`.
    let body: @Sendable (View) -> Void = { root in
      let label = Label("runs")
      label.attributedRuns = [AttributedRun("Ink ", color: .label), AttributedRun("black", color: .black)]
      root.addSubview(label)
      place(label, in: root, Rect(x: 10, y: 10, width: 180, height: 30))
    }
    // In light mode `.label` is black, so the line is one fill, as before colours were dynamic.
    let light = try scene(body)
    #expect(glyphRuns(light).map(\.text) == ["Ink black"])
    #expect(glyphRuns(light).map(\.color) == [table("#000000")])
    // In dark mode it is white (element colours), and the runs are drawn apart.
    let dark = try scene(on: darkScreen, body)
    #expect(glyphRuns(dark).map(\.text) == ["Ink ", "black"])
    #expect(glyphRuns(dark).map(\.color) == [table("#FFFFFF"), table("#000000")])
  }

  @Test func anEmptyImageViewsPlaceholderIsDark() throws {
    let built = try scene(on: darkScreen) { root in
      let photo = ImageView("photo")
      root.addSubview(photo)
      place(photo, in: root, Rect(x: 10, y: 10, width: 100, height: 50))
    }
    // systemGray5 and systemGray2 dark (tints and greys): #2C2C2E and #636366.
    #expect(try fill("photo.placeholder", in: built).color == table("#2C2C2E"))
    #expect(try fill("photo.placeholder.cross", in: built).color == table("#636366"))
  }

  @Test func aDrawingIsResolvedForItsView() throws {
    let built = try scene(on: darkScreen) { root in
      let control = View("control")
      control.drawing = Drawing([
        .fill(.bounds, cornerRadius: 4, color: .systemFill),
        .stroke(.bounds, cornerRadius: 4, width: 1, color: .opaqueSeparator),
        .polygon(
          [
            Drawing.Point(x: .init(points: 0), y: .init(points: 0)),
            Drawing.Point(x: .init(points: 10), y: .init(points: 0)),
            Drawing.Point(x: .init(points: 0), y: .init(points: 10)),
          ], color: .systemGreen),
      ])
      root.addSubview(control)
      place(control, in: root, Rect(x: 10, y: 10, width: 100, height: 30))
    }
    // Element colours, dark: systemFill #787880 at 0.36, opaqueSeparator #38383A; tints, dark:
    // systemGreen #30D158.
    #expect(fills(built).map(\.color) == [table("#787880", alpha: 0.36), table("#38383A"), table("#30D158")])
  }

  @Test func theSVGHasTheResolvedColours() throws {
    let program = AnyLayoutProgram("Dark") { root, _ in
      root.backgroundColor = .systemBackground
      let title = Label("title", text: "Dark")
      title.textColor = .secondaryLabel
      root.addSubview(title)
      place(title, in: root, Rect(x: 10, y: 10, width: 100, height: 30))
    }
    let svg = ParsedSVG(try LayoutEngine().solve(program, on: darkScreen).svg())
    #expect(svg.error == nil)
    let background = try #require(svg.elements.first { $0.attributes["data-name"] == "root.background" })
    #expect(background.attributes["fill"] == "#000000")
    // secondaryLabel dark: #EBEBF5 at 0.6 (element colours).
    let text = try #require(svg.elements.first { $0.attributes["data-name"] == "title.text" })
    #expect(text.attributes["fill"] == "#EBEBF5" && text.attributes["fill-opacity"] == "0.6")
  }

  @Test(arguments: [2.0, 3.0])
  func thePNGOfADarkScreenIsDark(scale: Double) throws {
    var screen = darkScreen
    screen.scale = scale
    let program = AnyLayoutProgram("Dark") { root, _ in
      root.backgroundColor = .systemBackground
      let title = Label("title", text: "IIII")
      title.font = .boldSystemFont(ofSize: 40)
      let light = View("light")
      light.overrideAppearance = .light
      light.backgroundColor = .systemBackground
      root.addSubviews(title, light)
      place(title, in: root, Rect(x: 10, y: 10, width: 100, height: 60))
      place(light, in: root, Rect(x: 150, y: 0, width: 50, height: 100))
    }
    let image = try Raster.Image(pngData: try LayoutEngine().solve(program, on: screen).pngData())
    func pixels(x: Range<Double>, y: Range<Double>) -> [[Int]] { image.pixels(x: x, y: y, scale: scale) }
    let black = [0, 0, 0, 255]
    let white = [255, 255, 255, 255]
    // Under the systemBackground root, away from the text: black.
    #expect(pixels(x: 120..<140, y: 0..<100).allSatisfy { $0 == black })
    // The label's bold strokes fill whole pixels in white (label, dark), and nothing is brighter.
    let text = pixels(x: 10..<110, y: 10..<70)
    #expect(text.contains(white))
    #expect(text.allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] && $0[3] == 255 })
    // The view that overrides to light: white.
    #expect(pixels(x: 150..<200, y: 0..<100).allSatisfy { $0 == white })
  }
}
