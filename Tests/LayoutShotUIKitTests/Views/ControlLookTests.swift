import Foundation
import LayoutShot
import LayoutShotUIKit
import Testing

// How switches, sliders, progress views, page controls, activity indicators and steppers draw, read
// from the scene of a control placed by frame at (20, 20) on a light or dark screen. Expected
// numbers are worked out here from the figures cited where each control is written: Flutter's
// Cupertino widgets (which copy iOS) and UIKitCore as decompiled for iOS 18.2.

/// Flutter's `BoxShadow.convertRadiusToSigma`: the standard deviation of a blur radius.
private func sigma(_ blurRadius: Double) -> Double { blurRadius * 0.57735 + 0.5 }

@MainActor
@Suite("How UIKit controls look")
struct ControlLookTests {
  // MARK: UISwitch

  @Test func aSwitchsThumbRestsHalfTheTrackHeightFromItsEnd() throws {
    let on = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
    on.isOn = true
    // Track, ring, thumb. The thumb (27 across) is centred 31 / 2 = 15.5 points from the end:
    // on, its left edge is 20 + 51 − 15.5 − 13.5 = 42; off, 20 + 15.5 − 13.5 = 22; 2 points down.
    let drawnOn = try DrawnControl(on)
    #expect(drawnOn.fills.count == 3)
    #expect(same(drawnOn.rect(0), Rect(x: 20, y: 20, width: 51, height: 31)))
    #expect(same(drawnOn.rect(2), Rect(x: 42, y: 22, width: 27, height: 27)))
    // The ring is half a point outside the thumb, black at 10 / 255.
    #expect(same(drawnOn.rect(1), Rect(x: 41.5, y: 21.5, width: 28, height: 28)))
    #expect(matches(drawnOn.fills[1].color, "#000000", alpha: 10.0 / 255))
    let drawnOff = try DrawnControl(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)))
    #expect(same(drawnOff.rect(2), Rect(x: 22, y: 22, width: 27, height: 27)))
  }

  @Test func aSwitchsThumbCastsFlutterssTwoShadows() throws {
    let drawn = try DrawnControl(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)))
    // Black at 0x26 / 255 blurred by radius 8 and at 0x0F / 255 by radius 1, both 3 points down,
    // cast by the thumb.
    #expect(drawn.shadows.count == 2)
    let expected = [(0x26, 8.0), (0x0F, 1.0)]
    for (shadow, (alpha, radius)) in zip(drawn.shadows, expected) {
      #expect(matches(shadow.color, "#000000", alpha: Double(alpha) / 255))
      #expect(shadow.offset == Size(width: 0, height: 3))
      #expect(abs(shadow.blur - sigma(radius)) < 1e-9)
      if case .roundedRect(let thumb) = shadow.shape {
        #expect(same(thumb.rect, Rect(x: 22, y: 22, width: 27, height: 27)))
      } else {
        Issue.record("the shadow is not the thumb's: \(String(describing: shadow.shape))")
      }
    }
  }

  @Test func aSwitchsTrackFollowsItsStateAndTheAppearance() throws {
    func track(isOn: Bool, _ appearance: Appearance, onTint: UIColor? = nil) throws -> Color {
      let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
      control.isOn = isOn
      control.onTintColor = onTint
      return try DrawnControl(control, appearance: appearance).fills[0].color
    }
    // systemGreen on, secondarySystemFill off (Documentation/SystemColors.md).
    #expect(matches(try track(isOn: true, .light), "#34C759"))
    #expect(matches(try track(isOn: true, .dark), "#30D158"))
    #expect(matches(try track(isOn: false, .light), "#787880", alpha: 0.16))
    #expect(matches(try track(isOn: false, .dark), "#787880", alpha: 0.32))
    #expect(matches(try track(isOn: true, .light, onTint: .systemIndigo), "#5856D6"))
  }

  @Test func aDisabledSwitchIsDrawnAtHalfOpacity() throws {
    let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
    control.isOn = true
    control.thumbTintColor = .systemYellow
    control.isEnabled = false
    let drawn = try DrawnControl(control, appearance: .dark)
    #expect(matches(drawn.fills[0].color, "#30D158", alpha: 0.5))
    #expect(matches(drawn.fills[2].color, "#FFD60A", alpha: 0.5))
    #expect(matches(drawn.shadows[0].color, "#000000", alpha: 0.5 * 0x26 / 255))
  }

  // MARK: UISlider

  @Test func aSlidersThumbAndTrackFollowItsValue() throws {
    let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
    slider.minimumValue = 10
    slider.maximumValue = 30
    slider.value = 15
    let drawn = try DrawnControl(slider)
    // Value 15 in 10...30 is a quarter. The thumb (28 across) is (200 − 28) × 0.25 = 43 in, so
    // its centre is at 20 + 43 + 14 = 77. The 4-point track runs 3 points in from either side:
    // the part right of the thumb from 77 to 20 + 200 − 3 = 217, the part left of it from 23 to
    // 77. All are centred down the 31 points: the track from 20 + 13.5, the thumb from 20 + 1.5.
    #expect(drawn.fills.count == 4)
    #expect(same(drawn.rect(0), Rect(x: 77, y: 33.5, width: 140, height: 4)))
    #expect(same(drawn.rect(1), Rect(x: 23, y: 33.5, width: 54, height: 4)))
    #expect(same(drawn.rect(3), Rect(x: 63, y: 21.5, width: 28, height: 28)))
    // Three thumb shadows (Flutter's _kSliderBoxShadows).
    let expected: [(Int, Double, Double)] = [(0x26, 3, 8), (0x29, 1, 1), (0x1A, 3, 1)]
    #expect(drawn.shadows.count == 3)
    for (shadow, (alpha, down, radius)) in zip(drawn.shadows, expected) {
      #expect(matches(shadow.color, "#000000", alpha: Double(alpha) / 255))
      #expect(shadow.offset == Size(width: 0, height: down))
      #expect(abs(shadow.blur - sigma(radius)) < 1e-9)
    }
  }

  @Test func aSlidersColoursFollowTheAppearanceAndItsTints() throws {
    func fills(_ appearance: Appearance, _ configure: (UISlider) -> Void = { _ in }) throws -> [Color] {
      let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
      configure(slider)
      return try DrawnControl(slider, appearance: appearance).fills.map(\.color)
    }
    // Right of the thumb systemFill, left of it the tint (systemBlue), the thumb white.
    let light = try fills(.light), dark = try fills(.dark)
    #expect(matches(light[0], "#787880", alpha: 0.2) && matches(dark[0], "#787880", alpha: 0.36))
    #expect(matches(light[1], "#007AFF") && matches(dark[1], "#0A84FF"))
    #expect(matches(light[3], "#FFFFFF") && matches(dark[3], "#FFFFFF"))
    let tinted = try fills(.light) { slider in
      slider.minimumTrackTintColor = .systemRed
      slider.maximumTrackTintColor = .systemGray5
      slider.thumbTintColor = .systemOrange
    }
    #expect(matches(tinted[0], "#E5E5EA") && matches(tinted[1], "#FF3B30") && matches(tinted[3], "#FF9500"))
    let disabled = try fills(.light) { $0.isEnabled = false }
    #expect(matches(disabled[1], "#007AFF", alpha: 0.5) && matches(disabled[0], "#787880", alpha: 0.1))
  }

  // MARK: UIProgressView

  @Test func aProgressViewFillsItsShareInEitherStyle() throws {
    let bar = UIProgressView(progressViewStyle: .default)
    bar.frame = CGRect(x: 20, y: 20, width: 200, height: 4)
    bar.progress = 0.25
    let drawn = try DrawnControl(bar, appearance: .dark)
    // Track systemFill, filled part the tint, 0.25 × 200 = 50 wide; both round-ended.
    #expect(same(drawn.rect(0), Rect(x: 20, y: 20, width: 200, height: 4)))
    #expect(same(drawn.rect(1), Rect(x: 20, y: 20, width: 50, height: 4)))
    #expect(matches(drawn.fills[0].color, "#787880", alpha: 0.36))
    #expect(matches(drawn.fills[1].color, "#0A84FF"))
    guard case .roundedRect(let track) = drawn.fills[0].shape else {
      Issue.record("the default style's track has round ends")
      return
    }
    #expect(track.radii.topLeft == 2)
    // The bar style: a clear track, square ends.
    let toolbar = UIProgressView(progressViewStyle: .bar)
    toolbar.frame = CGRect(x: 20, y: 20, width: 200, height: 2.5)
    toolbar.progress = 0.25
    toolbar.progressTintColor = .systemPink
    let drawnBar = try DrawnControl(toolbar)
    #expect(drawnBar.fills.count == 2)
    #expect(drawnBar.fills[0].color.alpha == 0)
    #expect(drawnBar.fills[1].shape == .rect(Rect(x: 20, y: 20, width: 50, height: 2.5)))
    #expect(matches(drawnBar.fills[1].color, "#FF2D55"))
  }

  // MARK: UIPageControl

  @Test func aPageControlDrawsADotPerPageTheCurrentOneApart() throws {
    let pages = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 27.5))
    pages.numberOfPages = 4
    pages.currentPage = 2
    pages.pageIndicatorTintColor = .systemGray4
    pages.currentPageIndicatorTintColor = .label
    let drawn = try DrawnControl(pages, appearance: .dark)
    // Boxes 11.5 across, 8 apart: centres 19.5 apart about the middle (120), at
    // 120 + (slot − 1.5) × 19.5; dots 8 across, centred down (20 + 13.75).
    #expect(drawn.fills.count == 4)
    for slot in 0..<4 {
      let center = 120 + (Double(slot) - 1.5) * 19.5
      #expect(same(drawn.rect(slot), Rect(x: center - 4, y: 33.75 - 4, width: 8, height: 8)))
      let isCurrent = slot == 2
      #expect(matches(drawn.fills[slot].color, isCurrent ? "#FFFFFF" : "#3A3A3C"), "slot \(slot)")
    }
    pages.numberOfPages = 1
    pages.hidesForSinglePage = true
    #expect(try DrawnControl(pages).fills.isEmpty)
  }

  @Test func aPageControlsDefaultDotsAreWhiteInLightAndDark() throws {
    for appearance in [Appearance.light, .dark] {
      let pages = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 27.5))
      pages.numberOfPages = 3
      pages.currentPage = 1
      let drawn = try DrawnControl(pages, appearance: appearance)
      // systemWhiteColor for the current page, _pageControlIndicatorColor (white at 45 %) for
      // the others, whatever the appearance.
      #expect(matches(drawn.fills[1].color, "#FFFFFF"), "\(appearance)")
      #expect(matches(drawn.fills[0].color, "#FFFFFF", alpha: 0.45), "\(appearance)")
      #expect(matches(drawn.fills[2].color, "#FFFFFF", alpha: 0.45), "\(appearance)")
    }
  }

  @Test func aPageControlRunsRightToLeftInARightToLeftLayout() throws {
    let pages = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 27.5))
    pages.numberOfPages = 4
    pages.semanticContentAttribute = .forceRightToLeft
    let drawn = try DrawnControl(pages)
    // Page 0 (the current one) is the rightmost dot, 1.5 pitches of 11.5 + 8 right of the
    // middle (120); page 3 the leftmost.
    #expect(same(drawn.rect(0), Rect(x: 120 + 1.5 * 19.5 - 4, y: 33.75 - 4, width: 8, height: 8)))
    #expect(same(drawn.rect(3), Rect(x: 120 - 1.5 * 19.5 - 4, y: 33.75 - 4, width: 8, height: 8)))
    #expect(matches(drawn.fills[0].color, "#FFFFFF"))
  }

  // MARK: UIActivityIndicatorView

  @Test func anActivityIndicatorDrawsEightSpokesFadingFromTheOneBeforeTheTop() throws {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
    spinner.startAnimating()
    let light = try DrawnControl(spinner), dark = try DrawnControl(spinner, appearance: .dark)
    // Eight spokes; at rest their opacities from the top clockwise are Flutter's _kAlphaValues.
    let alphas = [47, 47, 47, 47, 72, 97, 122, 147]
    #expect(light.fills.count == 8)
    for (index, alpha) in alphas.enumerated() {
      #expect(matches(light.fills[index].color, "#3C3C44", alpha: Double(alpha) / 255), "spoke \(index)")
      #expect(matches(dark.fills[index].color, "#EBEBF5", alpha: Double(alpha) / 255), "spoke \(index)")
    }
    // Radius 10 about the centre (30, 30): the top spoke is 10 / 5 = 2 wide and runs from 10 to
    // 10 / 3 above the centre; the one at 3 o'clock from 10 / 3 to 10 right of it.
    #expect(same(light.rect(0), Rect(x: 29, y: 20, width: 2, height: 10 - 10.0 / 3)))
    #expect(same(light.rect(2), Rect(x: 30 + 10.0 / 3, y: 29, width: 10 - 10.0 / 3, height: 2)))
  }

  @Test func aLargeActivityIndicatorsSpokesFillItsGear() throws {
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.color = .systemRed
    spinner.frame = CGRect(x: 20, y: 20, width: 37, height: 37)
    spinner.startAnimating()
    let drawn = try DrawnControl(spinner)
    // The gear is 35 across: radius 17.5 about (38.5, 38.5); the bottom spoke is 3.5 wide.
    let radius = 17.5
    #expect(
      same(drawn.rect(4), Rect(x: 38.5 - 1.75, y: 38.5 + radius / 3, width: 3.5, height: radius * 2 / 3)))
    #expect(matches(drawn.fills[7].color, "#FF3B30", alpha: 147.0 / 255))
    spinner.stopAnimating()
    #expect(try DrawnControl(spinner).fills.isEmpty, "hidden while stopped")
  }

  // MARK: UIStepper

  @Test func aStepperHasTheSegmentedControlsBackgroundDividerAndTwoGlyphs() throws {
    let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
    stepper.value = 3
    let drawn = try DrawnControl(stepper, appearance: .dark)
    // Background, divider, minus, plus.
    #expect(drawn.fills.count == 4)
    #expect(same(drawn.rect(0), Rect(x: 20, y: 20, width: 94, height: 32)))
    // Halves (94 − 1) / 2 = 46.5 wide; the 1-point divider between them, 7 points in from the top
    // and bottom (32 − 14 = 18 tall), #8E8E93 at 30 %.
    let half = (94.0 - 1) / 2
    #expect(same(drawn.rect(1), Rect(x: 20 + half, y: 27, width: 1, height: 18)))
    #expect(matches(drawn.fills[1].color, "#8E8E93", alpha: 0.3))
    // The minus centred in the left half, the plus in the right one: 14 long, 2 thick, centred
    // down (20 + 16).
    #expect(same(drawn.rect(2), Rect(x: 20 + half / 2 - 7, y: 36 - 1, width: 14, height: 2)))
    #expect(same(drawn.rect(3), Rect(x: 114 - half / 2 - 7, y: 36 - 7, width: 14, height: 14)))
    // tertiarySystemFill and the label colour, dark values.
    #expect(matches(drawn.fills[0].color, "#767680", alpha: 0.24))
    #expect(matches(drawn.fills[2].color, "#FFFFFF"))
  }

  @Test func aStepperPutsThePlusOnTheLeftRightToLeft() throws {
    let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
    stepper.semanticContentAttribute = .forceRightToLeft
    let drawn = try DrawnControl(stepper)
    let half = (94.0 - 1) / 2
    #expect(
      same(drawn.rect(2), Rect(x: 114 - half / 2 - 7, y: 35, width: 14, height: 2)), "minus on the right")
    #expect(same(drawn.rect(3), Rect(x: 20 + half / 2 - 7, y: 29, width: 14, height: 14)), "plus on the left")
  }

  @Test func aStepperDimsTheSideThatCannotStepAndFadesWhenDisabled() throws {
    func glyphColors(value: Double, enabled: Bool = true) throws -> (minus: Color, plus: Color) {
      let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
      stepper.maximumValue = 10
      stepper.value = value
      stepper.isEnabled = enabled
      let fills = try DrawnControl(stepper).fills
      return (fills[2].color, fills[3].color)
    }
    let label = UIColor.label.layoutShotColor.resolved(for: .light)
    let dimmed = UIColor.tertiaryLabel.layoutShotColor.resolved(for: .light)
    let atMinimum = try glyphColors(value: 0)
    #expect(atMinimum.minus == dimmed && atMinimum.plus == label)
    let atMaximum = try glyphColors(value: 10)
    #expect(atMaximum.minus == label && atMaximum.plus == dimmed)
    // Disabled: both sides can still step, the whole stepper at half opacity.
    let disabled = try glyphColors(value: 5, enabled: false)
    #expect(matches(disabled.minus, "#000000", alpha: 0.5) && disabled.plus == disabled.minus)
  }
}
