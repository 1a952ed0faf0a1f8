// A cell written the newest way: its own content configuration and content view, set from the
// cell's state in `updateConfiguration(using:)`, over a list background configuration.
#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

struct BadgeConfiguration: UIContentConfiguration {
  var title = ""
  var count = 0

  func makeContentView() -> UIView & UIContentView {
    BadgeContentView(configuration: self)
  }

  func updated(for state: UIConfigurationState) -> BadgeConfiguration {
    self
  }
}

final class BadgeContentView: UIView, UIContentView {
  private let titleLabel = UILabel()
  private let countLabel = UILabel()

  var configuration: UIContentConfiguration {
    didSet { apply() }
  }

  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    countLabel.font = .preferredFont(forTextStyle: .headline)
    for label in [titleLabel, countLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
    }
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      countLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      countLabel.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
    ])
    apply()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func apply() {
    guard let configuration = configuration as? BadgeConfiguration else { return }
    titleLabel.text = configuration.title
    countLabel.text = "\(configuration.count)"
  }
}

final class BadgeCell: UITableViewCell {
  var badge = BadgeConfiguration() {
    didSet { setNeedsUpdateConfiguration() }
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    var configuration = badge.updated(for: state)
    if state.isSelected { configuration.count = 0 }
    contentConfiguration = configuration
    backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
  }
}
