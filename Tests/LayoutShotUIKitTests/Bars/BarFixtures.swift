import LayoutShot
import LayoutShotUIKit

/// A controller whose `marker` spans its safe area's height at the leading edge, 10 points wide,
/// so that its frame shows the safe area a container gives the controller.
final class SafeAreaMarkerController: UIViewController {
  let marker = UIView()

  convenience init(title: String) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    marker.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(marker)
    NSLayoutConstraint.activate([
      marker.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      marker.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      marker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
    ])
  }
}

/// A controller whose view is a scroll view holding a 100-point-tall `content` as wide as it.
final class ScrollingController: UIViewController {
  let scroll = UIScrollView()
  let content = UIView()

  override func loadView() {
    view = scroll
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 100),
    ])
  }
}

/// A value handed to a layout program's `@Sendable` closure and read back after the solve.
final class HeldController<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Rounds `value` to the nearest pixel at `scale`, halves up, as the engine places frames.
func pixelRounded(_ value: Double, scale: Double) -> Double {
  (value * scale + 0.5 + 1e-7).rounded(.down) / scale
}

/// Whether `value` is `expected` to within floating-point rounding (frames on a 1/3-point grid
/// are not exact in binary); rectangles compare with `same(_:_:)`.
func matches(_ value: Double?, _ expected: Double) -> Bool {
  value.map { abs($0 - expected) < 1e-9 } ?? false
}

/// A symbol placeholder's side: `UIImage(systemName:)` gives 20 × 20 points for a symbol
/// LayoutShot does not have.
let symbolSide = 20.0
