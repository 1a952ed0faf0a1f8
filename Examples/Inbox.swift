#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// An inbox written as plain UIKit code: a plain `UITableViewController` of subtitle cells whose
/// preview wraps over two lines, under a search bar in the table's header.
///
/// It compiles unchanged in an iOS app.
///
/// The lesson: self-sizing rows. The table's `rowHeight` is `automaticDimension`, so each row is
/// as tall as its cell's constraints make it at the table's width: the subtitle style stacks the
/// sender over the preview, centred between 4-point margins, and a two-line preview makes a taller
/// row than a one-line one. Only the rows on screen are made, as UIKit makes them; with the
/// `content` extent (`layoutshot render Inbox --extent content`) every message is.
final class InboxViewController: UITableViewController {
  private struct Message {
    var sender: String
    var preview: String
  }

  private let messages = [
    Message(sender: "Ana Lima", preview: "Lunch on Friday? The new place by the station opens at noon."),
    Message(sender: "Build bot", preview: "All checks passed on main."),
    Message(
      sender: "Jonas Berg",
      preview: "Here are the photos from the trip. The one by the lake came out best, I think you'll like it."
    ),
    Message(sender: "Calendar", preview: "Design review moved to 3 PM."),
    Message(sender: "Mei Chen", preview: "Thanks! I'll send the contract back by tomorrow evening, signed."),
    Message(sender: "Priya Nair", preview: "Can you look at the draft before the meeting?"),
    Message(
      sender: "Tom Okafor",
      preview: "The tickets are booked: seats 14A and 14B, leaving at 7:05 in the morning."),
    Message(sender: "Library", preview: "Your books are due next week."),
    Message(
      sender: "Lena Fischer", preview: "Happy birthday! Hope you have a wonderful day with the family."),
    Message(sender: "Bank", preview: "Your statement for November is ready."),
    Message(
      sender: "Sam Rivera",
      preview: "Running late, start without me and I'll catch up with you at the station."),
    Message(sender: "Yuki Sato", preview: "The slides are in the shared folder."),
    Message(
      sender: "Omar Haddad", preview: "Found your keys at the office, they're on your desk by the window."),
    Message(sender: "Garden club", preview: "Spring planting starts on Saturday."),
    Message(
      sender: "Elena Rossi",
      preview: "Could we move our call to Thursday? Something came up on Wednesday afternoon."),
    Message(sender: "Travel", preview: "Your check-in for tomorrow's flight is open."),
  ]

  private let searchBar = UISearchBar()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(MessageSubtitleCell.self, forCellReuseIdentifier: MessageSubtitleCell.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 64
    searchBar.placeholder = "Search"
    searchBar.sizeToFit()
    tableView.tableHeaderView = searchBar
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MessageSubtitleCell.reuseIdentifier, for: indexPath)
    let message = messages[indexPath.row]
    cell.textLabel?.text = message.sender
    cell.detailTextLabel?.text = message.preview
    cell.accessibilityIdentifier = "message\(indexPath.row)"
    return cell
  }
}

/// A subtitle cell: the sender in the headline font over a preview of up to two lines.
final class MessageSubtitleCell: UITableViewCell {
  static let reuseIdentifier = "message"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    textLabel?.font = .preferredFont(forTextStyle: .headline)
    detailTextLabel?.font = .preferredFont(forTextStyle: .subheadline)
    detailTextLabel?.textColor = .secondaryLabel
    detailTextLabel?.numberOfLines = 2
    accessoryType = .disclosureIndicator
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
