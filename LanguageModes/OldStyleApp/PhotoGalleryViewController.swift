import UIKit

/// A gallery of thumbnails, driven by gesture recognizers and a nil-targeted action.
class PhotoGalleryViewController: UIViewController {
  /// A thumbnail that reports taps and long presses.
  final class Thumbnail: UIView {
    var taps = 0
    var pressed = false

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .secondarySystemFill
      layer.cornerRadius = 6
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
      let press = UILongPressGestureRecognizer()
      press.addTarget(self, action: #selector(handleLongPress))
      addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) { taps += recognizer.numberOfTapsRequired }
    @objc func handleLongPress() { pressed = true }
  }

  let thumbnails = (0..<6).map { _ in Thumbnail() }
  let shuffleButton = UIButton(type: .system)
  var photosAdded = 0
  var shuffles = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(addPhoto))

    let grid = UIStackView()
    grid.axis = .vertical
    grid.spacing = 8
    grid.distribution = .fillEqually
    for row in 0..<2 {
      let line = UIStackView(arrangedSubviews: Array(thumbnails[(row * 3)..<(row * 3 + 3)]))
      line.spacing = 8
      line.distribution = .fillEqually
      grid.addArrangedSubview(line)
    }
    shuffleButton.setTitle("Shuffle", for: .normal)
    // No target: the action goes up the responder chain to this controller.
    shuffleButton.addTarget(nil, action: #selector(PhotoGalleryViewController.shuffle), for: .touchUpInside)
    let content = UIStackView(arrangedSubviews: [grid, shuffleButton])
    content.axis = .vertical
    content.spacing = 16
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      grid.heightAnchor.constraint(equalTo: grid.widthAnchor, multiplier: 2.0 / 3.0),
    ])
  }

  @objc func addPhoto() { photosAdded += 1 }

  @objc func shuffle() { shuffles += 1 }
}
