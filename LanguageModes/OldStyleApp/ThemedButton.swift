import UIKit

/// A button styled through appearance-style properties, as apps exposed them to
/// `UIAppearance` and key-value observing.
@objcMembers
class ThemedButton: UIButton {
  dynamic var cornerStyle: CGFloat = 8 {
    didSet { layer.cornerRadius = cornerStyle }
  }

  @objc dynamic var fillColor: UIColor = .systemBlue {
    didSet { backgroundColor = fillColor }
  }

  /// The key a theme file uses for the fill colour.
  static let fillColorKey = #keyPath(ThemedButton.fillColor)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = fillColor
    layer.cornerRadius = cornerStyle
    setTitleColor(.white, for: .normal)
    contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
