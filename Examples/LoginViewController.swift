#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// A sign-in screen written as plain UIKit code: it compiles unchanged in an iOS app, where
/// `import UIKit` is taken, and here, where `LayoutShotUIKit` stands in.
///
/// The lesson: a controller builds its views in `viewDidLoad()`, the way most apps do, and
/// LayoutShot calls it, solves the constraints, and hands the frames back to the views. Nothing
/// in the file is LayoutShot's: the views are named in snapshots and frame dumps after the
/// properties that hold them (`emailField`, `logInButton`). The form hangs from the safe area's
/// top and keeps to the readable content guide, so it stays a comfortable width on an iPad; the
/// log-in button is a filled `UIButton.Configuration` stretched to the form's width; the
/// "Remember me" row puts a label and a switch on one line, centred on each other.
final class LoginViewController: UIViewController {
  private let logoImageView = UIImageView(image: UIImage(systemName: "lock.shield"))
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let rememberLabel = UILabel()
  private let rememberSwitch = UISwitch()
  private let logInButton = UIButton(configuration: .filled())
  private let forgotButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign In"
    view.backgroundColor = .systemBackground

    logoImageView.tintColor = .systemBlue
    logoImageView.contentMode = .scaleAspectFit

    titleLabel.text = "Welcome back"
    titleLabel.font = .systemFont(ofSize: 34, weight: .bold)

    subtitleLabel.text = "Sign in with the email address and password you chose when you joined."
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    subtitleLabel.textColor = .secondaryLabel
    subtitleLabel.numberOfLines = 0

    emailField.placeholder = "Email address"
    emailField.borderStyle = .roundedRect
    emailField.keyboardType = .emailAddress
    emailField.textContentType = .username
    emailField.autocapitalizationType = .none
    emailField.returnKeyType = .next
    emailField.delegate = self

    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .password
    passwordField.returnKeyType = .go
    passwordField.delegate = self

    rememberLabel.text = "Remember me"
    rememberSwitch.isOn = true

    logInButton.configuration?.title = "Log In"
    logInButton.configuration?.cornerStyle = .large
    logInButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)

    forgotButton.setTitle("Forgot password?", for: .normal)

    let form = [
      logoImageView, titleLabel, subtitleLabel, emailField, passwordField, rememberLabel, rememberSwitch,
      logInButton, forgotButton,
    ]
    for subview in form {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let guide = view.readableContentGuide
    NSLayoutConstraint.activate([
      logoImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
      logoImageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      logoImageView.widthAnchor.constraint(equalToConstant: 56),
      logoImageView.heightAnchor.constraint(equalTo: logoImageView.widthAnchor),

      titleLabel.topAnchor.constraint(equalTo: logoImageView.bottomAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),

      subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      subtitleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      subtitleLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),

      emailField.topAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: 32),
      emailField.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      emailField.trailingAnchor.constraint(equalTo: guide.trailingAnchor),

      passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
      passwordField.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      passwordField.trailingAnchor.constraint(equalTo: guide.trailingAnchor),

      rememberSwitch.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 16),
      rememberSwitch.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      rememberLabel.centerYAnchor.constraint(equalTo: rememberSwitch.centerYAnchor),
      rememberLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      rememberLabel.trailingAnchor.constraint(lessThanOrEqualTo: rememberSwitch.leadingAnchor, constant: -8),

      logInButton.topAnchor.constraint(equalTo: rememberSwitch.bottomAnchor, constant: 28),
      logInButton.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      logInButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      logInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),

      forgotButton.topAnchor.constraint(equalTo: logInButton.bottomAnchor, constant: 12),
      forgotButton.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
    ])
  }

  private func logIn() {
    view.endEditing(true)
  }
}

extension LoginViewController: UITextFieldDelegate {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      logIn()
    }
    return true
  }
}
