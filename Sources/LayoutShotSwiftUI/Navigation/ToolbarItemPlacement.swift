/// Where a toolbar item goes: in the navigation bar at its leading or trailing end or in its
/// centre, or in the bottom toolbar (Documentation/SwiftUINavigation.md#toolbar-items).
///
/// ```swift
/// ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// Where an item of a placement shows on iOS.
  enum Slot: Hashable, Sendable {
    /// The navigation bar's leading end.
    case leading
    /// The navigation bar's trailing end.
    case trailing
    /// The navigation bar's centre, in place of the title.
    case principal
    /// The bottom toolbar.
    case bottom
    /// Not shown at rest (above the keyboard, which a snapshot shows without its bar).
    case hidden
  }

  let slot: Slot

  /// The system's choice: the trailing end of the navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  /// The centre of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(slot: .principal)
  /// The navigation actions: the leading end.
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  /// The main action: the trailing end.
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  /// A less used action: the trailing end.
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  /// Status: the bottom toolbar, its items side by side with the other bottom items from the
  /// leading margin (iOS centres them; Documentation/SwiftUINavigation.md#toolbar-items).
  public static let status = ToolbarItemPlacement(slot: .bottom)
  /// The confirming action of a modal view ("Done", "Save"): the trailing end.
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  /// The cancelling action of a modal view: the leading end.
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  /// The destructive action of a modal view: the trailing end.
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  /// Above the keyboard: not drawn at rest.
  public static let keyboard = ToolbarItemPlacement(slot: .hidden)
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}

/// A bar a toolbar modifier applies to: `.toolbar(.hidden, for: .navigationBar)`.
public struct ToolbarPlacement: Hashable, Sendable {
  enum Bar: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar }

  let bar: Bar

  /// The bars the view shows.
  public static let automatic = ToolbarPlacement(bar: .automatic)
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(bar: .tabBar)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}
