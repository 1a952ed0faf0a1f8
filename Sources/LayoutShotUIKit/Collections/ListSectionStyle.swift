import LayoutShot

/// The look of one list section of a compositional layout, worked out from its
/// ``UICollectionLayoutListConfiguration`` and where the section is: its insets, headers and
/// footers, backgrounds, corners and separators, with the tables' metrics
/// (`Documentation/CollectionViews.md#list-layouts`).
@MainActor
struct ListSectionStyle {
  let configuration: UICollectionLayoutListConfiguration
  /// The section's index, and how many sections the list has.
  let section: (index: Int, count: Int)
  /// The screen's scale, for lengths rounded to the pixel.
  let scale: CGFloat
  /// The side margin of the list's screen: 16 points, or 20 on wide screens.
  let margin: CGFloat
  /// The safe area's side insets the content does not already leave out.
  let sideSafeArea: (leading: CGFloat, trailing: CGFloat)

  var appearance: UICollectionLayoutListConfiguration.Appearance { configuration.appearance }
  private var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
  /// Whether the section is inset from the sides (inset grouped and sidebars).
  var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar || appearance == .sidebarPlain }
  var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }
  private var hasHeader: Bool { configuration.headerMode != .none }
  private var hasFooter: Bool { configuration.footerMode == .supplementary }
  var stylesFirstItemAsHeader: Bool { configuration.headerMode == .firstItemInSection }

  /// `value` rounded up to the screen's pixels.
  private func pixel(_ value: CGFloat) -> CGFloat { ListMetrics.pixelCeiling(value, scale: scale) }

  /// The space above a header: the configuration's `headerTopPadding`, else 22 points in plain
  /// lists and none in the others.
  var headerTopPadding: CGFloat {
    if let padding = configuration.headerTopPadding, padding >= 0 { return padding }
    return appearance == .plain || appearance == .sidebarPlain ? ListMetrics.plainHeaderTopPadding : 0
  }

  /// The section's content insets: grouped sections apart by a grouped table's spacing, sidebar
  /// sections' extra space, and the sides of inset sections.
  var contentInsets: NSDirectionalEdgeInsets {
    var top: CGFloat = stylesFirstItemAsHeader ? headerTopPadding : 0
    var bottom: CGFloat = 0
    switch appearance {
    case .plain:
      break
    case .grouped, .insetGrouped:
      if !hasHeader {
        top += section.index == 0 ? ListMetrics.groupedFirstSectionTop : pixel(ListMetrics.groupedSpacing)
      }
      if !hasFooter {
        bottom +=
          section.index == section.count - 1
          ? ListMetrics.groupedLastSectionBottom : pixel(ListMetrics.groupedSpacing)
      }
    case .sidebar:
      if !hasFooter { bottom += ListMetrics.sidebarSectionBottom }
    case .sidebarPlain:
      if hasHeader || hasFooter {
        top += ListMetrics.sidebarPlainHeaderFooterPadding
        bottom += ListMetrics.sidebarPlainHeaderFooterPadding
      }
    }
    let leading = isInset ? margin + sideSafeArea.leading : 0
    let trailing = isInset ? margin + sideSafeArea.trailing : 0
    return NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }

  /// The estimated height of a header or footer: a table's default, 28 points plain and 17.5
  /// (to the pixel) grouped.
  var headerFooterEstimate: CGFloat {
    pixel(
      isGrouped || appearance == .sidebar ? ListMetrics.groupedSpacing : ListMetrics.plainHeaderFooterHeight)
  }

  /// The colour behind the section: the configuration's, else the appearance's.
  var backgroundColor: UIColor {
    if let color = configuration.backgroundColor { return color }
    switch appearance {
    case .plain, .sidebarPlain: return .systemBackground
    case .grouped, .insetGrouped: return .systemGroupedBackground
    case .sidebar: return .secondarySystemBackground
    }
  }

  /// The background of a list cell in the section.
  var cellBackgroundColor: UIColor {
    switch appearance {
    case .plain: return .systemBackground
    case .grouped, .insetGrouped: return .secondarySystemGroupedBackground
    case .sidebar, .sidebarPlain: return .clear
    }
  }

  /// The side margins of a list cell's content in the section.
  var cellMargin: CGFloat { isSidebar ? ListMetrics.sidebarCellMargin : margin }

  /// How far a list cell moves in per indentation level.
  var indentationWidth: CGFloat {
    isSidebar ? ListMetrics.sidebarIndentationWidth : ListMetrics.indentationWidth
  }

  /// The corners an item at `position` rounds: an inset-grouped section's first and last items'.
  func roundedCorners(first: Bool, last: Bool) -> CACornerMask {
    guard appearance == .insetGrouped else { return [] }
    var corners: CACornerMask = []
    if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    return corners
  }

  /// How a separator spans its item: from edge to edge, or from the text's leading edge.
  enum SeparatorSpan { case fullWidth, inset }

  /// The separators the appearance draws for an item (`nil` for none): in a plain list an inset
  /// one below every item; in a grouped list a full-width one above the first item and below the
  /// last, inset ones between; in an inset-grouped list inset ones between items only; none in a
  /// sidebar (`Documentation/Lists.md#separators`).
  func automaticSeparators(first: Bool, last: Bool) -> (top: SeparatorSpan?, bottom: SeparatorSpan?) {
    switch appearance {
    case .plain: (nil, .inset)
    case .grouped: (first ? .fullWidth : nil, last ? .fullWidth : .inset)
    case .insetGrouped: (nil, last ? nil : .inset)
    case .sidebar, .sidebarPlain: (nil, nil)
    }
  }

  /// The section a list configuration makes: one column of rows as wide as the section, each an
  /// estimated 44 points tall and grown to its cell; and its header and footer. (UIKit puts the
  /// rows in one group estimated 1,000 points tall; here each row is a group of its own, which
  /// places them the same and leaves no empty places after the last row.)
  func makeSection() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.defaultRowHeight))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = contentInsets
    section.contentInsetsReference = .none
    section.supplementariesFollowContentInsets = appearance != .plain && appearance != .sidebarPlain
    var boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    let boundarySize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerFooterEstimate))
    if configuration.headerMode == .supplementary {
      boundaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
      section.paddingAboveHeaders = headerTopPadding
    }
    if hasFooter {
      boundaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom
        ))
    }
    for item in boundaryItems {
      item.zIndex = Self.headerFooterZIndex
      item.pinToVisibleBounds = appearance == .plain || appearance == .sidebarPlain
    }
    section.boundarySupplementaryItems = boundaryItems
    section.listStyle = self
    return section
  }

  /// The order of a list's headers and footers: in front of separators (100) and cells.
  static let headerFooterZIndex = 200
}

/// A list section as laid out: its look, its number of items, and the rectangle it spans (its
/// header and footer included), in the content's coordinates.
struct ListSectionLayout {
  let style: ListSectionStyle
  let itemCount: Int
  let frame: CGRect
}
