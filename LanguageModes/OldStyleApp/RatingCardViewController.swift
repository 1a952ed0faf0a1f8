import UIKit

/// A card that a pan drags down to dismiss, with its own transition, showing a rating with an
/// inline star and an avatar drawn with an image renderer.
class RatingCardViewController: UIViewController, UIGestureRecognizerDelegate,
  UIViewControllerTransitioningDelegate
{
  let cardView = UIView()
  let ratingLabel = UILabel()
  let avatarView = UIImageView()
  private let interactor = UIPercentDrivenInteractiveTransition()
  private(set) var panCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    transitioningDelegate = self
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    cardView.backgroundColor = .systemBackground
    cardView.layer.cornerRadius = 16

    let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    let star = NSTextAttachment()
    star.image = UIImage(
      systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(font: font, scale: .small))
    star.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)
    let rating = NSMutableAttributedString(string: "4.8 ", attributes: [.font: font])
    rating.append(NSAttributedString(attachment: star))
    ratingLabel.attributedText = rating

    avatarView.image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.systemTeal.setFill()
      context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
      "AB".draw(at: CGPoint(x: 9, y: 10), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
    }

    view.addSubview(cardView)
    cardView.addSubview(ratingLabel)
    cardView.addSubview(avatarView)
    for subview in [cardView, ratingLabel, avatarView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      cardView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      cardView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      cardView.heightAnchor.constraint(equalToConstant: 200),
      avatarView.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 20),
      avatarView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 20),
      avatarView.widthAnchor.constraint(equalToConstant: 40),
      avatarView.heightAnchor.constraint(equalToConstant: 40),
      ratingLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
      ratingLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
    ])

    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    pan.delegate = self
    cardView.addGestureRecognizer(pan)
  }

  @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
    panCount += 1
    let progress = max(0, min(1, gesture.translation(in: view).y / max(cardView.bounds.height, 1)))
    switch gesture.state {
    case .changed: interactor.update(progress)
    case .ended: progress > 0.3 ? interactor.finish() : interactor.cancel()
    default: break
    }
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  {
    CardSlideAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interactor
  }
}

class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      fromView.frame.origin.y = transitionContext.containerView.bounds.height
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
