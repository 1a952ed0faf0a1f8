import LayoutShot

/// A list section of a compositional layout (`UICollectionLayoutListConfiguration`): rows as wide
/// as the section, one under another, with a table's look — its appearance's insets, headers and
/// footers, separators, backgrounds and an inset-grouped section's rounded corners.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// The metrics are the tables' (`Documentation/Lists.md`); how a list section uses them is in
/// `Documentation/CollectionViews.md#list-layouts`.
public struct UICollectionLayoutListConfiguration {
  /// The overall look of a list (`UICollectionLayoutListConfiguration.Appearance`).
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge, as a plain table.
    case plain
    /// Sections apart on a grouped background, as a grouped table.
    case grouped
    /// Grouped sections inset from the sides with rounded corners.
    case insetGrouped
    /// An iPad sidebar: rows inset from the sides on the sidebar's background.
    case sidebar
    /// A sidebar's rows on a plain background.
    case sidebarPlain
  }

  /// How a list shows section headers (`UICollectionLayoutListConfiguration.HeaderMode`).
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` above each section.
    case supplementary
    /// The first item of each section is its header.
    case firstItemInSection
  }

  /// How a list shows section footers (`UICollectionLayoutListConfiguration.FooterMode`).
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` below each section.
    case supplementary
  }

  /// Gives the swipe actions of the item at an index path (kept: rows are shown at rest).
  public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
  /// Gives the separators of the item at an index path, starting from the section's.
  public typealias ItemSeparatorHandler =
    @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

  /// The list's appearance.
  public private(set) var appearance: Appearance
  /// Whether separators are drawn (`true`: every appearance's default on iPhone).
  public var showsSeparators = true
  /// The separators of every item, unless ``itemSeparatorHandler`` changes one.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Changes the separators of single items.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The background behind the sections; `nil` gives the appearance's.
  public var backgroundColor: UIColor?
  /// How sections show headers (`.none`).
  public var headerMode = HeaderMode.none
  /// How sections show footers (`.none`).
  public var footerMode = FooterMode.none
  /// The space above each header; `nil` gives the appearance's (22 points in a plain list).
  public var headerTopPadding: CGFloat?
  /// The actions of a swipe from the leading edge (kept).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions of a swipe from the trailing edge (kept).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A list of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}

extension UICollectionLayoutListConfiguration.Appearance {
  /// The kind of list the adaptive list configurations take their look from.
  var listAppearance: ListAppearance {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    case .sidebar: .sidebar
    case .sidebarPlain: .sidebarPlain
    }
  }
}
