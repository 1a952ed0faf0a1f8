import LayoutShot

/// A view's state for its configurations (`UIViewConfigurationState`): traits, selection,
/// highlight, focus and whether it is disabled.
///
/// ```swift
/// var state = UIViewConfigurationState(traitCollection: view.traitCollection)
/// state.isSelected = true
/// let background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
/// ```
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The view's traits.
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has the focus.
  public var isFocused = false
  /// Whether the view is pinned (a floating header).
  public var isPinned = false
  private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]
  /// The list the view is in (a header's or footer's), which the adaptive list configurations
  /// take their look from.
  var listAppearance = ListAppearance.plain

  /// A state with `traitCollection` and nothing else set.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The app's value for `key`, if any.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
