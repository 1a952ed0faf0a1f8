/// A list's look (SwiftUI's `ListStyle`): `.plain`, `.grouped`, `.insetGrouped`, `.inset`,
/// `.sidebar`, or `.automatic` (inset grouped on iPhone; Documentation/SwiftUILists.md#styles).
///
/// ```swift
/// List { Rows() }.listStyle(.plain)
/// ```
public protocol ListStyle: Sendable {}

/// How the lists below are drawn.
enum ListStyleKind: Sendable {
  case plain, grouped, insetGrouped, sidebar

  /// The kind of `style`; the automatic style is inset grouped, as on iPhone since iOS 16.
  init(_ style: some ListStyle) {
    switch style {
    case is PlainListStyle, is InsetListStyle: self = .plain
    case is GroupedListStyle: self = .grouped
    case is SidebarListStyle: self = .sidebar
    default: self = .insetGrouped
    }
  }

  /// Whether sections are cards inset from the list's sides, with rounded corners.
  var insetsSections: Bool { self == .insetGrouped || self == .sidebar }
  /// Whether the list has the grouped look: a grouped background, spaces between sections, and
  /// rows on cell backgrounds.
  var isGrouped: Bool { self != .plain }

  /// Whether a section header of `prominence` is prominent (its title larger, on margins of its
  /// own): always in a sidebar, when increased in an inset-grouped list.
  func isProminentHeader(_ prominence: Prominence) -> Bool {
    self == .sidebar || (insetsSections && prominence == .increased)
  }
}

extension View {
  /// Lists below drawn in `style`.
  ///
  /// ```swift
  /// List { Rows() }.listStyle(.grouped)
  /// ```
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyleKind, ListStyleKind(style))
  }
}
