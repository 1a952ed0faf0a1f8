// A settings row written the newest way: a view that reports its switch through a closure set by
// its owner, with the switch's `UIAction` calling it.
#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

final class ToggleRowView: UIView {
  let titleLabel = UILabel()
  let toggle = UISwitch()
  var onChange: ((Bool) -> Void)?

  init(title: String, isOn: Bool) {
    super.init(frame: .zero)
    backgroundColor = .secondarySystemGroupedBackground
    titleLabel.text = title
    titleLabel.font = .preferredFont(forTextStyle: .body)
    toggle.isOn = isOn
    toggle.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        onChange?(toggle.isOn)
      }, for: .valueChanged)

    for subview in [titleLabel, toggle] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      toggle.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      toggle.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
      toggle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
      titleLabel.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
