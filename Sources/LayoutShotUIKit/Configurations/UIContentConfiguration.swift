import LayoutShot

/// What a content view shows and how (`UIContentConfiguration`): a value that makes its content
/// view and updates itself for a state.
///
/// ``UIListContentConfiguration`` is the system's; an app may write its own and set it on a cell's
/// ``UITableViewCell/contentConfiguration``.
///
/// ```swift
/// struct BadgeConfiguration: UIContentConfiguration {
///   var count = 0
///   func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
///   func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
/// }
/// ```
public protocol UIContentConfiguration {
  /// A new content view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// This configuration with the defaults `state` calls for in what the app did not set.
  func updated(for state: any UIConfigurationState) -> Self
}
