import LayoutShotUIKit

// Text attachments, drawing into images, gestures and transitions, written the way apps write
// them, importing LayoutShotUIKit in place of UIKit and otherwise unchanged but for the one
// `#selector`, written as the source adapter writes it (this test target is not adapted): the
// tests in AttachmentCorpusTests.swift lay these out and check the frames by hand.

// MARK: 1. A rating row with an inline SF Symbol

/// "4.8 ★" with the star inline in the label's text, and the review count beside it on the same
/// baseline.
final class RatingRowViewController: UIViewController {
  private let ratingLabel = UILabel()
  private let reviewsLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    let starConfiguration = UIImage.SymbolConfiguration(font: font, scale: .small)
    let star = NSTextAttachment()
    star.image = UIImage(systemName: "star.fill", withConfiguration: starConfiguration)?
      .withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
    star.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)

    let rating = NSMutableAttributedString(string: "4.8 ", attributes: [.font: font])
    rating.append(NSAttributedString(attachment: star))
    ratingLabel.attributedText = rating
    ratingLabel.accessibilityIdentifier = "ratingLabel"

    reviewsLabel.text = "(2,314 reviews)"
    reviewsLabel.font = .systemFont(ofSize: 15)
    reviewsLabel.textColor = .secondaryLabel
    reviewsLabel.accessibilityIdentifier = "reviewsLabel"

    [ratingLabel, reviewsLabel].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview($0)
    }
    NSLayoutConstraint.activate([
      ratingLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      ratingLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      reviewsLabel.leadingAnchor.constraint(equalTo: ratingLabel.trailingAnchor, constant: 8),
      reviewsLabel.firstBaselineAnchor.constraint(equalTo: ratingLabel.firstBaselineAnchor),
    ])
  }
}

// MARK: 2. A "read more" label built from a mutable attributed string

/// A three-line excerpt that ends with an arrow image and a tinted "Read more".
final class ReadMoreViewController: UIViewController {
  let excerptLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let body = UIFont.preferredFont(forTextStyle: .body)
    let text = NSMutableAttributedString()
    text.append(
      NSAttributedString(
        string: "A quiet cabin at the edge of the forest, ten minutes from the lake. ",
        attributes: [.font: body, .foregroundColor: UIColor.label]))
    let arrow = NSTextAttachment()
    arrow.image = UIImage(named: "arrow-circle")
    arrow.bounds = CGRect(x: 0, y: body.descender, width: 18, height: 18)
    text.append(NSAttributedString(attachment: arrow))
    text.append(NSAttributedString(string: " Read more"))
    let link = NSRange(location: text.length - 9, length: 9)
    text.addAttributes([.font: body, .foregroundColor: UIColor.systemBlue], range: link)

    excerptLabel.attributedText = text
    excerptLabel.numberOfLines = 3
    excerptLabel.accessibilityIdentifier = "excerptLabel"
    excerptLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(excerptLabel)
    NSLayoutConstraint.activate([
      excerptLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      excerptLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      excerptLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
    ])
  }

  /// The arrow the excerpt ends with, drawn as an app's asset would be: a blue disc.
  static func registerArrow() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let image = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18), format: format).image {
      context in
      UIColor.systemBlue.setFill()
      context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 18, height: 18))
    }
    if let asset = try? ImageAsset(
      name: "arrow-circle", pngData: image.layoutShotImage.pngData ?? Data(), scale: 3)
    {
      UIImage.register(asset, named: "arrow-circle")
    }
  }
}

// MARK: 3. An avatar placeholder drawn with UIGraphicsImageRenderer

/// Initials on a coloured circle, drawn once and shown in an image view, as a contacts list does
/// for someone without a photo.
final class AvatarPlaceholderViewController: UIViewController {
  private let avatarView = UIImageView()
  private let nameLabel = UILabel()

  static func placeholderAvatar(initials: String, diameter: CGFloat, color: UIColor) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
    return renderer.image { context in
      color.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: diameter, height: diameter)).fill()
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: diameter * 0.4, weight: .semibold),
        .foregroundColor: UIColor.white,
      ]
      let size = initials.size(withAttributes: attributes)
      initials.draw(
        at: CGPoint(x: (diameter - size.width) / 2, y: (diameter - size.height) / 2),
        withAttributes: attributes)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    avatarView.image = Self.placeholderAvatar(initials: "JA", diameter: 64, color: .systemIndigo)
    avatarView.contentMode = .scaleAspectFill
    avatarView.accessibilityIdentifier = "avatarView"
    nameLabel.text = "Jane Appleseed"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.accessibilityIdentifier = "nameLabel"
    [avatarView, nameLabel].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview($0)
    }
    NSLayoutConstraint.activate([
      avatarView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      avatarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      avatarView.widthAnchor.constraint(equalToConstant: 64),
      avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
      nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
    ])
  }
}

// MARK: 4. A swipe-to-dismiss card

/// A card at the bottom of the screen that a pan drags down to dismiss, with its own transition.
final class SwipeToDismissCardController: UIViewController, UIViewControllerTransitioningDelegate,
  UIGestureRecognizerDelegate
{
  private let cardView = UIView()
  private let handleView = UIView()
  private let titleLabel = UILabel()
  private let interactor = UIPercentDrivenInteractiveTransition()
  private var isInteracting = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    transitioningDelegate = self
    modalPresentationStyle = .custom

    cardView.backgroundColor = .systemBackground
    cardView.layer.cornerRadius = 16
    cardView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    cardView.accessibilityIdentifier = "cardView"
    handleView.backgroundColor = .systemGray3
    handleView.layer.cornerRadius = 2.5
    handleView.accessibilityIdentifier = "handleView"
    titleLabel.text = "Share with friends"
    titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
    titleLabel.accessibilityIdentifier = "titleLabel"

    view.addSubview(cardView)
    [handleView, titleLabel].forEach { cardView.addSubview($0) }
    [cardView, handleView, titleLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      cardView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      cardView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      cardView.heightAnchor.constraint(equalToConstant: 320),
      handleView.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 8),
      handleView.centerXAnchor.constraint(equalTo: cardView.centerXAnchor),
      handleView.widthAnchor.constraint(equalToConstant: 36),
      handleView.heightAnchor.constraint(equalToConstant: 5),
      titleLabel.topAnchor.constraint(equalTo: handleView.bottomAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 20),
    ])

    // `#selector(handlePan(_:))` in the app; the source adapter writes it as this selector.
    let pan = UIPanGestureRecognizer(
      target: self,
      action: Selector(
        "handlePan:",
        { (target: SwipeToDismissCardController, sender: UIPanGestureRecognizer) in
          target.handlePan(sender)
        }))
    pan.delegate = self
    cardView.addGestureRecognizer(pan)
  }

  private func handlePan(_ gesture: UIPanGestureRecognizer) {
    let translation = gesture.translation(in: view)
    let progress = max(0, min(1, translation.y / cardView.bounds.height))
    switch gesture.state {
    case .began:
      isInteracting = true
      dismiss(animated: true)
    case .changed:
      interactor.update(progress)
    case .ended, .cancelled:
      isInteracting = false
      if progress > 0.3 || gesture.velocity(in: view).y > 800 {
        interactor.finish()
      } else {
        interactor.cancel()
      }
    default:
      break
    }
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    CardDismissAnimator()
  }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    isInteracting ? interactor : nil
  }
}

final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.25
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      fromView.frame.origin.y = transitionContext.containerView.bounds.height
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

// MARK: 5. A destructive button with a symbol configuration

/// A settings footer with a full-width "Delete Account" button marked destructive.
final class DeleteAccountViewController: UIViewController {
  private let deleteButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let symbol = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .medium)
    deleteButton.setImage(UIImage(systemName: "trash", withConfiguration: symbol), for: .normal)
    deleteButton.setTitle("Delete Account", for: .normal)
    deleteButton.role = .destructive
    deleteButton.tintColor = .systemRed
    deleteButton.backgroundColor = .secondarySystemGroupedBackground
    deleteButton.layer.cornerRadius = 10
    deleteButton.accessibilityIdentifier = "deleteButton"
    deleteButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(deleteButton)
    NSLayoutConstraint.activate([
      deleteButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      deleteButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      deleteButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      deleteButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
