import Foundation

/// The space between the sections of a list (`.listSectionSpacing(_:)`): the style's own, a
/// compact one, or a number of points (Documentation/SwiftUILists.md#sections).
///
/// ```swift
/// Form { Sections() }.listSectionSpacing(.compact)
/// ```
public struct ListSectionSpacing: Hashable, Sendable {
  /// The space between two sections, replacing the spaces an untitled footer and header leave;
  /// `nil` for the style's own.
  let length: CGFloat?

  /// The style's own spacing.
  public static let `default` = ListSectionSpacing(length: nil)
  /// A tighter spacing (Documentation/SwiftUILists.md#sections).
  public static let compact = ListSectionSpacing(length: 20)

  /// `spacing` points between sections.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}

extension View {
  /// The sections of the lists below `spacing` apart.
  ///
  /// ```swift
  /// List { Sections() }.listSectionSpacing(.compact)
  /// ```
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing)
  }

  /// The sections of the lists below `spacing` points apart.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environment(\.listSectionSpacing, .custom(spacing))
  }

  /// The rows of the lists below `spacing` points apart (none for `nil`); in an inset-grouped
  /// list, spaced rows are cards of their own, with no separators.
  ///
  /// ```swift
  /// List { Rows() }.listRowSpacing(8)
  /// ```
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacing, spacing)
  }
}
