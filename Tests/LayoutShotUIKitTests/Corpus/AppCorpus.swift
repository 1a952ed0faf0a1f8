import LayoutShotUIKit

// Screens, views and cells written the way public iOS apps write them (view controllers with
// `setupViews()`/`setupConstraints()`, closure-initialised subviews, cells with `configure(with:)`),
// importing LayoutShotUIKit in place of UIKit and otherwise as an app would have them.
// AppCorpusTests lays each out and checks frames computed by hand.
//
// Where a line an app would write does not compile here it is left out and marked
// `// Not here:` with the reason; `#selector` actions are written as closures (`UIAction`) or
// `action: nil`, as `#selector` needs the Objective-C runtime.

// MARK: - Helpers apps declare

extension UIView {
  func addSubviews(_ views: UIView...) {
    views.forEach(addSubview)
  }
}

extension UIColor {
  static let appPrimary = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
  static let appBackground = UIColor(named: "AppBackground") ?? .systemBackground
}

// MARK: - 1. Login form

// The one change from the app's code is `MainActor.assumeIsolated` in the keyboard observers and
// `isolated` on `deinit`: the observers' closures are `@Sendable` in Foundation and run on the main
// queue, and a `deinit` is not isolated unless it says so, so Swift 6 lets them reach the main-actor
// controller only this way, with UIKit as with LayoutShotUIKit.
final class SignInViewController: UIViewController {

  // MARK: UI

  private let logoImageView: UIImageView = {
    let config = UIImage.SymbolConfiguration(pointSize: 56, weight: .semibold)
    let imageView = UIImageView(image: UIImage(systemName: "bolt.circle.fill", withConfiguration: config))
    imageView.tintColor = .appPrimary
    imageView.contentMode = .scaleAspectFit
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "Welcome Back"
    label.font = .systemFont(ofSize: 28, weight: .bold)
    label.textColor = .label
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private lazy var emailTextField: UITextField = {
    let textField = makeTextField(placeholder: "Email", iconName: "envelope")
    textField.keyboardType = .emailAddress
    textField.returnKeyType = .next
    return textField
  }()

  private lazy var passwordTextField: UITextField = {
    let textField = makeTextField(placeholder: "Password", iconName: "lock")
    textField.isSecureTextEntry = true
    textField.returnKeyType = .go
    return textField
  }()

  private let loginButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Log In", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    button.backgroundColor = .appPrimary
    button.layer.cornerRadius = 12
    button.contentEdgeInsets = UIEdgeInsets(top: 14, left: 0, bottom: 14, right: 0)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  private let activityIndicator: UIActivityIndicatorView = {
    let indicator = UIActivityIndicatorView(style: .medium)
    indicator.color = .white
    indicator.hidesWhenStopped = true
    indicator.translatesAutoresizingMaskIntoConstraints = false
    return indicator
  }()

  private var keyboardObservers: [NSObjectProtocol] = []

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign In"
    view.backgroundColor = .systemBackground
    // An app writes `action: #selector(helpTapped)`.
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Help", style: .plain, target: self, action: nil)
    setupViews()
    setupConstraints()
    registerForKeyboardNotifications()
    loginButton.addAction(UIAction { [weak self] _ in self?.loginTapped() }, for: .touchUpInside)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    DispatchQueue.main.async {
      self.emailTextField.becomeFirstResponder()
    }
  }

  isolated deinit {
    keyboardObservers.forEach { NotificationCenter.default.removeObserver($0) }
  }

  // MARK: Setup

  private func setupViews() {
    view.addSubviews(logoImageView, titleLabel, emailTextField, passwordTextField, loginButton)
    loginButton.addSubview(activityIndicator)
    emailTextField.delegate = self
    passwordTextField.delegate = self
  }

  private func setupConstraints() {
    NSLayoutConstraint.activate([
      logoImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      logoImageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      logoImageView.widthAnchor.constraint(equalToConstant: 80),
      logoImageView.heightAnchor.constraint(equalToConstant: 80),

      titleLabel.topAnchor.constraint(equalTo: logoImageView.bottomAnchor, constant: 24),
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
      titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),

      emailTextField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32),
      emailTextField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
      emailTextField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
      emailTextField.heightAnchor.constraint(equalToConstant: 50),

      passwordTextField.topAnchor.constraint(equalTo: emailTextField.bottomAnchor, constant: 16),
      passwordTextField.leadingAnchor.constraint(equalTo: emailTextField.leadingAnchor),
      passwordTextField.trailingAnchor.constraint(equalTo: emailTextField.trailingAnchor),
      passwordTextField.heightAnchor.constraint(equalTo: emailTextField.heightAnchor),

      loginButton.topAnchor.constraint(equalTo: passwordTextField.bottomAnchor, constant: 32),
      loginButton.leadingAnchor.constraint(equalTo: emailTextField.leadingAnchor),
      loginButton.trailingAnchor.constraint(equalTo: emailTextField.trailingAnchor),

      activityIndicator.centerYAnchor.constraint(equalTo: loginButton.centerYAnchor),
      activityIndicator.trailingAnchor.constraint(equalTo: loginButton.trailingAnchor, constant: -16),
    ])
  }

  private func makeTextField(placeholder: String, iconName: String) -> UITextField {
    let textField = UITextField()
    textField.placeholder = placeholder
    textField.font = .systemFont(ofSize: 16)
    textField.backgroundColor = .secondarySystemBackground
    textField.layer.cornerRadius = 10
    textField.autocapitalizationType = .none
    textField.autocorrectionType = .no
    textField.translatesAutoresizingMaskIntoConstraints = false

    let iconView = UIImageView(image: UIImage(systemName: iconName)?.withRenderingMode(.alwaysTemplate))
    iconView.tintColor = .secondaryLabel
    iconView.contentMode = .scaleAspectFit
    iconView.frame = CGRect(x: 14, y: 15, width: 20, height: 20)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 50))
    container.addSubview(iconView)
    textField.leftView = container
    textField.leftViewMode = .always
    return textField
  }

  private func registerForKeyboardNotifications() {
    let center = NotificationCenter.default
    keyboardObservers.append(
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        guard
          let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue
        else { return }
        MainActor.assumeIsolated {
          guard let self = self else { return }
          if self.view.frame.origin.y == 0 {
            self.view.frame.origin.y -= keyboardFrame.height / 3
          }
        }
      })
    keyboardObservers.append(
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.view.frame.origin.y = 0 }
      })
  }

  private func loginTapped() {
    view.endEditing(true)
    loginButton.setTitle(nil, for: .normal)
    activityIndicator.startAnimating()
  }
}

extension SignInViewController: UITextFieldDelegate {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField == emailTextField {
      passwordTextField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      loginTapped()
    }
    return true
  }
}

// MARK: - 2. Onboarding page

struct OnboardingPage {
  let imageName: String
  let title: String
  let description: String
}

final class OnboardingPageViewController: UIViewController {
  let page: OnboardingPage
  let pageIndex: Int
  let numberOfPages: Int
  let gradientLayer = CAGradientLayer()

  private let skipButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Skip", for: .normal)
    button.setTitleColor(UIColor.white.withAlphaComponent(0.8), for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  private let imageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFit
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 26, weight: .heavy)
    label.textColor = .white
    label.textAlignment = .center
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let descriptionLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 16)
    label.textColor = UIColor.white.withAlphaComponent(0.85)
    label.textAlignment = .center
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let pageControl: UIPageControl = {
    let pageControl = UIPageControl()
    pageControl.pageIndicatorTintColor = UIColor.white.withAlphaComponent(0.4)
    pageControl.currentPageIndicatorTintColor = .white
    pageControl.isUserInteractionEnabled = false
    pageControl.translatesAutoresizingMaskIntoConstraints = false
    return pageControl
  }()

  private let nextButton: UIButton = {
    let button = UIButton(type: .custom)
    button.backgroundColor = .white
    button.setTitleColor(.appPrimary, for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: .bold)
    button.layer.cornerRadius = 26
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  init(page: OnboardingPage, index: Int, numberOfPages: Int) {
    self.page = page
    self.pageIndex = index
    self.numberOfPages = numberOfPages
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    gradientLayer.colors = [
      UIColor(red: 0.36, green: 0.33, blue: 0.95, alpha: 1).cgColor,
      UIColor(red: 0.62, green: 0.31, blue: 0.87, alpha: 1).cgColor,
    ]
    gradientLayer.startPoint = CGPoint(x: 0, y: 0)
    gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    view.layer.insertSublayer(gradientLayer, at: 0)

    view.addSubviews(skipButton, imageView, titleLabel, descriptionLabel, pageControl, nextButton)
    configure(with: page)
    setupConstraints()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    gradientLayer.frame = view.bounds
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    titleLabel.alpha = 0
    descriptionLabel.alpha = 0
    UIView.animate(
      withDuration: 0.6, delay: 0.15, options: .curveEaseOut,
      animations: {
        self.titleLabel.alpha = 1
        self.descriptionLabel.alpha = 1
      })
  }

  private func configure(with page: OnboardingPage) {
    imageView.image = UIImage(named: page.imageName)
    UIView.transition(with: titleLabel, duration: 0.3, options: .transitionCrossDissolve) {
      self.titleLabel.text = page.title
    }
    descriptionLabel.text = page.description
    pageControl.numberOfPages = numberOfPages
    pageControl.currentPage = pageIndex
    let isLastPage = pageIndex == numberOfPages - 1
    nextButton.setTitle(isLastPage ? "Get Started" : "Next", for: .normal)
    skipButton.isHidden = isLastPage
  }

  private func setupConstraints() {
    let imageRatio: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 0.4 : 0.6
    NSLayoutConstraint.activate([
      skipButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      skipButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),

      imageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 72),
      imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      imageView.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width * imageRatio),
      imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),

      titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 40),
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
      titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),

      descriptionLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
      descriptionLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      descriptionLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

      pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -24),
      pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),

      nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
      nextButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
      nextButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
      nextButton.heightAnchor.constraint(equalToConstant: 52),
    ])
  }
}

// MARK: - 3. Profile header

struct UserProfile {
  let name: String
  let username: String
  let bio: String
  let followers: Int
  let following: Int
}

final class AccountHeaderView: UIView {
  private let coverImageView: UIImageView = {
    let imageView = UIImageView()
    imageView.backgroundColor = UIColor(named: "CoverPlaceholder")
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let avatarImageView: UIImageView = {
    let imageView = UIImageView(image: UIImage(named: "avatar"))
    imageView.contentMode = .scaleAspectFill
    imageView.layer.cornerRadius = 44
    imageView.layer.masksToBounds = true
    imageView.layer.borderWidth = 4
    imageView.layer.borderColor = UIColor.systemBackground.cgColor
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 22, weight: .bold)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let usernameLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.textColor = .secondaryLabel
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let bioTextView: UITextView = {
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.isEditable = false
    textView.backgroundColor = .clear
    textView.font = .systemFont(ofSize: 15)
    textView.textContainerInset = .zero
    textView.textContainer.lineFragmentPadding = 0
    textView.dataDetectorTypes = .link
    // Not here: `textView.showsVerticalScrollIndicator = false` (UITextView is not a scroll view).
    textView.translatesAutoresizingMaskIntoConstraints = false
    return textView
  }()

  private lazy var editProfileButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Edit Profile", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
    button.setTitleColor(.label, for: .normal)
    button.layer.borderWidth = 1
    button.layer.borderColor = UIColor.separator.cgColor
    button.layer.cornerRadius = 16
    button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  private let statsLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    setupViews()
    setupConstraints()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with user: UserProfile) {
    nameLabel.text = user.name
    usernameLabel.text = "@\(user.username)"
    bioTextView.text = user.bio
    statsLabel.attributedText = makeStatsText(followers: user.followers, following: user.following)
  }

  private func makeStatsText(followers: Int, following: Int) -> NSAttributedString {
    let bold: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 15, weight: .bold), .foregroundColor: UIColor.label,
    ]
    let regular: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.secondaryLabel,
    ]
    let text = NSMutableAttributedString(string: "\(followers)", attributes: bold)
    text.append(NSAttributedString(string: " Followers   ", attributes: regular))
    text.append(NSAttributedString(string: "\(following)", attributes: bold))
    text.append(NSAttributedString(string: " Following", attributes: regular))
    return text
  }

  private func setupViews() {
    addSubviews(
      coverImageView, avatarImageView, editProfileButton, nameLabel, usernameLabel, bioTextView, statsLabel)
  }

  private func setupConstraints() {
    NSLayoutConstraint.activate([
      coverImageView.topAnchor.constraint(equalTo: topAnchor),
      coverImageView.leadingAnchor.constraint(equalTo: leadingAnchor),
      coverImageView.trailingAnchor.constraint(equalTo: trailingAnchor),
      coverImageView.heightAnchor.constraint(equalToConstant: 140),

      avatarImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      avatarImageView.centerYAnchor.constraint(equalTo: coverImageView.bottomAnchor),
      avatarImageView.widthAnchor.constraint(equalToConstant: 88),
      avatarImageView.heightAnchor.constraint(equalToConstant: 88),

      editProfileButton.topAnchor.constraint(equalTo: coverImageView.bottomAnchor, constant: 12),
      editProfileButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),

      nameLabel.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 12),
      nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),

      usernameLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
      usernameLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),

      bioTextView.topAnchor.constraint(equalTo: usernameLabel.bottomAnchor, constant: 12),
      bioTextView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      bioTextView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),

      statsLabel.topAnchor.constraint(equalTo: bioTextView.bottomAnchor, constant: 12),
      statsLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      statsLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
    ])
  }
}

// MARK: - 4. Empty state

final class EmptyStateView: UIView {
  var onAction: (() -> Void)?

  private let imageView: UIImageView = {
    let config = UIImage.SymbolConfiguration(pointSize: 64, weight: .light)
    let imageView = UIImageView(image: UIImage(systemName: "bell.slash", withConfiguration: config))
    imageView.tintColor = UIColor(named: "EmptyStateTint") ?? .tertiaryLabel
    imageView.contentMode = .scaleAspectFit
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20, weight: .semibold)
    label.textAlignment = .center
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let messageLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private lazy var actionButton: UIButton = {
    var config = UIButton.Configuration.tinted()
    config.cornerStyle = .capsule
    config.image = UIImage(systemName: "gearshape")
    config.imagePadding = 8
    let button = UIButton(
      configuration: config, primaryAction: UIAction { [weak self] _ in self?.onAction?() })
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  init(title: String, message: String, actionTitle: String?) {
    super.init(frame: .zero)
    titleLabel.text = title
    messageLabel.text = message
    actionButton.configuration?.title = actionTitle
    actionButton.isHidden = actionTitle == nil
    setupViews()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setupViews() {
    addSubviews(imageView, titleLabel, messageLabel, actionButton)
    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: topAnchor),
      imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
      imageView.widthAnchor.constraint(equalToConstant: 72),
      imageView.heightAnchor.constraint(equalToConstant: 72),

      titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),

      messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor),

      actionButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 24),
      actionButton.centerXAnchor.constraint(equalTo: centerXAnchor),
      actionButton.heightAnchor.constraint(equalToConstant: 44),
      actionButton.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }
}

final class InboxViewController: UIViewController {
  private lazy var emptyStateView: EmptyStateView = {
    let view = EmptyStateView(
      title: "Notifications Are Off",
      message: "Turn on notifications in Settings to hear about new messages as soon as they arrive.",
      actionTitle: "Open Settings")
    view.onAction = {
      guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()

  private let activityIndicator: UIActivityIndicatorView = {
    let indicator = UIActivityIndicatorView(style: .large)
    indicator.translatesAutoresizingMaskIntoConstraints = false
    return indicator
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    overrideUserInterfaceStyle = .light
    view.backgroundColor =
      traitCollection.userInterfaceStyle == .dark
      ? .black : UIColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: nil)
    view.addSubviews(emptyStateView, activityIndicator)
    NSLayoutConstraint.activate([
      emptyStateView.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
      emptyStateView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
      emptyStateView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -40),

      activityIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      activityIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    emptyStateView.isHidden = true
    activityIndicator.startAnimating()
    loadNotifications()
  }

  private func loadNotifications() {
    // The app's fetch finished with nothing to show.
    activityIndicator.stopAnimating()
    emptyStateView.isHidden = false
  }
}

// MARK: - 5. Chat bubble cell

struct ChatMessage {
  let text: String
  let sentAt: String
  let isIncoming: Bool
}

final class ChatBubbleCell: UITableViewCell {
  static let reuseIdentifier = "ChatBubbleCell"

  private let bubbleView = UIView()
  private let messageLabel = UILabel()
  private let timeLabel = UILabel()
  private var incomingConstraints: [NSLayoutConstraint] = []
  private var outgoingConstraints: [NSLayoutConstraint] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    backgroundColor = .clear
    setupViews()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setupViews() {
    bubbleView.layer.cornerRadius = 18
    messageLabel.numberOfLines = 0
    messageLabel.font = .systemFont(ofSize: 16)
    timeLabel.font = .systemFont(ofSize: 11)
    timeLabel.textColor = .tertiaryLabel

    [bubbleView, messageLabel, timeLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
    contentView.addSubview(bubbleView)
    bubbleView.addSubview(messageLabel)
    contentView.addSubview(timeLabel)

    NSLayoutConstraint.activate([
      bubbleView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
      bubbleView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.72),

      messageLabel.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 10),
      messageLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -10),
      messageLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 14),
      messageLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -14),

      timeLabel.topAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: 2),
      timeLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
    ])

    incomingConstraints = [
      bubbleView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      timeLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 4),
    ]
    outgoingConstraints = [
      bubbleView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      timeLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -4),
    ]
  }

  func configure(with message: ChatMessage) {
    messageLabel.text = message.text
    timeLabel.text = message.sentAt
    NSLayoutConstraint.deactivate(message.isIncoming ? outgoingConstraints : incomingConstraints)
    NSLayoutConstraint.activate(message.isIncoming ? incomingConstraints : outgoingConstraints)
    bubbleView.backgroundColor = message.isIncoming ? .secondarySystemBackground : .systemBlue
    messageLabel.textColor = message.isIncoming ? .label : .white
    bubbleView.layer.maskedCorners =
      message.isIncoming
      ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner]
      : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner]
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    messageLabel.text = nil
    timeLabel.text = nil
    NSLayoutConstraint.deactivate(incomingConstraints + outgoingConstraints)
  }
}

// MARK: - 6. Settings rows

struct SettingsSwitchOption {
  let title: String
  let icon: UIImage?
  let iconBackgroundColor: UIColor
  var isOn: Bool
}

/// A settings row laid out with frames in `layoutSubviews()`, its switch the accessory view.
final class SwitchTableViewCell: UITableViewCell {
  static let identifier = "SwitchTableViewCell"

  private let iconContainer: UIView = {
    let view = UIView()
    view.clipsToBounds = true
    view.layer.cornerRadius = 8
    view.layer.masksToBounds = true
    return view
  }()

  private let iconImageView: UIImageView = {
    let imageView = UIImageView()
    imageView.tintColor = .white
    imageView.contentMode = .scaleAspectFit
    return imageView
  }()

  private let label: UILabel = {
    let label = UILabel()
    label.numberOfLines = 1
    return label
  }()

  private let mySwitch: UISwitch = {
    let mySwitch = UISwitch()
    mySwitch.onTintColor = .systemBlue
    return mySwitch
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
    contentView.addSubview(iconContainer)
    iconContainer.addSubview(iconImageView)
    contentView.clipsToBounds = true
    accessoryType = .none
    accessoryView = mySwitch
  }

  required init?(coder: NSCoder) {
    fatalError()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size: CGFloat = contentView.frame.size.height - 12
    iconContainer.frame = CGRect(x: 15, y: 6, width: size, height: size)

    let imageSize: CGFloat = size / 1.5
    iconImageView.frame = CGRect(
      x: (size - imageSize) / 2, y: (size - imageSize) / 2, width: imageSize, height: imageSize)

    label.frame = CGRect(
      x: 25 + iconContainer.frame.size.width, y: 0,
      width: contentView.frame.size.width - 20 - iconContainer.frame.size.width,
      height: contentView.frame.size.height)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    iconImageView.image = nil
    label.text = nil
    iconContainer.backgroundColor = nil
    mySwitch.isOn = false
  }

  public func configure(with model: SettingsSwitchOption) {
    label.text = model.title
    iconImageView.image = model.icon
    iconContainer.backgroundColor = model.iconBackgroundColor
    mySwitch.isOn = model.isOn
  }
}

struct SettingsItem {
  let iconName: String
  let title: String
  let value: String?
}

/// A settings row with a value and a disclosure indicator, constrained to the content view.
final class SettingsDetailCell: UITableViewCell {
  static let identifier = "SettingsDetailCell"

  private let iconView = UIImageView()
  private let titleLabel = UILabel()
  private let valueLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
    setupViews()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setupViews() {
    iconView.contentMode = .scaleAspectFit
    iconView.tintColor = .systemBlue
    titleLabel.font = .preferredFont(forTextStyle: .body)
    valueLabel.font = .preferredFont(forTextStyle: .body)
    valueLabel.textColor = .secondaryLabel
    valueLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

    contentView.addSubviews(iconView, titleLabel, valueLabel)
    [iconView, titleLabel, valueLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }

    NSLayoutConstraint.activate([
      iconView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      iconView.widthAnchor.constraint(equalToConstant: 24),
      iconView.heightAnchor.constraint(equalToConstant: 24),

      titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),

      valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
      valueLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      valueLabel.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
    ])
  }

  func configure(with item: SettingsItem) {
    iconView.image = UIImage(systemName: item.iconName)
    titleLabel.text = item.title
    valueLabel.text = item.value
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    iconView.image = nil
    titleLabel.text = nil
    valueLabel.text = nil
  }
}

// MARK: - 7. Toast

final class ToastView: UIView {
  private let messageLabel: UILabel = {
    let label = UILabel()
    label.textColor = .white
    label.font = .systemFont(ofSize: 15, weight: .medium)
    label.textAlignment = .center
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  init(message: String) {
    super.init(frame: .zero)
    backgroundColor = UIColor.black.withAlphaComponent(0.8)
    layer.cornerRadius = 12
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8
    messageLabel.text = message
    addSubview(messageLabel)
    NSLayoutConstraint.activate([
      messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: 10),
      messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
      messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

extension UIViewController {
  func showToast(_ message: String) {
    let toast = ToastView(message: message)
    toast.translatesAutoresizingMaskIntoConstraints = false
    toast.alpha = 0
    view.addSubview(toast)
    NSLayoutConstraint.activate([
      toast.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      toast.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -32),
      toast.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 24),
      toast.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -24),
    ])
    UIView.animate(withDuration: 0.3) {
      toast.alpha = 1
    }
  }
}

final class ShareLinkViewController: UIViewController {
  var toastMessage = "Link copied to clipboard"
  var showsToastOnAppear = false

  private let linkLabel: UILabel = {
    let label = UILabel()
    label.text = "https://example.com/invite/42"
    label.font = .monospacedSystemFont(ofSize: 15, weight: .regular)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(linkLabel)
    NSLayoutConstraint.activate([
      linkLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      linkLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    if !showsToastOnAppear {
      showToast(toastMessage)
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if showsToastOnAppear {
      showToast(toastMessage)
    }
  }
}

// MARK: - 8. Weather card

struct WeatherViewModel {
  let city: String
  let temperature: Int
  let condition: String
  let high: Int
  let low: Int
  let symbolName: String
  let humidity: Float
}

final class WeatherCardView: UIView {
  private let gradientLayer: CAGradientLayer = {
    let layer = CAGradientLayer()
    layer.colors = [
      UIColor(red: 0.29, green: 0.56, blue: 0.89, alpha: 1).cgColor,
      UIColor(red: 0.20, green: 0.36, blue: 0.80, alpha: 1).cgColor,
    ]
    layer.startPoint = CGPoint(x: 0.5, y: 0)
    layer.endPoint = CGPoint(x: 0.5, y: 1)
    return layer
  }()

  private let cityLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 22, weight: .semibold)
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let conditionImageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFit
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let temperatureLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 64, weight: .thin)
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let conditionLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17, weight: .medium)
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let highLowLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.textColor = UIColor.white.withAlphaComponent(0.8)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let humidityLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13, weight: .medium)
    label.textColor = UIColor.white.withAlphaComponent(0.8)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let humidityProgressView: UIProgressView = {
    let progressView = UIProgressView(progressViewStyle: .default)
    progressView.progressTintColor = .white
    progressView.trackTintColor = UIColor.white.withAlphaComponent(0.3)
    progressView.layer.cornerRadius = 3
    progressView.clipsToBounds = true
    progressView.translatesAutoresizingMaskIntoConstraints = false
    return progressView
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupViews()
    setupConstraints()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradientLayer.frame = bounds
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
  }

  func configure(with viewModel: WeatherViewModel) {
    cityLabel.text = viewModel.city
    temperatureLabel.text = "\(viewModel.temperature)°"
    conditionLabel.text = viewModel.condition
    highLowLabel.text = "H:\(viewModel.high)°  L:\(viewModel.low)°"
    humidityLabel.text = "Humidity \(Int(viewModel.humidity * 100))%"
    humidityProgressView.setProgress(viewModel.humidity, animated: false)
    conditionImageView.image = UIImage(systemName: viewModel.symbolName)?.withRenderingMode(.alwaysOriginal)
  }

  private func setupViews() {
    layer.cornerRadius = 24
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.15
    layer.shadowOffset = CGSize(width: 0, height: 8)
    layer.shadowRadius = 16
    layer.masksToBounds = false
    gradientLayer.cornerRadius = 24
    layer.insertSublayer(gradientLayer, at: 0)
    addSubviews(
      cityLabel, conditionImageView, temperatureLabel, conditionLabel, highLowLabel, humidityLabel,
      humidityProgressView)
  }

  private func setupConstraints() {
    NSLayoutConstraint.activate([
      cityLabel.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      cityLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      cityLabel.trailingAnchor.constraint(lessThanOrEqualTo: conditionImageView.leadingAnchor, constant: -8),

      conditionImageView.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      conditionImageView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
      conditionImageView.widthAnchor.constraint(equalToConstant: 44),
      conditionImageView.heightAnchor.constraint(equalToConstant: 44),

      temperatureLabel.topAnchor.constraint(equalTo: cityLabel.bottomAnchor, constant: 4),
      temperatureLabel.leadingAnchor.constraint(equalTo: cityLabel.leadingAnchor),

      conditionLabel.topAnchor.constraint(equalTo: temperatureLabel.bottomAnchor),
      conditionLabel.leadingAnchor.constraint(equalTo: cityLabel.leadingAnchor),

      highLowLabel.topAnchor.constraint(equalTo: conditionLabel.bottomAnchor, constant: 4),
      highLowLabel.leadingAnchor.constraint(equalTo: cityLabel.leadingAnchor),

      humidityLabel.topAnchor.constraint(equalTo: highLowLabel.bottomAnchor, constant: 16),
      humidityLabel.leadingAnchor.constraint(equalTo: cityLabel.leadingAnchor),

      humidityProgressView.topAnchor.constraint(equalTo: humidityLabel.bottomAnchor, constant: 6),
      humidityProgressView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      humidityProgressView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
      humidityProgressView.heightAnchor.constraint(equalToConstant: 6),
      humidityProgressView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
    ])
  }
}

final class WeatherViewController: UIViewController {
  let weatherCardView = WeatherCardView()
  private let backgroundGradient = CAGradientLayer()

  private let updatedLabel: UILabel = {
    let label = UILabel()
    label.text = "Updated just now"
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    overrideUserInterfaceStyle = .dark
    backgroundGradient.colors = [UIColor.systemIndigo.cgColor, UIColor.black.cgColor]
    backgroundGradient.frame = view.bounds
    view.layer.insertSublayer(backgroundGradient, at: 0)

    weatherCardView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(weatherCardView)
    view.addSubview(updatedLabel)
    NSLayoutConstraint.activate([
      weatherCardView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      weatherCardView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      weatherCardView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),

      updatedLabel.topAnchor.constraint(equalTo: weatherCardView.bottomAnchor, constant: 12),
      updatedLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    weatherCardView.configure(
      with: WeatherViewModel(
        city: "Lisbon", temperature: 21, condition: "Partly Cloudy", high: 24, low: 14,
        symbolName: "cloud.sun.fill",
        humidity: 0.62))
  }
}

// MARK: - 9. A screen laid out with the visual format language

final class FeedbackViewController: UIViewController {
  private let headerLabel = UILabel()
  private let nameTextField = UITextField()
  private let ratingControl = UISegmentedControl(items: ["Bad", "Okay", "Good", "Great"])
  private let satisfactionSlider = UISlider()
  private let tipStepper = UIStepper()
  private let tipLabel = UILabel()
  private let commentsTextView = UITextView()
  private let progressView = UIProgressView(progressViewStyle: .bar)
  private let submitButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feedback"
    view.backgroundColor = .systemGroupedBackground
    configureSubviews()
    setupLayout()
  }

  private func configureSubviews() {
    headerLabel.text = "How was your order?"
    headerLabel.font = .preferredFont(forTextStyle: .title3)

    nameTextField.placeholder = "Your name"
    nameTextField.borderStyle = .roundedRect
    nameTextField.clearButtonMode = .whileEditing

    ratingControl.selectedSegmentIndex = 2
    ratingControl.selectedSegmentTintColor = .appPrimary
    ratingControl.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)

    satisfactionSlider.minimumValue = 0
    satisfactionSlider.maximumValue = 10
    satisfactionSlider.value = 7
    satisfactionSlider.minimumTrackTintColor = .appPrimary

    tipStepper.minimumValue = 0
    tipStepper.maximumValue = 20
    tipStepper.stepValue = 5
    tipStepper.value = 10
    tipStepper.addAction(UIAction { [weak self] _ in self?.updateTipLabel() }, for: .valueChanged)
    updateTipLabel()

    commentsTextView.font = .preferredFont(forTextStyle: .body)
    commentsTextView.layer.cornerRadius = 8
    commentsTextView.layer.borderWidth = 1
    commentsTextView.layer.borderColor = UIColor.systemGray4.cgColor
    commentsTextView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)

    progressView.progress = 0.75

    submitButton.setTitle("Submit", for: .normal)
    submitButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
    submitButton.backgroundColor = .appPrimary
    submitButton.setTitleColor(.white, for: .normal)
    submitButton.layer.cornerRadius = 10
  }

  private func updateTipLabel() {
    tipLabel.text = "Tip: \(Int(tipStepper.value))%"
  }

  private func setupLayout() {
    let subviews: [UIView] = [
      headerLabel, nameTextField, ratingControl, satisfactionSlider, tipStepper, tipLabel, commentsTextView,
      progressView, submitButton,
    ]
    for subview in subviews {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let views: [String: Any] = [
      "header": headerLabel, "name": nameTextField, "rating": ratingControl, "slider": satisfactionSlider,
      "stepper": tipStepper, "tip": tipLabel, "comments": commentsTextView, "progress": progressView,
      "submit": submitButton,
    ]
    let metrics = ["margin": 20, "spacing": 16, "fieldHeight": 44, "buttonHeight": 50]

    var constraints = [NSLayoutConstraint]()
    for name in ["header", "name", "rating", "slider", "comments", "progress", "submit"] {
      constraints += NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-margin-[\(name)]-margin-|", options: [], metrics: metrics, views: views)
    }
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-margin-[stepper]-spacing-[tip]-(>=margin)-|", options: [.alignAllCenterY],
      metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat:
        "V:[header]-12-[name(fieldHeight)]-spacing-[rating]-spacing-[slider]-spacing-[stepper]-spacing-[comments(120)]-spacing-[progress(4)]-24-[submit(buttonHeight)]",
      options: [], metrics: metrics, views: views)
    constraints.append(
      headerLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20))
    NSLayoutConstraint.activate(constraints)
  }
}

// MARK: - 10. Collection view cell

struct Category {
  let title: String
  let imageName: String
  let itemCount: Int
}

final class CategoryCell: UICollectionViewCell {
  static let identifier = "CategoryCell"

  private let imageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.layer.cornerRadius = 12
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let gradientLayer: CAGradientLayer = {
    let layer = CAGradientLayer()
    layer.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
    layer.locations = [0.5, 1.0]
    return layer
  }()

  private let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17, weight: .bold)
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let countLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13)
    label.textColor = UIColor.white.withAlphaComponent(0.8)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let checkmarkImageView: UIImageView = {
    let imageView = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
    imageView.tintColor = .white
    imageView.isHidden = true
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  override var isSelected: Bool {
    didSet {
      checkmarkImageView.isHidden = !isSelected
      contentView.layer.borderWidth = isSelected ? 3 : 0
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupViews()
    setupConstraints()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradientLayer.frame = imageView.bounds
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
    titleLabel.text = nil
    countLabel.text = nil
    isSelected = false
  }

  func configure(with category: Category) {
    imageView.image = UIImage(named: category.imageName)
    titleLabel.text = category.title
    countLabel.text = "\(category.itemCount) items"
  }

  private func setupViews() {
    contentView.layer.cornerRadius = 12
    contentView.layer.borderColor = UIColor.appPrimary.cgColor
    imageView.layer.addSublayer(gradientLayer)
    contentView.addSubviews(imageView, titleLabel, countLabel, checkmarkImageView)
  }

  private func setupConstraints() {
    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.6),

      countLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      countLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),

      titleLabel.leadingAnchor.constraint(equalTo: countLabel.leadingAnchor),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
      titleLabel.bottomAnchor.constraint(equalTo: countLabel.topAnchor, constant: -2),

      checkmarkImageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      checkmarkImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      checkmarkImageView.widthAnchor.constraint(equalToConstant: 24),
      checkmarkImageView.heightAnchor.constraint(equalToConstant: 24),
    ])
  }
}

// MARK: - 11. Product card

struct Product {
  let name: String
  let imageName: String
  let price: Double
  let originalPrice: Double?
}

/// The label apps pad with insets.
final class PaddingLabel: UILabel {
  var textInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
    didSet { invalidateIntrinsicContentSize() }
  }

  // Not here: `override func drawText(in rect: CGRect)` (UILabel has no drawText(in:) to override).

  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(
      width: size.width + textInsets.left + textInsets.right,
      height: size.height + textInsets.top + textInsets.bottom)
  }
}

final class ProductCardView: UIView {
  private let productImageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.backgroundColor = .secondarySystemBackground
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let discountBadge: PaddingLabel = {
    let label = PaddingLabel()
    label.font = .systemFont(ofSize: 13, weight: .bold)
    label.textColor = .white
    label.textAlignment = .center
    label.backgroundColor = .systemRed
    label.layer.cornerRadius = 6
    label.layer.masksToBounds = true
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let favoriteButton: UIButton = {
    let button = UIButton(type: .system)
    let config = UIImage.SymbolConfiguration(pointSize: 18, weight: .semibold)
    button.setImage(UIImage(systemName: "heart", withConfiguration: config), for: .normal)
    button.tintColor = .systemPink
    button.backgroundColor = .white
    button.layer.cornerRadius = 18
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  private let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    label.numberOfLines = 2
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let priceLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let quantityStepper: UIStepper = {
    let stepper = UIStepper()
    stepper.minimumValue = 1
    stepper.maximumValue = 10
    stepper.value = 1
    stepper.translatesAutoresizingMaskIntoConstraints = false
    return stepper
  }()

  private lazy var addToCartButton: UIButton = {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "cart.badge.plus"), for: .normal)
    button.setTitle("  Add to Cart", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 16, weight: .semibold)
    button.tintColor = .white
    button.backgroundColor = .appPrimary
    button.layer.cornerRadius = 10
    button.addAction(
      UIAction { _ in
        let generator = UIImpactFeedbackGenerator(style: .medium)
        generator.impactOccurred()
      }, for: .touchUpInside)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupViews()
    setupConstraints()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 16).cgPath
  }

  func configure(with product: Product) {
    productImageView.image = UIImage(named: product.imageName)
    nameLabel.text = product.name

    let priceText = NSMutableAttributedString(
      string: String(format: "$%.2f", product.price),
      attributes: [.font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: UIColor.label])
    if let originalPrice = product.originalPrice {
      priceText.append(
        NSAttributedString(
          string: String(format: "  $%.2f", originalPrice),
          attributes: [
            .font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.secondaryLabel,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue,
          ]))
      let discount = Int(((1 - product.price / originalPrice) * 100).rounded())
      discountBadge.text = "-\(discount)%"
      discountBadge.isHidden = false
    } else {
      discountBadge.isHidden = true
    }
    priceLabel.attributedText = priceText
  }

  private func setupViews() {
    backgroundColor = .systemBackground
    layer.cornerRadius = 16
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.1
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowRadius = 10
    addSubviews(
      productImageView, discountBadge, favoriteButton, nameLabel, priceLabel, quantityStepper, addToCartButton
    )
  }

  private func setupConstraints() {
    NSLayoutConstraint.activate([
      productImageView.topAnchor.constraint(equalTo: topAnchor),
      productImageView.leadingAnchor.constraint(equalTo: leadingAnchor),
      productImageView.trailingAnchor.constraint(equalTo: trailingAnchor),
      productImageView.heightAnchor.constraint(equalTo: productImageView.widthAnchor, multiplier: 0.6),

      discountBadge.topAnchor.constraint(equalTo: productImageView.topAnchor, constant: 12),
      discountBadge.leadingAnchor.constraint(equalTo: productImageView.leadingAnchor, constant: 12),

      favoriteButton.topAnchor.constraint(equalTo: productImageView.topAnchor, constant: 12),
      favoriteButton.trailingAnchor.constraint(equalTo: productImageView.trailingAnchor, constant: -12),
      favoriteButton.widthAnchor.constraint(equalToConstant: 36),
      favoriteButton.heightAnchor.constraint(equalToConstant: 36),

      nameLabel.topAnchor.constraint(equalTo: productImageView.bottomAnchor, constant: 12),
      nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),

      priceLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 6),
      priceLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),

      quantityStepper.topAnchor.constraint(equalTo: priceLabel.bottomAnchor, constant: 12),
      quantityStepper.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      quantityStepper.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),

      addToCartButton.centerYAnchor.constraint(equalTo: quantityStepper.centerYAnchor),
      addToCartButton.leadingAnchor.constraint(equalTo: quantityStepper.trailingAnchor, constant: 16),
      addToCartButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      addToCartButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}

// MARK: - 12. A container controller with a child

final class MiniPlayerViewController: UIViewController {
  private let progressView: UIProgressView = {
    let progressView = UIProgressView(progressViewStyle: .default)
    progressView.progress = 0.35
    progressView.progressTintColor = .systemPink
    progressView.translatesAutoresizingMaskIntoConstraints = false
    return progressView
  }()

  private let artworkImageView: UIImageView = {
    let imageView = UIImageView(image: UIImage(named: "album-art"))
    imageView.contentMode = .scaleAspectFill
    imageView.layer.cornerRadius = 6
    imageView.clipsToBounds = true
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  private let songTitleLabel: UILabel = {
    let label = UILabel()
    label.text = "Midnight City"
    label.font = .systemFont(ofSize: 15, weight: .semibold)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private let artistLabel: UILabel = {
    let label = UILabel()
    label.text = "M83"
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private lazy var playPauseButton: UIButton = {
    let button = UIButton(type: .system)
    let config = UIImage.SymbolConfiguration(pointSize: 22, weight: .bold)
    button.setImage(UIImage(systemName: "play.fill", withConfiguration: config), for: .normal)
    button.tintColor = .label
    button.addAction(UIAction { [weak self] _ in self?.togglePlayback() }, for: .touchUpInside)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  private var isPlaying = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOpacity = 0.1
    view.layer.shadowOffset = CGSize(width: 0, height: -2)
    view.layer.shadowRadius = 6
    view.addSubviews(progressView, artworkImageView, songTitleLabel, artistLabel, playPauseButton)

    NSLayoutConstraint.activate([
      progressView.topAnchor.constraint(equalTo: view.topAnchor),
      progressView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      progressView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      progressView.heightAnchor.constraint(equalToConstant: 2),

      artworkImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
      artworkImageView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      artworkImageView.widthAnchor.constraint(equalToConstant: 48),
      artworkImageView.heightAnchor.constraint(equalToConstant: 48),

      songTitleLabel.leadingAnchor.constraint(equalTo: artworkImageView.trailingAnchor, constant: 12),
      songTitleLabel.bottomAnchor.constraint(equalTo: view.centerYAnchor, constant: -1),
      songTitleLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: playPauseButton.leadingAnchor, constant: -8),

      artistLabel.leadingAnchor.constraint(equalTo: songTitleLabel.leadingAnchor),
      artistLabel.topAnchor.constraint(equalTo: view.centerYAnchor, constant: 1),

      playPauseButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      playPauseButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      playPauseButton.widthAnchor.constraint(equalToConstant: 44),
      playPauseButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  private func togglePlayback() {
    isPlaying.toggle()
    playPauseButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
    UIImpactFeedbackGenerator(style: .light).impactOccurred()
  }
}

final class LibraryViewController: UIViewController {
  let miniPlayer = MiniPlayerViewController()
  private var hasShownWelcome = false

  private let segmentedControl: UISegmentedControl = {
    let control = UISegmentedControl(items: ["Songs", "Albums", "Artists"])
    control.selectedSegmentIndex = 0
    control.translatesAutoresizingMaskIntoConstraints = false
    return control
  }()

  private let volumeSlider: UISlider = {
    let slider = UISlider()
    slider.minimumValueImage = UIImage(systemName: "speaker.fill")
    slider.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
    slider.value = 0.6
    slider.translatesAutoresizingMaskIntoConstraints = false
    return slider
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "person.crop.circle"), style: .plain, target: self, action: nil)
    view.addSubviews(segmentedControl, volumeSlider)
    segmentedControl.addAction(UIAction { [weak self] _ in self?.segmentChanged() }, for: .valueChanged)

    addChild(miniPlayer)
    view.addSubview(miniPlayer.view)
    miniPlayer.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      segmentedControl.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      segmentedControl.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      segmentedControl.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),

      volumeSlider.topAnchor.constraint(equalTo: segmentedControl.bottomAnchor, constant: 20),
      volumeSlider.leadingAnchor.constraint(equalTo: segmentedControl.leadingAnchor),
      volumeSlider.trailingAnchor.constraint(equalTo: segmentedControl.trailingAnchor),

      miniPlayer.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      miniPlayer.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      miniPlayer.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      miniPlayer.view.heightAnchor.constraint(equalToConstant: 64),
    ])
    miniPlayer.didMove(toParent: self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !hasShownWelcome else { return }
    hasShownWelcome = true
    let alert = UIAlertController(
      title: "Welcome to Library", message: "Your music from all your devices, in one place.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Not Now", style: .cancel))
    alert.addAction(UIAlertAction(title: "Turn On Sync", style: .default) { _ in })
    present(alert, animated: true)
  }

  private func segmentChanged() {
    UISelectionFeedbackGenerator().selectionChanged()
  }
}
