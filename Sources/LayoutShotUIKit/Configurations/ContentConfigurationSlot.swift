/// Where a cell, header or footer shows its content configuration: the configuration's content
/// view, filling the owner's content view, kept while it supports the next configuration.
@MainActor
struct ContentConfigurationSlot {
  /// The view showing the configuration, `nil` without one.
  private(set) var view: (any UIView & UIContentView)?

  /// Shows `configuration` in `contentView`, and returns whether a new view was made.
  ///
  /// The view shown keeps it when it supports it, else a new one fills `contentView`; `nil`
  /// removes the view.
  @discardableResult
  mutating func show(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) -> Bool {
    guard let configuration else {
      view?.removeFromSuperview()
      view = nil
      return false
    }
    if let view, view.supports(configuration) {
      view.configuration = configuration
      return false
    }
    view?.removeFromSuperview()
    let made = configuration.makeContentView()
    made.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(made)
    made.layoutShotView.pinEdges(to: contentView.layoutShotView)
    view = made
    return true
  }

  /// Gives a list content view the owner's margins, measured from its edges.
  func inherit(_ margins: NSDirectionalEdgeInsets) {
    (view as? UIListContentView)?.inheritedMargins = margins
  }
}

/// Where a cell, header or footer draws its background configuration: a view behind the others,
/// filling the owner.
@MainActor
struct BackgroundConfigurationSlot {
  /// The view drawing the configuration, `nil` without one.
  private(set) var view: BackgroundConfigurationView?

  /// Draws `configuration` behind `owner`'s subviews; removes the view for `nil`.
  mutating func show(_ configuration: UIBackgroundConfiguration?, behind owner: UIView) {
    guard let configuration else {
      view?.removeFromSuperview()
      view = nil
      return
    }
    let shown = view ?? BackgroundConfigurationView()
    shown.configuration = configuration
    if shown.superview !== owner {
      shown.translatesAutoresizingMaskIntoConstraints = false
      owner.insertSubview(shown, at: 0)
      shown.layoutShotView.pinEdges(to: owner.layoutShotView)
    }
    view = shown
  }
}
