import Foundation
import LayoutShot
import Raster
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

// The Swift snippets of the LayoutShotUIKit DocC articles — the landing page and "Bringing your
// UIKit code" — compiled and run with what the articles say they do checked
// (`ReadmeSnippetCoverageTests` checks the articles' lines against this file). The articles'
// cell is README.md's `MessageCell` (ReadmeUIKitTests.swift) and their badge the corpus's
// `BadgeView` (UIKitCorpus.swift).

/// The landing page's controller, as it is there.
final class GreetingViewController: UIViewController {
  private let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Hello"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
  }
}

/// "Bringing your UIKit code": a screen with a switch whose actions are written without
/// `#selector`.
final class CheckoutViewController: UIViewController {
  let toggle = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    toggle.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(toggle)
    toggle.addAction(UIAction { _ in }, for: .valueChanged)
    toggle.addTarget(self, action: "toggled", for: .valueChanged)
    NSLayoutConstraint.activate([
      toggle.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      toggle.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
  }
}

@MainActor
@Suite("LayoutShotUIKit articles")
struct UIKitArticleTests {
  @Test func theLandingPagesControllerLaysOut() throws {
    let greeting = UIKitLayout.controller { GreetingViewController() }
    let solved = try LayoutEngine().solve(greeting, on: Device.iPhone12.screen())
    // The iPhone 12's 16-point margin, and 24 below its 47-point safe area.
    #expect(solved.frame(of: "titleLabel")?.origin == Point(x: 16, y: 71))
    #expect(solved.diagnostics == [])
    #expect(greeting.name == "GreetingViewController")
  }

  @Test func aCatalogOfScreensViewsAndCells() throws {
    let layouts: [any LayoutProgram] = [
      UIKitLayout.controller("Checkout") { CheckoutViewController() },  // the screen
      UIKitLayout.view("Badge") { BadgeView() },  // screen width, fitted height
      UIKitLayout.cell { MessageCell(style: .default, reuseIdentifier: nil) },
    ]
    #expect(layouts.map(\.name) == ["Checkout", "Badge", "MessageCell"])
    let engine = LayoutEngine()
    let screen = Device.iPhone12.screen(os: .ios18)
    let checkout = try engine.solve(layouts[0], on: screen)
    #expect(checkout.diagnostics == [])
    #expect(checkout.frame(of: "toggle") == Rect(x: 16, y: 47 + 16, width: 51, height: 31))
    // The badge is as tall as its intrinsic height, at the screen's width.
    let badge = try engine.solve(layouts[1], on: screen)
    #expect(badge.screen.size == Size(width: 390, height: 24))
    let cell = try engine.solve(layouts[2], on: screen)
    #expect(cell.screen.size.width == 390 && cell.diagnostics == [])
  }

  @Test func overriddenTraitsAreInherited() throws {
    let banner = UIView()
    banner.overrideUserInterfaceStyle = .dark
    banner.backgroundColor = .secondarySystemBackground  // dark on any screen
    let sheet = UIViewController()
    sheet.traitOverrides.userInterfaceLevel = .elevated
    let label = UILabel()
    banner.addSubview(label)
    #expect(label.traitCollection.userInterfaceStyle == .dark)
    #expect(banner.layoutShotView.overrideAppearance == .dark)
    #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
  }

  @Test func aRegisteredImageAndAPlaceholder() throws {
    // A 3 × 3 pixel PNG at 3x: one point square.
    let canvas = try #require(Canvas(width: 3, height: 3, background: .white))
    let logoPNG = Data(try PNGEncoder.snapshot.encode(canvas.finish()))
    let asset = try ImageAsset(name: "team-logo", pngData: logoPNG, scale: 3)
    UIImage.register(asset, named: "team-logo")
    let logo = UIImageView(image: UIImage(named: "team-logo"))
    #expect(logo.intrinsicContentSize == CGSize(width: 1, height: 1))
    // An unknown name gives a placeholder of a typical size, not nil.
    let unknown = try #require(UIImage(named: "no-such-image-in-the-articles"))
    #expect(unknown.isPlaceholder && unknown.size == CGSize(width: 100, height: 100))
  }
}
