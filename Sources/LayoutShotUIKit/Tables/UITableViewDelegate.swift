import LayoutShot

/// What a table asks about its look and tells of its rows (`UITableViewDelegate`, a scroll view
/// delegate): every method is optional, and the defaults answer as UIKit does when a delegate
/// lacks them — the table's own ``UITableView/rowHeight``, ``UITableView/sectionHeaderHeight`` and
/// estimates, no custom header or footer views.
///
/// ```swift
/// extension SettingsViewController: UITableViewDelegate {
///   func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///     indexPath.section == 0 ? 60 : UITableView.automaticDimension
///   }
/// }
/// ```
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of the row at `indexPath`, or ``UITableView/automaticDimension`` to size it to its
  /// cell's constraints.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The estimated height of a row not yet on screen.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of `section`'s header, or ``UITableView/automaticDimension``.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer, or ``UITableView/automaticDimension``.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// The estimated height of a header not yet on screen.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  /// The estimated height of a footer not yet on screen.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
  /// A view for `section`'s header, in place of its title (none by default).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A view for `section`'s footer, in place of its title (none by default).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Called before a cell is shown.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Called before a section header is shown.
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Called before a section footer is shown.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Which row to select when one is tapped (never called: nothing is tapped in a layout).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was selected (never called by a tap; ``UITableView/selectRow(at:animated:scrollPosition:)``
  /// does not call it either, as in UIKit).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected (never called).
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The editing control of a row: delete by default.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Whether a row's content moves right while editing (`true` by default).
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  /// A row's detail button was tapped (never called).
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's ``UITableView/rowHeight``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's ``UITableView/estimatedRowHeight``.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// The table's ``UITableView/sectionHeaderHeight``.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's ``UITableView/sectionFooterHeight``.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// The table's ``UITableView/estimatedSectionHeaderHeight``.
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    tableView.estimatedSectionHeaderHeight
  }
  /// The table's ``UITableView/estimatedSectionFooterHeight``.
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    tableView.estimatedSectionFooterHeight
  }
  /// No view: the title, if any, is shown.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// No view: the title, if any, is shown.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  {}
  /// The row tapped.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Delete.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// Indents.
  public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  {
    true
  }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
