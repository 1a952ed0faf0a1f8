#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// A to-do list written as plain UIKit code, the way apps write lists today: an inset-grouped
/// list layout, list cells configured with `defaultContentConfiguration()` and accessories, a
/// header registration per section, a diffable data source, all in a navigation controller with a
/// large title.
///
/// It compiles unchanged in an iOS app.
///
/// The lesson: a list layout is a table's look on a compositional layout. The cells' text sits at
/// the table's margins, the sections are inset and rounded as an inset-grouped table's, the
/// separators start at the text, and the accessories take their widths from the content: a count
/// and a chevron on the rows with subtasks, a checkmark on the done ones.
enum RemindersList {
  /// The navigation controller showing the list.
  @MainActor
  static func make() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: RemindersViewController())
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
  }
}

/// The reminders, by list, in an inset-grouped collection view list.
final class RemindersViewController: UICollectionViewController {
  /// A list of reminders (`nonisolated`, so that its conformances are usable off the main actor
  /// in a module whose declarations are on the main actor by default, as the diffable data
  /// source's `Sendable` identifiers require).
  nonisolated enum Section: String, Hashable, Sendable, CaseIterable {
    case today = "Today"
    case scheduled = "Scheduled"
  }

  /// One reminder: its title, when it is due, whether it is done and how many subtasks it has.
  nonisolated struct Reminder: Hashable, Sendable {
    let title: String
    let due: String
    var isDone = false
    var subtasks = 0
  }

  private let reminders: [Section: [Reminder]] = [
    .today: [
      Reminder(title: "Water the plants", due: "8:00 AM", isDone: true),
      Reminder(title: "Call the garage about the brakes", due: "11:30 AM"),
      Reminder(title: "Buy groceries", due: "5:00 PM", subtasks: 6),
    ],
    .scheduled: [
      Reminder(title: "Dentist", due: "Tomorrow, 9:15 AM"),
      Reminder(title: "Renew passport", due: "Friday", subtasks: 3),
      Reminder(title: "Book the summer holiday", due: "1 June"),
    ],
  ]
  private var dataSource: UICollectionViewDiffableDataSource<Section, Reminder>?

  /// A controller whose collection view is an inset-grouped list with a header above each section.
  init() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Reminders"

    let row = UICollectionView.CellRegistration<UICollectionViewListCell, Reminder> { cell, _, reminder in
      var content = cell.defaultContentConfiguration()
      content.text = reminder.title
      content.secondaryText = reminder.due
      content.secondaryTextProperties.color = .secondaryLabel
      cell.contentConfiguration = content
      cell.accessibilityIdentifier = reminder.title
      var accessories: [UICellAccessory] = []
      if reminder.isDone { accessories.append(.checkmark()) }
      if reminder.subtasks > 0 {
        accessories += [.label(text: "\(reminder.subtasks)"), .disclosureIndicator()]
      }
      cell.accessories = accessories
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = Section.allCases[indexPath.section].rawValue
      header.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Reminder>(collectionView: collectionView) {
      collectionView, indexPath, reminder in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: reminder)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Reminder>()
    snapshot.appendSections(Section.allCases)
    for section in Section.allCases {
      snapshot.appendItems(reminders[section] ?? [], toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }

}
