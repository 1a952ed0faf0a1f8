import LayoutShot

/// The screens of these tests, written out so that every expectation can be derived from them.
enum Screens {
  /// A home-button phone in portrait: 375×667 at 2x, status bar 20, default margins (16).
  static let homeButtonPortrait = Screen(
    device: "iphone-se", orientation: .portrait, size: Size(width: 375, height: 667), scale: 2,
    safeAreaInsets: EdgeInsets(top: 20))

  /// The same phone in landscape: 667×375 at 2x, no insets (the status bar is hidden).
  static let homeButtonLandscape = Screen(
    device: "iphone-se", orientation: .landscape, size: Size(width: 667, height: 375), scale: 2,
    verticalSizeClass: .compact)

  /// A notch phone in portrait: 375×812 at 3x, safe area top 44, bottom 34.
  static let notchPortrait = Screen(
    device: "iphone-x", orientation: .portrait, size: Size(width: 375, height: 812), scale: 3,
    safeAreaInsets: EdgeInsets(top: 44, bottom: 34))

  /// A notch phone in landscape: 812×375 at 3x, safe area left 44, right 44, bottom 21, margins 20.
  static let notchLandscape = Screen(
    device: "iphone-x", orientation: .landscape, size: Size(width: 812, height: 375), scale: 3,
    safeAreaInsets: EdgeInsets(left: 44, bottom: 21, right: 44),
    layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
    verticalSizeClass: .compact)

  /// A large iPad in portrait: 1024×1366 at 2x, safe area top 24, bottom 20, margins 20, regular.
  static let iPadPortrait = Screen(
    device: "ipad-pro-12.9", orientation: .portrait, size: Size(width: 1024, height: 1366), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
    layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// A small iPad in landscape: 1133×744 at 2x, safe area top 24, bottom 20, margins 20, regular.
  static let iPadMiniLandscape = Screen(
    device: "ipad-mini", orientation: .landscape, size: Size(width: 1133, height: 744), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
    layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// A made-up screen too narrow for the PoweredAnchors subtitle's 160 points: 240×400 at 1x.
  static let narrow = Screen(size: Size(width: 240, height: 400), scale: 1)
}
