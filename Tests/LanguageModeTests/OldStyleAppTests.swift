import LayoutShot
import LayoutShotUIKit
import Testing

@testable import AppFilesMainActor
@testable import AppFilesSwift5
@testable import AppFilesSwift6

// The app files of LanguageModes/OldStyleApp — `#selector` targets, `@objc` handlers, Interface
// Builder attributes — adapted by the source adapter plugin and compiled in each language mode.

/// A button's touch sent as UIKit sends it: the selector `signInTapped:` calls the method with the
/// button, and a second touch calls it again.
@MainActor
private func expectSignInAction(
  _ controller: UIViewController, button: UIButton, count: @MainActor () -> Int,
  sender: @MainActor () -> UIButton?
) {
  controller.loadViewIfNeeded()
  #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["signInTapped:"])
  #expect(count() == 0)
  button.sendActions(for: .touchUpInside)
  button.sendActions(for: .touchUpInside)
  #expect(count() == 2)
  #expect(sender() === button)
  // The event the action is not registered for sends nothing.
  button.sendActions(for: .touchDown)
  #expect(count() == 2)
}

/// The rating card's pan, kept at rest: attached to the card, `.possible`, its `#selector`
/// handler called when its action is sent.
@MainActor
private func expectPanKept(_ controller: UIViewController, card: UIView, count: @MainActor () -> Int) throws {
  controller.loadViewIfNeeded()
  let pan = try #require(card.gestureRecognizers?.first as? UIPanGestureRecognizer)
  #expect(pan.state == .possible && pan.translation(in: nil) == .zero)
  #expect(pan.layoutShotActions == ["handlePan:"])
  pan.layoutShotSendActions()
  #expect(count() == 1)
  #expect(controller.transitioningDelegate === controller)
}

@MainActor
@Suite("Old-style app files in every language mode")
struct OldStyleAppTests {
  @Test func swift5() {
    let controller = AppFilesSwift5.SignInViewController()
    expectSignInAction(
      controller, button: controller.signInButton, count: { controller.signInCount },
      sender: { controller.lastSender })
  }

  @Test func swift6() {
    let controller = AppFilesSwift6.SignInViewController()
    expectSignInAction(
      controller, button: controller.signInButton, count: { controller.signInCount },
      sender: { controller.lastSender })
  }

  @Test func mainActorByDefault() {
    let controller = AppFilesMainActor.SignInViewController()
    expectSignInAction(
      controller, button: controller.signInButton, count: { controller.signInCount },
      sender: { controller.lastSender })
  }

  @Test func aPanAndATransitionInEachMode() throws {
    let swift5 = AppFilesSwift5.RatingCardViewController()
    try expectPanKept(swift5, card: swift5.cardView) { swift5.panCount }
    let swift6 = AppFilesSwift6.RatingCardViewController()
    try expectPanKept(swift6, card: swift6.cardView) { swift6.panCount }
    let mainActor = AppFilesMainActor.RatingCardViewController()
    try expectPanKept(mainActor, card: mainActor.cardView) { mainActor.panCount }
  }
}
