import LayoutShotUIKit

// Screens that draw with layers, written the way app code writes them (only `import UIKit`
// swapped): shape layers, gradient layers, masks, even-odd cut-outs, dashed borders and text
// layers, framed in `layoutSubviews()` as apps frame them.

// MARK: 1. Circular progress ring

/// A ring that shows progress: a grey track and a blue arc with round caps over 70 % of it.
final class CircularProgressView: UIView {
  private let trackLayer = CAShapeLayer()
  private let progressLayer = CAShapeLayer()
  let lineWidth: CGFloat = 12

  var progress: CGFloat = 0 {
    didSet { progressLayer.strokeEnd = progress }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    trackLayer.fillColor = UIColor.clear.cgColor
    trackLayer.strokeColor = UIColor.systemGray5.cgColor
    trackLayer.lineWidth = lineWidth
    layer.addSublayer(trackLayer)

    progressLayer.fillColor = nil
    progressLayer.strokeColor = UIColor.systemBlue.cgColor
    progressLayer.lineWidth = lineWidth
    progressLayer.lineCap = .round
    progressLayer.strokeEnd = 0
    layer.addSublayer(progressLayer)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
    let path = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    trackLayer.path = path.cgPath
    progressLayer.path = path.cgPath
    trackLayer.frame = bounds
    progressLayer.frame = bounds
  }
}

final class ProgressRingViewController: UIViewController {
  private let progressView = CircularProgressView()
  private let percentLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    progressView.translatesAutoresizingMaskIntoConstraints = false
    progressView.progress = 0.7
    view.addSubview(progressView)

    percentLabel.translatesAutoresizingMaskIntoConstraints = false
    percentLabel.text = "70%"
    percentLabel.font = .systemFont(ofSize: 28, weight: .bold)
    view.addSubview(percentLabel)

    NSLayoutConstraint.activate([
      progressView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      progressView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      progressView.widthAnchor.constraint(equalToConstant: 160),
      progressView.heightAnchor.constraint(equalTo: progressView.widthAnchor),
      percentLabel.centerXAnchor.constraint(equalTo: progressView.centerXAnchor),
      percentLabel.centerYAnchor.constraint(equalTo: progressView.centerYAnchor),
    ])
  }
}

// MARK: 2. Gradient header

/// A header whose background is a left-to-right gradient, framed to the bounds in
/// `layoutSubviews()`, under a white title.
final class GradientHeaderView: UIView {
  private let gradientLayer = CAGradientLayer()
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
    gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    layer.insertSublayer(gradientLayer, at: 0)

    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.text = "Discover"
    titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
    titleLabel.textColor = .white
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradientLayer.frame = bounds
  }
}

final class GradientHeaderViewController: UIViewController {
  private let headerView = GradientHeaderView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    headerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(headerView)
    NSLayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: view.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerView.heightAnchor.constraint(equalToConstant: 200),
    ])
  }
}

// MARK: 3. Masked circular avatar

/// An avatar of initials on a colour, cut to a circle by a shape-layer mask set in
/// `layoutSubviews()`.
final class AvatarView: UIView {
  private let initialsLabel = UILabel()
  private let maskLayer = CAShapeLayer()

  init(initials: String) {
    super.init(frame: .zero)
    backgroundColor = .systemOrange
    initialsLabel.text = initials
    initialsLabel.textColor = .white
    initialsLabel.font = .systemFont(ofSize: 36, weight: .semibold)
    initialsLabel.textAlignment = .center
    initialsLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(initialsLabel)
    NSLayoutConstraint.activate([
      initialsLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      initialsLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
    layer.mask = maskLayer
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    maskLayer.frame = bounds
    maskLayer.path = UIBezierPath(ovalIn: bounds).cgPath
  }
}

final class AvatarViewController: UIViewController {
  private let avatarView = AvatarView(initials: "JA")

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    avatarView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(avatarView)
    NSLayoutConstraint.activate([
      avatarView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      avatarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
      avatarView.widthAnchor.constraint(equalToConstant: 120),
      avatarView.heightAnchor.constraint(equalToConstant: 120),
    ])
  }
}

// MARK: 4. Spotlight cut-out and a speech bubble

/// A dimming overlay with a circular hole, filled by the even-odd rule, and a speech bubble with a
/// triangular tail built from a `CGMutablePath`.
final class SpotlightView: UIView {
  private let dimLayer = CAShapeLayer()
  private let bubbleLayer = CAShapeLayer()
  var spotlightCenter = CGPoint(x: 100, y: 150)
  let spotlightRadius: CGFloat = 50

  override init(frame: CGRect) {
    super.init(frame: frame)
    dimLayer.fillRule = .evenOdd
    dimLayer.fillColor = UIColor.black.withAlphaComponent(0.6).cgColor
    layer.addSublayer(dimLayer)
    bubbleLayer.fillColor = UIColor.white.cgColor
    layer.addSublayer(bubbleLayer)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let path = UIBezierPath(rect: bounds)
    path.append(
      UIBezierPath(
        ovalIn: CGRect(
          x: spotlightCenter.x - spotlightRadius, y: spotlightCenter.y - spotlightRadius,
          width: spotlightRadius * 2, height: spotlightRadius * 2)))
    path.usesEvenOddFillRule = true
    dimLayer.path = path.cgPath
    dimLayer.frame = bounds

    // A bubble under the spotlight, its tail pointing up at it.
    let bubble = CGMutablePath()
    let box = CGRect(x: 40, y: 230, width: 240, height: 60)
    bubble.addRoundedRect(in: box, cornerWidth: 12, cornerHeight: 12)
    bubble.move(to: CGPoint(x: 90, y: 230))
    bubble.addLine(to: CGPoint(x: 100, y: 212))
    bubble.addLine(to: CGPoint(x: 110, y: 230))
    bubble.closeSubpath()
    bubbleLayer.path = bubble
    bubbleLayer.frame = bounds
  }
}

final class SpotlightViewController: UIViewController {
  private let spotlightView = SpotlightView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemTeal
    spotlightView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(spotlightView)
    NSLayoutConstraint.activate([
      spotlightView.topAnchor.constraint(equalTo: view.topAnchor),
      spotlightView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      spotlightView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      spotlightView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

// MARK: 5. Dashed drop zone

/// A drop zone with a dashed grey border, drawn by a shape layer over its inset bounds.
final class DropZoneView: UIView {
  private let borderLayer = CAShapeLayer()
  let hintLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    borderLayer.strokeColor = UIColor.systemGray.cgColor
    borderLayer.fillColor = nil
    borderLayer.lineWidth = 2
    borderLayer.lineDashPattern = [8, 4]
    layer.addSublayer(borderLayer)

    hintLabel.text = "Drop files here"
    hintLabel.textColor = .secondaryLabel
    hintLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(hintLabel)
    NSLayoutConstraint.activate([
      hintLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      hintLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    borderLayer.frame = bounds
    borderLayer.path = UIBezierPath(rect: bounds.insetBy(dx: 1, dy: 1)).cgPath
  }
}

final class DropZoneViewController: UIViewController {
  private let dropZoneView = DropZoneView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    dropZoneView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(dropZoneView)
    NSLayoutConstraint.activate([
      dropZoneView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      dropZoneView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      dropZoneView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      dropZoneView.heightAnchor.constraint(equalToConstant: 180),
    ])
  }
}

// MARK: 6. Text-layer badge

/// A red notification badge whose count is a `CATextLayer`.
final class CountBadgeView: UIView {
  private let textLayer = CATextLayer()

  var count = 0 {
    didSet { textLayer.string = "\(count)" }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
    textLayer.font = UIFont.boldSystemFont(ofSize: 15)
    textLayer.fontSize = 15
    textLayer.foregroundColor = UIColor.white.cgColor
    textLayer.alignmentMode = .center
    textLayer.contentsScale = UIScreen.main.scale
    layer.addSublayer(textLayer)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
    // The line of text centred vertically: a 15-point bold line is about 18 points tall.
    textLayer.frame = CGRect(x: 0, y: (bounds.height - 18) / 2, width: bounds.width, height: 18)
  }
}

final class BadgeViewController: UIViewController {
  private let iconView = UIView()
  private let badgeView = CountBadgeView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    iconView.backgroundColor = .systemGray4
    iconView.layer.cornerRadius = 12
    iconView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(iconView)
    badgeView.count = 3
    badgeView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badgeView)
    NSLayoutConstraint.activate([
      iconView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      iconView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      iconView.widthAnchor.constraint(equalToConstant: 64),
      iconView.heightAnchor.constraint(equalToConstant: 64),
      badgeView.centerXAnchor.constraint(equalTo: iconView.trailingAnchor),
      badgeView.centerYAnchor.constraint(equalTo: iconView.topAnchor),
      badgeView.widthAnchor.constraint(equalToConstant: 28),
      badgeView.heightAnchor.constraint(equalToConstant: 28),
    ])
  }
}

// MARK: 7. Layer contents

/// A logo drawn as a layer's contents, inset in its view in `viewDidLayoutSubviews()`.
final class LogoViewController: UIViewController {
  private let logoView = UIView()
  private let logoLayer = CALayer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    logoLayer.contents = UIImage(named: "corpus-logo")?.cgImage
    logoLayer.contentsScale = UIScreen.main.scale
    logoView.layer.addSublayer(logoLayer)
    logoView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(logoView)
    NSLayoutConstraint.activate([
      logoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      logoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      logoView.widthAnchor.constraint(equalToConstant: 80),
      logoView.heightAnchor.constraint(equalToConstant: 80),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    logoLayer.frame = logoView.bounds.insetBy(dx: 10, dy: 10)
  }
}

// MARK: 8. A turned layer

/// A "new" tag: a square shape layer turned a quarter of a right angle into a diamond.
final class DiamondTagViewController: UIViewController {
  private let tagView = UIView()
  private let diamondLayer = CAShapeLayer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    diamondLayer.fillColor = UIColor.systemGreen.cgColor
    diamondLayer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
    tagView.layer.addSublayer(diamondLayer)
    tagView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tagView)
    NSLayoutConstraint.activate([
      tagView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      tagView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      tagView.widthAnchor.constraint(equalToConstant: 80),
      tagView.heightAnchor.constraint(equalToConstant: 80),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    diamondLayer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    diamondLayer.position = CGPoint(x: tagView.bounds.midX, y: tagView.bounds.midY)
    diamondLayer.path = UIBezierPath(rect: diamondLayer.bounds).cgPath
  }
}

// MARK: 9. A gradient mask

/// A row of tag chips whose trailing edge fades out: a gradient layer, opaque for the first 80 %
/// of the width and clear at the end, as the mask of the row's container.
final class FadingTagsViewController: UIViewController {
  private let tagsContainer = UIView()
  private let tagsStack = UIStackView()
  private let fadeMask = CAGradientLayer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    tagsStack.axis = .horizontal
    tagsStack.spacing = 8
    tagsStack.translatesAutoresizingMaskIntoConstraints = false
    for title in ["Design", "Swift", "Layout", "Snapshots", "Linux"] {
      let chip = UIView()
      chip.backgroundColor = .systemIndigo
      chip.layer.cornerRadius = 8
      chip.accessibilityLabel = title
      chip.translatesAutoresizingMaskIntoConstraints = false
      chip.widthAnchor.constraint(equalToConstant: 80).isActive = true
      tagsStack.addArrangedSubview(chip)
    }
    tagsContainer.translatesAutoresizingMaskIntoConstraints = false
    tagsContainer.addSubview(tagsStack)
    view.addSubview(tagsContainer)
    fadeMask.colors = [UIColor.black.cgColor, UIColor.black.cgColor, UIColor.clear.cgColor]
    fadeMask.locations = [0, 0.8, 1]
    fadeMask.startPoint = CGPoint(x: 0, y: 0.5)
    fadeMask.endPoint = CGPoint(x: 1, y: 0.5)
    tagsContainer.layer.mask = fadeMask
    NSLayoutConstraint.activate([
      tagsContainer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      tagsContainer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      tagsContainer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      tagsContainer.heightAnchor.constraint(equalToConstant: 32),
      tagsStack.leadingAnchor.constraint(equalTo: tagsContainer.leadingAnchor),
      tagsStack.topAnchor.constraint(equalTo: tagsContainer.topAnchor),
      tagsStack.bottomAnchor.constraint(equalTo: tagsContainer.bottomAnchor),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    fadeMask.frame = tagsContainer.bounds
  }
}

// MARK: 10. A view that draws itself

/// A pie chart drawn in `draw(_:)`: slices filled with `UIBezierPath`, a white ring between them,
/// and a hole in the middle, sized by constraints.
final class PieChartView: UIView {
  var values: [CGFloat] = [3, 2, 1] {
    didSet { setNeedsDisplay() }
  }
  private let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen]

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    let total = values.reduce(0, +)
    var start = -CGFloat.pi / 2
    for (index, value) in values.enumerated() {
      let end = start + 2 * .pi * value / total
      let slice = UIBezierPath()
      slice.move(to: center)
      slice.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
      slice.close()
      colors[index % colors.count].setFill()
      slice.fill()
      start = end
    }
    UIColor.systemBackground.setFill()
    UIBezierPath(
      ovalIn: CGRect(x: center.x - radius / 2, y: center.y - radius / 2, width: radius, height: radius)
    )
    .fill()
  }
}

final class PieChartViewController: UIViewController {
  private let chartView = PieChartView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    chartView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(chartView)
    NSLayoutConstraint.activate([
      chartView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      chartView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      chartView.widthAnchor.constraint(equalToConstant: 200),
      chartView.heightAnchor.constraint(equalTo: chartView.widthAnchor),
    ])
  }
}
