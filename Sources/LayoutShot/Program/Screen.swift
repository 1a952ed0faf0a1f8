/// The screen a layout is solved for: size, pixel density, safe area, margins, size classes and
/// layout direction.
///
/// The device catalog makes these from device facts; tests and tools can also write one out:
///
/// ```swift
/// let phone = Screen(
///   device: "iphone-se", orientation: .portrait, size: Size(width: 375, height: 667), scale: 2,
///   safeAreaInsets: EdgeInsets(top: 20))
/// ```
public struct Screen: Hashable, Sendable {
  /// The device's id, as frame dumps and snapshot names show it.
  public var device: String
  public var orientation: Orientation
  /// The size in points.
  public var size: Size
  /// Pixels per point.
  ///
  /// 1, 2 or 3. Frames are snapped to this grid.
  public var scale: Double
  /// The root view's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// The root view's system minimum layout margins, measured in from the safe area (16 on the
  /// sides of a compact-width screen, 20 of a regular-width one).
  public var layoutMargins: DirectionalEdgeInsets
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var layoutDirection: LayoutDirection
  /// The widest the readable content guide may be (672 at the default text size).
  public var readableWidth: Double

  /// A screen; margins and size classes default to those of a portrait phone.
  public init(
    device: String = "custom", orientation: Orientation = .portrait, size: Size, scale: Double = 2,
    safeAreaInsets: EdgeInsets = .zero,
    layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(
      top: 0, leading: 16, bottom: 0, trailing: 16),
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
    layoutDirection: LayoutDirection = .leftToRight, readableWidth: Double = 672
  ) {
    self.device = device
    self.orientation = orientation
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.readableWidth = readableWidth
  }

  /// The root view's bounds.
  public var bounds: Rect { Rect(origin: .zero, size: size) }
}

/// Which way up a screen is held.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  case portrait
  case landscape
}

/// A size class: how much room an axis has.
public enum SizeClass: String, Hashable, Sendable {
  case compact
  case regular
}

/// The reading direction, which decides where leading and trailing are.
public enum LayoutDirection: String, Hashable, Sendable {
  case leftToRight
  case rightToLeft
}
