#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// The usual shape of an app, written as plain UIKit code: tabs of navigation controllers.
///
/// A tab bar controller of two navigation controllers. The first tab shows a list under a large title with bar buttons; the second a
/// conversation pushed on a list of conversations, so its bar shows a back button titled with the
/// list's title.
///
/// It compiles unchanged in an iOS app.
///
/// The lesson: the bars are the containers' business. Each screen lays its content out against
/// its view's `safeAreaLayoutGuide` (or lets its scroll view adjust its insets) and never sizes
/// itself for a bar: the navigation controller puts its bar under the status bar and grows the
/// shown controller's safe area by it, the tab bar controller does the same at the bottom.
/// `selectedTab` picks the tab shown, as `selectedIndex` does.
enum BarsGallery {
  /// The tab bar controller, showing tab `selectedTab` (0: the library, 1: the conversation).
  @MainActor
  static func make(selectedTab: Int) -> UITabBarController {
    let library = UINavigationController(rootViewController: LibraryViewController())
    library.navigationBar.prefersLargeTitles = true
    library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)

    // The list's view is never loaded under the conversation, so its title is set here, not in
    // its `viewDidLoad()`: the back button shows it.
    let conversations = ConversationListViewController()
    conversations.title = "Messages"
    let messages = UINavigationController(rootViewController: conversations)
    messages.pushViewController(ConversationViewController(), animated: false)
    messages.tabBarItem = UITabBarItem(title: "Messages", image: UIImage(systemName: "message"), tag: 1)
    messages.tabBarItem.badgeValue = "2"

    let tabs = UITabBarController()
    tabs.viewControllers = [library, messages]
    tabs.selectedIndex = selectedTab
    tabs.tabBar.accessibilityIdentifier = "tabBar"
    return tabs
  }
}

/// A list of books in a scroll view: the scroll view adjusts its content under the large title
/// and above the tab bar by itself.
final class LibraryViewController: UIViewController {
  private let scrollView = UIScrollView()
  private let listStack = UIStackView()
  private let books = [
    ("The Left Hand of Darkness", "Ursula K. Le Guin"), ("Piranesi", "Susanna Clarke"),
    ("A Wizard of Earthsea", "Ursula K. Le Guin"), ("The Dispossessed", "Ursula K. Le Guin"),
    ("Never Let Me Go", "Kazuo Ishiguro"), ("Station Eleven", "Emily St. John Mandel"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
      UIBarButtonItem(
        image: UIImage(systemName: "arrow.up.arrow.down"), style: .plain, target: nil, action: nil),
    ]
    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
    navigationController?.navigationBar.accessibilityIdentifier = "libraryBar"

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    listStack.axis = .vertical
    listStack.spacing = 16
    listStack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(listStack)
    for (title, author) in books {
      listStack.addArrangedSubview(row(title: title, author: author))
    }
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      listStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 8),
      listStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -8),
      listStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      listStack.trailingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      listStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    scrollView.alwaysBounceVertical = true
  }

  /// A book: its title over its author.
  private func row(title: String, author: String) -> UIView {
    let titleLabel = UILabel()
    titleLabel.text = title
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    let authorLabel = UILabel()
    authorLabel.text = author
    authorLabel.font = .preferredFont(forTextStyle: .subheadline)
    authorLabel.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [titleLabel, authorLabel])
    stack.axis = .vertical
    stack.spacing = 2
    return stack
  }
}

/// The list of conversations, under the pushed conversation: only its title (set by whoever makes
/// it) shows, on the back button.
final class ConversationListViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

/// A conversation: two bubbles at the top of the safe area and a compose button in the bar.
final class ConversationViewController: UIViewController {
  private let incomingBubble = UILabel()
  private let outgoingBubble = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Anna"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: nil, action: nil)
    navigationController?.navigationBar.accessibilityIdentifier = "messagesBar"

    for (bubble, text, color) in [
      (incomingBubble, "Are we still on for lunch?", UIColor.secondarySystemBackground),
      (outgoingBubble, "Yes! See you at noon.", UIColor.systemBlue),
    ] {
      bubble.text = text
      bubble.numberOfLines = 0
      bubble.backgroundColor = color
      bubble.layer.cornerRadius = 12
      bubble.clipsToBounds = true
      bubble.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(bubble)
    }
    outgoingBubble.textColor = .white
    outgoingBubble.textAlignment = .right
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      incomingBubble.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      incomingBubble.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      incomingBubble.widthAnchor.constraint(lessThanOrEqualTo: safe.widthAnchor, multiplier: 0.7),
      outgoingBubble.topAnchor.constraint(equalTo: incomingBubble.bottomAnchor, constant: 12),
      outgoingBubble.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      outgoingBubble.widthAnchor.constraint(lessThanOrEqualTo: safe.widthAnchor, multiplier: 0.7),
    ])
  }
}
