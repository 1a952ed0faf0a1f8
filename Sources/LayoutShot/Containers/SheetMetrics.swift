import Foundation

/// Where a presented sheet rests on a screen and how it looks, as UIKit draws a page sheet on an
/// iPhone and a form sheet on an iPad on iOS 17–18 (Documentation/Sheets.md), and, in the iOS 26
/// edition, a phone's sheet floating clear of the edges below its large detent
/// (Documentation/Sheets.md#ios-26): one source for every face that shows a presentation.
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
  /// The iOS design the sheet is drawn in.
  package let os: OSEdition

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

  // MARK: iOS 26

  /// How far a phone's sheet below its large detent floats in from the screen's sides and above
  /// its bottom in the iOS 26 edition (Documentation/Sheets.md#ios-26).
  package static let floatingInset: CGFloat = 8
  /// The corners' radius of a floating sheet in the iOS 26 edition, an estimate from a fitted
  /// circle (Documentation/Sheets.md#ios-26).
  package static let floatingCornerRadius: CGFloat = 38
  /// The top corners' radius of a phone's sheet at its large detent in the iOS 26 edition, an
  /// estimate from a fitted circle (Documentation/Sheets.md#ios-26).
  package static let largeCornerRadius: CGFloat = 41.75
  /// The dimming over the presenting screen in the iOS 26 edition
  /// (Documentation/Sheets.md#ios-26).
  package static let glassDimmingColor = Color(white: 0, alpha: 0.2)

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
    os = screen.os
  }

  /// Whether a page sheet floats clear of the screen's edges below its large detent: in the
  /// iOS 26 edition.
  private var floats: Bool { os == .ios26 && style == .pageSheet }

  /// The top of a page sheet at its large detent: 10 points below the top safe-area inset; at
  /// the inset in the iOS 26 edition.
  package var pageSheetTop: CGFloat { CGFloat(safeAreaInsets.top) + (os == .ios26 ? 0 : Self.topGap) }

  /// The dimming over the presenting screen: black at 0.4, or 0.2 in the iOS 26 edition.
  package var dimmingColor: Color { os == .ios26 ? Self.glassDimmingColor : Self.dimmingColor }

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
  ///
  /// In the iOS 26 edition a page sheet below its large detent keeps its top and stands 8 points
  /// in from the sides and above the bottom.
  package func cardFrame(detentValue: CGFloat) -> CGRect {
    switch style {
    case .pageSheet:
      let value = min(max(detentValue, 0), largeDetentValue)
      let height = value + CGFloat(safeAreaInsets.bottom)
      let frame = CGRect(
        x: 0, y: CGFloat(size.height) - height, width: CGFloat(size.width), height: height)
      guard floats, value < largeDetentValue else { return frame }
      let inset = Self.floatingInset
      return CGRect(
        x: inset, y: frame.minY, width: max(frame.width - 2 * inset, 0), height: max(frame.height - inset, 0))
    case .formSheet:
      return formSheetFrame
    }
  }

  /// Whether a card at `frame` floats clear of the screen's bottom edge.
  private func isFloating(_ frame: CGRect) -> Bool {
    floats && frame.maxY < CGFloat(size.height)
  }

  /// The part of a sheet's frame its content must not use, for a card at `frame`: what of the
  /// screen's side and bottom insets it covers on a page sheet (the home indicator's inset at the
  /// bottom of one resting on the edge); none on a form sheet, which floats clear of the
  /// screen's edges.
  package func cardSafeAreaInsets(of frame: CGRect) -> EdgeInsets {
    switch style {
    case .pageSheet:
      EdgeInsets(
        top: 0, left: max(safeAreaInsets.left - Double(frame.minX), 0),
        bottom: max(safeAreaInsets.bottom - (size.height - Double(frame.maxY)), 0),
        right: max(safeAreaInsets.right - (size.width - Double(frame.maxX)), 0))
    case .formSheet: EdgeInsets()
    }
  }

  /// The corners a card at `frame` rounds: a page sheet's top two, a form sheet's and a floating
  /// sheet's four.
  package func roundedCorners(of frame: CGRect) -> RoundedCorners {
    style == .pageSheet && !isFloating(frame) ? [.topLeft, .topRight] : .all
  }

  /// The corners' radius of a card at `frame`: 10, or in the iOS 26 edition 38 for a floating
  /// sheet and 41.75 for a phone's sheet at its large detent.
  package func cornerRadius(of frame: CGRect) -> CGFloat {
    guard floats else { return Self.cornerRadius }
    return isFloating(frame) ? Self.floatingCornerRadius : Self.largeCornerRadius
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
