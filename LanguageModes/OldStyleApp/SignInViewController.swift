import UIKit

// Written the way UIKit apps were before Swift concurrency: target-action with #selector,
// @objc handlers, keyboard notifications observed with a selector, and a bar button item.
class SignInViewController: UIViewController {
  let emailField = UITextField()
  let signInButton = UIButton(type: .system)
  var signInCount = 0
  var lastSender: UIButton?
  var editedTexts: [String] = []
  var keyboardNotifications = 0
  var helpShown = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Help", style: .plain, target: self, action: #selector(showHelp))

    emailField.placeholder = "Email"
    emailField.borderStyle = .roundedRect
    emailField.addTarget(self, action: #selector(emailChanged), for: .editingChanged)

    signInButton.setTitle("Sign In", for: .normal)
    signInButton.addTarget(self, action: #selector(signInTapped(_:)), for: .touchUpInside)

    let stack = UIStackView(arrangedSubviews: [emailField, signInButton])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])

    let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
    view.addGestureRecognizer(tap)

    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
      object: nil)
  }

  @objc func signInTapped(_ sender: UIButton) {
    signInCount += 1
    lastSender = sender
  }

  @objc private func emailChanged() {
    editedTexts.append(emailField.text ?? "")
  }

  @objc func dismissKeyboard() {
    view.endEditing(true)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    keyboardNotifications += 1
  }

  @objc func showHelp() {
    helpShown = true
  }
}
