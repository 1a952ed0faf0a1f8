// A counter written the newest way: plain stored state with `didSet`, a `UIAction` on a stepper,
// and an `async` save started in a `Task` whenever the count changes.
#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

protocol CountStore: Sendable {
  func save(_ count: Int) async
}

struct DiscardingCountStore: CountStore {
  func save(_ count: Int) async {}
}

final class CounterViewController: UIViewController {
  let countLabel = UILabel()
  let stepper = UIStepper()

  private let store: any CountStore
  private(set) var count = 0 {
    didSet {
      countLabel.text = "\(count)"
      let store = store
      let count = count
      Task { await store.save(count) }
    }
  }

  init(store: any CountStore = DiscardingCountStore()) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    countLabel.font = .systemFont(ofSize: 48, weight: .bold)
    countLabel.textAlignment = .center
    countLabel.text = "\(count)"
    stepper.maximumValue = 10
    stepper.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        count = Int(stepper.value)
      }, for: .valueChanged)

    for subview in [countLabel, stepper] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      countLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 24),
      countLabel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -24),
      countLabel.bottomAnchor.constraint(equalTo: safeArea.centerYAnchor),
      stepper.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 16),
      stepper.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
    ])
  }
}
