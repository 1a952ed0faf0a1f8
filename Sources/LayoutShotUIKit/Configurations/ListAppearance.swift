import LayoutShot

/// The kind of list a cell, header or footer is in: a table's style or a list layout's appearance.
///
/// The adaptive list configurations take their look from it.
enum ListAppearance: Hashable, Sendable {
  case plain, grouped, insetGrouped, sidebar, sidebarPlain

  /// Whether the list's sections are grouped (grouped or inset grouped).
  var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

extension UITableView.Style {
  /// The kind of list a table of this style is.
  var listAppearance: ListAppearance {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    }
  }
}

extension UIConfigurationState {
  /// The kind of list the state's cell or view is in: plain for a state of the app's own type.
  var stateListAppearance: ListAppearance {
    (self as? UICellConfigurationState)?.listAppearance ?? (self as? UIViewConfigurationState)?.listAppearance
      ?? .plain
  }
}
