import LayoutShot

/// What a table asks about its content (`UITableViewDataSource`): UIKit's two required methods,
/// and the optional ones with defaults that answer as UIKit does when a data source lacks them.
///
/// ```swift
/// extension InboxViewController: UITableViewDataSource {
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
///     cell.textLabel?.text = messages[indexPath.row].subject
///     return cell
///   }
/// }
/// ```
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of the row at `indexPath`, dequeued from `tableView`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (1 by default).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header (none by default).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer (none by default).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited (`true` by default): an editing table shows its delete control.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved (`false` by default): an editing table shows its reorder control
  /// when the data source also implements ``tableView(_:moveRowAt:to:)``.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Commits an insertion or deletion (never called: nothing is tapped in a layout).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  )
  /// Moves a row (never called: nothing is dragged in a layout).
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// The titles of the section index (kept, not drawn).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// No row can be moved.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
