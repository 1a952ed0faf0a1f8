// A profile screen written the way a new app target writes it: Swift 6 with the main actor as the
// default isolation, the profile loaded by `async` code started from `viewDidLoad()` in a `Task`,
// a `UIAction` for the button, and plain stored state that re-renders when it changes.
#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

struct Profile {
  var name: String
  var followers: Int
}

protocol ProfileLoading: Sendable {
  func loadProfile() async throws -> Profile
}

struct SampleProfileLoader: ProfileLoading {
  func loadProfile() async throws -> Profile {
    Profile(name: "Ada Lovelace", followers: 1815)
  }
}

final class ProfileViewController: UIViewController {
  let avatarView = UIView()
  let nameLabel = UILabel()
  let followButton = UIButton(type: .system)

  private let loader: any ProfileLoading
  private var loadTask: Task<Void, Never>?
  private var profile: Profile? {
    didSet { render() }
  }
  private(set) var isFollowing = false {
    didSet { render() }
  }

  init(loader: any ProfileLoading = SampleProfileLoader()) {
    self.loader = loader
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    avatarView.backgroundColor = .systemTeal
    avatarView.layer.cornerRadius = 48
    nameLabel.font = .preferredFont(forTextStyle: .title2)
    nameLabel.textAlignment = .center
    followButton.addAction(UIAction { [weak self] _ in self?.isFollowing.toggle() }, for: .touchUpInside)

    for subview in [avatarView, nameLabel, followButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      avatarView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
      avatarView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      avatarView.widthAnchor.constraint(equalToConstant: 96),
      avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
      nameLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 16),
      nameLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      nameLabel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
      followButton.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 12),
      followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      followButton.widthAnchor.constraint(equalToConstant: 160),
      followButton.heightAnchor.constraint(equalToConstant: 44),
    ])
    render()
    loadTask = Task { await load() }
  }

  private func load() async {
    do {
      profile = try await loader.loadProfile()
    } catch {
      nameLabel.text = "Couldn't load the profile"
    }
  }

  private func render() {
    nameLabel.text = profile?.name ?? "Loading…"
    followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
  }

  deinit {
    loadTask?.cancel()
  }
}
