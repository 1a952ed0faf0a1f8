// A device held one way up: the screen the engine solves for.

extension Device {
  /// The device's screen in `orientation`: the size (swapped in landscape), scale, safe area,
  /// root margins and size classes of that orientation, under the iOS edition `os` (whose safe
  /// area the device reports, ``safeArea(in:)``).
  ///
  /// ```swift
  /// let screen = Device.iPhoneX.screen(.landscape)
  /// screen.size            // 812 × 375
  /// screen.safeAreaInsets  // left 44, bottom 21, right 44
  /// screen.layoutMargins   // leading 16, trailing 16: the root's margins guide starts at x = 60
  /// Device.iPhoneX.screen(.landscape, os: .ios26).safeAreaInsets   // left 44, bottom 20, right 44
  /// ```
  ///
  /// ``Screen/init(device:orientation:layoutDirection:windowSize:scale:additionalSafeAreaInsets:layoutMargins:horizontalSizeClass:verticalSizeClass:readableWidth:os:)``
  /// does the same with overrides (a keyboard's inset, another scale).
  public func screen(
    _ orientation: Orientation = .portrait, layoutDirection: LayoutDirection = .leftToRight,
    os: OSEdition = .standard
  ) -> Screen {
    Screen(device: self, orientation: orientation, layoutDirection: layoutDirection, os: os)
  }

  /// The root view's system minimum side margin in `orientation`, measured in from the safe area
  /// (the value ``Screen/layoutMargins`` holds; the engine adds the safe area itself).
  ///
  /// Where the root's margins were measured (Documentation/Devices.md#layout-margins), it is the
  /// measured margin less the safe-area inset of the side. Elsewhere it follows the rule those
  /// measurements obey on every iPhone and iPad in the catalog (the device tests check it against
  /// each one):
  ///
  /// 1. Tablets: the regular-width margin, 20.
  /// 2. Phones whose sides are inset by the safe area (notch and Dynamic Island phones in
  ///    landscape): the compact margin, 16 beyond the inset, even on the Max models whose
  ///    landscape width class is regular (the iPhone X measures 60 = 44 + 16, the XR 64 = 48 + 16,
  ///    the 14 Pro Max 75 = 59 + 16).
  /// 3. Other phones: 20 when the screen is at least 414 points wide in this orientation (the
  ///    Plus and Max models and the XR in portrait, 20 despite their compact width class; every
  ///    home-button phone in landscape, such as the iPhone 8 at 667 wide), else 16 (phones up to
  ///    393 points wide in portrait). Nothing was measured between 393 and 414; the iPhone
  ///    16 Pro, 402 wide, gets 16 with the narrower phones whose shape and width class it shares.
  ///
  /// So the split follows the width rather than the size class the Apple docs name. Android has
  /// no root margins; its devices get their compact 16 dp everywhere (no source gives a regular
  /// value for them). Top and bottom margins are 0, as UIKit's are for a root view.
  public func systemLayoutMargin(_ orientation: Orientation) -> Double {
    let safe = safeArea[orientation] ?? .zero
    let side = max(safe.left, safe.right)
    if let measured = layoutMargins.measured?[orientation] {
      return max(0, measured - side)
    }
    let regular = layoutMargins.regular ?? layoutMargins.compact
    if family == .tablet { return regular }
    if side > 0 { return layoutMargins.compact }
    return size(orientation).width >= 414 ? regular : layoutMargins.compact
  }
}
