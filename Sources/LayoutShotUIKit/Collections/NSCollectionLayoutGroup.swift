import LayoutShot

/// A row or column of compositional layout items (`NSCollectionLayoutGroup`), itself an item,
/// so groups nest.
///
/// A group made with `subitems:` repeats them in order while the next one fits; one made with
/// `subitem:count:` holds exactly `count` of the item, sharing its length evenly after the
/// spacing. Items are sized relative to the group.
///
/// ```swift
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///   subitem: item, count: 3)
/// group.interItemSpacing = .fixed(2)
/// ```
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The items the group holds, in order.
  public let subitems: [NSCollectionLayoutItem]
  /// The space between the group's items.
  public var interItemSpacing: NSCollectionLayoutSpacing?
  /// Whether the group runs across (a row) rather than down.
  let isHorizontal: Bool
  /// The number of items of a `count:` group, which share its length.
  let count: Int?

  private init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], isHorizontal: Bool, count: Int?
  ) {
    self.subitems = subitems
    self.isHorizontal = isHorizontal
    self.count = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A row of `subitems`, repeated while they fit.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, isHorizontal: true, count: nil)
  }

  /// A row of `count` of `subitem`, sharing the group's width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  )
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], isHorizontal: true, count: count)
  }

  /// A row of `count` of `repeatingSubitem`, sharing the group's width (iOS 16's name).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
  }

  /// A column of `subitems`, repeated while they fit.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, isHorizontal: false, count: nil)
  }

  /// A column of `count` of `subitem`, sharing the group's height.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], isHorizontal: false, count: count)
  }

  /// A column of `count` of `repeatingSubitem`, sharing the group's height (iOS 16's name).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: subitem, count: count)
  }
}
