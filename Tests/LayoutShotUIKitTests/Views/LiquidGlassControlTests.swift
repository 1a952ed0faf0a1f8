import Foundation
import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

// UIKit's controls on an iOS 26 screen take the Liquid Glass looks, and on an iOS 18 screen keep
// the classic ones (Documentation/Controls.md#ios-26). Every test names its edition. Frames are
// the cited iOS 26 figures; pixels are composited by hand on a white background.

/// A 360 × 200 screen of edition `os` at 2x.
private func board(_ os: OSEdition) -> Screen {
  var screen = Screen(device: "board", size: Size(width: 360, height: 200), scale: 2)
  screen.os = os
  return screen
}

/// Solves `make`'s view, named "control", at (20, 20) in a white root on `os`'s screen; the
/// control keeps its own size unless `size` gives one.
@MainActor
private func solveControl(
  on os: OSEdition, size: CGSize? = nil, _ make: @escaping @MainActor () -> UIView
) throws -> SolvedLayout {
  let program = UIKitLayout.view("Control") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
    root.backgroundColor = .white
    let control = make()
    control.accessibilityIdentifier = "control"
    control.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: size ?? control.intrinsicContentSize)
    root.addSubview(control)
    return root
  }
  return try LayoutEngine().solve(program, on: board(os))
}

/// The red, green and blue of the pixel at (`x`, `y`) points in `solved`'s PNG at 2x.
private func pixel(_ solved: SolvedLayout, _ x: Double, _ y: Double) throws -> [Int] {
  let image = try Raster.Image(pngData: try solved.pngData())
  let index = (Int(y * 2) * image.width + Int(x * 2)) * 4
  return image.bytes[index..<index + 3].map(Int.init)
}

/// Whether every channel of `pixel` is within one of `expected`'s.
private func near(_ pixel: [Int], _ expected: [Int]) -> Bool {
  zip(pixel, expected).allSatisfy { abs($0 - $1) <= 1 }
}

@MainActor
@Suite("UIKit controls in the iOS 26 edition")
struct LiquidGlassControlTests {
  // MARK: Sizes

  @Test func aSwitchInAStackIs63By28OnIOS26And51By31OnIOS18() throws {
    func switchFrame(_ os: OSEdition) throws -> Rect? {
      let program = UIKitLayout.view("Stack") { () -> UIView in
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "switch"
        // A row as the controls gallery lays one out: the switch hugs its size, an empty view
        // takes the rest of the width, and the switch is centred down.
        let stack = UIStackView(arrangedSubviews: [toggle, UIView()])
        stack.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
        stack.alignment = .center
        root.addSubview(stack)
        return root
      }
      return try LayoutEngine().solve(program, on: board(os)).frame(of: "switch")
    }
    let frame26 = try switchFrame(.ios26), frame18 = try switchFrame(.ios18)
    #expect(frame26?.size == Size(width: 63, height: 28), "\(String(describing: frame26))")
    #expect(frame18?.size == Size(width: 51, height: 31), "\(String(describing: frame18))")
  }

  @Test func theFixedSizeControlsOnIOS26() throws {
    // The stepper keeps 94 × 32 (UIStepperHorizontalVisualElement); the segmented control its 32;
    // the progress bar its 4; the slider its 31 (an estimate).
    let stepper = try solveControl(on: .ios26) { UIStepper() }
    #expect(stepper.frame(of: "control")?.size == Size(width: 94, height: 32))
    let segments = try solveControl(on: .ios26) { UISegmentedControl(items: ["A", "B"]) }
    #expect(segments.frame(of: "control")?.height == 32)
    #expect(UIProgressView().intrinsicContentSize.height == 4)
  }

  // MARK: Switch

  @Test func aSwitchsKnobIsA37By24CapsuleTwoPointsIn() throws {
    // Off the knob is (2, 2, 37, 24) in the switch, on (24, 2, 37, 24): 63 − 2 − 37 = 24; the
    // switch sits at (20, 20).
    func knob(isOn: Bool) throws -> Rect? {
      let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
      control.isOn = isOn
      let drawn = try DrawnControl(control, os: .ios26)
      #expect(same(drawn.rect(0), Rect(x: 20, y: 20, width: 63, height: 28)))
      return drawn.fills.indices.compactMap { drawn.rect($0) }.first { $0.width == 37 }
    }
    #expect(same(try knob(isOn: false), Rect(x: 22, y: 22, width: 37, height: 24)))
    #expect(same(try knob(isOn: true), Rect(x: 44, y: 22, width: 37, height: 24)))
  }

  @Test func anOffSwitchsTrackComposites197197199OnWhite() throws {
    // tertiaryLabel, #3C3C43 at 30 %, over white: 255 × 0.7 + 60 × 0.3 = 196.5, 255 × 0.7 + 67 ×
    // 0.3 = 198.6: #C5C5C7 (AOM measured it). x = 20 + 55 is bare track, the knob ends at 20 + 39.
    let solved = try solveControl(on: .ios26) { UISwitch() }
    let track = try pixel(solved, 75, 34)
    #expect(near(track, [197, 197, 199]), "\(track)")
    // The knob is white.
    #expect(near(try pixel(solved, 40, 34), [255, 255, 255]))
  }

  @Test func anOnSwitchsTrackIsSystemGreen() throws {
    // systemGreen, #34C759 in the iOS 26 palette; x = 20 + 10 is bare track left of the knob.
    let solved = try solveControl(on: .ios26) {
      let control = UISwitch()
      control.isOn = true
      return control
    }
    #expect(try pixel(solved, 30, 34) == [52, 199, 89])
  }

  // MARK: Slider

  @Test func aSlidersThumbIs37By24AndTravelsTheWholeWidth() throws {
    // Framed (20, 20, 300, 31) at 0.5: the thumb's centre is 18.5 + 0.5 × (300 − 37) = 150 in,
    // so its rect is (20 + 150 − 18.5, 20 + (31 − 24) / 2, 37, 24) = (151.5, 23.5, 37, 24).
    let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 31))
    slider.value = 0.5
    let drawn = try DrawnControl(slider, os: .ios26)
    let thumb = drawn.fills.indices.compactMap { drawn.rect($0) }.first { $0.width == 37 }
    #expect(same(thumb, Rect(x: 151.5, y: 23.5, width: 37, height: 24)))
    // The 6-point track runs from the bounds' start: y = 20 + (31 − 6) / 2 = 32.5.
    let filled = drawn.fills.indices.compactMap { drawn.rect($0) }.first { $0.minX == 20 && $0.height == 6 }
    #expect(same(filled, Rect(x: 20, y: 32.5, width: 150, height: 6)))
  }

  @Test func aSlidersTrackIsTheIOS26BlueThenBlackAtTenPercent() throws {
    // At 0.5 of 300 the thumb covers x 151.5…188.5. Left of it the tint, #0088FF in the iOS 26
    // palette; right of it black at 10 % over white, 255 × 0.9 = 229.5: #E6E6E6.
    let solved = try solveControl(on: .ios26, size: CGSize(width: 300, height: 31)) {
      let slider = UISlider()
      slider.value = 0.5
      return slider
    }
    #expect(try pixel(solved, 60, 35.5) == [0, 136, 255])
    let rest = try pixel(solved, 290, 35.5)
    #expect(near(rest, [230, 230, 230]), "\(rest)")
  }

  // MARK: Segmented control, stepper, progress

  @Test func aSegmentedControlIsACapsuleWithACapsuleThumbAndNoDividers() throws {
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    control.frame = CGRect(x: 20, y: 20, width: 240, height: 32)
    control.selectedSegmentIndex = 0
    let drawn = try DrawnControl(control, os: .ios26)
    // The plate, 32 high, rounded by half its height; the thumb 2 points in, 28 high, by 14.
    #expect(same(drawn.rect(0), Rect(x: 20, y: 20, width: 240, height: 32)))
    #expect(drawn.radius(0) == 16)
    let thumb = try #require(drawn.fills.indices.first { drawn.rect($0)?.height == 28 })
    #expect(drawn.rect(thumb)?.minY == 22)
    #expect(drawn.radius(thumb) == 14)
    // No 1-point divider anywhere.
    #expect(!drawn.fills.indices.contains { drawn.rect($0)?.width == 1 })
  }

  @Test func aStepperIsACapsule() throws {
    let drawn = try DrawnControl(UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32)), os: .ios26)
    #expect(same(drawn.rect(0), Rect(x: 20, y: 20, width: 94, height: 32)))
    #expect(drawn.radius(0) == 16)
  }

  @Test func theIOS18LooksStayClassic() throws {
    let stepper = try DrawnControl(UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32)), os: .ios18)
    #expect(stepper.radius(0) == 8)
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.frame = CGRect(x: 20, y: 20, width: 240, height: 32)
    #expect(try DrawnControl(segments, os: .ios18).radius(0) == 8)
  }

  @Test func aProgressBarKeepsItsLookAndTakesTheIOS26Blue() throws {
    let solved = try solveControl(on: .ios26, size: CGSize(width: 200, height: 4)) {
      let bar = UIProgressView(progressViewStyle: .default)
      bar.progress = 0.5
      return bar
    }
    #expect(solved.frame(of: "control")?.height == 4)
    #expect(try pixel(solved, 60, 22) == [0, 136, 255])
  }

  // MARK: Buttons

  @Test func aFilledButtonsDynamicCornersAre17OnIOS26() throws {
    func radius(_ os: OSEdition) throws -> Double? {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Button"
      let button = UIButton(configuration: configuration)
      button.frame = CGRect(x: 20, y: 20, width: 80, height: 35)
      return try DrawnControl(button, os: os).radius(0)
    }
    #expect(try radius(.ios26) == 17)
    #expect(try radius(.ios18) == 5.95)
  }

  @Test func aGlassButtonIsACapsuleOfGlass() throws {
    var configuration = UIButton.Configuration.glass()
    configuration.title = "Glass"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 20, y: 20, width: 80, height: 36)
    let drawn = try DrawnControl(button, os: .ios26)
    // The body: #FEFDFD at 0.68 (Documentation/LiquidGlass.md), a capsule (radius 18), with the
    // glass's shadow.
    let body = try #require(drawn.fills.first)
    #expect(matches(body.color, "#FEFDFD", alpha: 0.68))
    #expect(drawn.radius(0) == 18)
    #expect(drawn.shadows.count == 1)
  }

  @Test func aProminentGlassButtonIsTintedGlassWithAWhiteTitle() throws {
    let solved = try solveControl(on: .ios26, size: CGSize(width: 120, height: 36)) {
      var configuration = UIButton.Configuration.prominentGlass()
      configuration.title = "Go"
      return UIButton(configuration: configuration)
    }
    // Left of the title, 4 points above the bottom: the tint, #0088FF.
    #expect(try pixel(solved, 35, 52) == [0, 136, 255])
  }

  @Test func glassConfigurationsOnIOS18DrawAsGrayAndFilled() throws {
    func firstFill(_ configuration: UIButton.Configuration) throws -> DrawnControl {
      var configuration = configuration
      configuration.title = "Button"
      let button = UIButton(configuration: configuration)
      button.frame = CGRect(x: 20, y: 20, width: 80, height: 35)
      return try DrawnControl(button, os: .ios18)
    }
    // gray(): tertiarySystemFill, #767680 at 12 %; filled(): systemBlue, #007AFF in iOS 18.
    let glass = try firstFill(.glass())
    #expect(matches(glass.fills[0].color, "#767680", alpha: 0.12))
    #expect(glass.radius(0) == 5.95)
    #expect(glass.shadows.isEmpty)
    #expect(matches(try firstFill(.prominentGlass()).fills[0].color, "#007AFF"))
  }

  // MARK: Glass effect views

  @Test func aGlassEffectViewDrawsGlassInItsCorners() throws {
    let effect = UIGlassEffect()
    effect.tintColor = .systemOrange
    effect.isInteractive = true
    let view = UIVisualEffectView(effect: effect)
    view.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
    view.layer.cornerRadius = 22
    let drawn = try DrawnControl(view, os: .ios26)
    // Tinted glass is the tint, opaque: systemOrange of the iOS 26 palette, #FF8D28.
    #expect(matches(drawn.fills[0].color, "#FF8D28"))
    #expect(drawn.radius(0) == 22)
    #expect(drawn.shadows.count == 1)
  }

  @Test func aGlassEffectViewOnIOS18DrawsTheBlursGrey() throws {
    let view = UIVisualEffectView(effect: UIGlassEffect(style: .clear))
    view.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
    let drawn = try DrawnControl(view, os: .ios18)
    // The blur's stand-in: white 0.5 at 30 %, #808080 at 0.3.
    #expect(matches(drawn.fills[0].color, "#808080", alpha: 0.3))
    #expect(drawn.shadows.isEmpty)
  }
}
