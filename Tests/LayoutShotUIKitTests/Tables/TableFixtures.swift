import LayoutShot
import LayoutShotUIKit

/// A table controller for the tests: sections of titled rows given up front, counting what the
/// table asks and tells.
final class ListController: UITableViewController {
  struct Section {
    var header: String?
    var footer: String?
    var rows: Int
  }

  var sections: [Section]
  var fixedRowHeight: CGFloat?
  var identifier = "row"
  var configure: (UITableViewCell, IndexPath) -> Void = { _, _ in }
  var cellClass: AnyClass = UITableViewCell.self
  private(set) var cellRequests = 0
  private(set) var displayed: [IndexPath] = []
  var onAppear: (UITableView) -> Void = { _ in }

  init(style: UITableView.Style, sections: [Section]) {
    self.sections = sections
    super.init(style: style)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(cellClass, forCellReuseIdentifier: "row")
    if let fixedRowHeight { tableView.rowHeight = fixedRowHeight }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onAppear(tableView)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.accessibilityIdentifier = "row-\(indexPath.section)-\(indexPath.row)"
    cell.textLabel?.text = "Row \(indexPath.row)"
    configure(cell, indexPath)
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

/// A cell whose content is a block of a given height with 10-point margins above and below.
final class BlockCell: UITableViewCell {
  static var reuses = 0
  let block = UIView()
  private lazy var blockHeight = block.heightAnchor.constraint(equalToConstant: 0)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    NSLayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      blockHeight,
    ])
  }

  required init?(coder: NSCoder) { nil }

  func setBlockHeight(_ height: CGFloat) { blockHeight.constant = height }

  override func prepareForReuse() {
    super.prepareForReuse()
    Self.reuses += 1
  }
}

/// A 768 × 1024 iPad screen at 2x with a 20-point status bar: a regular width, in the iOS 18
/// edition.
let pad = Screen(
  device: "pad", size: Size(width: 768, height: 1024), scale: 2,
  safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), os: .ios18)

/// `value` rounded up to the pixel grid of a screen of `scale`.
func pixelCeiling(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  (value * scale - 1e-7).rounded(.up) / scale
}
