import LayoutShot
import LayoutShotUIKit
import Testing

// Gesture recognizers, transitions and presentation controllers written as apps write them:
// they compile with UIKit's signatures and are kept as data, never run.

/// A controller with a pan to dismiss and a custom transition, as a swipe-to-dismiss card has.
private final class SwipeCardController: UIViewController, UIGestureRecognizerDelegate,
  UIViewControllerTransitioningDelegate
{
  let interaction = UIPercentDrivenInteractiveTransition()
  private(set) var lastTranslation = CGPoint.zero

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }

  override func viewDidLoad() {
    super.viewDidLoad()
    // `#selector(handlePan(_:))` in an app, as the source adapter writes it.
    let pan = UIPanGestureRecognizer(
      target: self,
      action: Selector(
        "handlePan:",
        { (target: SwipeCardController, sender: UIPanGestureRecognizer) in
          target.handlePan(sender)
        }))
    pan.delegate = self
    pan.minimumNumberOfTouches = 1
    view.addGestureRecognizer(pan)
    transitioningDelegate = self
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    lastTranslation = translation
    switch pan.state {
    case .changed: interaction.update(translation.y / max(view.bounds.height, 1))
    case .ended: pan.velocity(in: view).y > 500 ? interaction.finish() : interaction.cancel()
    default: break
    }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { SlideDownAnimator() }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { interaction }
}

private final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let from = transitionContext.view(forKey: .from) else { return }
    from.frame = from.frame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}

private final class PaddedCell: UITableViewCell {
  override var reuseIdentifier: String? { "PaddedCell" }
}

private final class TileCell: UICollectionViewCell {
  override var reuseIdentifier: String? { "TileCell" }
}

@MainActor
@Suite("Interaction kept as data")
struct InteractionAsDataTests {
  @Test func aPanAddedToAViewIsKeptAtRest() throws {
    let controller = SwipeCardController()
    controller.loadViewIfNeeded()
    let pan = try #require(controller.view.gestureRecognizers?.first as? UIPanGestureRecognizer)
    #expect(controller.view.gestureRecognizers?.count == 1)
    #expect(pan.view === controller.view)
    #expect(pan.state == .possible)
    #expect(pan.translation(in: controller.view) == .zero)
    #expect(pan.velocity(in: controller.view) == .zero)
    #expect(pan.location(in: nil) == .zero)
    #expect(pan.layoutShotActions == ["handlePan:"])
    #expect(pan.delegate === controller)
    #expect(
      pan.delegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: UITapGestureRecognizer())
        == true)
    // The answers the controller does not give are UIKit's defaults.
    #expect(pan.delegate?.gestureRecognizerShouldBegin(pan) == true)
    #expect(pan.delegate?.gestureRecognizer(pan, shouldRequireFailureOf: UITapGestureRecognizer()) == false)
    pan.setTranslation(CGPoint(x: 3, y: 40), in: controller.view)
    #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 40))
    controller.view.removeGestureRecognizer(pan)
    #expect(controller.view.gestureRecognizers?.isEmpty ?? true)
  }

  @Test func sendingThePansActionRunsTheHandlerWithItsState() {
    let controller = SwipeCardController()
    controller.loadViewIfNeeded()
    let pan = controller.view.gestureRecognizers?.first as? UIPanGestureRecognizer
    pan?.state = .changed
    pan?.setTranslation(CGPoint(x: 0, y: 0), in: nil)
    pan?.layoutShotSendActions()
    #expect(controller.interaction.percentComplete == 0)
    #expect(controller.interaction.outcome == nil)
    pan?.state = .ended
    pan?.layoutShotSendActions()
    // No velocity at rest: the interaction is cancelled.
    #expect(controller.interaction.outcome == .cancelled)
  }

  @Test func recognizersHaveUIKitsDefaults() {
    #expect(UITapGestureRecognizer().numberOfTapsRequired == 1)
    #expect(UITapGestureRecognizer().numberOfTouchesRequired == 1)
    #expect(UILongPressGestureRecognizer().minimumPressDuration == 0.5)
    #expect(UILongPressGestureRecognizer().allowableMovement == 10)
    #expect(UISwipeGestureRecognizer().direction == .right)
    #expect(UIPinchGestureRecognizer().scale == 1)
    #expect(UIRotationGestureRecognizer().rotation == 0)
    #expect(UIPanGestureRecognizer().maximumNumberOfTouches == Int.max)
    #expect(UIGestureRecognizer.State.recognized == .ended)
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.left, .right]
    #expect(swipe.direction.rawValue == 3)
  }

  @Test func theTransitionIsKeptAndItsInteractionIsData() {
    let controller = SwipeCardController()
    controller.loadViewIfNeeded()
    #expect(controller.transitioningDelegate === controller)
    #expect(controller.preferredInterfaceOrientationForPresentation == .landscapeRight)
    #expect(UIViewController().preferredInterfaceOrientationForPresentation == .portrait)
    let animator = controller.animationController(forDismissed: controller)
    #expect(animator?.transitionDuration(using: nil) == 0.3)
    #expect(
      controller.animationController(forPresented: controller, presenting: controller, source: controller)
        == nil)
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.update(1.5)
    #expect(interaction.percentComplete == 1)
    interaction.update(0.25)
    interaction.finish()
    #expect(interaction.percentComplete == 0.25 && interaction.outcome == .finished)
    let presentation = UIPresentationController(presentedViewController: controller, presenting: nil)
    #expect(presentation.presentedViewController === controller && presentation.containerView == nil)
  }

  @Test func aCellsReuseIdentifierCanBeOverridden() {
    #expect(PaddedCell(style: .default, reuseIdentifier: "ignored").reuseIdentifier == "PaddedCell")
    #expect(UITableViewCell(style: .default, reuseIdentifier: "Plain").reuseIdentifier == "Plain")
    #expect(TileCell(frame: .zero).reuseIdentifier == "TileCell")
  }

  @Test func aButtonKeepsItsRole() {
    let delete = UIButton(type: .system)
    #expect(delete.role == .normal)
    delete.role = .destructive
    #expect(delete.role == .destructive && UIButton.Role.destructive.rawValue == 3)
  }

  @Test func symbolConfigurationsSizeTheSymbol() {
    let configuration = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 34), scale: .large)
    #expect(configuration.pointSize == 34 && configuration.scale == .large)
    // 20 points at 17, in proportion, times 1.2 at large scale: 20 × 2 × 1.2 = 48.
    #expect(
      UIImage(systemName: "trash")?.withConfiguration(configuration).size == CGSize(width: 48, height: 48))
    let combined = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
      .applying(UIImage.SymbolConfiguration(paletteColors: [.red, .white]))
    #expect(
      combined.pointSize == 20 && combined.weight == .bold && combined.colors == .palette([.red, .white]))
    #expect(UIImage.SymbolConfiguration(textStyle: .body, scale: .small).scale == .small)
  }
}
