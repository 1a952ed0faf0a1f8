import LayoutShotUIKit

// UIKit code written the way apps write it, importing LayoutShotUIKit in place of UIKit and
// otherwise unchanged: the tests lay these out and check the frames by hand.

extension UIColor {
  /// The hex-colour initialiser nearly every app declares.
  convenience init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  static let brand = UIColor(hex: 0x5856D6)
}

extension UIFont {
  static func appFont(ofSize size: CGFloat) -> UIFont {
    UIFont(name: "Avenir-Heavy", size: size) ?? .boldSystemFont(ofSize: size)
  }
}

/// A badge whose size comes from an overridden intrinsic size and whose corners follow its
/// solved height in `layoutSubviews()`.
final class BadgeView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 40, height: 24)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
  }
}

/// A header with an avatar, a name and a badge, constrained with anchors.
final class ProfileHeaderView: UIView {
  let avatarImageView = UIImageView()
  private let nameLabel = UILabel()
  private lazy var badge = BadgeView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = UIColor(hex: 0xF2F2F7)
    avatarImageView.layer.cornerRadius = 30
    avatarImageView.clipsToBounds = true
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .appFont(ofSize: 20)
    [avatarImageView, nameLabel, badge].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      addSubview($0)
    }
    NSLayoutConstraint.activate([
      avatarImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      avatarImageView.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      avatarImageView.widthAnchor.constraint(equalToConstant: 60),
      avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),
      avatarImageView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
      nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
      nameLabel.centerYAnchor.constraint(equalTo: avatarImageView.centerYAnchor),
      badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      badge.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }
}

/// A controller that records UIKit's calls, builds its view in `loadView()` and lays out a
/// header with VFL and a banner with an autoresizing mask.
final class RecordingViewController: UIViewController, @unchecked Sendable {
  var calls: [String] = []
  let header = ProfileHeaderView()
  let banner = UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 50))

  override func loadView() {
    calls.append("loadView")
    view = UIView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
    title = "Profile"
    view.backgroundColor = .systemBackground
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    banner.autoresizingMask = [.flexibleWidth]
    banner.backgroundColor = .brand
    view.addSubview(banner)
    let views: [String: Any] = ["header": header]
    view.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[header]|", options: [], metrics: nil, views: views))
    header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("viewWillAppear")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    calls.append("viewIsAppearing")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    calls.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    calls.append("viewDidLayoutSubviews")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("viewDidAppear")
  }
}

/// A chat cell: a bubble with three rounded corners pinned inside the content view's margins.
final class BubbleCell: UITableViewCell {
  let bubble = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bubble.backgroundColor = .systemBlue
    bubble.layer.cornerRadius = 18
    bubble.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner]
    bubble.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bubble)
    NSLayoutConstraint.activate([
      bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      bubble.widthAnchor.constraint(equalToConstant: 200),
      bubble.heightAnchor.constraint(equalToConstant: 60),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view that overrides what apps override for touches, hit testing, margins and fitting: it
/// must compile, and its overrides are UIKit's open members.
final class TouchThroughView: UIView {
  var safeAreaChanges = 0

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    subviews.contains { $0.frame.contains(point) }
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    safeAreaChanges += 1
  }

  override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let size = super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
    return CGSize(width: size.width, height: size.height + 10)
  }
}
