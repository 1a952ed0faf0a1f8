#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// Wi-Fi settings written as apps write lists today, with list content configurations: an
/// inset-grouped table whose cells, header and footer take `defaultContentConfiguration()` and fill
/// it in.
///
/// It compiles unchanged in an iOS app.
///
/// The lesson: the configuration carries the look. A cell's `defaultContentConfiguration()` gives
/// UIKit's fonts, colours and margins; a value cell puts the value at the trailing edge; a symbol
/// image keeps the same width in every row, so the texts line up; and the header's
/// configuration, made before the table shows it, takes the inset-grouped table's look: an
/// upper-cased footnote.
final class NetworkListViewController: UITableViewController {
  private struct Network {
    var name: String
    var detail: String
    var symbol: String
  }

  private let current = Network(name: "Wi-Fi", detail: "Home", symbol: "wifi")
  private let known = [
    Network(name: "Home", detail: "Secure network", symbol: "lock.fill"),
    Network(name: "Office", detail: "Secure network", symbol: "lock.fill"),
    Network(name: "Café", detail: "Open network", symbol: "wifi.exclamationmark"),
  ]

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "network")
    tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "note")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 1 : known.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "network", for: indexPath)
    cell.accessibilityIdentifier = "network\(indexPath.section)-\(indexPath.row)"
    if indexPath.section == 0 {
      var content = UIListContentConfiguration.valueCell()
      content.image = UIImage(systemName: current.symbol)
      content.text = current.name
      content.secondaryText = current.detail
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
    } else {
      let network = known[indexPath.row]
      var content = UIListContentConfiguration.subtitleCell()
      content.image = UIImage(systemName: network.symbol)
      content.imageProperties.tintColor = .secondaryLabel
      content.text = network.name
      content.secondaryText = network.detail
      cell.contentConfiguration = content
      cell.accessoryType = .detailButton
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard section == 1 else { return nil }
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "note")
    var content = header?.defaultContentConfiguration()
    content?.text = "My Networks"
    header?.contentConfiguration = content
    return header
  }

  override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    guard section == 1 else { return nil }
    let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "note")
    var content = footer?.defaultContentConfiguration()
    content?.text = "Known networks are joined automatically."
    footer?.contentConfiguration = content
    return footer
  }
}
