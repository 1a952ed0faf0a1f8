import Foundation
import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

// Dark mode the UIKit way: dynamic `UIColor`s (the system ones and `UIColor { traits in … }`),
// `resolvedColor(with:)`, trait collections built to resolve them, and
// `overrideUserInterfaceStyle` on views and controllers. Expected values are
// Documentation/SystemColors.md's, written as its tables print them; tints are the iOS 26 palette's
// (Documentation/SystemColors.md#ios-26-palette), the default edition's, outside a layout.

/// The colour `#RRGGBB` of Documentation/SystemColors.md's tables.
private func table(_ hex: String) -> Color {
  Color(hex: hex) ?? .magenta
}

/// `phone` (375 × 667 at 2x) in dark mode.
private let darkPhone: Screen = {
  var screen = phone
  screen.appearance = .dark
  return screen
}()

private let dark = UITraitCollection(userInterfaceStyle: .dark)
private let light = UITraitCollection(userInterfaceStyle: .light)

/// The fill named `name` in the scene of `solved`.
private func fill(_ name: String, in solved: SolvedLayout) throws -> DrawCommand.Fill {
  let fills = try solved.scene().commands.compactMap { command -> DrawCommand.Fill? in
    if case .fill(let fill) = command { return fill }
    return nil
  }
  return try #require(fills.first { $0.name == name }, "no fill named \(name) in \(fills.compactMap(\.name))")
}

/// A controller whose view is the system background with a label in the default colour, and a
/// card that may override the appearance; it records the traits it and its views report.
private final class AppearanceController: UIViewController, @unchecked Sendable {
  let ownStyle: UIUserInterfaceStyle
  let cardStyle: UIUserInterfaceStyle
  var styles: [String: UIUserInterfaceStyle] = [:]

  init(ownStyle: UIUserInterfaceStyle, cardStyle: UIUserInterfaceStyle) {
    self.ownStyle = ownStyle
    self.cardStyle = cardStyle
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    overrideUserInterfaceStyle = ownStyle
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.text = "Title"
    let card = UIView()
    card.accessibilityIdentifier = "card"
    card.overrideUserInterfaceStyle = cardStyle
    card.backgroundColor = .secondarySystemBackground
    let note = UILabel()
    note.accessibilityIdentifier = "note"
    note.text = "Note"
    for subview in [title, card, note] { subview.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(title)
    view.addSubview(card)
    card.addSubview(note)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
      note.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      note.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
    ])
    styles = [
      "controller": traitCollection.userInterfaceStyle, "view": view.traitCollection.userInterfaceStyle,
      "title": title.traitCollection.userInterfaceStyle, "note": note.traitCollection.userInterfaceStyle,
    ]
  }
}

@MainActor
@Suite("Dark mode in UIKit code")
struct DarkModeTests {
  // MARK: Resolving colours

  @Test func systemColoursResolveForTheTraits() {
    #expect(UIColor.label.resolvedColor(with: light).layoutShotColor == table("#000000"))
    #expect(UIColor.label.resolvedColor(with: dark).layoutShotColor == table("#FFFFFF"))
    // An unspecified style resolves as light, as in UIKit.
    let unspecified = UITraitCollection(userInterfaceStyle: .unspecified)
    #expect(UIColor.systemBackground.resolvedColor(with: unspecified).layoutShotColor == table("#FFFFFF"))
    #expect(UIColor.systemBlue.resolvedColor(with: dark).layoutShotColor == table("#0091FF"))
    // Elevated and increased contrast (systemBackground, an element colour; systemBlue, a tint).
    let sheet = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
    #expect(sheet.userInterfaceStyle == .dark && sheet.userInterfaceLevel == .elevated)
    #expect(UIColor.systemBackground.resolvedColor(with: sheet).layoutShotColor == table("#1C1C1E"))
    let contrastSheet = UITraitCollection(traitsFrom: [
      sheet, UITraitCollection(accessibilityContrast: .high),
    ])
    #expect(UIColor.systemBackground.resolvedColor(with: contrastSheet).layoutShotColor == table("#242426"))
    let contrast = UITraitCollection(accessibilityContrast: .high)
    #expect(UIColor.systemBlue.resolvedColor(with: contrast).layoutShotColor == table("#1E6EF4"))
    // A resolved colour is plain; a plain colour resolves to itself.
    #expect(!UIColor.label.resolvedColor(with: dark).layoutShotColor.isDynamic)
    let red = UIColor.red
    #expect(red.resolvedColor(with: dark) === red)
  }

  @Test func aProviderIsAskedForEveryAppearance() {
    var asked: [String] = []
    let color = UIColor { traits in
      asked.append(
        "\(traits.userInterfaceStyle) \(traits.userInterfaceLevel) \(traits.accessibilityContrast)")
      switch (traits.userInterfaceStyle, traits.userInterfaceLevel, traits.accessibilityContrast) {
      case (.dark, .elevated, _): return UIColor(white: 0.2, alpha: 1)
      case (.dark, _, .high): return UIColor(white: 0, alpha: 1)
      case (.dark, _, _): return UIColor(white: 0.1, alpha: 1)
      case (_, _, .high): return UIColor(white: 1, alpha: 1)
      default: return UIColor(white: 0.9, alpha: 1)
      }
    }
    #expect(
      asked.sorted() == [
        "dark base high", "dark base normal", "dark elevated high", "dark elevated normal", "light base high",
        "light base normal",
      ])
    #expect(color.resolvedColor(with: light).layoutShotColor == Color(white: 0.9))
    #expect(color.resolvedColor(with: dark).layoutShotColor == Color(white: 0.1))
    let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
    #expect(color.resolvedColor(with: elevated).layoutShotColor == Color(white: 0.2))
    let darkContrast = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
    #expect(color.resolvedColor(with: darkContrast).layoutShotColor == Color(white: 0))
    let lightContrast = UITraitCollection(accessibilityContrast: .high)
    #expect(color.resolvedColor(with: lightContrast).layoutShotColor == Color(white: 1))
  }

  @Test func aProviderMayAnswerWithDynamicColours() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemOrange : .label }
    #expect(color.resolvedColor(with: light).layoutShotColor == table("#000000"))
    #expect(color.resolvedColor(with: dark).layoutShotColor == table("#FF9230"))
    // Two providers that give the same colours are equal.
    #expect(color == UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .label })
    #expect(UIColor { _ in .red } == UIColor.red)
  }

  @Test func alphaKeepsTheAppearances() {
    let faded = UIColor.systemBlue.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: dark).layoutShotColor == table("#0091FF").withAlphaComponent(0.5))
    #expect(faded.resolvedColor(with: light).layoutShotColor == table("#0088FF").withAlphaComponent(0.5))
  }

  @Test func componentsAndCGColorsReadTheCurrentTraits() {
    var white: CGFloat = -1
    UIColor.label.getWhite(&white, alpha: nil)
    #expect(white == 0)
    #expect(UIColor.label.cgColor.layoutShotColor == table("#000000"))
    dark.performAsCurrent {
      var red: CGFloat = -1
      UIColor.systemRed.getRed(&red, green: nil, blue: nil, alpha: nil)
      // systemRed dark: #FF4245.
      #expect(red == 1)
      #expect(UIColor.systemRed.cgColor.layoutShotColor == table("#FF4245"))
      #expect(UITraitCollection.current.userInterfaceStyle == .dark)
    }
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
  }

  // MARK: Traits and overrides

  @Test func aViewsTraitsReportTheOverrideAboveIt() {
    let parent = UIView()
    let child = UIView()
    let grandchild = UIView()
    parent.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.traitCollection.userInterfaceStyle == .unspecified)
    parent.overrideUserInterfaceStyle = .dark
    #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
    #expect(parent.layoutShotView.overrideAppearance == .dark)
    #expect(child.layoutShotView.overrideAppearance == nil)
    child.overrideUserInterfaceStyle = .light
    #expect(grandchild.traitCollection.userInterfaceStyle == .light)
    child.overrideUserInterfaceStyle = .unspecified
    #expect(child.layoutShotView.overrideAppearance == nil)
    #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func traitOverridesAreInheritedAndReported() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    #expect(!parent.traitOverrides.contains(\.userInterfaceLevel))
    parent.traitOverrides.userInterfaceLevel = .elevated
    parent.traitOverrides.horizontalSizeClass = .regular
    parent.traitOverrides.accessibilityContrast = .high
    #expect(parent.traitOverrides.contains(\.userInterfaceLevel))
    #expect(child.traitCollection.userInterfaceLevel == .elevated)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.accessibilityContrast == .high)
    #expect(parent.layoutShotView.overrideLevel == .elevated)
    #expect(parent.layoutShotView.overrideIncreasesContrast == true)
    // A child's own override wins; removing an override follows the parent again.
    child.traitOverrides.userInterfaceLevel = .base
    #expect(child.traitCollection.userInterfaceLevel == .base)
    parent.traitOverrides.remove(\.userInterfaceLevel)
    #expect(!parent.traitOverrides.contains(\.userInterfaceLevel))
    #expect(parent.layoutShotView.overrideLevel == nil)
    // overrideUserInterfaceStyle wins over the style in traitOverrides.
    parent.traitOverrides.userInterfaceStyle = .light
    parent.overrideUserInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func aControllersTraitOverridesReachItsViewsAndLabels() throws {
    /// A sheet's controller: elevated, at AX5, with a body label that follows Dynamic Type.
    final class Sheet: UIViewController, @unchecked Sendable {
      var reported: UITraitCollection?
      override func viewDidLoad() {
        super.viewDidLoad()
        traitOverrides.userInterfaceLevel = .elevated
        traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        view.backgroundColor = .systemBackground
        let body = UILabel()
        body.accessibilityIdentifier = "body"
        body.text = "Body"
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        body.topAnchor.constraint(equalTo: view.topAnchor, constant: 80).isActive = true
        body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        reported = body.traitCollection
      }
    }
    let sheet = Sheet()
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Sheet") { sheet }, on: darkPhone)
    #expect(sheet.reported?.userInterfaceLevel == .elevated)
    #expect(sheet.reported?.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
    // Element colours, dark elevated: systemBackground #1C1C1E. The body style at AX5: 53 points (HIG).
    #expect(try fill("view.background", in: solved).color == table("#1C1C1E"))
    #expect(solved.textLayout(of: "body")?.text.font.pointSize == 53)
  }

  @Test func uikitColoursTakeTheScreensPalette() throws {
    // systemBlue in the iOS 26 palette is #0088FF light; the traits a layout's code reads
    // resolve it so, in UIKit's `resolvedColor(with:)` too.
    final class Seen: @unchecked Sendable { var blue: Color? }
    let seen = Seen()
    var screen = phone
    screen.os = .ios26
    let program = UIKitLayout.view("Tint") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.backgroundColor = .systemBlue
      seen.blue = UIColor.systemBlue.resolvedColor(with: root.traitCollection).layoutShotColor
      return root
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(seen.blue == table("#0088FF"))
    #expect(try fill("Tint.background", in: solved).color == table("#0088FF"))
  }

  @Test func aControllersOverrideIsItsViews() {
    let controller = UIViewController()
    controller.overrideUserInterfaceStyle = .dark
    #expect(controller.view.layoutShotView.overrideAppearance == .dark)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    // The view's own override wins over the controller's.
    controller.view.overrideUserInterfaceStyle = .light
    #expect(controller.view.layoutShotView.overrideAppearance == .light)
    controller.view.overrideUserInterfaceStyle = .unspecified
    #expect(controller.view.layoutShotView.overrideAppearance == .dark)
    // A view given to the controller takes its override; the old one loses it.
    let old = controller.view!
    controller.view = UIView()
    #expect(controller.view.layoutShotView.overrideAppearance == .dark)
    #expect(old.layoutShotView.overrideAppearance == nil)
  }

  @Test func aDarkScreenDrawsDark() throws {
    let controller = AppearanceController(ownStyle: .unspecified, cardStyle: .unspecified)
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Dark") { controller }, on: darkPhone)
    #expect(controller.styles == ["controller": .dark, "view": .dark, "title": .dark, "note": .dark])
    // Dark element colours: systemBackground #000000, secondarySystemBackground #1C1C1E, label #FFFFFF.
    #expect(try fill("view.background", in: solved).color == table("#000000"))
    #expect(try fill("card.background", in: solved).color == table("#1C1C1E"))
    #expect(try fill("title.text", in: solved).color == table("#FFFFFF"))
    #expect(try fill("note.text", in: solved).color == table("#FFFFFF"))
  }

  @Test func aViewOverridesADarkScreen() throws {
    let controller = AppearanceController(ownStyle: .unspecified, cardStyle: .light)
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Card") { controller }, on: darkPhone)
    #expect(controller.styles["title"] == .dark && controller.styles["note"] == .light)
    #expect(try fill("view.background", in: solved).color == table("#000000"))
    // The card and its label are light: #F2F2F7 and #000000.
    #expect(try fill("card.background", in: solved).color == table("#F2F2F7"))
    #expect(try fill("note.text", in: solved).color == table("#000000"))
    #expect(try fill("title.text", in: solved).color == table("#FFFFFF"))
  }

  @Test func aControllerOverridesALightScreen() throws {
    let controller = AppearanceController(ownStyle: .dark, cardStyle: .unspecified)
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Dark") { controller }, on: phone)
    #expect(controller.styles == ["controller": .dark, "view": .dark, "title": .dark, "note": .dark])
    #expect(try fill("view.background", in: solved).color == table("#000000"))
    #expect(try fill("title.text", in: solved).color == table("#FFFFFF"))
  }

  @Test func aProviderInALayoutSeesTheScreen() throws {
    /// The display scales the provider is asked with.
    final class Scales: @unchecked Sendable { var seen: Set<CGFloat> = [] }
    let scales = Scales()
    let program = UIKitLayout.view("Provider") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
      root.backgroundColor = UIColor { traits in
        scales.seen.insert(traits.displayScale)
        return traits.userInterfaceStyle == .dark ? .systemIndigo : .white
      }
      return root
    }
    let solved = try LayoutEngine().solve(program, on: darkPhone)
    #expect(scales.seen == [2])
    // systemIndigo dark on the iOS 18 phone: #5E5CE6.
    #expect(try fill("Provider.background", in: solved).color == table("#5E5CE6"))
  }

  @Test(arguments: [2.0, 3.0])
  func thePNGOfADarkScreenIsDark(scale: Double) throws {
    var screen = darkPhone
    screen.scale = scale
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Dark") { AppearanceController(ownStyle: .unspecified, cardStyle: .light) },
      on: screen)
    let image = try Raster.Image(pngData: try solved.pngData())
    /// The RGBA of the pixel at the point (`x`, `y`).
    func pixel(_ x: Double, _ y: Double) -> [Int] {
      let (column, row) = (Int(x * scale), Int(y * scale))
      return image.bytes[(row * image.width + column) * 4..<(row * image.width + column + 1) * 4].map(
        Int.init)
    }
    // The view is systemBackground, black; the card (20, ~81, 200 × 100) overrides to light, #F2F2F7.
    #expect(pixel(300, 600) == [0, 0, 0, 255])
    #expect(pixel(215, 150) == [242, 242, 247, 255])
  }
}
