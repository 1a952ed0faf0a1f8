import LayoutShot

extension UIListContentConfiguration {
  /// The look a factory gives (`Documentation/Lists.md#list-content-configurations`).
  enum Style: Hashable, Sendable {
    case cell, subtitleCell, valueCell
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

    /// The fixed style this one shows in a list of `appearance`: the adaptive styles (`cell()`,
    /// `subtitleCell()`, `valueCell()`, `header()`, `footer()`) follow the list, as on iOS 18;
    /// the others keep their look.
    func resolved(in appearance: ListAppearance) -> Style {
      let sidebar = appearance == .sidebar || appearance == .sidebarPlain
      switch self {
      case .cell: return sidebar ? .sidebarCell : .cell
      case .subtitleCell: return sidebar ? .sidebarSubtitleCell : .subtitleCell
      case .header:
        if appearance.isGrouped { return .groupedHeader }
        return appearance == .sidebar ? .sidebarHeader : .plainHeader
      case .footer: return appearance.isGrouped || appearance == .sidebar ? .groupedFooter : .plainFooter
      default: return self
      }
    }

    /// The fonts, colours, margins and paddings of this style in a list of `appearance`.
    func look(in appearance: ListAppearance) -> Look {
      let style = resolved(in: appearance)
      let body = UIFont.preferredFont(forTextStyle: .body)
      switch style {
      case .cell, .valueCell, .subtitleCell:
        var look = Look(
          text: TextProperties(font: body, color: .label),
          secondary: style == .valueCell
            ? TextProperties(font: body, color: .secondaryLabel)
            : TextProperties(font: .preferredFont(forTextStyle: .caption1), color: .secondaryLabel),
          margins: Look.cellMargins(
            vertical: style == .subtitleCell
              ? ListMetrics.subtitleCellVerticalMargin : ListMetrics.cellVerticalMargin))
        look.prefersSideBySide = style == .valueCell
        look.textToSecondaryTextVerticalPadding =
          style == .subtitleCell ? 0 : ListMetrics.textToSecondaryTextVerticalPadding
        return look
      case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
        let subtitle = style == .sidebarSubtitleCell || style == .accompaniedSidebarSubtitleCell
        var look = (subtitle ? Style.subtitleCell : .cell).look(in: .plain)
        if !subtitle {
          look.margins.top = ListMetrics.sidebarCellVerticalMargin
          look.margins.bottom = ListMetrics.sidebarCellVerticalMargin
        }
        look.minimumHeight = ListMetrics.sidebarMinimumRowHeight
        look.imageToTextPadding = ListMetrics.sidebarImageToTextPadding
        look.reservedSymbolWidth = ListMetrics.sidebarReservedImageWidth
        look.textProperties.numberOfLines = 1
        look.secondaryTextProperties.numberOfLines = 1
        return look
      case .sidebarHeader:
        var look = Style.cell.look(in: .plain)
        look.textProperties = TextProperties(font: Look.emphasized(.title3, weight: .semibold), color: .label)
        look.textProperties.numberOfLines = 1
        look.imageToTextPadding = ListMetrics.sidebarImageToTextPadding
        look.reservedSymbolWidth = ListMetrics.sidebarReservedImageWidth
        return look
      case .plainHeader, .plainFooter:
        let font = Look.emphasized(.subheadline, weight: .semibold)
        return Look.headerFooter(
          font: font, top: ListMetrics.plainHeaderFooterVerticalMargin,
          bottom: ListMetrics.plainHeaderFooterVerticalMargin)
      case .groupedHeader:
        var look = Look.headerFooter(
          font: .preferredFont(forTextStyle: .footnote), top: ListMetrics.groupedHeaderTopMargin,
          bottom: ListMetrics.groupedHeaderBottomMargin)
        look.textProperties.transform = .uppercase
        return look
      case .groupedFooter:
        return Look.headerFooter(
          font: .preferredFont(forTextStyle: .footnote), top: ListMetrics.groupedFooterTopMargin,
          bottom: ListMetrics.groupedFooterBottomMargin)
      case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
        let extra = style == .extraProminentInsetGroupedHeader
        let margins = extra ? ListMetrics.extraProminentHeaderMargins : ListMetrics.prominentHeaderMargins
        var look = Look(
          text: TextProperties(
            font: extra
              ? Look.emphasized(.title2, weight: .bold) : Look.emphasized(.title3, weight: .semibold),
            color: .label),
          secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
          margins: NSDirectionalEdgeInsets(
            top: margins.top, leading: ListMetrics.prominentHeaderSideMargin, bottom: margins.bottom,
            trailing: ListMetrics.prominentHeaderSideMargin))
        look.axesPreservingSuperviewLayoutMargins = []
        look.minimumHeight = 0
        return look
      case .header, .footer:
        return Style.plainHeader.look(in: .plain)
      }
    }
  }

  /// A style's default values.
  struct Look {
    var textProperties: TextProperties
    var secondaryTextProperties: TextProperties
    var imageProperties = ImageProperties()
    var margins: NSDirectionalEdgeInsets
    var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
    var prefersSideBySide = false
    var imageToTextPadding = ListMetrics.imageToTextPadding
    var textToSecondaryTextVerticalPadding = ListMetrics.textToSecondaryTextVerticalPadding
    /// The least height of the content: a system row's for cells, none (0) for headers and
    /// footers.
    var minimumHeight = ListMetrics.minimumSystemRowHeight
    /// The width kept for a symbol image before the text, at the Large text size.
    var reservedSymbolWidth = ListMetrics.reservedImageWidth

    init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
      textProperties = text
      secondaryTextProperties = secondary
      self.margins = margins
      imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
        textStyle: .body, scale: .large)
    }

    /// A cell's content margins: `vertical` above and below, 16 before and 8 after the content,
    /// grown to the cell's side margins (`Documentation/Lists.md#list-content-configurations`).
    static func cellMargins(vertical: CGFloat) -> NSDirectionalEdgeInsets {
      NSDirectionalEdgeInsets(
        top: vertical, leading: ListMetrics.cellLeadingContentMargin, bottom: vertical,
        trailing: ListMetrics.cellTrailingContentMargin)
    }

    /// A header's or footer's look: `font` in the secondary label colour, `top` and `bottom`
    /// margins, no minimum height.
    static func headerFooter(font: UIFont, top: CGFloat, bottom: CGFloat) -> Look {
      var look = Look(
        text: TextProperties(font: font, color: .secondaryLabel),
        secondary: TextProperties(font: font, color: .secondaryLabel),
        margins: NSDirectionalEdgeInsets(
          top: top, leading: ListMetrics.headerFooterSideMargin, bottom: bottom,
          trailing: ListMetrics.headerFooterSideMargin))
      look.minimumHeight = 0
      return look
    }

    /// The system font at `style`'s size, at `weight`, scaled with the content size as `style` is.
    static func emphasized(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
      UIFontMetrics(forTextStyle: style).scaledFont(
        for: .systemFont(ofSize: style.defaultSizeAndWeight.0, weight: weight))
    }
  }
}
