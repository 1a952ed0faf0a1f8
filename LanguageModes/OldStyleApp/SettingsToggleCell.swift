import UIKit

protocol SettingsToggleCellDelegate: AnyObject {
  func settingsToggleCell(_ cell: SettingsToggleCell, didChange isOn: Bool)
}

/// A settings row with a switch, reporting changes through a delegate.
class SettingsToggleCell: UITableViewCell {
  static let reuseIdentifier = "SettingsToggleCell"

  weak var delegate: SettingsToggleCellDelegate?
  let toggle = UISwitch()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    textLabel?.text = "Notifications"
    toggle.addTarget(self, action: #selector(SettingsToggleCell.switchChanged(_:)), for: .valueChanged)
    accessoryView = toggle
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc(settingsSwitchChanged:) func switchChanged(_ sender: UISwitch) {
    delegate?.settingsToggleCell(self, didChange: sender.isOn)
  }
}
