import LayoutShot

/// The view that draws a ``UIBackgroundConfiguration`` behind a cell's content: its colour,
/// corners and stroke, inset by its insets, and its custom view.
@MainActor
final class BackgroundConfigurationView: UIView {
  private let fill = UIView()
  private var insetConstraints: [NSLayoutConstraint] = []

  /// What is drawn.
  var configuration = UIBackgroundConfiguration.clear() {
    didSet { apply() }
  }

  init() {
    super.init(frame: .zero)
    fill.translatesAutoresizingMaskIntoConstraints = false
    addSubview(fill)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  private func apply() {
    // Without a colour nothing is filled (a cleared background); a stroke needs a colour too.
    fill.backgroundColor =
      configuration.backgroundColor == nil ? nil : configuration.resolvedBackgroundColor(for: tintColor)
    fill.layer.cornerRadius = configuration.cornerRadius
    fill.clipsToBounds = configuration.cornerRadius > 0
    let stroke = configuration.strokeColor == nil ? nil : configuration.resolvedStrokeColor(for: tintColor)
    fill.layer.borderWidth = stroke == nil ? 0 : configuration.strokeWidth
    fill.layer.borderColor = stroke?.cgColor
    NSLayoutConstraint.deactivate(insetConstraints)
    let insets = configuration.backgroundInsets
    insetConstraints = [
      fill.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
      fill.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.leading),
      fill.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
      fill.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.trailing),
    ]
    NSLayoutConstraint.activate(insetConstraints)
    for view in fill.subviews where view !== configuration.customView {
      view.removeFromSuperview()
    }
    if let customView = configuration.customView, customView.superview !== fill {
      customView.translatesAutoresizingMaskIntoConstraints = false
      fill.addSubview(customView)
      customView.layoutShotView.pinEdges(to: fill.layoutShotView)
    }
  }
}
