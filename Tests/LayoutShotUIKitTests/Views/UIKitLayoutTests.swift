import LayoutShot
import LayoutShotUIKit
import Testing

/// A 375 × 667 screen at 2x with a 20-point status bar, for frames computed by hand, in the iOS 18
/// edition whose bar, list and control figures the UIKit tests work with (iOS 26's are checked
/// in `GlassBarsTests` and `LiquidGlassControlTests`).
let phone = Screen(
  device: "phone", size: Size(width: 375, height: 667), scale: 2,
  safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), os: .ios18)

@MainActor
@Suite("UIKit code laid out")
struct UIKitLayoutTests {
  @Test func aControllerGetsUIKitsCallsInUIKitsOrder() throws {
    let controller = RecordingViewController()
    let program = UIKitLayout.controller("Recording") { controller }
    _ = try LayoutEngine().solve(program, on: phone)
    // UIKit's order for a controller shown in a window. The badge's layoutSubviews rounds its
    // corners after the first solve, which changes the layout, so a second pass follows before
    // the layout settles and the controller appears.
    #expect(
      controller.calls == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
      ])
    #expect(controller.calls.filter { $0 == "viewDidLoad" }.count == 1)
    #expect(controller.calls.filter { $0 == "viewDidAppear" }.count == 1)
  }

  @Test func framesComeBackToTheViewsAndLayoutSubviewsRuns() throws {
    let controller = RecordingViewController()
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Recording") { controller }, on: phone)
    #expect(solved.diagnostics == [])
    // The root view fills the screen (flexible width and height, framed to the screen).
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // The header: full width (VFL), under the 20-point status bar, 12 + 60 + 12 tall.
    #expect(controller.header.frame == CGRect(x: 0, y: 20, width: 375, height: 84))
    // The avatar is in the header's coordinates.
    #expect(controller.header.avatarImageView.frame == CGRect(x: 16, y: 12, width: 60, height: 60))
    // The banner was added to a view made with no size; framing that view to the screen grew the
    // banner's flexible width by the whole 375 points, as UIKit's autoresizing does.
    #expect(controller.banner.frame == CGRect(x: 10, y: 100, width: 475, height: 50))
    // The badge's intrinsic size (40 × 24) sizes it; layoutSubviews rounded it to half its height.
    let badge = try #require(solved.layout.views.first { $0.name == "badge" })
    #expect(badge.style.cornerRadius == 12)
    #expect(solved.frame(of: "badge") == Rect(x: 375 - 16 - 40, y: 20 + 42 - 12, width: 40, height: 24))
  }

  @Test func viewsAreNamedAfterTheirProperties() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Recording") { RecordingViewController() }, on: phone)
    let names = solved.layout.views.map(\.name)
    #expect(names.contains("view"))
    #expect(names.contains("header"))
    #expect(names.contains("banner"))
    #expect(names.contains("avatarImageView"))
    #expect(names.contains("nameLabel"))
    #expect(names.contains("badge"))
  }

  @Test func anAccessibilityIdentifierNamesAViewAndOthersAreNamedByPlace() throws {
    let program = UIKitLayout.view("Pair") { () -> UIView in
      let container = UIView()
      let first = UILabel()
      first.accessibilityIdentifier = "greeting"
      first.text = "Hello"
      let second = UILabel()
      second.text = "World"
      for label in [first, second] {
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
      }
      first.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
      second.topAnchor.constraint(equalTo: first.bottomAnchor).isActive = true
      second.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
      return container
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.layout.views.map(\.name) == ["root", "Pair", "greeting", "UILabel[1] in Pair"])
  }

  @Test func aForgottenAutoresizingFlagConflictsAndTheDiagnosticSaysSo() throws {
    let program = UIKitLayout.view("Forgotten") { () -> UIView in
      let container = UIView()
      let box = UIView()
      container.addSubview(box)
      // translatesAutoresizingMaskIntoConstraints is still true: box.width == 0 (h=--&) conflicts.
      box.widthAnchor.constraint(equalToConstant: 100).isActive = true
      box.heightAnchor.constraint(equalToConstant: 40).isActive = true
      box.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
      box.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
      return container
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    let conflicts = solved.diagnostics(.unsatisfiable)
    #expect(!conflicts.isEmpty)
    let conflict = try #require(conflicts.first)
    #expect(conflict.message.contains("translatesAutoresizingMaskIntoConstraints"))
    #expect(conflict.message.contains("'UIView[0] in Forgotten'"))
    #expect(conflict.constraints.contains { $0.text.contains("h=--& v=--&") })
  }

  @Test func autoresizingMasksShareTheSuperviewsChangeOfSize() throws {
    // A 300-wide container resized to the 375-point screen: its subview was framed at
    // x 20, width 100 (right margin 180). Flexible left and right margins share the 75 points in
    // proportion, 20 : 180, so the left margin grows by 7.5; a flexible width alone takes all 75.
    let program = UIKitLayout.controller("Masks") { () -> UIViewController in
      let controller = UIViewController()
      controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let margins = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 30))
      margins.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
      let stretch = UIView(frame: CGRect(x: 20, y: 50, width: 100, height: 30))
      stretch.autoresizingMask = [.flexibleWidth]
      container.addSubview(margins)
      container.addSubview(stretch)
      controller.view.addSubview(container)
      return controller
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "UIView[0] in view") == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(
      solved.frame(of: "UIView[0] in UIView[0] in view") == Rect(x: 27.5, y: 10, width: 100, height: 30))
    #expect(solved.frame(of: "UIView[1] in UIView[0] in view") == Rect(x: 20, y: 50, width: 175, height: 30))
  }

  @Test func aCellIsAsTallAsItsContent() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.cell { BubbleCell(style: .default, reuseIdentifier: "bubble") }, on: phone)
    #expect(solved.diagnostics == [])
    // 8 + 60 + 8, at the screen's width; the picture is that size.
    #expect(solved.frame(of: "BubbleCell") == Rect(x: 0, y: 0, width: 375, height: 76))
    #expect(solved.screen.size == Size(width: 375, height: 76))
    #expect(solved.frame(of: "bubble") == Rect(x: 375 - 16 - 200, y: 8, width: 200, height: 60))
    let bubble = try #require(solved.layout.views.first { $0.name == "bubble" })
    #expect(bubble.style.roundedCorners == [.topLeft, .topRight, .bottomLeft])
  }

  @Test func aCellWhoseContentGivesNoHeightIsAStandardRow() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.cell { UITableViewCell(style: .default, reuseIdentifier: nil) }, on: phone)
    #expect(solved.screen.size == Size(width: 375, height: 44))
  }

  @Test func anAccessoryNarrowsTheContentView() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.cell { () -> UITableViewCell in
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        return cell
      }, on: phone)
    let contentView = try #require(solved.frame(of: "contentView"))
    #expect(contentView.width == 337)
  }

  @Test func systemLayoutSizeFittingSolvesTheSubtree() {
    let header = ProfileHeaderView()
    let size = header.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 84))
  }

  @Test func aMalformedVisualFormatFailsTheLayoutWithItsCaret() throws {
    let program = UIKitLayout.view("BadFormat") { () -> UIView in
      let container = UIView()
      let icon = UIView()
      container.addSubview(icon)
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[icon(30]-|", options: [], metrics: nil, views: ["icon": icon])
      return container
    }
    #expect {
      try LayoutEngine().solve(program, on: phone)
    } throws: { error in
      guard case .malformedFormat(let reason, _) = error as? LayoutError else { return false }
      return reason.contains("H:|-[icon(30]-|") && reason.contains("^")
    }
  }

  @Test func colorsAndFontsAsAppsWriteThem() {
    let view = UIView()
    view.backgroundColor = UIColor(hex: 0xFF8000)
    #expect(view.backgroundColor?.layoutShotColor.hexDescription == "#FF8000FF")
    view.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
    #expect(view.backgroundColor?.layoutShotColor.hexDescription == "#007AFF80")
    let literal = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(literal.layoutShotColor == Color.red)
    view.layer.borderColor = UIColor.black.cgColor
    view.layer.borderWidth = 2
    #expect(view.layoutShotView.borderColor == Color.black)
    #expect(view.layoutShotView.borderWidth == 2)
    // An unknown custom font falls back to the system font at the weight its name ends in
    // ("-Heavy": 800).
    #expect(UIFont.appFont(ofSize: 20).layoutShotFont == FontDescriptor(size: 20, weight: .heavy))
    #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIImage(systemName: "star.fill")?.size == CGSize(width: 20, height: 20))
    #expect(UIImage(named: "hero")?.size == CGSize(width: 100, height: 100))
  }

  @Test func aViewMadeTheUIKitWayTranslatesItsMaskAndOneMadeTheLayoutShotWayDoesNot() {
    #expect(UIView().translatesAutoresizingMaskIntoConstraints)
    #expect(UILabel(frame: .zero).translatesAutoresizingMaskIntoConstraints)
    #expect(!View("card").translatesAutoresizingMaskIntoConstraints)
  }

  @Test func buttonsPadTheirTitleAsUIKitDoes() throws {
    let program = UIKitLayout.view("Buttons") { () -> UIView in
      let container = UIView()
      let classic = UIButton(type: .system)
      classic.setTitle("Button", for: .normal)
      classic.titleLabel?.font = .boldSystemFont(ofSize: 18)
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Button"
      let filled = UIButton(configuration: configuration)
      let reference = UILabel()
      reference.text = "Button"
      reference.font = .systemFont(ofSize: 17)
      for view in [classic, filled, reference] {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
      }
      classic.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
      filled.topAnchor.constraint(equalTo: classic.bottomAnchor).isActive = true
      reference.topAnchor.constraint(equalTo: filled.bottomAnchor).isActive = true
      reference.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
      return container
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    func lineHeight(_ size: CGFloat, bold: Bool = false) -> Double {
      let font = bold ? UIFont.boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
      return Double((font.lineHeight * 2).rounded(.up) / 2)  // a label's height on a 2x grid
    }
    // A classic system button: its title label plus 6 points above and below, in the title
    // label's font.
    #expect(solved.frame(of: "UIButton[0] in Buttons")?.height == lineHeight(18, bold: true) + 12)
    // A configured button: 7 points above and below and 12 at the sides of a 17-point title.
    let filled = try #require(solved.frame(of: "UIButton[1] in Buttons"))
    let reference = try #require(solved.frame(of: "UILabel[0] in Buttons"))
    #expect(filled.height == lineHeight(17) + 14)
    #expect(filled.width == reference.width + 24)
    // Its filled background is drawn by the button, as UIKit's configuration draws it, while its
    // backgroundColor stays nil: a systemBlue capsule over the whole bounds.
    let button = try #require(solved.layout.views.first { $0.name == "UIButton[1] in Buttons" })
    #expect(button.style.backgroundColor == nil)
    let fills = try solved.scene().commands.compactMap { command -> DrawCommand.Fill? in
      if case .fill(let fill) = command, fill.name == "UIButton[1] in Buttons.drawing" { return fill }
      return nil
    }
    #expect(fills.first?.color == Color.systemBlue.resolved(for: .light))
  }

  @Test func anImageViewIsAsLargeAsItsImage() throws {
    let program = UIKitLayout.view("Hero") { () -> UIView in
      let container = UIView()
      let hero = UIImageView(image: UIImage(named: "hero"))
      hero.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(hero)
      hero.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
      hero.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
      hero.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
      return container
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    // A named image LayoutShot does not have is a 100 × 100 point placeholder.
    #expect(solved.frame(of: "UIImageView[0] in Hero") == Rect(x: 137.5, y: 0, width: 100, height: 100))
  }

  @Test func aButtonWithAnImageIsSizedByImageAndTitle() throws {
    let program = UIKitLayout.view("Icons") { () -> UIView in
      let container = UIView()
      let close = UIButton(type: .system)
      close.setImage(UIImage(systemName: "xmark"), for: .normal)
      let share = UIButton(type: .system)
      share.setImage(UIImage(named: "share"), for: .normal)
      share.setTitle("Share", for: .normal)
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Add"
      configuration.image = UIImage(systemName: "plus")
      configuration.imagePadding = 8
      let add = UIButton(configuration: configuration)
      for (index, button) in [close, share, add].enumerated() {
        button.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(button)
        button.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        button.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index) * 200).isActive =
          true
      }
      add.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
      return container
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.diagnostics == [])
    // An image-only button is its image: a symbol's 20 × 20 placeholder.
    #expect(solved.frame(of: "UIButton[0] in Icons") == Rect(x: 0, y: 0, width: 20, height: 20))
    // The 100 × 100 named placeholder then the 15-point title with its 6 + 6: the image is taller.
    let title = try #require(try? UIFont.systemFont(ofSize: 15).layoutShotFont.resolved())
    let titleWidth =
      (Typesetter.layout("Share", font: title, width: nil, style: ParagraphStyle()).usedWidth * 2)
      .rounded(.up) / 2
    let share = try #require(solved.frame(of: "UIButton[1] in Icons"))
    #expect(share.height == 100 && abs(share.width - (100 + titleWidth)) <= 0.5)
    // A configuration: 12 + image 20 + padding 8 + the 17-point title + 12 across.
    let body = try #require(try? UIFont.systemFont(ofSize: 17).layoutShotFont.resolved())
    let addTitle =
      (Typesetter.layout("Add", font: body, width: nil, style: ParagraphStyle()).usedWidth * 2)
      .rounded(.up) / 2
    let add = try #require(solved.frame(of: "UIButton[2] in Icons"))
    #expect(abs(add.width - (12 + 20 + 8 + addTitle + 12)) <= 0.5)
    // Drawn: the image's placeholder inside the button, before the title.
    let svg = try solved.svg()
    #expect(svg.contains("data-name=\"UIButton[2] in Icons.placeholder\""))
  }

  @Test func overridesOfUIKitsOpenMembersAreCalled() {
    let view = TouchThroughView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.addSubview(child)
    // The hit test passes through the view itself and finds the child.
    #expect(view.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
    #expect(view.hitTest(CGPoint(x: 80, y: 80), with: nil) == nil)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    // The fitting override adds 10 to what UIView's own fitting gives for the same tree.
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    plain.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
    let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(fitted.height == plain.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height + 10)
  }

  @Test func anEmptyImageViewDrawsOnlyItsBackground() throws {
    let program = UIKitLayout.view("Avatar") { () -> UIView in
      let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      avatar.backgroundColor = .systemTeal
      return avatar
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    let avatar = try #require(solved.layout.views.first { $0.name == "Avatar" })
    #expect(avatar.content == nil, "no placeholder, as UIKit draws none")
    #expect(avatar.style.backgroundColor == Color.systemTeal)
  }

  @Test func aControllersRootViewKeepsTheSystemMinimumMargins() throws {
    // 375-point phone: UIKit's root margins are 16 at the sides; a view's default 8 is raised.
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Margins") { MarginsViewController() }, on: phone)
    #expect(solved.frame(of: "content")?.minX == 16)
    let content = try #require(solved.frame(of: "content"))
    #expect(abs(content.width - (375 - 32)) < 1e-9)
    // Turned off, the view's own 8-point margins apply.
    let unrestricted = try LayoutEngine().solve(
      UIKitLayout.controller("Margins") { () -> MarginsViewController in
        let controller = MarginsViewController()
        controller.viewRespectsSystemMinimumLayoutMargins = false
        return controller
      }, on: phone)
    #expect(unrestricted.frame(of: "content")?.minX == 8)
  }

  @Test func aRootViewsOwnMarginsAreRaisedToTheSystemMinimum() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Margins") { () -> MarginsViewController in
        let controller = MarginsViewController()
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: 12, leading: 4, bottom: 0, trailing: 4)
        return controller
      }, on: phone)
    // Set margins count where they exceed the minimum (top 12 below the 20-point status bar) and
    // are raised to it where they do not (leading 4 → 16).
    let content = try #require(solved.frame(of: "content"))
    #expect(abs(content.minY - (20 + 12)) < 1e-9)
    #expect(abs(content.minX - 16) < 1e-9)
  }

  @Test func additionalSafeAreaInsetsMoveTheSafeArea() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Margins") { () -> MarginsViewController in
        let controller = MarginsViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 30, right: 0)
        return controller
      }, on: phone)
    // The 20-point status bar plus 44: the content hangs from 64. A root view's margins are
    // measured from the safe area and are 0 at the top by default (Apple's `layoutMargins`
    // reference: the system sets a root view's top and bottom margins to zero), so the
    // margin-pinned view hangs from 64 too.
    #expect(solved.frame(of: "banner")?.minY == 64)
    #expect(solved.frame(of: "content")?.minY == 64)
    let footer = try #require(solved.frame(of: "footer"))
    #expect(abs(footer.maxY - (667 - 30)) < 1e-9)
  }
}

/// A controller with a view pinned to its root view's margins and two to its safe area.
final class MarginsViewController: UIViewController {
  let content = UIView()
  let banner = UIView()
  let footer = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [content, banner, footer] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let margins = view.layoutMarginsGuide, safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 100),
      banner.topAnchor.constraint(equalTo: safe.topAnchor),
      banner.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      banner.widthAnchor.constraint(equalToConstant: 10),
      banner.heightAnchor.constraint(equalToConstant: 10),
      footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 10),
      footer.heightAnchor.constraint(equalToConstant: 10),
    ])
  }
}
