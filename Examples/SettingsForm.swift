#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// A settings screen written as plain UIKit code: a scroll view holding a vertical stack of
/// grouped rows, each row a horizontal stack of an icon, a title and a switch or a value, with a
/// footer that wraps over several lines.
///
/// It compiles unchanged in an iOS app.
///
/// The lesson: stacks inside a scroll view. The column is pinned to the scroll view's
/// `contentLayoutGuide` on all four sides and made as wide as its `frameLayoutGuide` less the
/// margins, so it scrolls vertically only and its height, the sum of the rows, is the content
/// size. The form is taller than an iPhone SE's screen: on the screen the picture shows the top
/// of the form at UIKit's resting offset (below the status bar, because the content scrolls), and
/// with the `content` extent (`layoutshot render SettingsForm --extent content`) the whole form.
/// Each row's stack centres its views (`alignment = .center`), lets the title take the slack
/// (hugging 250 against the switch's 750) and give way when it is too long (its compression
/// resistance lowered below the switch's), and keeps 12 points between views; the column stack
/// puts custom spacing after each group.
final class SettingsFormViewController: UIViewController {
  private struct Row {
    var icon: String
    var color: UIColor
    var title: String
    var value: String?
    var isOn: Bool?
  }

  private let scrollView = UIScrollView()
  private let formStack = UIStackView()

  private let groups: [(title: String, rows: [Row])] = [
    (
      "CONNECTIONS",
      [
        Row(icon: "airplane", color: .systemOrange, title: "Airplane Mode", isOn: false),
        Row(icon: "wifi", color: .systemBlue, title: "Wi-Fi", value: "Home"),
        Row(icon: "antenna.radiowaves.left.and.right", color: .systemGreen, title: "Mobile Data", isOn: true),
        Row(icon: "personalhotspot", color: .systemGreen, title: "Personal Hotspot", isOn: false),
      ]
    ),
    (
      "ALERTS",
      [
        Row(icon: "bell.badge.fill", color: .systemRed, title: "Notifications", isOn: true),
        Row(icon: "speaker.wave.3.fill", color: .systemPink, title: "Sounds & Haptics", value: "Default"),
        Row(icon: "moon.fill", color: .systemIndigo, title: "Focus", isOn: false),
      ]
    ),
    (
      "PRIVACY",
      [
        Row(icon: "hand.raised.fill", color: .systemBlue, title: "Tracking", isOn: false),
        Row(icon: "location.fill", color: .systemBlue, title: "Location Services", value: "On"),
        Row(icon: "chart.bar.fill", color: .systemGray, title: "Analytics & Improvements", isOn: true),
      ]
    ),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    view.backgroundColor = .systemGroupedBackground

    formStack.axis = .vertical
    formStack.spacing = 0
    formStack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(formStack)

    for group in groups {
      let header = UILabel()
      header.text = group.title
      header.font = .preferredFont(forTextStyle: .footnote)
      header.textColor = .secondaryLabel
      formStack.addArrangedSubview(header)
      formStack.setCustomSpacing(6, after: header)
      for (index, row) in group.rows.enumerated() {
        let rowView = makeRow(row)
        formStack.addArrangedSubview(rowView)
        if index == group.rows.count - 1 { formStack.setCustomSpacing(28, after: rowView) }
      }
    }

    let footer = UILabel()
    footer.text =
      "Analytics help improve the system by sending anonymous usage data. Nothing you type, say or "
      + "show is included, and you can turn it off at any time."
    footer.font = .preferredFont(forTextStyle: .footnote)
    footer.textColor = .secondaryLabel
    footer.numberOfLines = 0
    formStack.addArrangedSubview(footer)

    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      formStack.topAnchor.constraint(equalTo: content.topAnchor, constant: 24),
      formStack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      formStack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
      formStack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
      formStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
  }

  /// A row: a rounded icon tile, the title, and a switch or a value, on a white band 44 high.
  private func makeRow(_ row: Row) -> UIView {
    let icon = UIImageView(image: UIImage(systemName: row.icon))
    icon.backgroundColor = row.color
    icon.tintColor = .white
    icon.contentMode = .center
    icon.layer.cornerRadius = 7
    icon.clipsToBounds = true

    let title = UILabel()
    title.text = row.title
    title.font = .preferredFont(forTextStyle: .body)
    // A long title gives way to the switch and is cut short with an ellipsis.
    title.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

    let rowStack = UIStackView(arrangedSubviews: [icon, title])
    rowStack.axis = .horizontal
    rowStack.alignment = .center
    rowStack.spacing = 12
    rowStack.backgroundColor = .secondarySystemGroupedBackground
    rowStack.isLayoutMarginsRelativeArrangement = true
    rowStack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)

    if let isOn = row.isOn {
      let toggle = UISwitch()
      toggle.isOn = isOn
      rowStack.addArrangedSubview(toggle)
    } else if let value = row.value {
      let valueLabel = UILabel()
      valueLabel.text = value
      valueLabel.font = .preferredFont(forTextStyle: .body)
      valueLabel.textColor = .secondaryLabel
      valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      valueLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
      rowStack.addArrangedSubview(valueLabel)
    }

    NSLayoutConstraint.activate([
      icon.widthAnchor.constraint(equalToConstant: 29),
      icon.heightAnchor.constraint(equalToConstant: 29),
      rowStack.heightAnchor.constraint(equalToConstant: 44),
    ])
    return rowStack
  }
}
