/// The screen a layout is solved for: size, pixel density, safe area, margins, size classes, layout
/// direction, and the user's settings a layout follows: appearance and text size.
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
  /// Which way up the device is held.
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
  /// How much room there is across.
  public var horizontalSizeClass: SizeClass
  /// How much room there is down.
  public var verticalSizeClass: SizeClass
  /// The reading direction: where leading and trailing are.
  public var layoutDirection: LayoutDirection
  /// The widest the readable content guide may be (672 at the default text size).
  public var readableWidth: Double
  /// What the display hides: rounded corners, a cutout, the home indicator.
  ///
  /// Layout ignores it; scenes draw it when asked (``SceneOptions/Overlay/deviceChrome``).
  public var chrome: DisplayChrome
  /// Light or dark: the values dynamic colours take.
  public var appearance: Appearance
  /// The Dynamic Type size: the sizes text styles take.
  public var contentSize: ContentSizeCategory
  /// Whether the user asked for more contrast (Increase Contrast, `accessibilityContrast ==
  /// .high`): dynamic colours take their increased-contrast values.
  public var increasesContrast: Bool
  /// The level the content sits at: ``InterfaceLevel/base`` for a screen, elevated for what the
  /// system presents above one (a sheet, a popover), whose dark backgrounds are lighter.
  public var level: InterfaceLevel
  /// The iOS design the screen shows: ``OSEdition/ios26`` by default (``OSEdition/standard``).
  ///
  /// It decides the system tints
  /// dynamic colours take and, on a screen made from a ``Device``, the safe area: setting it moves
  /// the safe-area insets to the device's figures under the new edition, keeping what was added to
  /// them (``Device/safeArea(in:)``).
  ///
  /// ```swift
  /// var screen = Device.iPad10.screen()   // top 24, bottom 20
  /// screen.os = .ios26                     // top 32, bottom 25
  /// ```
  public var os: OSEdition {
    didSet { moveSafeArea(from: oldValue) }
  }
  /// The device's safe-area insets in this orientation under each edition, for ``os`` to move
  /// between; none for a screen not made from a device, whose insets stay as they are.
  var deviceSafeAreas: [OSEdition: EdgeInsets] = [:]
  /// Whether the software keyboard is up (hidden by default): shown, it covers the bottom
  /// ``keyboardHeight`` points and the keyboard layout guides move up to its top.
  public var keyboard: KeyboardState
  /// The height of the docked software keyboard on this screen, its predictive bar included
  /// (``Device/keyboardHeight(_:)``); `nil` where none is known, where the keyboard cannot be
  /// shown.
  public var keyboardHeight: Double?
  /// The pseudolanguage every label's, button's and text field's string is shown in, if any.
  public var pseudoLocale: PseudoLocale?
  /// The language the program's strings are shown in (`"de"`), through its
  /// ``LayoutProgram/localizations``; `nil` for the development language.
  public var language: String?

  /// A screen; margins and size classes default to those of a portrait phone, and it has no
  /// chrome.
  public init(
    device: String = "custom", orientation: Orientation = .portrait, size: Size, scale: Double = 2,
    safeAreaInsets: EdgeInsets = .zero,
    layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(
      top: 0, leading: 16, bottom: 0, trailing: 16),
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
    layoutDirection: LayoutDirection = .leftToRight, readableWidth: Double = 672,
    chrome: DisplayChrome = .none, appearance: Appearance = .light, contentSize: ContentSizeCategory = .large,
    pseudoLocale: PseudoLocale? = nil, language: String? = nil, increasesContrast: Bool = false,
    level: InterfaceLevel = .base, os: OSEdition = .standard, keyboard: KeyboardState = .hidden,
    keyboardHeight: Double? = nil
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
    self.chrome = chrome
    self.appearance = appearance
    self.contentSize = contentSize
    self.pseudoLocale = pseudoLocale
    self.language = language
    self.increasesContrast = increasesContrast
    self.level = level
    self.os = os
    self.keyboard = keyboard
    self.keyboardHeight = keyboardHeight
  }

  /// The root view's bounds.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The frame of the software keyboard when it is shown (docked, the screen's width, at the
  /// bottom); `nil` while it is hidden or when the screen has no ``keyboardHeight``.
  public var keyboardFrame: Rect? {
    guard keyboard == .shown, let keyboardHeight else { return nil }
    return Rect(x: 0, y: size.height - keyboardHeight, width: size.width, height: keyboardHeight)
  }

  /// A device's screen held in `orientation`, with optional overrides.
  ///
  /// The safe area is the device's under `os` (``Device/safeArea(in:)``). Landscape swaps the device's portrait size and takes its landscape safe area, margins and
  /// size classes; the screen carries the device's ``DisplayChrome`` in that orientation. The margins are the root's system minimum measured from the safe area (see
  /// ``Device/systemLayoutMargin(_:)``), and an Android size class of medium or expanded is
  /// regular here (see ``Device/WindowSizeClass``). Where no safe area is known (the
  /// Pixel 7, the Pixel 8 Pro, the Pixel 5 in landscape) the screen has none: the app draws edge to
  /// edge.
  ///
  /// ```swift
  /// // An iPhone 15 in landscape with a 162-point keyboard over the bottom of the screen.
  /// let screen = Screen(
  ///   device: .iPhone14Pro, orientation: .landscape,
  ///   additionalSafeAreaInsets: EdgeInsets(bottom: 162 - 21))
  /// screen.safeAreaInsets  // left 59, bottom 162, right 59
  ///
  /// // An iPad Pro 12.9" in landscape, the app in one half of Split View.
  /// let half = Screen(
  ///   device: .iPadPro12Point9, orientation: .landscape, windowSize: Size(width: 678, height: 1024),
  ///   horizontalSizeClass: .compact)
  /// ```
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: Which way up it is held.
  ///   - layoutDirection: The reading direction.
  ///   - windowSize: The app window's size in points when it does not fill the screen (Split
  ///     View or Slide Over on an iPad); the root view is the window. The device's safe area and
  ///     margins still apply; give the window's size classes too.
  ///   - scale: Pixels per point, when not the device's own.
  ///   - additionalSafeAreaInsets: Added to the device's safe area, as a view controller's
  ///     `additionalSafeAreaInsets` are: a keyboard, a toolbar, whatever covers part of the
  ///     window. The margins stay the device's.
  ///   - layoutMargins: The root's system minimum margins, when not the device's.
  ///   - horizontalSizeClass: The horizontal size class, when not the device's (a narrow window).
  ///   - verticalSizeClass: The vertical size class, when not the device's.
  ///   - readableWidth: The widest the readable content guide may be.
  ///   - os: The iOS design shown, whose safe-area figures the device reports.
  public init(
    device: Device, orientation: Orientation = .portrait, layoutDirection: LayoutDirection = .leftToRight,
    windowSize: Size? = nil, scale: Double? = nil, additionalSafeAreaInsets: EdgeInsets = .zero,
    layoutMargins: DirectionalEdgeInsets? = nil, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil, readableWidth: Double = 672, os: OSEdition = .standard
  ) {
    let safe = device.safeArea(in: os)[orientation] ?? .zero
    let margin = device.systemLayoutMargin(orientation)
    let classes = device.sizeClass[orientation]
    self.init(
      device: device.id, orientation: orientation, size: windowSize ?? device.size(orientation),
      scale: scale ?? device.scale,
      safeAreaInsets: EdgeInsets(
        top: safe.top + additionalSafeAreaInsets.top, left: safe.left + additionalSafeAreaInsets.left,
        bottom: safe.bottom + additionalSafeAreaInsets.bottom,
        right: safe.right + additionalSafeAreaInsets.right),
      layoutMargins: layoutMargins
        ?? DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin),
      horizontalSizeClass: horizontalSizeClass ?? classes.horizontal.sizeClass,
      verticalSizeClass: verticalSizeClass ?? classes.vertical.sizeClass,
      layoutDirection: layoutDirection, readableWidth: readableWidth,
      chrome: DisplayChrome(device: device, orientation: orientation), os: os,
      keyboardHeight: device.keyboardHeight(orientation))
    deviceSafeAreas = Dictionary(
      uniqueKeysWithValues: OSEdition.allCases.map { ($0, device.safeArea(in: $0)[orientation] ?? .zero) })
  }

  /// The safe area moved from the device's figures under `old` to those under ``os``.
  private mutating func moveSafeArea(from old: OSEdition) {
    guard let from = deviceSafeAreas[old], let to = deviceSafeAreas[os], from != to else { return }
    safeAreaInsets = EdgeInsets(
      top: safeAreaInsets.top - from.top + to.top, left: safeAreaInsets.left - from.left + to.left,
      bottom: safeAreaInsets.bottom - from.bottom + to.bottom,
      right: safeAreaInsets.right - from.right + to.right)
  }
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
