import LayoutShot
import LayoutShotTesting
import LayoutShotUIKit
import Testing

// The files in LanguageModes/OldStyleApp are written the oldest way — `#selector` targets, `@objc`
// handlers, `@IBInspectable`/`@IBDesignable`/`@IBOutlet`, `@objc dynamic` and `@objcMembers`,
// gesture recognizers, a selector observing notifications, bar button items — and are not edited
// for Linux: the LayoutShotSourceAdapter plugin adapts them into this target
// (layoutshot-adapt.json names the folder). These tests lay them out and send their actions.

/// The solved frame of the view named `name` in `layout` on an iPhone 14 Pro.
@MainActor
private func solved(_ layout: some LayoutProgram) throws -> SolvedLayout {
  try LayoutEngine().solve(layout, on: Device.iPhone14Pro.screen())
}

@Suite("Old-style app files, adapted by the plugin")
@MainActor
struct AdaptedAppTests {
  @Test func aButtonsActionIsFoundByNameAndCalledOnTouchUpInside() throws {
    let controller = SignInViewController()
    controller.loadViewIfNeeded()
    let button = controller.signInButton
    #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["signInTapped:"])
    #expect(button.allTargets == [controller])
    controller.signInButton.sendActions(for: .touchUpInside)
    #expect(controller.signInCount == 1 && controller.lastSender === button)
    // Other events send nothing.
    button.sendActions(for: .touchDown)
    #expect(controller.signInCount == 1)
    controller.emailField.text = "a@example.com"
    controller.emailField.sendActions(for: .editingChanged)
    #expect(controller.editedTexts == ["a@example.com"])
  }

  @Test func aBarButtonItemAndAGestureRecognizerKeepTheirActions() throws {
    let controller = SignInViewController()
    controller.loadViewIfNeeded()
    let help = try #require(controller.navigationItem.rightBarButtonItem)
    let action = try #require(help.action)
    #expect(action.name == "showHelp" && help.target === controller)
    action.perform(on: controller, with: help)
    #expect(controller.helpShown)
    let tap = try #require(controller.view.gestureRecognizers?.first)
    #expect(tap.layoutShotActions == ["dismissKeyboard"])
    tap.layoutShotSendActions()
  }

  @Test func aNotificationReachesItsSelectorObserver() async throws {
    let controller = SignInViewController()
    controller.loadViewIfNeeded()
    // Posted off the main queue, as the default centre reaches every test's observers: one that
    // another test registered with `queue: .main` makes Foundation wait for the main queue, which a
    // post from this main-actor test would hold (a deadlock on Linux, where the main queue runs on
    // a worker thread under Swift Testing). The selector's call is queued on the main queue before
    // the post returns, so it has run when this test resumes there.
    await Task.detached {
      NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    }.value
    #expect(controller.keyboardNotifications == 1)
  }

  @Test func theSignInScreenLaysOut() throws {
    let layout = try solved(UIKitLayout.controller("SignIn") { SignInViewController() })
    #expect(layout.diagnostics.isEmpty)
    let button = try #require(layout.frame(of: "signInButton"))
    let field = try #require(layout.frame(of: "emailField"))
    #expect(field.minY == 59 + 40 && button.minY > field.maxY)
  }

  @Test func inspectablePropertiesSetTheLayer() throws {
    let badge = RoundedBadgeView()
    badge.cornerRadius = 6
    badge.borderWidth = 1
    badge.borderColor = .systemRed
    badge.text = "New"
    badge.prepareForInterfaceBuilder()
    #expect(badge.layer.cornerRadius == 6 && badge.layer.borderWidth == 1 && badge.text == "Badge")
    let layout = try solved(UIKitLayout.view("Badge") { RoundedBadgeView() })
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func objcDynamicPropertiesAreOrdinaryProperties() throws {
    let button = ThemedButton()
    button.fillColor = .systemGreen
    button.cornerStyle = 12
    #expect(button.backgroundColor == .systemGreen && button.layer.cornerRadius == 12)
    #expect(ThemedButton.fillColorKey == "fillColor")
  }

  @Test func aSwitchReportsThroughItsCustomNamedAction() throws {
    final class Delegate: SettingsToggleCellDelegate {
      var changes: [Bool] = []
      func settingsToggleCell(_ cell: SettingsToggleCell, didChange isOn: Bool) { changes.append(isOn) }
    }
    let cell = SettingsToggleCell(style: .default, reuseIdentifier: SettingsToggleCell.reuseIdentifier)
    let delegate = Delegate()
    cell.delegate = delegate
    #expect(
      cell.toggle.actions(forTarget: cell, forControlEvent: .valueChanged) == ["settingsSwitchChanged:"])
    cell.toggle.isOn = true
    cell.toggle.sendActions(for: .valueChanged)
    #expect(delegate.changes == [true])
    let layout = try solved(UIKitLayout.cell { SettingsToggleCell(style: .default, reuseIdentifier: nil) })
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func gesturesNestedTypesAndTheResponderChain() throws {
    let controller = PhotoGalleryViewController()
    controller.loadViewIfNeeded()
    let thumbnail = controller.thumbnails[0]
    for recognizer in thumbnail.gestureRecognizers ?? [] { recognizer.layoutShotSendActions() }
    #expect(thumbnail.taps == 1 && thumbnail.pressed)
    // The shuffle button has no target: the action goes up from the button to the controller.
    #expect(controller.shuffleButton.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["shuffle"])
    controller.shuffleButton.sendActions(for: .touchUpInside)
    #expect(controller.shuffles == 1)
    let add = try #require(controller.navigationItem.rightBarButtonItem)
    try #require(add.action).perform(on: controller)
    #expect(controller.photosAdded == 1)
    let layout = try solved(UIKitLayout.controller("Gallery") { PhotoGalleryViewController() })
    #expect(layout.diagnostics.isEmpty)
  }
}
