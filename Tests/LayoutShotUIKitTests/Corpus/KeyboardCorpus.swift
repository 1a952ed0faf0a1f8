import LayoutShotUIKit

// Screens and views written the way apps write them around the keyboard layout guide, a root view
// made in `loadView()`, self-sized buttons, Dynamic Type fonts and the Visual Format Language,
// importing LayoutShotUIKit in place of UIKit. KeyboardCorpusTests lays each out, checks frames
// worked out by hand and snapshots each under Snapshots/Corpus/.

// MARK: - 1. Chat input above the keyboard

/// A conversation whose input bar rides on the keyboard layout guide, as chat screens written for
/// iOS 15 do instead of observing keyboard notifications.
final class ChatThreadViewController: UIViewController {
  private let messagesView = UIView()
  private let inputBar = UIView()
  private let messageField = UITextField()
  private let sendButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    messagesView.backgroundColor = .secondarySystemBackground
    inputBar.backgroundColor = .systemBackground
    messageField.placeholder = "Message"
    messageField.borderStyle = .roundedRect
    sendButton.setTitle("Send", for: .normal)
    [messagesView, inputBar].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview($0)
    }
    [messageField, sendButton].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      inputBar.addSubview($0)
    }
    sendButton.setContentHuggingPriority(.required, for: .horizontal)
    NSLayoutConstraint.activate([
      messagesView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messagesView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 52),

      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 16),
      messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
      messageField.heightAnchor.constraint(equalToConstant: 36),
      sendButton.leadingAnchor.constraint(equalTo: messageField.trailingAnchor, constant: 8),
      sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -16),
      sendButton.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
    ])
  }
}

// MARK: - 2. Login form moved by the near-edge constraints

/// A sign-in card centred on the screen, which sits just above the keyboard instead while the
/// keyboard layout guide is near the bottom edge (Apple's WWDC21 "Your guide to keyboard layout"
/// pattern).
final class KeyboardLoginViewController: UIViewController {
  let card = UIView()
  private let usernameField = UITextField()
  private let passwordField = UITextField()
  /// Active while the keyboard is away from the bottom (undocked or floating).
  private(set) var centeredConstraint: NSLayoutConstraint?
  /// Active while the keyboard is near the bottom (docked, or hidden).
  private(set) var aboveKeyboardConstraint: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    for (field, placeholder) in [(usernameField, "Username"), (passwordField, "Password")] {
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        field.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    passwordField.isSecureTextEntry = true
    NSLayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      card.widthAnchor.constraint(equalToConstant: 300),
      card.heightAnchor.constraint(equalToConstant: 140),
      usernameField.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
      passwordField.topAnchor.constraint(equalTo: usernameField.bottomAnchor, constant: 12),
    ])
    let centered = card.centerYAnchor.constraint(equalTo: view.centerYAnchor)
    let aboveKeyboard = card.bottomAnchor.constraint(
      equalTo: view.keyboardLayoutGuide.topAnchor, constant: -20)
    view.keyboardLayoutGuide.setConstraints([aboveKeyboard], activeWhenNearEdge: .bottom)
    view.keyboardLayoutGuide.setConstraints([centered], activeWhenAwayFrom: .bottom)
    centeredConstraint = centered
    aboveKeyboardConstraint = aboveKeyboard
  }
}

// MARK: - 3. A root view made in loadView

/// A controller whose `loadView()` makes its root view and turns off its autoresizing
/// translation, as Apple's sample code does, then hangs its content off the root's margins.
final class NotesViewController: UIViewController {
  let titleLabel = UILabel()
  let bodyLabel = UILabel()

  override func loadView() {
    let root = UIView()
    root.backgroundColor = .systemBackground
    root.translatesAutoresizingMaskIntoConstraints = false
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Notes"
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    bodyLabel.text = "Nothing yet."
    bodyLabel.font = .systemFont(ofSize: 17)
    bodyLabel.textColor = .secondaryLabel
    for label in [titleLabel, bodyLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}

// MARK: - 4. A self-sized toolbar button

/// A square toolbar button that fixes its own size, as design-system buttons do.
final class ToolbarIconButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
    backgroundColor = .secondarySystemFill
    layer.cornerRadius = 10
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      widthAnchor.constraint(equalToConstant: 44),
      heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// MARK: - 5. A Dynamic Type form

/// A form whose fonts come from `preferredFont(forTextStyle:)` without a trait collection and
/// without `adjustsFontForContentSizeCategory`, as many apps make them: they follow the text size
/// the app was launched with.
final class ProfileFormViewController: UIViewController {
  let headingLabel = UILabel()
  let hintLabel = UILabel()
  let nameField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    headingLabel.text = "Your name"
    headingLabel.font = .preferredFont(forTextStyle: .headline)
    hintLabel.text = "Shown to friends"
    hintLabel.font = .preferredFont(forTextStyle: .subheadline)
    hintLabel.textColor = .secondaryLabel
    hintLabel.numberOfLines = 0
    nameField.placeholder = "Name"
    nameField.borderStyle = .roundedRect
    nameField.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
    let stack = UIStackView(arrangedSubviews: [headingLabel, hintLabel, nameField])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

// MARK: - 6. Visual Format Language with a bare relation

/// A film card laid out in the Visual Format Language with a relation outside parentheses, as
/// `"V:|[image(170)][name][year]->=0-|"` in real code.
final class FilmCardView: UIView {
  let posterView = UIView()
  let nameLabel = UILabel()
  let yearLabel = UILabel()
  let ratingLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    posterView.backgroundColor = .systemIndigo
    nameLabel.text = "The Long Afternoon"
    nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    yearLabel.text = "1987"
    yearLabel.font = .systemFont(ofSize: 15)
    ratingLabel.text = "PG"
    ratingLabel.font = .systemFont(ofSize: 15)
    let views: [String: Any] = [
      "image": posterView, "name": nameLabel, "year": yearLabel, "rating": ratingLabel,
    ]
    for view in [posterView, nameLabel, yearLabel, ratingLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    var constraints: [NSLayoutConstraint] = []
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[image(170)][name][year]->=0-|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[image]|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[name]-|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "|-[year]->=8-[rating]-|", options: [.alignAllCenterY], metrics: nil, views: views)
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
