import LayoutShot

/// How the separators of a list section look (`UIListSeparatorConfiguration`): whether the line
/// above and below each item shows, their insets and colour.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.separatorConfiguration.color = .systemBlue
/// configuration.separatorConfiguration.bottomSeparatorInsets =
///   NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
/// ```
///
/// Insets left at ``automaticInsets`` follow the item: the leading inset is where the cell's text
/// starts (its ``UICollectionViewListCell/separatorLayoutGuide``), the trailing one is zero
/// (`Documentation/CollectionViews.md#separators`).
public struct UIListSeparatorConfiguration: Equatable {
  /// Whether a separator shows (`UIListSeparatorConfiguration.Visibility`).
  public enum Visibility: Int, Sendable {
    /// The list decides: shown between items and at the edges its appearance draws.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
  }

  /// Insets whose edges the list replaces with its own (`UIListSeparatorConfiguration.automaticInsets`).
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
    bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

  /// Whether the line above the item shows.
  public var topSeparatorVisibility = Visibility.automatic
  /// Whether the line below the item shows.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The insets of the line above the item (``automaticInsets`` by default).
  public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The insets of the line below the item (``automaticInsets`` by default).
  public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The lines' colour (`separator`).
  public var color = UIColor.separator
  /// The colour while several items are selected (kept; selection is not drawn).
  public var multipleSelectionColor = UIColor.separator
  /// An effect the lines are drawn with (kept; not drawn).
  public var visualEffect: UIVisualEffect?

  /// The separators of a list of `listAppearance`: the same defaults for every appearance.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

  public static func == (lhs: UIListSeparatorConfiguration, rhs: UIListSeparatorConfiguration) -> Bool {
    lhs.topSeparatorVisibility == rhs.topSeparatorVisibility
      && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
      && lhs.topSeparatorInsets == rhs.topSeparatorInsets
      && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets && lhs.color == rhs.color
      && lhs.multipleSelectionColor == rhs.multipleSelectionColor && lhs.visualEffect === rhs.visualEffect
  }
}
