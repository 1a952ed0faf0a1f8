import Foundation

/// How a list's section headers and footers are drawn (Documentation/Lists.md#sections): in a
/// plain list 15-point semibold; in the grouped styles footnote, the header upper-cased, or for
/// a prominent header (`.headerProminence(.increased)`, or a sidebar) title 3 semibold as written;
/// in the secondary colour, a prominent header in the primary one.
enum ListTitleStyle {
  /// Changes `environment` to draw a header of a list in `style`.
  static func header(style: ListStyleKind, environment: inout EnvironmentValues) {
    environment.setForegroundStyles([HierarchicalShapeStyle.secondary])
    if style.isProminentHeader(environment.headerProminence) {
      environment.font = Font.title3.weight(.semibold)
      environment.setForegroundStyles([HierarchicalShapeStyle.primary])
    } else if style.isGrouped {
      environment.font = .footnote
      environment.textCase = .uppercase
    } else {
      environment.font = Font.subheadline.weight(.semibold)
    }
  }

  /// Changes `environment` to draw a footer of a list in `style`.
  static func footer(style: ListStyleKind, environment: inout EnvironmentValues) {
    environment.setForegroundStyles([HierarchicalShapeStyle.secondary])
    environment.font = style.isGrouped ? .footnote : Font.subheadline.weight(.semibold)
  }
}
