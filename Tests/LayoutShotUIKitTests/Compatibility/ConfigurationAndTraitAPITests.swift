import Foundation
import LayoutShot
import LayoutShotUIKit
import Testing

// The iOS 15 and 17 APIs apps reach for with configured buttons and traits: a button's background
// configuration, title attribute transformer and update handler; one-trait collections,
// `hasDifferentColorAppearance(comparedTo:)`, `modifyingTraits(_:)`, trait change registration,
// and a container's trait override for a child. Colours are Documentation/SystemColors.md's.

/// The fills of `view`'s drawing and text when it is framed at (20, 20) on a 360 × 200 screen.
@MainActor
private func fills(of view: UIView, named name: String) throws -> [DrawCommand.Fill] {
  view.accessibilityIdentifier = name
  let program = UIKitLayout.view("Board") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
    root.addSubview(view)
    return root
  }
  return try LayoutEngine().solve(program, on: Screen(size: Size(width: 360, height: 200), os: .ios18))
    .scene()
    .commands
    .compactMap { command -> DrawCommand.Fill? in
      if case .fill(let fill) = command, fill.name?.hasPrefix(name + ".") == true { return fill }
      return nil
    }
}

@MainActor
@Suite("Configured buttons and trait APIs")
struct ConfigurationAndTraitAPITests {

  @Test func aBackgroundConfigurationColoursStrokesAndRoundsTheButton() throws {
    var configuration = UIButton.Configuration.filled()
    configuration.background.backgroundColor = .systemRed
    configuration.background.strokeColor = .black
    configuration.background.strokeWidth = 2
    configuration.cornerStyle = .fixed
    configuration.background.cornerRadius = 10
    let drawn = try fills(of: configuredButton(configuration), named: "go")
    let background = try #require(drawn.first { $0.name == "go.drawing" })
    // systemRed light #FF3B30, in place of the filled style's tint.
    #expect(background.color == Color.systemRed.resolved(for: .light))
    guard case .roundedRect(let rounded) = background.shape else {
      Issue.record("the background is not a rounded rectangle: \(background.shape)")
      return
    }
    #expect(rounded.radii.uniformRadius == 10)
    // The stroke: a 2-point border inside the bounds, in black.
    let stroke = try #require(drawn.filter { $0.name == "go.drawing" }.dropFirst().first)
    #expect(stroke.color == Color.black)
    guard case .border(_, let width) = stroke.shape else {
      Issue.record("the stroke is not a border: \(stroke.shape)")
      return
    }
    #expect(width == 2)
  }

  @Test func aTitleTransformerSetsTheTitlesFontAndColour() throws {
    var configuration = UIButton.Configuration.plain()
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = .boldSystemFont(ofSize: 30)
      outgoing.foregroundColor = .systemGreen
      return outgoing
    }
    let plain = configuredButton(configuration)
    let text = try #require(try fills(of: plain, named: "go").first { $0.name == "go.text" })
    #expect(text.color == Color.systemGreen.resolved(for: .light))
    // Laid out by its intrinsic size, the button is the 30-point bold line (on the 2x grid) plus
    // the configuration's 7 points above and below.
    let sized = configuredButton(configuration)
    sized.translatesAutoresizingMaskIntoConstraints = false
    sized.accessibilityIdentifier = "sized"
    let held = sized
    let program = UIKitLayout.view("Sized") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
      root.addSubview(held)
      held.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      held.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      return root
    }
    let solved = try LayoutEngine().solve(program, on: Screen(size: Size(width: 360, height: 200)))
    let line = Double((UIFont.boldSystemFont(ofSize: 30).lineHeight * 2).rounded(.up) / 2)
    #expect(solved.frame(of: "sized")?.height == line + 14)
  }

  @Test func theUpdateHandlerRunsBeforeEachSolve() throws {
    let toggle = configuredButton(.filled())
    var calls = 0
    toggle.configurationUpdateHandler = { button in
      calls += 1
      button.configuration?.baseBackgroundColor = button.isSelected ? .systemGreen : .systemBlue
    }
    toggle.isSelected = true
    let background = try #require(
      try fills(of: toggle, named: "toggle").first { $0.name == "toggle.drawing" })
    #expect(calls >= 1)
    #expect(background.color == Color.systemGreen.resolved(for: .light))
  }

  @Test func oneTraitCollectionsAndTheirComparison() {
    #expect(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
    #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
    #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
    #expect(UITraitCollection(displayScale: 3).displayScale == 3)
    #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(light.hasDifferentColorAppearance(comparedTo: dark))
    #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    // Only the colour traits count: another size class draws the same colours.
    let wide = UITraitCollection(traitsFrom: [light, UITraitCollection(horizontalSizeClass: .regular)])
    #expect(!light.hasDifferentColorAppearance(comparedTo: wide))
  }

  @Test func modifyingTraitsChangesOnlyWhatTheClosureSets() {
    let base = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
    ])
    let sheet = base.modifyingTraits { $0.userInterfaceLevel = .elevated }
    #expect(sheet.userInterfaceLevel == .elevated)
    #expect(sheet.userInterfaceStyle == .dark && sheet.horizontalSizeClass == .compact)
    // #1C1C1E: systemBackground dark elevated.
    #expect(UIColor.systemBackground.resolvedColor(with: sheet).layoutShotColor == Color(hex: "#1C1C1E"))
  }

  @Test func traitChangeRegistrationsAreKeptAndNeverCalled() throws {
    final class Badge: UIView {
      var changes = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]) {
          (self: Badge, _: UITraitCollection) in
          self.changes += 1
        }
      }
      required init?(coder: NSCoder) { nil }
    }
    let badge = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let registration = badge.registerForTraitChanges(
      [UITraitHorizontalSizeClass.self], action: "sizeClassChanged")
    badge.unregisterForTraitChanges(registration)
    _ = try fills(of: badge, named: "badge")
    #expect(badge.changes == 0)
  }

  @Test func aContainerOverridesItsChildsTraits() {
    let container = UIViewController()
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let compact = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
    ])
    container.setOverrideTraitCollection(compact, forChild: child)
    #expect(container.overrideTraitCollection(forChild: child) === compact)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(child.view.traitCollection.userInterfaceStyle == .dark)
    #expect(child.view.layoutShotView.overrideAppearance == .dark)
    // The child's own override wins.
    child.overrideUserInterfaceStyle = .light
    #expect(child.view.traitCollection.userInterfaceStyle == .light)
    container.setOverrideTraitCollection(nil, forChild: child)
    // Outside a layout there is no screen, so nothing but the override gave a size class.
    #expect(container.overrideTraitCollection(forChild: child) == nil)
    #expect(child.traitCollection.horizontalSizeClass == .unspecified)
  }
}
