extension Device {
  /// The horizontal and vertical size classes of a full-screen window (`h` and `v` in JSON).
  ///
  /// ```swift
  /// Device.iPhoneXR.sizeClass.landscape  // h regular, v compact
  /// Device.pixel5.sizeClass.landscape    // h expanded, v compact
  /// ```
  public struct SizeClasses: Hashable, Sendable, Codable {
    /// The horizontal size class (`h`).
    public var horizontal: WindowSizeClass
    /// The vertical size class (`v`).
    public var vertical: WindowSizeClass

    /// The size classes of both axes.
    public init(horizontal: WindowSizeClass, vertical: WindowSizeClass) {
      self.horizontal = horizontal
      self.vertical = vertical
    }

    private enum CodingKeys: String, CodingKey {
      case horizontal = "h"
      case vertical = "v"
    }
  }

  /// A size class as the device's platform names it.
  ///
  /// iOS has two classes, compact and regular. Android's window size classes have three,
  /// compact, medium and expanded, computed from the window's size in dp (width: below 600,
  /// 600 to 840, 840 and up; height: below 480, 480 to 900, 900 and up). The catalog keeps each
  /// platform's own names, so its JSON reads like the platform's documentation.
  ///
  /// The engine (and a layout's `screen.horizontalSizeClass`) knows UIKit's two classes:
  /// ``sizeClass`` maps medium and expanded to regular. Medium starts at 600 dp, about where an
  /// iPad window turns from compact to regular width (a 678-point split view is regular, a
  /// 507-point one compact), and medium height (480 dp and up) is a phone held upright, which
  /// UIKit calls regular height; so a layout that branches on regular width gets its two-column
  /// form on Android tablets and unfolded foldables, as on iPads.
  public enum WindowSizeClass: String, Hashable, Sendable, CaseIterable, Codable {
    /// iOS and Android: little room on the axis.
    case compact
    /// iOS: room on the axis.
    case regular
    /// Android: 600–840 dp wide or 480–900 dp tall.
    case medium
    /// Android: at least 840 dp wide or 900 dp tall.
    case expanded

    /// The UIKit size class the engine uses: compact stays compact, the others are regular.
    public var sizeClass: SizeClass {
      self == .compact ? .compact : .regular
    }

    /// The classes a platform names.
    public static func allowed(on platform: Platform) -> [WindowSizeClass] {
      platform == .ios ? [.compact, .regular] : [.compact, .medium, .expanded]
    }

    public init(from decoder: any Decoder) throws {
      self = try Device.decodeName(Self.self, from: decoder)
    }
  }

  /// The size classes the platform's rules give a full-screen window on this device.
  ///
  /// - iOS tablets: regular/regular in both orientations.
  /// - iOS phones: compact/regular in portrait; in landscape compact height, and regular width on
  ///   phones at least 414 points wide in portrait (the Plus and Max models and the XR/11),
  ///   compact on the others.
  /// - Android: the window size classes of the size in dp (see ``WindowSizeClass``).
  ///
  /// Every built-in device's size classes follow these rules; custom devices get them when they
  /// give none.
  public static func standardSizeClasses(family: Family, platform: Platform, size: Size)
    -> PerOrientation<SizeClasses>
  {
    switch (platform, family) {
    case (.ios, .tablet):
      let regular = SizeClasses(horizontal: .regular, vertical: .regular)
      return PerOrientation(portrait: regular, landscape: regular)
    case (.ios, .phone):
      return PerOrientation(
        portrait: SizeClasses(horizontal: .compact, vertical: .regular),
        landscape: SizeClasses(horizontal: size.width >= 414 ? .regular : .compact, vertical: .compact))
    case (.android, _):
      func classes(_ size: Size) -> SizeClasses {
        let horizontal: WindowSizeClass =
          size.width < 600 ? .compact : size.width < 840 ? .medium : .expanded
        let vertical: WindowSizeClass =
          size.height < 480 ? .compact : size.height < 900 ? .medium : .expanded
        return SizeClasses(horizontal: horizontal, vertical: vertical)
      }
      return PerOrientation(
        portrait: classes(size), landscape: classes(Size(width: size.height, height: size.width)))
    }
  }
}
