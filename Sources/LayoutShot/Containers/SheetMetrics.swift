import Foundation

/// Where a presented sheet rests on a screen and how it looks, as UIKit draws a page sheet on an
/// iPhone and a form sheet on an iPad on iOS 17–18 (Documentation/Sheets.md): one source for every
/// face that shows a presentation.
///
/// ```swift
/// let metrics = SheetMetrics(screen: screen)       // an iPhone 15: 393 × 852, safe top 59
/// metrics.largeDetentValue                          // 852 − (59 + 10) − 34 = 749
/// metrics.cardFrame(detentValue: metrics.mediumDetentValue)
/// ```
package struct SheetMetrics: Equatable, Sendable {
  /// How the sheet stands on the screen.
  package enum Style: Equatable, Sendable {
    /// Attached to the bottom edge, the screen's width, its top corners rounded (compact width).
    case pageSheet
    /// Centred, a fixed size, all corners rounded (an iPad's regular width and height).
    case formSheet
  }

  /// The screen's width and height.
  package let size: Size
  /// The screen's safe-area insets.
  package let safeAreaInsets: EdgeInsets
  /// Pixels per point.
  package let scale: CGFloat
  /// Page or form sheet.
  package let style: Style
  /// Whether the screen's height is compact (a phone in landscape), where the medium detent is
  /// inactive.
  package let isCompactHeight: Bool

  /// The corners' radius (`_UISheetCornerRadius`; Documentation/Sheets.md#the-card).
  package static let cornerRadius: CGFloat = 10
  /// The gap between the top safe-area inset and a page sheet at its large detent
  /// (Documentation/Sheets.md#the-card).
  package static let topGap: CGFloat = 10
  /// A form sheet's size on an iPad (Documentation/Sheets.md#form-sheet).
  package static let formSheetSize = Size(width: 540, height: 620)
  /// The grabber's size and its distance from the sheet's top (Documentation/Sheets.md#grabber).
  package static let grabberSize = Size(width: 36, height: 5)
  /// How far the grabber's top is below the sheet's top.
  package static let grabberTop: CGFloat = 5
  /// The grabber's colour (Documentation/Sheets.md#grabber).
  package static let grabberColor = Color.tertiaryLabel
  /// The dimming over the presenting screen (Documentation/Sheets.md#dimming).
  package static let dimmingColor = Color(white: 0, alpha: 0.4)

  /// The metrics of `screen`, or of a 390 × 844 phone when no layout runs.
  ///
  /// A fitted layout is solved on its screen without the safe area; `restoringSafeArea` takes the
  /// device's own insets for the screen's orientation back from the catalog, as the sheet's place
  /// depends on the status bar and its bottom on the home indicator.
  package init(screen: Screen?, restoringSafeArea: Bool = false) {
    let screen =
      screen
      ?? Screen(
        size: Size(width: 390, height: 844), scale: 3, safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    size = screen.size
    scale = CGFloat(screen.scale)
    if restoringSafeArea, let device = try? DeviceCatalog.standard.device(named: screen.device) {
      safeAreaInsets = device.screen(screen.orientation).safeAreaInsets
    } else {
      safeAreaInsets = screen.safeAreaInsets
    }
    style =
      screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular ? .formSheet : .pageSheet
    isCompactHeight = screen.verticalSizeClass == .compact
  }

  /// The top of a page sheet at its large detent: 10 points below the top safe-area inset.
  package var pageSheetTop: CGFloat { CGFloat(safeAreaInsets.top) + Self.topGap }

  /// The height of the large detent, inside the sheet's safe area (UIKit's `maximumDetentValue`):
  /// from the page sheet's top to the bottom safe-area inset, or a form sheet's height.
  package var largeDetentValue: CGFloat {
    switch style {
    case .pageSheet: max(CGFloat(size.height - safeAreaInsets.bottom) - pageSheetTop, 0)
    case .formSheet: formSheetFrame.height
    }
  }

  /// The medium detent's height: half the large one's (Documentation/Sheets.md#detents); the large
  /// one's at a compact height, where the medium detent is inactive.
  package var mediumDetentValue: CGFloat { isCompactHeight ? largeDetentValue : largeDetentValue / 2 }

  /// The sheet's frame on the screen when its content is `detentValue` high (inside its safe
  /// area): a page sheet rests on the bottom edge, the bottom inset below its content, no higher
  /// than its large detent; a form sheet keeps its own size whatever the detent.
  package func cardFrame(detentValue: CGFloat) -> CGRect {
    switch style {
    case .pageSheet:
      let height = min(max(detentValue, 0), largeDetentValue) + CGFloat(safeAreaInsets.bottom)
      return CGRect(
        x: 0, y: CGFloat(size.height) - height, width: CGFloat(size.width), height: height)
    case .formSheet:
      return formSheetFrame
    }
  }

  /// The part of the sheet's frame its content must not use: the home indicator's inset at the
  /// bottom of a page sheet; none on a form sheet, which floats clear of the screen's edges.
  package var cardSafeAreaInsets: EdgeInsets {
    switch style {
    case .pageSheet:
      EdgeInsets(
        top: 0, left: safeAreaInsets.left, bottom: safeAreaInsets.bottom, right: safeAreaInsets.right)
    case .formSheet: EdgeInsets()
    }
  }

  /// The corners the card rounds: a page sheet's top two, a form sheet's four.
  package var roundedCorners: RoundedCorners {
    style == .pageSheet ? [.topLeft, .topRight] : .all
  }

  /// A form sheet's frame: its size, centred in the screen, no larger than the safe area.
  private var formSheetFrame: CGRect {
    let width = min(
      CGFloat(Self.formSheetSize.width), CGFloat(size.width - safeAreaInsets.left - safeAreaInsets.right))
    let height = min(
      CGFloat(Self.formSheetSize.height), CGFloat(size.height - safeAreaInsets.top - safeAreaInsets.bottom))
    return CGRect(
      x: (CGFloat(size.width) - width) / 2, y: (CGFloat(size.height) - height) / 2, width: width,
      height: height)
  }
}
