/// What a layout's root stands for, and so the size of its picture.
///
/// Most layouts are screens. A table cell or a component is laid out the way
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` measures
/// one: at the screen's width, with the height its constraints give.
///
/// ```swift
/// struct MessageRow: LayoutProgram {
///   var extent: LayoutExtent { .fittingHeight }
///   func body(root: View, screen: Screen) -> LayoutBody { … }
/// }
/// ```
public enum LayoutExtent: Hashable, Sendable {
  /// The device's screen, with its safe area and margins (the default).
  case screen
  /// The screen grown down to show the whole content of its outermost vertical scroll view, as
  /// Paparazzi's and swift-snapshot-testing's full-height modes do. The layout is solved on the
  /// screen; when a scroll view's content (plus its adjusted top and bottom insets) is taller
  /// than the scroll view, the screen is made that much taller and the layout solved again. What
  /// grows is everything the screen's height stretches: the scroll view, and views pinned to the
  /// bottom (a pinned footer moves down to the new bottom). What stays: the width, the safe area's
  /// insets (the top one at the top, the bottom one at the new bottom), and each scroll view's
  /// adjusted insets, as the grown scroll view still counts as scrolling. A layout whose scroll
  /// views all fit is the screen.
  case scrollContent
  /// The screen's width and the smallest height the root's constraints allow: the root's height
  /// is pulled towards 0 at ``LayoutPriority/fittingSizeLevel`` (50), as UIKit's compressed
  /// fitting size is. There is no safe area; the picture is as tall as the solved root.
  case fittingHeight
  /// The screen's width unless the root's own constraints say otherwise, and the smallest height
  /// they allow: the width is pulled towards the screen's at `horizontal`, the height towards 0 at
  /// the fitting-size level (50). At `.required` this is ``fittingHeight``; just below it (999), a
  /// view whose constraints fix its width (a 44-point button) keeps that width, and any other
  /// view takes the screen's. No safe area.
  case fittingScreenWidth(horizontal: LayoutPriority)
  /// The size the root's constraints allow closest to `target`, each side pulled towards it at
  /// its priority (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`);
  /// no safe area.
  case fitting(Size, horizontal: LayoutPriority, vertical: LayoutPriority)

  /// The word a snapshot's file name carries for this extent (``SnapshotPath``): none for the
  /// screen, `content` for the whole scroll content, `component` for a fitted layout.
  public var fileSuffix: String? {
    switch self {
    case .screen: nil
    case .scrollContent: "content"
    case .fittingHeight, .fittingScreenWidth, .fitting: "component"
    }
  }

  /// The screen a layout of this extent is solved on: `screen` itself, or without its safe area
  /// for a fitted one.
  public func screenForSolving(_ screen: Screen) -> Screen {
    switch self {
    case .screen, .scrollContent: return screen
    case .fittingHeight, .fittingScreenWidth, .fitting:
      var fitted = screen
      fitted.safeAreaInsets = .zero
      return fitted
    }
  }
}
