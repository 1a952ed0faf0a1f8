import LayoutShot

/// The sections and items a diffable data source shows, by identifier
/// (`NSDiffableDataSourceSnapshot`), in order.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.recent, .favourites])
/// snapshot.appendItems(recent.map(\.id), toSection: .recent)
/// snapshot.appendItems(favourites.map(\.id))   // to the last section
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{
  private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []

  /// An empty snapshot.
  public init() {}

  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The number of items in all sections.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
  /// The items of all sections, in order.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The number of items in `identifier`'s section (0 when it is not in the snapshot).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of `identifier`'s section, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.identifier == identifier }?.items ?? []
  }

  /// The section holding `identifier`.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.identifier
  }

  /// Where `identifier` is among all items.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// Where `identifier` is among the sections.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.identifier == identifier }
  }

  /// Adds sections at the end; sections already in the snapshot are left where they are.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where indexOfSection(identifier) == nil {
      sections.append((identifier, []))
    }
  }

  /// Inserts sections before `toIdentifier`'s.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else { return }
    sections.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: index)
  }

  /// Inserts sections after `toIdentifier`'s.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else { return }
    sections.insert(
      contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: index + 1)
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sections.removeAll { identifiers.contains($0.identifier) }
  }

  /// Adds items at the end of `sectionIdentifier`'s section, or of the last section when it is
  /// `nil` (nothing is added to a snapshot with no sections, where UIKit raises an exception).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let index =
      sectionIdentifier.flatMap(indexOfSection) ?? (sectionIdentifier == nil ? sections.indices.last : nil)
    guard let index else { return }
    sections[index].items += identifiers
  }

  /// Inserts items before `beforeIdentifier`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: beforeIdentifier, after: false)
  }

  /// Inserts items after `afterIdentifier`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: afterIdentifier, after: true)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool
  ) {
    for section in sections.indices {
      guard let index = sections[section].items.firstIndex(of: anchor) else { continue }
      sections[section].items.insert(contentsOf: identifiers, at: after ? index + 1 : index)
      return
    }
  }

  /// Removes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for section in sections.indices { sections[section].items.removeAll { identifiers.contains($0) } }
  }

  /// Removes every item and section.
  public mutating func deleteAllItems() {
    sections.removeAll()
  }

  /// Marks items to reload (they are made again when applied).
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
  /// Marks items to reconfigure (they are made again when applied).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
  /// Marks sections to reload (they are made again when applied).
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
}
