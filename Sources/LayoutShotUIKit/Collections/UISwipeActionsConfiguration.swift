import LayoutShot

/// The actions a swiped row shows (`UISwipeActionsConfiguration`): kept, as a picture shows rows
/// at rest.
///
/// ```swift
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///   UISwipeActionsConfiguration(actions: [delete])
/// }
/// ```
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the edge inward.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action (kept).
  open var performsFirstActionWithFullSwipe = true

  /// A configuration showing `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
