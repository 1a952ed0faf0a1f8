/// A phone or tablet a layout can be solved for: its screen in points, pixel density, safe areas,
/// status bar, display corners, cutout, root layout margins and size classes, in portrait and
/// landscape.
///
/// The built-in devices (``DeviceCatalog/standard``) hold the figures of Documentation/Devices.md,
/// each with the sources it came from. A device becomes a ``Screen`` for one orientation:
///
/// ```swift
/// let screen = Device.iPhone14Pro.screen(.landscape)
/// screen.size                 // 852 × 393
/// screen.safeAreaInsets       // left 59, bottom 21, right 59
/// screen.layoutMargins        // 16 on the sides, measured from the safe area
/// screen.horizontalSizeClass  // .compact
/// ```
///
/// A figure that no source gives is `nil` rather than guessed: the Pixel 7's safe areas, the
/// iPhone 16 Pro's status bar, the M4 iPads' corner radius. Your own devices are declared with the
/// same fields, in Swift with ``init(id:name:aliases:family:platform:size:scale:pixels:safeArea:statusBar:cornerRadius:cutout:cutoutRect:layoutMargins:sizeClass:source:editions:)``
/// or in a JSON file read by ``DeviceCatalog/devices(fromJSON:)``; both check every field.
public struct Device: Hashable, Sendable {
  /// The id, in kebab case: `iphone-14-pro`.
  public let id: String
  /// The display name: `iPhone 14 Pro / 15 / 15 Pro / 16`.
  public let name: String
  /// Other devices with the same screen, by name (`iPhone 15 Pro`); each is accepted as an id by
  /// its slug (`iphone-15-pro`, see ``slug(_:)``).
  public let aliases: [String]
  /// Phone or tablet.
  public let family: Family
  /// iOS or Android: whose rules the figures follow.
  public let platform: Platform
  /// The size in points (dp on Android), held in portrait: never wider than tall.
  public let size: Size
  /// Pixels per point (per dp on Android): 2 or 3 on iOS, 2.625 or 2.75 on some Android phones.
  public let scale: Double
  /// The size of the rendered image in pixels, in portrait: `size` × `scale` within one pixel.
  ///
  /// Some phones scale that image down to a smaller panel (the iPhone 8 Plus renders 1242 × 2208
  /// for a 1080 × 1920 panel); this is the rendered size.
  public let pixels: Size
  /// The root view's safe-area insets in each orientation; `nil` where no source gives them.
  public let safeArea: PerOrientation<EdgeInsets?>
  /// The status bar's height in each orientation (0 where it is hidden); `nil` where unknown.
  public let statusBar: PerOrientation<Double?>
  /// The radius of the display's rounded corners (0 for square corners); `nil` where unknown.
  public let cornerRadius: Double?
  /// What cuts into the top of the display; `nil` where unknown.
  public let cutout: Cutout?
  /// The cutout's bounding box in portrait, in points; `nil` where none or unknown.
  public let cutoutRect: Rect?
  /// The root view's margins: the documented system minimums and, where measured, the margins
  /// measured on the root view in each orientation.
  public let layoutMargins: LayoutMargins
  /// The size classes in each orientation, full screen.
  public let sizeClass: PerOrientation<SizeClasses>
  /// Where each figure came from, and the disagreements between sources.
  public let source: String
  /// The safe areas and status bars of the editions whose figures differ from ``safeArea`` and
  /// ``statusBar`` (those are ``OSEdition/ios18``'s), each with its source; see
  /// ``safeArea(in:)``.
  public let editions: [OSEdition: EditionFigures]

  /// A device of your own, with every field checked.
  ///
  /// ```swift
  /// let kiosk = try Device(
  ///   id: "kiosk", name: "Lobby kiosk", family: .tablet, platform: .ios,
  ///   size: Size(width: 810, height: 1080), scale: 2,
  ///   safeArea: Device.PerOrientation(
  ///     portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)))
  /// kiosk.sizeClass.landscape.horizontal  // .regular: an iOS tablet is regular/regular
  /// ```
  ///
  /// - Parameters:
  ///   - id: The id, in kebab case (`my-phone`); it must not be a selector word (`all`,
  ///     `default`, `phones`, `tablets`, `ios`, `android`).
  ///   - name: The display name.
  ///   - aliases: Other names for the device, accepted by their slugs.
  ///   - family: Phone or tablet.
  ///   - platform: iOS or Android.
  ///   - size: The portrait size in points: positive, and not wider than tall.
  ///   - scale: Pixels per point.
  ///   - pixels: The rendered size in pixels; `size` × `scale`, rounded, when `nil`.
  ///   - safeArea: The safe-area insets per orientation (`nil` for unknown); each inset at least 0,
  ///     opposite insets together within the screen.
  ///   - statusBar: The status bar height per orientation (`nil` for unknown).
  ///   - cornerRadius: The display corner radius, or `nil` for unknown.
  ///   - cutout: The cutout kind, or `nil` for unknown.
  ///   - cutoutRect: The portrait cutout box, inside the screen; none for `.noCutout`.
  ///   - layoutMargins: The root margins; 16 and 20 (16 alone on Android), unmeasured, when `nil`.
  ///   - sizeClass: The size classes; when `nil`, UIKit's rule for iPhones and iPads or Android's
  ///     window-size-class breakpoints (see ``standardSizeClasses(family:platform:size:)``).
  ///   - source: Where the figures came from.
  ///   - editions: The safe areas and status bars of later editions where they differ (iOS 26's);
  ///     the device's own figures are iOS 18's.
  /// - Throws: ``DeviceError/invalidField(path:reason:)`` naming the first field that is wrong,
  ///   as in `safeArea.portrait.top: must be ≥ 0 and fit inside the screen height (852)`.
  public init(
    id: String, name: String, aliases: [String] = [], family: Family, platform: Platform, size: Size,
    scale: Double, pixels: Size? = nil, safeArea: PerOrientation<EdgeInsets?>,
    statusBar: PerOrientation<Double?> = PerOrientation(portrait: nil, landscape: nil),
    cornerRadius: Double? = nil, cutout: Cutout? = nil, cutoutRect: Rect? = nil,
    layoutMargins: LayoutMargins? = nil, sizeClass: PerOrientation<SizeClasses>? = nil,
    source: String = "", editions: [OSEdition: EditionFigures] = [:]
  ) throws(DeviceError) {
    self.init(
      unchecked: id, name: name, aliases: aliases, family: family, platform: platform, size: size,
      scale: scale,
      pixels: pixels
        ?? Size(width: (size.width * scale).rounded(), height: (size.height * scale).rounded()),
      safeArea: safeArea, statusBar: statusBar, cornerRadius: cornerRadius, cutout: cutout,
      cutoutRect: cutoutRect,
      layoutMargins: layoutMargins ?? .standard(for: platform),
      sizeClass: sizeClass ?? Self.standardSizeClasses(family: family, platform: platform, size: size),
      source: source, editions: editions)
    try validate()
  }

  /// A device whose fields are taken as they are: the built-in catalog's (its tests check each
  /// with ``validate()``) and the JSON reader's (which checks them itself, naming the field).
  init(
    unchecked id: String, name: String, aliases: [String], family: Family, platform: Platform,
    size: Size, scale: Double, pixels: Size, safeArea: PerOrientation<EdgeInsets?>,
    statusBar: PerOrientation<Double?>, cornerRadius: Double?, cutout: Cutout?, cutoutRect: Rect?,
    layoutMargins: LayoutMargins, sizeClass: PerOrientation<SizeClasses>, source: String,
    editions: [OSEdition: EditionFigures] = [:]
  ) {
    self.id = id
    self.name = name
    self.aliases = aliases
    self.family = family
    self.platform = platform
    self.size = size
    self.scale = scale
    self.pixels = pixels
    self.safeArea = safeArea
    self.statusBar = statusBar
    self.cornerRadius = cornerRadius
    self.cutout = cutout
    self.cutoutRect = cutoutRect
    self.layoutMargins = layoutMargins
    self.sizeClass = sizeClass
    self.source = source
    self.editions = editions
  }

  /// The size in points in an orientation: landscape swaps the portrait width and height.
  public func size(_ orientation: Orientation) -> Size {
    orientation == .portrait ? size : Size(width: size.height, height: size.width)
  }
}

extension Device {
  /// Phone or tablet.
  public enum Family: String, Hashable, Sendable, CaseIterable {
    case phone
    case tablet
  }

  /// The operating system whose rules the figures follow.
  public enum Platform: String, Hashable, Sendable, CaseIterable {
    case ios
    case android
  }

  /// What cuts into the top of the display.
  public enum Cutout: String, Hashable, Sendable, CaseIterable {
    /// Nothing: a full rectangle (home-button iPhones, iPads, older Android phones); `none` in
    /// JSON. (Not `.none`, which an optional cutout would read as unknown.)
    case noCutout = "none"
    /// The iPhone X to 14 sensor housing.
    case notch
    /// The iPhone 14 Pro and later pill.
    case dynamicIsland = "dynamic-island"
    /// An Android camera hole.
    case punchHole = "punch-hole"
  }
}
