import LayoutShot
import LayoutShotExamples
import Testing
import Typesetting

/// A card inside the safe area of the home-button phone: (16, 40, 200, 100).
private struct CardLayout: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    root.addSubview(card)
    card.leading == root.leading + 16
    card.top == root.top + 40
    card.constrainSize(width: 200, height: 100)
    card.backgroundColor = .white
  }
}

/// The fills of a scene inside the group named `name`.
private func fills(in scene: Scene, group name: String) -> [DrawCommand.Fill] {
  var depth = 0
  var inside = false
  var found: [DrawCommand.Fill] = []
  for command in scene.commands {
    switch command {
    case .beginGroup(let group):
      if depth == 0 && group.name == name { inside = true }
      depth += 1
    case .endGroup:
      depth -= 1
      if depth == 0 { inside = false }
    case .fill(let fill) where inside:
      found.append(fill)
    default:
      break
    }
  }
  return found
}

/// The names of the top-level groups of a scene, in order.
private func topLevelGroups(_ scene: Scene) -> [String?] {
  var depth = 0
  var names: [String?] = []
  for command in scene.commands {
    if case .beginGroup(let group) = command {
      if depth == 0 { names.append(group.name) }
      depth += 1
    } else if case .endGroup = command {
      depth -= 1
    }
  }
  return names
}

private func scene(_ screen: Screen, _ options: SceneOptions) throws -> Scene {
  try LayoutEngine().solve(CardLayout(), on: screen).scene(options: options)
}

@Suite struct SceneOverlayTests {
  @Test func overlaysOnlyWhenAsked() throws {
    let screen = Device.iPhoneX.screen()
    #expect(topLevelGroups(try scene(screen, .plain)) == ["root"])
    let single: [(SceneOptions.Overlay, String)] = [
      (.safeArea, "overlay.safeArea"), (.layoutMargins, "overlay.layoutMargins"),
      (.allLayoutMargins, "overlay.layoutMargins"), (.frames, "overlay.frames"), (.names, "overlay.names"),
      (.deviceChrome, "overlay.deviceChrome"),
    ]
    for (overlay, group) in single {
      #expect(topLevelGroups(try scene(screen, SceneOptions(overlays: [overlay]))) == ["root", group])
    }
    #expect(
      topLevelGroups(try scene(screen, .review)) == [
        "root", "overlay.safeArea", "overlay.layoutMargins", "overlay.frames", "overlay.names",
        "overlay.deviceChrome",
      ])
  }

  @Test func backgroundUnderEverything() throws {
    let built = try scene(Device.iPhoneX.screen(), SceneOptions(backgroundColor: .systemGray6))
    #expect(
      built.commands.first
        == .fill(
          DrawCommand.Fill(
            shape: .rect(Rect(x: 0, y: 0, width: 375, height: 812)),
            color: .systemGray6.resolved(for: .light), name: "background"))
    )
  }

  @Test func safeAreaTintsTheUnsafeBands() throws {
    // The iPhone X in portrait: 375 × 812, safe area top 44, bottom 34.
    let tint = fills(
      in: try scene(Device.iPhoneX.screen(), SceneOptions(overlays: [.safeArea])), group: "overlay.safeArea")
    var expected = Path(rect: Rect(x: 0, y: 0, width: 375, height: 812))
    expected.addRect(Rect(x: 0, y: 44, width: 375, height: 734))
    #expect(tint.map(\.shape) == [.path(expected, .evenOdd)])
    #expect(tint.first?.color.alpha == 0.25)
    // No safe area, no tint.
    let none = try scene(Screen(size: Size(width: 300, height: 300)), SceneOptions(overlays: [.safeArea]))
    #expect(fills(in: none, group: "overlay.safeArea").isEmpty)
  }

  @Test func rootAndViewMarginsAreHairlineOutlines() throws {
    // The home-button phone: 375 × 667 at 2x, safe top 20, root margins 16 from the safe area; the
    // card's own margins are UIKit's default 8 and it lies inside the safe area.
    let screen = Device.iPhoneSE2And3.screen()
    let root = fills(
      in: try scene(screen, SceneOptions(overlays: [.layoutMargins])), group: "overlay.layoutMargins")
    let rootMargins = Rect(x: 16, y: 20, width: 343, height: 647)
    #expect(root.map(\.shape) == [.border(RoundedRect(rootMargins, radius: 0), width: 0.5)])
    #expect(root.map(\.name) == ["root.layoutMargins"])
    let all = fills(
      in: try scene(screen, SceneOptions(overlays: [.allLayoutMargins])), group: "overlay.layoutMargins")
    #expect(all.map(\.name) == ["root.layoutMargins", "card.layoutMargins"])
    #expect(
      all.last?.shape
        == .border(RoundedRect(Rect(x: 24, y: 48, width: 184, height: 84), radius: 0), width: 0.5))
  }

  @Test func framesAreOnePixelOutlines() throws {
    // At 3x one pixel is a third of a point.
    let screen = Screen(size: Size(width: 300, height: 200), scale: 3)
    let outlines = fills(in: try scene(screen, SceneOptions(overlays: [.frames])), group: "overlay.frames")
    #expect(outlines.map(\.name) == ["root.frame", "card.frame"])
    #expect(
      outlines.last?.shape
        == .border(RoundedRect(Rect(x: 16, y: 40, width: 200, height: 100), radius: 0), width: 1.0 / 3))
  }

  // MARK: Name tags

  @Test func namesAreWrittenInGlyphsOnTags() throws {
    // The name tags are in the 9-point system font: Inter, 2,816 units per em (read with fontTools
    // 4.68 and uharfbuzz 0.57 independently of LayoutShot, see SceneTextTests), with the tracking
    // `SystemFont.tracking(weight:)` gives at 9 points after every character (+0.225 points when
    // this was written) and San Francisco's lines (ascender 1,950, descender −494 of 2,048: 10.740
    // points). "card" advances 5,956 units and r-d kerns −48, so 5,908; "root" 5,432 and r-o −48,
    // so 5,384. 'c' starts at the on-curve point (840, −32). A tag is the name plus 2 points each
    // side, one line high, rounded up to whole pixels: at 3x "card" is 19.782 + 4 → 24, "root"
    // 18.107 + 4 → 22.333 and the line 10.740 → 11. Glyph origins snap to a quarter pixel across
    // and a whole pixel down.
    let s = 9.0 / 2816
    let tracking = SystemFont.tracking(weight: .regular).points(atSize: 9)
    let lineHeight = 2444 * 9.0 / 2048
    func tagWidth(_ units: Double) -> Double { ((units * s + 4 * tracking + 4) * 3).rounded(.up) / 3 }
    let screen = Screen(size: Size(width: 300, height: 200), scale: 3)
    let drawn = fills(in: try scene(screen, SceneOptions(overlays: [.names])), group: "overlay.names")
    #expect(drawn.map(\.name) == ["root.name", "root.name.text", "card.name", "card.name.text"])
    #expect(drawn.compactMap(\.text) == ["root", "card"])
    let height = (lineHeight * 3).rounded(.up) / 3
    #expect(height == 11)
    #expect(
      drawn[0].shape
        == .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: tagWidth(5384), height: height), radius: 2)))
    #expect(
      drawn[2].shape
        == .roundedRect(RoundedRect(Rect(x: 16, y: 40, width: tagWidth(5908), height: height), radius: 2)))
    #expect(drawn[2].color == .systemPink.resolved(for: .light) && drawn[3].color == .white)
    let baseline = wholePixel(40 + (height - lineHeight) / 2 + 1950 * 9.0 / 2048, scale: 3)
    let first = try #require(start(of: drawn[3].shape.path))
    #expect(abs(first.x - (quarterPixel(16 + 2, scale: 3) + 840 * s)) < 1e-9)
    #expect(abs(first.y - (baseline + 32 * s)) < 1e-9)
  }

  @Test func tagsMoveIntoTheSafeAreaAndStayOnTheScreen() throws {
    // The iPhone X: safe area from 44 to 778. The root's corner and the card's (16, 40) lie above
    // it, so both tags come down to 44; a view entirely above it keeps its corner, and one at the
    // right edge has its tag pulled back onto the screen.
    let program = AnyLayoutProgram("Tags") { root, _ in
      let card = View("card")
      let bar = View("bar")
      let edge = View("edge")
      root.addSubviews(card, bar, edge)
      place(card, in: root, Rect(x: 16, y: 40, width: 200, height: 100))
      place(bar, in: root, Rect(x: 100, y: 10, width: 50, height: 20))
      place(edge, in: root, Rect(x: 370, y: 300, width: 5, height: 5))
    }
    let solved = try LayoutEngine().solve(program, on: Device.iPhoneX.screen())
    let tags = fills(in: try solved.scene(options: SceneOptions(overlays: [.names])), group: "overlay.names")
      .filter { $0.text == nil }
    let origins = tags.map { tag -> Point? in
      guard case .roundedRect(let rounded) = tag.shape else { return nil }
      return rounded.rect.origin
    }
    #expect(origins.count == 4)
    #expect(origins[0] == Point(x: 0, y: 44) && origins[1] == Point(x: 16, y: 44))
    #expect(origins[2] == Point(x: 100, y: 10))
    // "edge" in the 9-point system font (see namesAreWrittenInGlyphsOnTags): e-d-g-e advances
    // 1,640 + 1,748 + 1,716 + 1,640 = 6,744 units of 2,816, not kerned, plus four trackings:
    // 22.454 with +0.225, + 4 = 26.454, 26.667 at 3x; so it starts at 375 − 26.667.
    let tracking = SystemFont.tracking(weight: .regular).points(atSize: 9)
    let edgeTag = ((6744 * 9.0 / 2816 + 4 * tracking + 4) * 3).rounded(.up) / 3
    #expect(abs((origins[3]?.x ?? 0) - (375 - edgeTag)) < 1e-9 && origins[3]?.y == 300)
  }

  @Test func namesWiderThanTheScreenAreShortened() throws {
    let long = String(repeating: "m", count: 40)
    let program = AnyLayoutProgram("Long") { root, _ in
      let view = View(long)
      root.addSubview(view)
      place(view, in: root, Rect(x: 0, y: 0, width: 50, height: 50))
    }
    let solved = try LayoutEngine().solve(program, on: Screen(size: Size(width: 100, height: 100), scale: 2))
    let drawn = fills(in: try solved.scene(options: SceneOptions(overlays: [.names])), group: "overlay.names")
    let text = try #require(drawn.last?.text)
    #expect(text.hasSuffix("…") && text.count < 40)
    guard case .roundedRect(let tag) = drawn[drawn.count - 2].shape else { throw Failure("no tag") }
    #expect(tag.rect.maxX <= 100)
  }

  @Test func aMissingNameTagFontIsAnError() throws {
    var options = SceneOptions(overlays: [.names])
    options.nameTagFont = FontDescriptor(family: "No Such Family (SceneOverlayTests)", size: 9)
    let error = try #require(
      #expect(throws: SceneBuildError.self) { try scene(Device.iPhoneX.screen(), options) })
    guard case .nameTagFontUnavailable(let font, _) = error else {
      throw Failure("unexpected error: \(error)")
    }
    #expect(font.contains("No Such Family (SceneOverlayTests)"))
    #expect(error.description.hasPrefix("The font '\(font)' of the name tags is not available."))
    // Without the names overlay the font is not needed.
    options.overlays = [.frames]
    #expect(throws: Never.self) { try scene(Device.iPhoneX.screen(), options) }
  }

  @Test func overlayNamesParse() {
    #expect(SceneOptions(overlayNames: "safe-area, frames")?.overlays == [.safeArea, .frames])
    #expect(SceneOptions(overlayNames: "")?.overlays == [])
    #expect(SceneOptions(overlayNames: "safe-area,notches") == nil)
  }

  // MARK: Device chrome

  @Test func notchPhoneChrome() throws {
    // The iPhone X: corner radius 39 (continuous corners, as the display's), a 208.33 × 30 notch
    // at x 83.33, a home indicator.
    let screen = Device.iPhoneX.screen()
    let chrome = fills(
      in: try scene(screen, SceneOptions(overlays: [.deviceChrome])), group: "overlay.deviceChrome")
    #expect(chrome.map(\.name) == ["displayCorners", "cutout", "homeIndicator"])
    #expect(chrome.allSatisfy { $0.color == .black })
    var corners = Path(rect: Rect(x: 0, y: 0, width: 375, height: 812))
    corners.addRoundedRect(
      RoundedRect(Rect(x: 0, y: 0, width: 375, height: 812), radius: 39, cornerCurve: .continuous))
    #expect(chrome[0].shape == .path(corners, .evenOdd))
    let notch = try #require(screen.chrome.cutout)
    #expect(notch.elements.first == .move(to: Point(x: 83.33, y: 0)))
    let points = endPoints(notch)
    #expect(points.map(\.x).min() == 83.33 && abs((points.map(\.x).max() ?? 0) - 291.66) < 1e-9)
    #expect(points.map(\.y).min() == 0 && points.map(\.y).max() == 30)
    // 36 % of 375 is 135: centred, 8 above the bottom edge, 5 high.
    #expect(
      screen.chrome.homeIndicator == RoundedRect(Rect(x: 120, y: 799, width: 135, height: 5), radius: 2.5))
  }

  @Test func dynamicIslandPhoneChromeInBothOrientations() throws {
    // The iPhone 14 Pro: the island is a 125 × 37 pill 11 below the top, centred in 393.
    let portrait = Device.iPhone14Pro.screen()
    #expect(portrait.chrome.cornerRadius == 55)
    #expect(
      portrait.chrome.cutout
        == Path(roundedRect: RoundedRect(Rect(x: 134, y: 11, width: 125, height: 37), radius: 18.5)))
    #expect(portrait.chrome.homeIndicator?.rect == Rect(x: 126, y: 839, width: 141, height: 5))
    // Turned counter-clockwise the island stands on the left: x 11...48, y 393 - 134 - 125 = 134
    // to 259; the bar stays at the bottom of the 852 × 393 screen.
    let landscape = Device.iPhone14Pro.screen(.landscape)
    let points = endPoints(try #require(landscape.chrome.cutout))
    #expect(points.map(\.x).min() == 11 && points.map(\.x).max() == 48)
    #expect(points.map(\.y).min() == 134 && points.map(\.y).max() == 259)
    #expect(landscape.chrome.homeIndicator?.rect == Rect(x: 355.5, y: 380, width: 141, height: 5))
  }

  @Test func homeButtonPhoneAndTabletChrome() throws {
    // Home-button phones have square corners, no cutout and no home indicator: nothing to draw.
    let homeButton = Device.iPhoneSE2And3.screen()
    #expect(homeButton.chrome == .none)
    let built = try scene(homeButton, SceneOptions(overlays: [.deviceChrome]))
    #expect(fills(in: built, group: "overlay.deviceChrome").isEmpty)
    // The iPad Pro 11": radius 18, no cutout, a 320-point bar.
    let iPad = Device.iPadPro11.screen()
    #expect(iPad.chrome.cornerRadius == 18 && iPad.chrome.cutout == nil)
    #expect(iPad.chrome.homeIndicator?.rect == Rect(x: 257, y: 1181, width: 320, height: 5))
  }

  @Test func missingFiguresDrawNothing() {
    // Documentation/Devices.md gives the iPhone 12 a notch but no box, the M4 iPads no radius,
    // Android no bar.
    #expect(Device.iPhone12.screen().chrome.cutout == nil)
    #expect(Device.iPadPro11M4.screen().chrome.cornerRadius == 0)
    #expect(Device.pixel9.screen().chrome.homeIndicator == nil)
    #expect(Device.pixel9.screen().chrome.cutout != nil)
  }

  // MARK: Determinism

  @Test func examplesGiveTheSameBytesTwice() throws {
    for program in Catalog.layouts {
      for screen in [Device.iPhone14Pro.screen(), Device.iPadPro11.screen(.landscape)] {
        let first = try LayoutEngine().solve(program, on: screen).svg(options: .review)
        let second = try LayoutEngine().solve(program, on: screen).svg(options: .review)
        #expect(first == second, "\(program.name) on \(screen.device)")
        #expect(first.contains("data-name=\"root\""))
      }
    }
  }
}

/// The end points of a path's segments.
private func endPoints(_ path: Path) -> [Point] {
  path.elements.compactMap { element in
    switch element {
    case .move(let to), .line(let to), .quad(let to, _), .cubic(let to, _, _): to
    case .close: nil
    }
  }
}
