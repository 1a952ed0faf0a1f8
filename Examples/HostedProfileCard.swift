// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against UIKit and SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import LayoutShotSwiftUI
  import LayoutShotUIKit
#endif

/// A UIKit profile screen that shows the SwiftUI profile card (``SwiftUIProfileCard``) in a hosting
/// controller, the way an app moves a screen to SwiftUI one part at a time: a UIKit title above,
/// the card as a child controller, a UIKit button below.
///
/// The lesson: the hosting controller's view is pinned by its top and sides only. It takes the
/// height SwiftUI lays the card out at for that width (its intrinsic size), so the button below
/// follows the card wherever the biography wraps, on every device and text size.
final class HostedProfileViewController: UIViewController {
  private let titleLabel = UILabel()
  private let cardController = UIHostingController(rootView: SwiftUIProfileCard())
  private let followButton = UIButton(configuration: .filled())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    titleLabel.text = "Profile"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleLabel)

    addChild(cardController)
    let cardView: UIView = cardController.view
    cardView.backgroundColor = .clear
    cardView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(cardView)
    cardController.didMove(toParent: self)

    followButton.setTitle("Follow", for: .normal)
    followButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(followButton)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      // The card pads itself by 16 on every side, so its view spans the screen's width.
      cardView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
      cardView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      followButton.topAnchor.constraint(equalTo: cardView.bottomAnchor, constant: 8),
      followButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      followButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
