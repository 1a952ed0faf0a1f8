import LayoutShot
import LayoutShotUIKit
import Testing

/// A screen whose actions are selectors as the source adapter writes `#selector(…)`.
private final class CounterController: UIViewController {
  let plus = UIButton(type: .system)
  var taps: [String] = []
  var events: [UIEvent] = []

  func increment(_ sender: UIButton) { taps.append("increment") }
  func reset() { taps.append("reset") }
  func log(_ sender: Any, forEvent event: UIEvent) {
    taps.append("log")
    events.append(event)
  }
  func count() -> Int { taps.count }
}

/// A main-actor isolated type with methods referred to unapplied.
@MainActor
private final class Tally {
  var total = 0
  func add(_ amount: Int) { total += amount }
  func reset() { total = 0 }
}

private let increment = Selector(
  "increment:", { (target: CounterController, sender) in target.increment(sender) })
private let reset = Selector("reset", { (target: CounterController) in target.reset() })

@Suite("Targets and actions")
@MainActor
struct TargetActionTests {
  @Test func targetsAreRecordedPerEventAndSentInOrder() {
    let controller = CounterController()
    let button = controller.plus
    button.addTarget(controller, action: increment, for: .touchUpInside)
    button.addTarget(controller, action: reset, for: .touchDown)
    // The same target and action again gains the event instead of a second entry.
    button.addTarget(controller, action: increment, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in controller.taps.append("action") }, for: .touchUpInside)
    #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["increment:"])
    #expect(button.actions(forTarget: controller, forControlEvent: .touchDown) == ["reset"])
    #expect(button.actions(forTarget: controller, forControlEvent: .valueChanged) == nil)
    #expect(button.allTargets == [controller])
    #expect(button.allControlEvents == [.touchUpInside, .touchDown, .primaryActionTriggered])
    button.sendActions(for: .touchUpInside)
    #expect(controller.taps == ["increment", "action"])
    button.sendActions(for: [.touchDown, .primaryActionTriggered])
    #expect(controller.taps == ["increment", "action", "increment", "reset"])
  }

  @Test func removingATargetTakesOnlyTheEventsGiven() {
    let controller = CounterController()
    let button = controller.plus
    button.addTarget(controller, action: increment, for: [.touchUpInside, .touchDown])
    button.addTarget(controller, action: reset, for: .touchUpInside)
    button.removeTarget(controller, action: increment, for: .touchDown)
    #expect(button.actions(forTarget: controller, forControlEvent: .touchDown) == nil)
    #expect(
      button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["increment:", "reset"])
    // A nil action removes every action of the target.
    button.removeTarget(controller, action: nil, for: .allEvents)
    #expect(button.allTargets.isEmpty && button.allControlEvents.isEmpty)
  }

  @Test func targetsAreHeldWeakly() {
    let button = UIButton(type: .system)
    do {
      let controller = CounterController()
      button.addTarget(controller, action: increment, for: .touchUpInside)
      #expect(button.allTargets.count == 1)
    }
    #expect(button.allTargets.isEmpty)
    button.sendActions(for: .touchUpInside)  // nothing to send to, and no crash
  }

  @Test func aNilTargetGoesUpTheResponderChain() {
    let controller = CounterController()
    let button = controller.plus
    controller.view.addSubview(button)
    button.addTarget(nil, action: increment, for: .touchUpInside)
    #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull)
    #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["increment:"])
    button.sendActions(for: .touchUpInside)
    #expect(controller.taps == ["increment"])
    // A control outside any controller finds no one to perform it.
    let loose = UIButton(type: .system)
    loose.sendAction(increment, to: nil, for: nil)
  }

  @Test func theSenderAndAnEventAreTheArguments() throws {
    let controller = CounterController()
    let log = Selector(
      "log:forEvent:",
      { (target: CounterController, sender, event) in
        target.log(sender, forEvent: event)
      })
    controller.plus.addTarget(controller, action: log, for: .touchUpInside)
    controller.plus.sendActions(for: .touchUpInside)
    #expect(controller.taps == ["log"] && controller.events.count == 1)
  }

  @Test func aSelectorWrittenAsAStringIsRecordedNotSent() {
    let controller = CounterController()
    controller.plus.addTarget(controller, action: "increment:", for: .touchUpInside)
    #expect(controller.plus.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["increment:"])
    controller.plus.sendActions(for: .touchUpInside)
    #expect(controller.taps.isEmpty)
  }

  @Test func selectorsAreEqualByNameAndPerformTheirMethod() throws {
    #expect(increment == Selector("increment:") && increment.description == "increment:")
    #expect(Set([increment, "increment:", reset]).count == 2)
    let controller = CounterController()
    #expect(increment.canBePerformed(on: controller) && !increment.canBePerformed(on: UIView()))
    #expect(!Selector("increment:").canBePerformed(on: controller))
    let count = Selector("count", { (target: CounterController) in target.count() })
    #expect(count.perform(on: controller) as? Int == 0)
    // An unapplied method names itself by its number of arguments. In the Swift 6 language mode
    // the method's type must be main-actor isolated (as UIKit's classes are).
    #expect(Selector(baseName: "reset", Tally.reset).name == "reset")
    #expect(Selector(baseName: "add", Tally.add).name == "add:")
    let tally = Tally()
    Selector(baseName: "add", Tally.add).perform(on: tally, with: 2)
    #expect(tally.total == 2)
    #expect(NSStringFromSelector(increment) == "increment:" && NSSelectorFromString("reset") == reset)
  }

  @Test func gestureRecognizersAndBarButtonItemsKeepTheirActions() throws {
    let controller = CounterController()
    let tap = UITapGestureRecognizer(target: controller, action: reset)
    tap.addTarget(controller, action: reset)  // already there
    tap.addTarget(controller, action: "notCallable")
    #expect(tap.layoutShotActions == ["reset", "notCallable"])
    tap.layoutShotSendActions()
    #expect(controller.taps == ["reset"])
    tap.isEnabled = false
    tap.layoutShotSendActions()
    #expect(controller.taps == ["reset"])
    tap.removeTarget(nil, action: "notCallable")
    #expect(tap.layoutShotActions == ["reset"])
    let item = UIBarButtonItem(title: "Reset", style: .plain, target: controller, action: reset)
    #expect(item.target === controller && item.action == reset)
    try #require(item.action).perform(on: controller, with: item)
    #expect(controller.taps == ["reset", "reset"])
  }

  @Test func aNotificationCallsItsObserversSelector() {
    let controller = CounterController()
    let name = Notification.Name("TargetActionTests.reset")
    NotificationCenter.default.addObserver(controller, selector: reset, name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    #expect(controller.taps == ["reset", "reset"])
  }
}
