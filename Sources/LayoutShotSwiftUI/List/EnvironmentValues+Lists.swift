import Foundation
import LayoutShot

/// The environment values lists and forms read: their style, row and header heights, and the
/// spacing of their sections and rows.
extension EnvironmentValues {
  /// The least height of a list row (44 points, as UIKit's rows; Documentation/Lists.md#rows).
  ///
  /// ```swift
  /// List { Rows() }.environment(\.defaultMinListRowHeight, 60)
  /// ```
  public var defaultMinListRowHeight: CGFloat {
    get { self[MinListRowHeightKey.self] }
    set { self[MinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list's section header (`nil` for the style's own); kept for code that
  /// sets it, not read: a header is as tall as its title and the style's margins.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[MinListHeaderHeightKey.self] }
    set { self[MinListHeaderHeightKey.self] = newValue }
  }

  /// How prominent the section headers below are (`.headerProminence(_:)`).
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  /// How the lists below are drawn (`.listStyle(_:)`).
  var listStyleKind: ListStyleKind {
    get { self[ListStyleKindKey.self] }
    set { self[ListStyleKindKey.self] = newValue }
  }

  /// The space between the sections of the lists below (`.listSectionSpacing(_:)`).
  var listSectionSpacing: ListSectionSpacing {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }

  /// Whether the views are in a row of a list or form, where controls take their form looks (a
  /// menu picker's label leading, its value trailing).
  var isInListRow: Bool {
    get { self[InListRowKey.self] }
    set { self[InListRowKey.self] = newValue }
  }

  /// The space between the rows of the lists below (`.listRowSpacing(_:)`); none by default.
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
}

private enum MinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat { ListMetrics.defaultRowHeight }
}
private enum MinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private enum ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
private enum ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
private enum InListRowKey: EnvironmentKey { static let defaultValue = false }
private enum ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
