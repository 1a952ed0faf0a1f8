import LayoutShot

/// The background of a configured button or cell (`UIBackgroundConfiguration`): a colour, corners
/// and a stroke drawn behind the content.
///
/// A button's ``backgroundColor`` replaces the one its style gives; ``cornerRadius`` is the
/// corners' radius when the configuration's corner style is `.fixed` (UIKit's default is 5.95,
/// UIKitCore's `_initWithBehaviors:`); a ``strokeColor`` with a ``strokeWidth`` draws a border
/// inside the bounds. ``image``, ``visualEffect`` and a button's ``customView`` are kept, not
/// drawn.
///
/// Behind a configured cell, header or footer it is drawn whole: its colour, corners and stroke,
/// inset by ``backgroundInsets``, and its ``customView``; the list factories (``listPlainCell()``,
/// ``listGroupedCell()``…) give the list's colours, and ``updated(for:)`` the selected grey
/// (`Documentation/Lists.md#background-configurations`).
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.background.backgroundColor = .systemIndigo
/// configuration.background.strokeColor = .white
/// configuration.background.strokeWidth = 2
///
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.cornerRadius = 12
/// cell.backgroundConfiguration = background
/// ```
public struct UIBackgroundConfiguration {
  /// The colour; `nil` for the style's.
  public var backgroundColor: UIColor?
  /// Turns the background colour into the one drawn (applied behind cells, not buttons).
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The corners' radius, used with a fixed corner style.
  public var cornerRadius: CGFloat = 5.95
  /// The border's colour; `nil` (or clear) for none.
  public var strokeColor: UIColor?
  /// Turns the stroke colour into the one drawn.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The border's width.
  public var strokeWidth: CGFloat = 1
  /// How far the border lies outside the bounds (kept).
  public var strokeOutset: CGFloat = 0
  /// An image (kept, not drawn).
  public var image: UIImage?
  /// A blur or vibrancy (kept, not drawn).
  public var visualEffect: UIVisualEffect?
  /// A view of the app's own, drawn behind a cell's content (kept for a button).
  public var customView: UIView?
  /// Insets of the background from the bounds (applied behind cells, kept for a button).
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The list background this is, `nil` for one not made by a list factory: its selected look
  /// comes from it.
  var listStyle: ListStyle?
  /// The colour the list factory, or the last update, gave: a different colour is the app's.
  var listColor: UIColor?

  /// A clear background, as a configured button's starts.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// A plain list cell's background: the system background.
  public static func listPlainCell() -> UIBackgroundConfiguration { list(.plainCell, .systemBackground) }
  /// A grouped list cell's background: the secondary grouped background.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    list(.groupedCell, .secondarySystemGroupedBackground)
  }
  /// A sidebar cell's background: clear over the sidebar.
  public static func listSidebarCell() -> UIBackgroundConfiguration { list(.sidebarCell, .clear) }
  /// The background of a sidebar cell shown beside a secondary column: clear over the sidebar.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { list(.sidebarCell, .clear) }
  /// A plain list's header or footer background: the system background.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    list(.headerFooter, .systemBackground)
  }
  /// A grouped list's header or footer background: clear over the grouped background.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { list(.headerFooter, .clear) }
  /// A sidebar's header background: clear over the sidebar.
  public static func listSidebarHeader() -> UIBackgroundConfiguration { list(.headerFooter, .clear) }
  /// A list cell's background, in the look of the list it is shown in (plain until updated).
  public static func listCell() -> UIBackgroundConfiguration { list(.cell, .systemBackground) }
  /// A list header's background, in the look of the list it is shown in (plain until updated).
  public static func listHeader() -> UIBackgroundConfiguration { list(.header, .systemBackground) }
  /// A list footer's background, in the look of the list it is shown in (plain until updated).
  public static func listFooter() -> UIBackgroundConfiguration { list(.header, .systemBackground) }

  /// A list background of `style` in `color`, with square corners.
  private static func list(_ style: ListStyle, _ color: UIColor) -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = color
    background.cornerRadius = 0
    background.listStyle = style
    background.listColor = color
    return background
  }

  /// This background with the look `state` calls for, where the app kept the factory's colour: a
  /// list cell's grey while selected or highlighted (`Documentation/Lists.md#selection`), an
  /// adaptive one's colour for the list it is in.
  ///
  /// ```swift
  /// cell.backgroundConfiguration = UIBackgroundConfiguration.listPlainCell().updated(for: cell.configurationState)
  /// ```
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard let listStyle, backgroundColor == listColor else { return self }
    let selected =
      ((state as? UICellConfigurationState).map { $0.isSelected || $0.isHighlighted } ?? false)
      || ((state as? UIViewConfigurationState).map { $0.isSelected || $0.isHighlighted } ?? false)
    var background = self
    background.backgroundColor = listStyle.color(in: state.stateListAppearance, selected: selected)
    background.listColor = background.backgroundColor
    return background
  }

  /// The colour drawn for a view of `tintColor`: the background colour (the tint colour when
  /// `nil`) after ``backgroundColorTransformer``.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The stroke's colour for a view of `tintColor`: the stroke colour (the tint colour when
  /// `nil`) after ``strokeColorTransformer``.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }

  /// The kinds of list background, by factory.
  enum ListStyle: Hashable, Sendable {
    case plainCell, groupedCell, sidebarCell, headerFooter, cell, header

    /// The colour in a list of `appearance`, selected or not.
    func color(in appearance: ListAppearance, selected: Bool) -> UIColor {
      switch self {
      case .plainCell, .groupedCell, .cell:
        if selected { return .systemGray4 }
        if self == .plainCell { return .systemBackground }
        if self == .groupedCell || appearance.isGrouped { return .secondarySystemGroupedBackground }
        return appearance == .plain ? .systemBackground : .clear
      case .sidebarCell:
        return selected ? .systemGray4 : .clear
      case .headerFooter:
        return .clear
      case .header:
        return appearance == .plain ? .systemBackground : .clear
      }
    }
  }
}

/// A change of colour a configuration applies (`UIConfigurationColorTransformer`).
///
/// ```swift
/// configuration.imageColorTransformer = .grayscale
/// configuration.imageColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// ```
public struct UIConfigurationColorTransformer {
  /// The change.
  public let transform: (UIColor) -> UIColor

  /// A transformer that makes `transform`'s change.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// `color` changed.
  public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

  /// Grey of the same brightness (kept as it is here: images are not tinted).
  public static var grayscale: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
  /// The tint colour (kept as it is here).
  public static var preferredTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
  /// The tint colour, in one tone (kept as it is here).
  public static var monochromeTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
}

/// A change a configuration makes to its text's attributes (`UIConfigurationTextAttributesTransformer`):
/// a button's title font and colour are taken from what it returns.
///
/// ```swift
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///   var outgoing = incoming
///   outgoing.font = .boldSystemFont(ofSize: 15)
///   return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer {
  /// The change.
  public let transform: (AttributeContainer) -> AttributeContainer

  /// A transformer that makes `transform`'s change.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// `container` changed.
  public func callAsFunction(_ container: AttributeContainer) -> AttributeContainer { transform(container) }
}
