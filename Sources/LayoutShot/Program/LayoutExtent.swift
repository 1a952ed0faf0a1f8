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
  /// The screen's width and the smallest height the root's constraints allow: the root's height
  /// is pulled towards 0 at ``LayoutPriority/fittingSizeLevel`` (50), as UIKit's compressed
  /// fitting size is. There is no safe area; the picture is as tall as the solved root.
  case fittingHeight
  /// The size the root's constraints allow closest to `target`, each side pulled towards it at
  /// its priority (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`);
  /// no safe area.
  case fitting(Size, horizontal: LayoutPriority, vertical: LayoutPriority)

  /// The screen a layout of this extent is solved on: `screen` itself, or without its safe area
  /// for a fitted one.
  public func screenForSolving(_ screen: Screen) -> Screen {
    switch self {
    case .screen: return screen
    case .fittingHeight, .fitting:
      var fitted = screen
      fitted.safeAreaInsets = .zero
      return fitted
    }
  }
}
