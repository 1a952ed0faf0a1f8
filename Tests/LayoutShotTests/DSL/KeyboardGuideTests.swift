import LayoutShot
import Raster
import Render
import Testing

/// The keyboard layout guide at rest and with the keyboard shown, the keyboard's heights and its
/// panel (Documentation/Keyboard.md).
@Suite("Keyboard layout guide")
struct KeyboardGuideTests {
  /// A view, `fill`, pinned to the four edges of `owner`'s keyboard guide, where `owner` is the
  /// root, or a card covering the top 500 points when `card` is set.
  private static func fillKeyboardGuide(ofCard card: Bool = false, usesBottomSafeArea: Bool = true)
    -> AnyLayoutProgram
  {
    AnyLayoutProgram("Keyboard") { root, _ in
      var owner = root
      if card {
        owner = View("card")
        root.addSubview(owner)
        owner.top == root.top
        owner.leading == root.leading
        owner.trailing == root.trailing
        owner.height == 500
      }
      owner.keyboardLayoutGuide.usesBottomSafeArea = usesBottomSafeArea
      let fill = View("fill")
      root.addSubview(fill)
      fill.pinEdges(to: owner.keyboardLayoutGuide)
    }
  }

  @Test func atRestTheGuideIsTheBottomSafeInsetOfTheWindow() throws {
    // iPhone 12 portrait: 390 × 844, safe-area bottom 34: top 844 - 34 = 810, 34 tall.
    let solved = try LayoutEngine().solve(Self.fillKeyboardGuide(), on: Device.iPhone12.screen())
    #expect(solved.frame(of: "fill") == Rect(x: 0, y: 810, width: 390, height: 34))
    #expect(solved.diagnostics == [])
    // A home-button phone has no bottom inset: the guide is 0 tall at the bottom, 667.
    let se = try LayoutEngine().solve(Self.fillKeyboardGuide(), on: Device.iPhoneSE2And3.screen())
    #expect(se.frame(of: "fill") == Rect(x: 0, y: 667, width: 375, height: 0))
  }

  @Test func withoutTheSafeAreaTheGuideAtRestIsTheWindowsBottomEdge() throws {
    let solved = try LayoutEngine().solve(
      Self.fillKeyboardGuide(usesBottomSafeArea: false), on: Device.iPhone12.screen())
    #expect(solved.frame(of: "fill") == Rect(x: 0, y: 844, width: 390, height: 0))
  }

  @Test func shownTheGuideIsTheKeyboardsFrame() throws {
    // 335 points in portrait on a 390-wide Face ID phone: top 844 - 335 = 509.
    let screen = Variant(keyboard: .shown).applied(to: Device.iPhone12.screen())
    #expect(screen.keyboardFrame == Rect(x: 0, y: 509, width: 390, height: 335))
    let solved = try LayoutEngine().solve(Self.fillKeyboardGuide(), on: screen)
    #expect(solved.frame(of: "fill") == Rect(x: 0, y: 509, width: 390, height: 335))
    // The safe area does not change.
    #expect(solved.screen.safeAreaInsets.bottom == 34)
    // In landscape on a home-button phone, 200 of 375: top 175.
    let landscape = Variant(keyboard: .shown).applied(to: Device.iPhoneSE2And3.screen(.landscape))
    let sideways = try LayoutEngine().solve(Self.fillKeyboardGuide(), on: landscape)
    #expect(sideways.frame(of: "fill") == Rect(x: 0, y: 175, width: 667, height: 200))
  }

  @Test func aViewsGuideStopsAtItsSafeBottomButReachesTheWindowsBottom() throws {
    // The card (0, 0, 390, 500) reaches no unsafe area: its safe bottom is 500, above the
    // window guide's 810, so the guide runs from 500 to the window's bottom, 844.
    let solved = try LayoutEngine().solve(Self.fillKeyboardGuide(ofCard: true), on: Device.iPhone12.screen())
    #expect(solved.frame(of: "card") == Rect(x: 0, y: 0, width: 390, height: 500))
    #expect(solved.frame(of: "fill") == Rect(x: 0, y: 500, width: 390, height: 344))
    #expect(solved.diagnostics == [])
  }

  @Test func heightsFollowTheDeviceClass() {
    #expect(Device.iPhoneSE1.keyboardHeight(.portrait) == 253)
    #expect(Device.iPhoneSE2And3.keyboardHeight(.portrait) == 260)
    #expect(Device.iPhone8Plus.keyboardHeight(.portrait) == 271)
    #expect(Device.iPhoneX.keyboardHeight(.portrait) == 335)
    #expect(Device.iPhone16Pro.keyboardHeight(.portrait) == 335)
    #expect(Device.iPhoneXR.keyboardHeight(.portrait) == 346)
    #expect(Device.iPhone14ProMax.keyboardHeight(.portrait) == 346)
    #expect(Device.iPhone8Plus.keyboardHeight(.landscape) == 200)
    #expect(Device.iPhone12.keyboardHeight(.landscape) == 219)
    #expect(Device.iPadAir11.keyboardHeight(.portrait) == 389)
    #expect(Device.iPadPro13M4.keyboardHeight(.landscape) == 501)
    #expect(Device.pixel7.keyboardHeight(.portrait) == nil)
  }

  @Test func aShownKeyboardNeedsAKnownHeight() {
    let screen = Variant(keyboard: .shown).applied(to: Device.pixel7.screen())
    #expect(throws: LayoutError.self) { try screen.validate() }
    #expect(throws: LayoutError.self) { try LayoutEngine().solve(Self.fillKeyboardGuide(), on: screen) }
  }

  @Test func theKeyboardIsDrawnAsAPanelInTheScreensAppearance() throws {
    // iPhone 12 at 3x: the keyboard covers y ≥ 509 points, pixels from 1527; light #D1D3D9, dark
    // #3C3D3E; above it the white background.
    for (appearance, color) in [
      (Appearance.light, RGBA8(red: 0xD1, green: 0xD3, blue: 0xD9, alpha: 255)),
      (.dark, RGBA8(red: 0x3C, green: 0x3D, blue: 0x3E, alpha: 255)),
    ] {
      let screen = Variant(appearance: appearance, keyboard: .shown).applied(to: Device.iPhone12.screen())
      let solved = try LayoutEngine().solve(Self.fillKeyboardGuide(), on: screen)
      let image = try SceneRasterizer().image(
        of: try solved.scene(options: SceneOptions(backgroundColor: .white)))
      #expect(image.pixel(x: 600, y: 1527) == color)
      #expect(image.pixel(x: 600, y: 2531) == color)
      #expect(image.pixel(x: 600, y: 1526) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }
    // Hidden, nothing is drawn there.
    let solved = try LayoutEngine().solve(Self.fillKeyboardGuide(), on: Device.iPhone12.screen())
    let image = try SceneRasterizer().image(
      of: try solved.scene(options: SceneOptions(backgroundColor: .white)))
    #expect(image.pixel(x: 600, y: 2000) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test func theFrameDumpRecordsTheKeyboard() throws {
    let screen = Variant(keyboard: .shown).applied(to: Device.iPhone12.screen())
    let solved = try LayoutEngine().solve(Self.fillKeyboardGuide(), on: screen)
    let dump = try FrameDump(parsing: solved.frameDump())
    #expect(dump.variant == "light, L, ltr, keyboard")
  }
}
