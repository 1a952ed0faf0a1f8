import LayoutShot

/// The state a configuration is updated for (`UIConfigurationState`): a trait collection and the
/// app's own states under custom keys.
///
/// ```swift
/// var state = cell.configurationState
/// state[.isArchived] = true
/// let content = cell.defaultContentConfiguration().updated(for: state)
/// ```
public protocol UIConfigurationState {
  /// A state with `traitCollection` and nothing else set.
  init(traitCollection: UITraitCollection)

  /// The traits of the view the state is for.
  var traitCollection: UITraitCollection { get set }

  /// The app's value for `key`, if any.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
