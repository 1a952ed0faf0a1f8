import LayoutShot
import LayoutShotUIKit
import Testing

/// A controller pinning a header under `topLayoutGuide` and a footer above `bottomLayoutGuide`,
/// the way code written for iOS 7–10 does.
private final class LegacyGuidesViewController: UIViewController {
  let header = UIView()
  let footer = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for bar in [header, footer] {
      bar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(bar)
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
      bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
    header.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
    footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor).isActive = true
  }
}

/// A controller with one constraint set for each way of tracking the keyboard guide.
private final class TrackingViewController: UIViewController {
  let box = UIView()
  var sets: [String: NSLayoutConstraint] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    let guide = view.keyboardLayoutGuide
    func make(_ name: String) -> NSLayoutConstraint {
      let constraint = box.widthAnchor.constraint(equalToConstant: 10)
      constraint.priority = .defaultLow
      sets[name] = constraint
      return constraint
    }
    guide.setConstraints([make("nearBottom")], activeWhenNearEdge: .bottom)
    guide.setConstraints([make("nearTop")], activeWhenNearEdge: .top)
    guide.setConstraints([make("nearLeading")], activeWhenNearEdge: .leading)
    guide.setConstraints([make("awayFromBottom")], activeWhenAwayFrom: .bottom)
    guide.setConstraints([make("awayFromTop")], activeWhenAwayFrom: .top)
    guide.setConstraints([make("awayFromTrailing")], activeWhenAwayFrom: .trailing)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: view.topAnchor),
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
  }
}

/// A value handed to a layout program's `@Sendable` closure and read back after the solve.
private final class Held<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The deprecated layout guides of a controller (`UILayoutSupport`), the constraint sets the
/// keyboard layout guide switches, and views laid out at their own width
/// (Documentation/AutoLayout.md#fitting-a-view).
@MainActor
@Suite("Layout support guides, tracked constraints and fitted views")
struct LayoutSupportTests {
  @Test func theLegacyGuidesAreTheStripsOutsideTheSafeArea() throws {
    // iPhone 12: 390 × 844, safe area 47 above and 34 below.
    let controller = Held(LegacyGuidesViewController())
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Legacy") { controller.value }, on: Device.iPhone12.screen())
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "header") == Rect(x: 0, y: 47, width: 390, height: 44))
    #expect(solved.frame(of: "footer") == Rect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
    #expect(controller.value.topLayoutGuide.length == 47)
    #expect(controller.value.bottomLayoutGuide.length == 34)
    // The same guide each time.
    #expect(controller.value.topLayoutGuide === controller.value.topLayoutGuide)
  }

  @Test func aDockedOrHiddenKeyboardIsNearTheBottomEdgeAlone() throws {
    // Documentation/Keyboard.md#near-edge-constraints: the near set is {bottom}.
    for variant in [Variant.standard, Variant(keyboard: .shown)] {
      let controller = Held(TrackingViewController())
      _ = try LayoutEngine().solve(
        UIKitLayout.controller("Tracking") { controller.value },
        on: variant.applied(to: Device.iPhone12.screen()))
      let active = controller.value.sets.filter { $0.value.isActive }.keys.sorted()
      #expect(active == ["awayFromTop", "awayFromTrailing", "nearBottom"], "\(variant)")
    }
  }

  @Test func aViewWithoutAWidthOfItsOwnTakesTheScreensOrTheOneGiven() throws {
    let program = UIKitLayout.view("Bar") { () -> UIView in
      let bar = UIView()
      bar.heightAnchor.constraint(equalToConstant: 30).isActive = true
      return bar
    }
    let screenWide = try LayoutEngine().solve(program, on: Device.iPhone12.screen())
    #expect(screenWide.frame(of: "Bar") == Rect(x: 0, y: 0, width: 390, height: 30))
    let given = UIKitLayout.view("Bar", width: 200) { () -> UIView in
      let bar = UIView()
      bar.heightAnchor.constraint(equalToConstant: 30).isActive = true
      return bar
    }
    let narrow = try LayoutEngine().solve(given, on: Device.iPhone12.screen())
    #expect(narrow.frame(of: "Bar") == Rect(x: 0, y: 0, width: 200, height: 30))
    #expect(narrow.diagnostics == [])
  }
}
