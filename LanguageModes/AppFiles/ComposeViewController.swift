// A compose screen written the newest way: a button made with a configuration and a primary
// `UIAction`, whose handler starts an `async` send in a `Task` and disables the button meanwhile.
#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

protocol MessageSending: Sendable {
  func send(_ text: String) async throws
}

struct NoOpSender: MessageSending {
  func send(_ text: String) async throws {}
}

final class ComposeViewController: UIViewController {
  let textView = UITextView()
  private(set) lazy var sendButton = UIButton(
    configuration: .filled(),
    primaryAction: UIAction(title: "Send") { [weak self] _ in self?.sendTapped() })

  private let sender: any MessageSending
  private(set) var isSending = false {
    didSet { sendButton.isEnabled = !isSending }
  }

  init(sender: any MessageSending = NoOpSender()) {
    self.sender = sender
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    textView.font = .preferredFont(forTextStyle: .body)
    textView.layer.borderWidth = 1
    textView.layer.borderColor = UIColor.separator.cgColor
    textView.layer.cornerRadius = 8

    for subview in [textView, sendButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      textView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      textView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      textView.heightAnchor.constraint(equalToConstant: 160),
      sendButton.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 12),
      sendButton.trailingAnchor.constraint(equalTo: textView.trailingAnchor),
      sendButton.widthAnchor.constraint(equalToConstant: 88),
      sendButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  private func sendTapped() {
    let text = textView.text ?? ""
    let sender = sender
    isSending = true
    Task {
      defer { isSending = false }
      try? await sender.send(text)
      textView.text = ""
    }
  }
}
