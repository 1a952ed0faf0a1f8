import UIKit

/// A badge whose look is set in Interface Builder's attributes inspector.
@IBDesignable
class RoundedBadgeView: UIView {
  @IBInspectable var cornerRadius: CGFloat = 0 {
    didSet { layer.cornerRadius = cornerRadius }
  }

  @IBInspectable var borderWidth: CGFloat = 0 {
    didSet { layer.borderWidth = borderWidth }
  }

  @IBInspectable var borderColor: UIColor? {
    didSet { layer.borderColor = borderColor?.cgColor }
  }

  @IBInspectable var text: String? {
    get { label.text }
    set { label.text = newValue }
  }

  @IBOutlet weak var iconView: UIImageView?

  private let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    label.font = .preferredFont(forTextStyle: .caption1)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
    ])
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    text = "Badge"
  }
}
