import Foundation
import LayoutShot
import LayoutShotUIKit
import Testing

// How segmented controls, text fields and buttons draw, read from the scene of a control placed
// by frame at (20, 20) on a light or dark screen. The expected numbers are worked out here from
// the figures cited where each control is written: UIKitCore as decompiled for iOS 18.2, and
// Flutter's Cupertino widgets, which copy iOS.

@MainActor
@Suite("How segmented controls, text fields and buttons look")
struct SelectionAndInputLookTests {
  // MARK: UISegmentedControl

  /// Three equal segments in a 300 × 32 control at (20, 20).
  private func segments(selected: Int) -> UISegmentedControl {
    let control = UISegmentedControl(items: ["One", "Two", "Six"])
    control.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
    control.selectedSegmentIndex = selected
    return control
  }

  @Test func theSelectedSegmentSitsOnAPlateInsetByTwoPoints() throws {
    let drawn = try DrawnControl(segments(selected: 1))
    // Background, ring, plate, then titles (text, not fills): no dividers beside the selection.
    #expect(drawn.fills.count == 3)
    #expect(same(drawn.rect(0), Rect(x: 20, y: 20, width: 300, height: 32)))
    // Two 1-point dividers leave 298 points: segments 298 / 3 wide, the second starting one
    // segment and one divider in. Its plate is inset 2 all round.
    let segment = 298.0 / 3
    let plate = Rect(x: 20 + segment + 1 + 2, y: 22, width: segment - 4, height: 28)
    #expect(same(drawn.rect(2), plate))
    #expect(same(drawn.rect(1), Rect(x: plate.minX - 0.5, y: 21.5, width: plate.width + 1, height: 29)))
    // Corners: 8 for the background, 7 for the plate.
    #expect(drawn.radius(0) == 8)
    #expect(drawn.radius(2) == 7)
    // Two shadows under the plate: black at 12 % 3 down, blur radius 8; at 4 %, blur radius 1,
    // each a Flutter BoxShadow's: σ = 0.57735 r + 0.5, so 5.1188 and 1.07735.
    #expect(drawn.shadows.count == 2)
    #expect(drawn.shadows.map(\.blur) == [0.577_35 * 8 + 0.5, 0.577_35 * 1 + 0.5])
    #expect(drawn.shadows.allSatisfy { $0.offset == Size(width: 0, height: 3) })
    #expect(matches(drawn.shadows[0].color, "#000000", alpha: 0.12))
    #expect(matches(drawn.shadows[1].color, "#000000", alpha: 0.04))
  }

  @Test func dividersSitOnlyBetweenUnselectedNeighbours() throws {
    // Selected first: only the divider between the second and third segments, 18 high.
    let first = try DrawnControl(segments(selected: 0))
    let segment = 298.0 / 3
    #expect(first.fills.count == 4)
    #expect(same(first.rect(3), Rect(x: 20 + 2 * segment + 1, y: 27, width: 1, height: 18)))
    #expect(matches(first.fills[3].color, "#8E8E93", alpha: 0.3))
    // Nothing selected: both dividers and no plate.
    let none = try DrawnControl(segments(selected: UISegmentedControl.noSegment))
    #expect(none.fills.count == 3)
    #expect(none.shadows.isEmpty)
    #expect(same(none.rect(1), Rect(x: 20 + segment, y: 27, width: 1, height: 18)))
    #expect(same(none.rect(2), Rect(x: 20 + 2 * segment + 1, y: 27, width: 1, height: 18)))
  }

  @Test func thePlateIsWhiteInLightGreyInDarkOrTheTint() throws {
    #expect(matches(try DrawnControl(segments(selected: 1)).fills[2].color, "#FFFFFF"))
    #expect(matches(try DrawnControl(segments(selected: 1), appearance: .dark).fills[2].color, "#636366"))
    // The background is tertiarySystemFill: #767680 at 12 % in light, at 24 % in dark.
    #expect(matches(try DrawnControl(segments(selected: 1)).fills[0].color, "#767680", alpha: 0.12))
    #expect(
      matches(
        try DrawnControl(segments(selected: 1), appearance: .dark).fills[0].color, "#767680", alpha: 0.24))
    let tinted = segments(selected: 1)
    tinted.selectedSegmentTintColor = .systemYellow
    #expect(matches(try DrawnControl(tinted).fills[2].color, "#FFCC00"))
  }

  // MARK: UITextField

  /// A 200 × 34 rounded-rect field at (20, 20).
  private func field(text: String? = nil) -> UITextField {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.text = text
    return field
  }

  @Test func aRoundedFieldIsWhiteOrBlackWithAFaintHairline() throws {
    let light = try DrawnControl(field())
    #expect(light.fills.count == 2)
    #expect(matches(light.fills[0].color, "#FFFFFF"))
    #expect(matches(light.fills[1].color, "#000000", alpha: 0.2))
    #expect(light.borderWidth(1) == 0.5, "one pixel at 2x")
    let dark = try DrawnControl(field(), appearance: .dark)
    #expect(matches(dark.fills[0].color, "#000000"))
    #expect(matches(dark.fills[1].color, "#FFFFFF", alpha: 0.2))
    let disabled = field()
    disabled.isEnabled = false
    #expect(matches(try DrawnControl(disabled).fills[0].color, "#FAFAFA"))
    #expect(matches(try DrawnControl(disabled, appearance: .dark).fills[0].color, "#050505"))
  }

  @Test func theClearButtonShowsAtTheRightEdgeWhenThereIsText() throws {
    let empty = field()
    empty.clearButtonMode = .always
    #expect(try DrawnControl(empty).fills.count == 2, "no text, no clear button")
    let filled = field(text: "Anna")
    filled.clearButtonMode = .always
    let drawn = try DrawnControl(filled)
    // Fill, border, circle, cross. The 18-point circle is centred 30 / 2 = 15 points from the
    // right edge (6 + 18 + 6 of room), down the middle: x 20 + 200 − 15 − 9 = 196, y 20 + 17 − 9.
    #expect(drawn.fills.count == 4)
    #expect(same(drawn.rect(2), Rect(x: 196, y: 28, width: 18, height: 18)))
    #expect(matches(drawn.fills[2].color, "#000000", alpha: 0.2))
    // The cross is cut out in the field's white and stays inside the circle.
    #expect(matches(drawn.fills[3].color, "#FFFFFF"))
    let cross = try #require(drawn.rect(3))
    #expect(cross.minX > 196 && cross.maxX < 214 && cross.minY > 28 && cross.maxY < 46)
    #expect(abs(cross.midX - 205) < 1e-9 && abs(cross.midY - 37) < 1e-9)
    // In dark, the circle is white at 20 % and the cross black.
    let dark = try DrawnControl(filled, appearance: .dark)
    #expect(matches(dark.fills[2].color, "#FFFFFF", alpha: 0.2))
    #expect(matches(dark.fills[3].color, "#000000"))
  }

  // MARK: UIButton

  @Test func configurationsDrawTheirBackgroundByStyle() throws {
    #expect(try DrawnControl(configuredButton(.plain())).fills.isEmpty)
    let filled = try DrawnControl(configuredButton(.filled()))
    #expect(same(filled.rect(0), Rect(x: 20, y: 20, width: 100, height: 40)))
    #expect(matches(filled.fills[0].color, "#007AFF"))
    // Tinted: the tint at 12 % in light, at 26 % in dark (systemBlue is #0A84FF in dark).
    #expect(matches(try DrawnControl(configuredButton(.tinted())).fills[0].color, "#007AFF", alpha: 0.12))
    #expect(
      matches(
        try DrawnControl(configuredButton(.tinted()), appearance: .dark).fills[0].color, "#0A84FF",
        alpha: 0.26))
    var based = UIButton.Configuration.tinted()
    based.baseBackgroundColor = .systemRed
    #expect(matches(try DrawnControl(configuredButton(based)).fills[0].color, "#FF3B30", alpha: 0.12))
    // A capsule: the corner radius at least half the height.
    var capsule = UIButton.Configuration.filled()
    capsule.cornerStyle = .capsule
    #expect(try DrawnControl(configuredButton(capsule)).radius(0) ?? 0 >= 20)
  }

  @Test func disabledAndHighlightedButtonsChangeTheirLook() throws {
    let disabled = configuredButton(.filled())
    disabled.isEnabled = false
    // quaternarySystemFill: #747480 at 8 % in light.
    #expect(matches(try DrawnControl(disabled).fills[0].color, "#747480", alpha: 0.08))
    let highlighted = configuredButton(.filled())
    highlighted.isHighlighted = true
    #expect(matches(try DrawnControl(highlighted).fills[0].color, "#007AFF", alpha: 0.4))
  }

  @Test func aSelectedToggleIsDrawnInItsSelectionStyle() throws {
    // UIKitCore's style behaviours: a selected plain button draws as tinted (the tint at 12 %), a
    // selected tinted one as filled (the tint, a white title); filled ones do not change, and
    // neither does a button that turns the update off.
    let selected: @MainActor @Sendable (UIButton.Configuration) -> UIButton = { configuration in
      let toggle = configuredButton(configuration)
      toggle.isSelected = true
      return toggle
    }
    #expect(matches(try DrawnControl(selected(.plain())).fills[0].color, "#007AFF", alpha: 0.12))
    #expect(matches(try DrawnControl(selected(.tinted())).fills[0].color, "#007AFF"))
    #expect(matches(try DrawnControl(selected(.filled())).fills[0].color, "#007AFF"))
    var fixed = UIButton.Configuration.plain()
    fixed.automaticallyUpdateForSelection = false
    #expect(try DrawnControl(selected(fixed)).fills.isEmpty)
    #expect(UIButton.Configuration.plain().automaticallyUpdateForSelection)
    #expect(!UIButton.Configuration.bordered().automaticallyUpdateForSelection)
    // The filled look's title is white.
    let program = UIKitLayout.view("Toggle") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let toggle = selected(.tinted())
      toggle.accessibilityIdentifier = "toggle"
      root.addSubview(toggle)
      return root
    }
    let fills = try LayoutEngine().solve(program, on: Screen(size: Size(width: 200, height: 100))).scene()
      .commands
      .compactMap { command -> DrawCommand.Fill? in
        if case .fill(let fill) = command, fill.name == "toggle.text" { return fill }
        return nil
      }
    #expect(fills.first?.color == .white)
  }

  @Test func aSystemButtonsTitleFollowsItsState() throws {
    func titleColor(_ configure: (UIButton) -> Void, appearance: Appearance = .light) throws -> Color? {
      let button = UIButton(type: .system)
      button.setTitle("Send", for: .normal)
      button.frame = CGRect(x: 20, y: 20, width: 80, height: 30)
      configure(button)
      button.accessibilityIdentifier = "control"
      let shown = button
      let program = UIKitLayout.view("Control") { () -> UIView in
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(shown)
        return root
      }
      var screen = Screen(device: "board", size: Size(width: 200, height: 100), scale: 2, os: .ios18)
      screen.appearance = appearance
      for command in try LayoutEngine().solve(program, on: screen).scene().commands {
        // The title's glyphs are the only text in the scene.
        if case .fill(let fill) = command, fill.text != nil { return fill.color }
      }
      return nil
    }
    #expect(try titleColor { _ in }.map { matches($0, "#007AFF") } == true)
    // Disabled: tertiaryLabel, #3C3C43 at 30 % in light and #EBEBF5 at 30 % in dark.
    #expect(try titleColor { $0.isEnabled = false }.map { matches($0, "#3C3C43", alpha: 0.3) } == true)
    #expect(
      try titleColor({ $0.isEnabled = false }, appearance: .dark).map { matches($0, "#EBEBF5", alpha: 0.3) }
        == true)
    // Highlighted: the tint at 40 %.
    #expect(try titleColor { $0.isHighlighted = true }.map { matches($0, "#007AFF", alpha: 0.4) } == true)
  }
}
