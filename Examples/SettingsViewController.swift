#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// Settings written as plain UIKit code: an inset-grouped table of value cells, a cell with a
/// switch as its accessory view, and a section footer.
///
/// It compiles unchanged in an iOS app.
///
/// The lesson: a table's style does the layout. The `.insetGrouped` style insets each section by
/// the side margin and rounds its corners, spaces the sections, upper-cases the header titles and
/// wraps the footer; `.value1` cells put the value at the trailing edge in the secondary colour,
/// and a `UISwitch` set as `accessoryView` sits at the trailing margin with the content view ending
/// 16 points before it.
final class SettingsViewController: UITableViewController {
  private struct Setting {
    var title: String
    var value: String?
    var isOn: Bool?
  }

  private let sections: [(header: String?, footer: String?, settings: [Setting])] = [
    (
      nil, nil,
      [
        Setting(title: "Airplane Mode", isOn: false),
        Setting(title: "Wi-Fi", value: "Home"),
        Setting(title: "Bluetooth", value: "On"),
      ]
    ),
    (
      "Notifications", "Previews show the first lines of a message on the lock screen.",
      [
        Setting(title: "Show Previews", value: "When Unlocked"),
        Setting(title: "Sounds", isOn: true),
        Setting(title: "Badges", isOn: true),
      ]
    ),
    (
      "General", nil,
      [
        Setting(title: "Language", value: "English"),
        Setting(title: "Text Size", value: "Default"),
        Setting(title: "About", value: nil),
      ]
    ),
  ]

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].settings.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let setting = sections[indexPath.section].settings[indexPath.row]
    let identifier = setting.isOn == nil ? "value" : "switch"
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: .value1, reuseIdentifier: identifier)
    cell.textLabel?.text = setting.title
    cell.accessibilityIdentifier = "setting\(indexPath.section)-\(indexPath.row)"
    if let isOn = setting.isOn {
      let toggle = UISwitch()
      toggle.isOn = isOn
      cell.accessoryView = toggle
      cell.selectionStyle = .none
    } else {
      cell.detailTextLabel?.text = setting.value
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }
}
