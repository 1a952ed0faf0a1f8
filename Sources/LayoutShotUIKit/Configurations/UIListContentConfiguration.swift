import LayoutShot

/// The content of a list's cell, header or footer (`UIListContentConfiguration`): an image, a
/// text and a secondary text, laid out with UIKit's list metrics by a ``UIListContentView``.
///
/// Ask a cell for its ``UITableViewCell/defaultContentConfiguration()``, fill it in and set it as
/// the cell's ``UITableViewCell/contentConfiguration``, as apps do since iOS 14:
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.image = UIImage(systemName: "wifi")
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
///
/// Each factory gives one of UIKit's looks (fonts, colours, margins and paddings in
/// `Documentation/Lists.md#list-content-configurations`). `cell()`, `subtitleCell()`,
/// `valueCell()`, `header()` and `footer()` follow the list they are shown in, as on iOS 18: a
/// `header()` in a grouped table takes the grouped header's look when the cell updates it.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// The image at the leading edge.
  public var image: UIImage?
  /// The text; setting it clears ``attributedText``.
  public var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = nil
    }
  }
  /// The text with attributes; setting it clears ``text``.
  public var attributedText: NSAttributedString? {
    get { storedAttributedText }
    set {
      storedAttributedText = newValue
      storedText = nil
    }
  }
  /// The secondary text; setting it clears ``secondaryAttributedText``.
  public var secondaryText: String? {
    get { storedSecondaryText }
    set {
      storedSecondaryText = newValue
      storedSecondaryAttributedText = nil
    }
  }
  /// The secondary text with attributes; setting it clears ``secondaryText``.
  public var secondaryAttributedText: NSAttributedString? {
    get { storedSecondaryAttributedText }
    set {
      storedSecondaryAttributedText = newValue
      storedSecondaryText = nil
    }
  }
  private var storedText: String?
  private var storedAttributedText: NSAttributedString?
  private var storedSecondaryText: String?
  private var storedSecondaryAttributedText: NSAttributedString?

  /// How the image is drawn and sized.
  public var imageProperties: ImageProperties
  /// How the text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// The margins around the content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// The axes on which the margins grow to the containing view's (a cell's) margins.
  public var axesPreservingSuperviewLayoutMargins: UIAxis
  /// Whether the secondary text sits beside the text (a value cell) rather than below it.
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// The space between the image and the text.
  public var imageToTextPadding: CGFloat
  /// The space between the text and the secondary text side by side.
  public var textToSecondaryTextHorizontalPadding = ListMetrics.textToSecondaryTextHorizontalPadding
  /// The space between the text and the secondary text stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat
  /// The opacity of the content.
  public var alpha: CGFloat = 1

  /// The look the factory gave, which ``updated(for:)`` adapts.
  private(set) var style: Style
  /// The kind of list the look was last given for.
  private var appearance = ListAppearance.plain
  /// The least height of the content: a system row's for cells, none (0) for headers and footers.
  var minimumHeight: CGFloat
  /// The width kept for a symbol image before the text, at the Large text size.
  private(set) var reservedSymbolWidth: CGFloat

  /// A configuration of `style`'s look in a list of `appearance`.
  init(_ style: Style, in appearance: ListAppearance = .plain) {
    self.style = style
    let look = style.look(in: appearance)
    imageProperties = look.imageProperties
    textProperties = look.textProperties
    secondaryTextProperties = look.secondaryTextProperties
    directionalLayoutMargins = look.margins
    axesPreservingSuperviewLayoutMargins = look.axesPreservingSuperviewLayoutMargins
    prefersSideBySideTextAndSecondaryText = look.prefersSideBySide
    imageToTextPadding = look.imageToTextPadding
    textToSecondaryTextVerticalPadding = look.textToSecondaryTextVerticalPadding
    minimumHeight = look.minimumHeight
    reservedSymbolWidth = look.reservedSymbolWidth
  }

  // MARK: Cells

  /// A cell's content: body text, an optional secondary text below it.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(.cell) }
  /// A cell's content with a secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(.subtitleCell)
  }
  /// A cell's content with a secondary text at the trailing edge, beside the text.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(.valueCell) }
  /// A sidebar cell's content.
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(.sidebarCell) }
  /// A sidebar cell's content with a secondary text below the text.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(.sidebarSubtitleCell)
  }
  /// The content of a sidebar cell shown beside a secondary column.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    UIListContentConfiguration(.accompaniedSidebarCell)
  }
  /// The content of a sidebar cell shown beside a secondary column, with a secondary text.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(.accompaniedSidebarSubtitleCell)
  }

  // MARK: Headers and footers

  /// A header's content in the look of the list it is shown in (plain until updated).
  public static func header() -> UIListContentConfiguration { UIListContentConfiguration(.header) }
  /// A footer's content in the look of the list it is shown in (plain until updated).
  public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(.footer) }
  /// A plain list's header content.
  public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(.plainHeader) }
  /// A plain list's footer content.
  public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(.plainFooter) }
  /// A grouped list's header content: upper-cased footnote text.
  public static func groupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(.groupedHeader)
  }
  /// A grouped list's footer content.
  public static func groupedFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(.groupedFooter)
  }
  /// A sidebar's header content.
  public static func sidebarHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(.sidebarHeader)
  }
  /// An inset-grouped list's prominent header content.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(.prominentInsetGroupedHeader)
  }
  /// An inset-grouped list's extra-prominent header content.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(.extraProminentInsetGroupedHeader)
  }

  // MARK: UIContentConfiguration

  /// A list content view showing this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// This configuration with the look `state` calls for in what the app did not set: an adaptive
  /// factory's (`cell()`, `header()`…) takes the look of the list the state is for.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    restyled(style, in: state.stateListAppearance)
  }

  /// This configuration in `newStyle`'s look in a list of `newAppearance`, in what the app did not
  /// set: what still has the look it was last given.
  func restyled(_ newStyle: Style, in newAppearance: ListAppearance) -> UIListContentConfiguration {
    var configuration = adopting(newStyle.look(in: newAppearance), over: style.look(in: appearance))
    configuration.style = newStyle
    configuration.appearance = newAppearance
    return configuration
  }

  /// This configuration with `resolved`'s values where it still has `factory`'s.
  private func adopting(_ resolved: Look, over factory: Look) -> UIListContentConfiguration {
    var configuration = self
    configuration.textProperties = textProperties.updated(
      from: factory.textProperties, to: resolved.textProperties)
    configuration.secondaryTextProperties = secondaryTextProperties.updated(
      from: factory.secondaryTextProperties, to: resolved.secondaryTextProperties)
    if directionalLayoutMargins == factory.margins {
      configuration.directionalLayoutMargins = resolved.margins
    }
    if axesPreservingSuperviewLayoutMargins == factory.axesPreservingSuperviewLayoutMargins {
      configuration.axesPreservingSuperviewLayoutMargins = resolved.axesPreservingSuperviewLayoutMargins
    }
    if prefersSideBySideTextAndSecondaryText == factory.prefersSideBySide {
      configuration.prefersSideBySideTextAndSecondaryText = resolved.prefersSideBySide
    }
    if imageToTextPadding == factory.imageToTextPadding {
      configuration.imageToTextPadding = resolved.imageToTextPadding
    }
    if textToSecondaryTextVerticalPadding == factory.textToSecondaryTextVerticalPadding {
      configuration.textToSecondaryTextVerticalPadding = resolved.textToSecondaryTextVerticalPadding
    }
    configuration.minimumHeight = resolved.minimumHeight
    configuration.reservedSymbolWidth = resolved.reservedSymbolWidth
    return configuration
  }

}
