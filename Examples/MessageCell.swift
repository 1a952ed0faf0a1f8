#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// A chat message row written as plain UIKit code: a table view cell with an avatar, a bubble
/// that wraps the message, and the time under it.
///
/// It compiles unchanged in an iOS app.
///
/// The lesson: a self-sizing cell. Everything hangs from the content view's margins (16 points
/// across and 11 down in a plain table), the bubble is at most three quarters of the row wide and
/// grows down with its text, so the cell is as tall as its content, as a table with automatic
/// row heights sizes it. The bubble's corner nearest the avatar stays square
/// (`layer.maskedCorners`), the chat-bubble tail of most messaging apps, and the others are
/// Apple's continuous curve (`layer.cornerCurve`), as Messages draws its bubbles.
final class MessageCell: UITableViewCell {
  static let reuseIdentifier = "MessageCell"

  private let avatarImageView = UIImageView()
  private let bubbleView = UIView()
  private let messageLabel = UILabel()
  private let timeLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none

    avatarImageView.backgroundColor = .systemTeal
    avatarImageView.layer.cornerRadius = 18
    avatarImageView.clipsToBounds = true

    bubbleView.backgroundColor = .secondarySystemBackground
    bubbleView.layer.cornerRadius = 18
    bubbleView.layer.cornerCurve = .continuous
    bubbleView.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    messageLabel.font = .preferredFont(forTextStyle: .body)
    messageLabel.numberOfLines = 0

    timeLabel.font = .preferredFont(forTextStyle: .caption1)
    timeLabel.textColor = .secondaryLabel

    for subview in [avatarImageView, bubbleView, timeLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    messageLabel.translatesAutoresizingMaskIntoConstraints = false
    bubbleView.addSubview(messageLabel)

    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      avatarImageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatarImageView.topAnchor.constraint(equalTo: margins.topAnchor),
      avatarImageView.widthAnchor.constraint(equalToConstant: 36),
      avatarImageView.heightAnchor.constraint(equalToConstant: 36),

      bubbleView.topAnchor.constraint(equalTo: margins.topAnchor),
      bubbleView.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 8),
      bubbleView.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      bubbleView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),

      messageLabel.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 10),
      messageLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 14),
      messageLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -14),
      messageLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -10),

      timeLabel.topAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: 4),
      timeLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 14),
      timeLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows `message`, sent at `time`.
  func configure(message: String, time: String) {
    messageLabel.text = message
    timeLabel.text = time
  }
}
