import LayoutShot

/// Where a cell, header or footer shows its content configuration: the configuration's content
/// view, filling the owner's content view, kept while it supports the next configuration.
@MainActor
struct ContentConfigurationSlot {
  /// The view showing the configuration, `nil` without one.
  private(set) var view: (any UIView & UIContentView)?
  /// The constraints pinning the view to the content view, deactivated with its removal.
  private var pins: [NSLayoutConstraint] = []

  /// Shows `configuration` in `contentView`, and returns whether a new view was made.
  ///
  /// The view shown keeps it when it supports it, else a new one fills `contentView`; `nil`
  /// removes the view.
  @discardableResult
  mutating func show(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) -> Bool {
    if let configuration, let view, view.supports(configuration) {
      view.configuration = configuration
      return false
    }
    NSLayoutConstraint.deactivate(pins)
    view?.removeFromSuperview()
    view = nil
    guard let configuration else { return false }
    let made = configuration.makeContentView()
    made.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(made)
    pins = made.layoutShotView.pinEdges(to: contentView.layoutShotView)
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
  /// The constraints pinning the view to its owner, deactivated with its removal.
  private var pins: [NSLayoutConstraint] = []

  /// Draws `configuration` behind `owner`'s subviews; removes the view for `nil`.
  mutating func show(_ configuration: UIBackgroundConfiguration?, behind owner: UIView) {
    guard let configuration else {
      NSLayoutConstraint.deactivate(pins)
      view?.removeFromSuperview()
      view = nil
      return
    }
    let shown = view ?? BackgroundConfigurationView()
    shown.configuration = configuration
    if shown.superview !== owner {
      shown.translatesAutoresizingMaskIntoConstraints = false
      owner.insertSubview(shown, at: 0)
      pins = shown.layoutShotView.pinEdges(to: owner.layoutShotView)
    }
    view = shown
  }
}

/// A cell, header or footer whose configurations are updated for its state before it is laid
/// out, as UIKit updates them.
@MainActor
protocol ConfigurationUpdating: UIView {
  /// The kind of state the view's configurations are updated for.
  associatedtype State: UIConfigurationState
  var contentConfiguration: (any UIContentConfiguration)? { get set }
  var backgroundConfiguration: UIBackgroundConfiguration? { get set }
  var automaticallyUpdatesContentConfiguration: Bool { get }
  var automaticallyUpdatesBackgroundConfiguration: Bool { get }
  var configurationState: State { get }
  func updateConfiguration(using state: State)
  /// Calls the app's configuration update handler, if any, with `state`.
  func callConfigurationUpdateHandler(_ state: State)
}

extension ConfigurationUpdating {
  /// Updates the automatic configurations for the view's state, then calls
  /// `updateConfiguration(using:)` and the configuration update handler.
  func updateConfigurations() {
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
      contentConfiguration = configuration.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
      backgroundConfiguration = configuration.updated(for: state)
    }
    updateConfiguration(using: state)
    callConfigurationUpdateHandler(state)
  }
}
