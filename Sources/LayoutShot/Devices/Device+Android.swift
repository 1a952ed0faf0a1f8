// The built-in Android references of Documentation/Devices.md, in dp (points here), with its
// figures; each `source` says where they come from, and a figure no source gives is nil, never
// guessed. Aliases are the devices sharing the panel, as device names, remarks left to the source
// ("Pixel 10 (same 1080x2424 @420 panel)" gives "Pixel 10"; "Nexus 5 class 360x640 dp @3" is the
// Nexus 5's own id).

extension Device {
  /// Google Pixel 5: 392.73 × 850.91 dp at 2.75x.
  public static let pixel5 = Device(
    unchecked: "pixel-5", name: "Google Pixel 5",
    aliases: [],
    family: .phone, platform: .android,
    size: Size(width: 392.73, height: 850.91), scale: 2.75,
    pixels: Size(width: 1080, height: 2340),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 49.45, left: 0, bottom: 48, right: 0),
      landscape: nil),
    statusBar: PerOrientation(portrait: nil, landscape: nil),
    cornerRadius: nil, cutout: .punchHole,
    cutoutRect: Rect(x: 0, y: 0, width: 49.45, height: 49.45),
    layoutMargins: LayoutMargins(
      compact: 16, regular: nil,
      measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .medium),
      landscape: SizeClasses(horizontal: .expanded, vertical: .compact)),
    source: """
      size/density: Paparazzi DeviceConfig.PIXEL_5 (1080x2340 px, density 440 -> 2.75), Playwright \
      'Pixel 5' (screen 393x851, viewport 393x727, dpr 2.75; landscape viewport 802x293). insets: Unity \
      device-simulator 'Google Pixel 5' (real device, Android 11): cutout 136x136 px in the top-left \
      corner -> top/left inset 136 px = 49.45 dp (Unity safe area excludes the status bar because the \
      app is full-screen), navigationBarHeight 132 px = 48 dp (3-button bar at capture time). statusBar \
      height itself: NOT FOUND -> null (on cutout devices Android typically makes the status bar at \
      least as tall as the cutout, unverified). cornerRadius: NOT FOUND (Unity cornerRadius 150 is \
      overlay artwork, not the display) -> null. sizeClass: Android window size classes computed from dp \
      (developer.android.com: width compact <600, medium 600-840, expanded >=840; height compact <480, \
      medium 480-900, expanded >=900) - derived, not measured. layoutMargins.compact 16: Android design \
      guidance ('standard margin value for compact sizing is 16 dp'). LayoutShot: the landscape safe \
      area is null because only its left inset is known (49.45, the cutout).
      """)

  /// Google Pixel 7: 411.43 × 914.29 dp at 2.625x.
  public static let pixel7 = Device(
    unchecked: "pixel-7", name: "Google Pixel 7",
    aliases: [],
    family: .phone, platform: .android,
    size: Size(width: 411.43, height: 914.29), scale: 2.625,
    pixels: Size(width: 1080, height: 2400),
    safeArea: PerOrientation(
      portrait: nil,
      landscape: nil),
    statusBar: PerOrientation(portrait: nil, landscape: nil),
    cornerRadius: nil, cutout: nil,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: nil,
      measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .expanded),
      landscape: SizeClasses(horizontal: .expanded, vertical: .compact)),
    source: """
      size/density: Paparazzi DeviceConfig.PIXEL_7 (1080x2400 px, density 420 -> 2.625 => 411.43x914.29 \
      dp). Playwright 'Pixel 7' rounds to screen 412x915 (viewport 412x839, landscape viewport 863x360, \
      dpr 2.625). insets/status bar/corner radius/cutout: NOT FOUND in any consulted source -> null \
      (Pixel 9, same 2.625 density, has probe data - see pixel-9). sizeClass: computed from dp with \
      Android window-size-class breakpoints (height 914 >= 900 -> expanded).
      """)

  /// Google Pixel 8 Pro: 448 × 997.33 dp at 3x.
  public static let pixel8Pro = Device(
    unchecked: "pixel-8-pro", name: "Google Pixel 8 Pro",
    aliases: [],
    family: .phone, platform: .android,
    size: Size(width: 448, height: 997.33), scale: 3,
    pixels: Size(width: 1344, height: 2992),
    safeArea: PerOrientation(
      portrait: nil,
      landscape: nil),
    statusBar: PerOrientation(portrait: nil, landscape: nil),
    cornerRadius: nil, cutout: nil,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: nil,
      measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .expanded),
      landscape: SizeClasses(horizontal: .expanded, vertical: .compact)),
    source: """
      size/density: Paparazzi DeviceConfig.PIXEL_8_PRO (1344x2992 px, Density.XXHIGH = 480 -> 3.0 => \
      448x997.33 dp). Not in Playwright. insets: NOT FOUND for this model -> null. Nearest data: flutter \
      device_frame 'Google Pixel 9 Pro XL' (same 1344x2992 @3 panel class, hand-authored) top 53 / \
      bottom 24, landscape left 53 / top 52 / bottom 24. Caveat: retail Pixel 8 Pro may default to a \
      lower render resolution with proportionally lower density; dp size should be unaffected (not \
      verified).
      """)

  /// Google Pixel 9: 411.43 × 923.43 dp at 2.625x.
  public static let pixel9 = Device(
    unchecked: "pixel-9", name: "Google Pixel 9",
    aliases: ["Pixel 10"],
    family: .phone, platform: .android,
    size: Size(width: 411.43, height: 923.43), scale: 2.625,
    pixels: Size(width: 1080, height: 2424),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 54, left: 0, bottom: 24, right: 0),
      landscape: EdgeInsets(top: 52, left: 0, bottom: 24, right: 0)),
    statusBar: PerOrientation(portrait: 54, landscape: 52),
    cornerRadius: 33.14, cutout: .punchHole,
    cutoutRect: Rect(x: 190.47, y: 17.52, width: 30.48, height: 30.48),
    layoutMargins: LayoutMargins(
      compact: 16, regular: nil,
      measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .expanded),
      landscape: SizeClasses(horizontal: .expanded, vertical: .compact)),
    source: """
      size/density: Paparazzi DeviceConfig.PIXEL_9 (1080x2424 px, density 420), flutter_device_preview \
      device_specs/google-pixel-9.json (emulator probe: wm size/density). insets: device_preview probe \
      on an Android 16 emulator (dumpsys window bar frames): status bar 54 dp portrait / 52 dp \
      landscape, gesture bar 24 dp; the emulator does not emulate this phone's cutout, so landscape has \
      no side cutout inset. DISAGREEMENT: Corona 'Pixel 10' skin (same 1080x2424 @420) uses top 173 px = \
      65.9 dp, bottom 63 px = 24 dp, landscape left 65.9 dp; older device_frame 'Google Pixel 9' \
      (hand-authored) 54.1/24, landscape left 54.1, top 52.2, bottom 24. cornerRadius 33.14 dp and \
      punch-hole circle (r 15.24 dp, centre x 205.71, y 17.52-48): device_preview screenPath derived \
      from the official emulator skin mask.
      """)

  /// Google Nexus 5 (small Android reference, 360x640 dp): 360 × 640 dp at 3x.
  public static let nexus5 = Device(
    unchecked: "nexus-5", name: "Google Nexus 5 (small Android reference, 360x640 dp)",
    aliases: ["Galaxy S5", "Moto G4"],
    family: .phone, platform: .android,
    size: Size(width: 360, height: 640), scale: 3,
    pixels: Size(width: 1080, height: 1920),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 48, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 0, right: 48)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: nil, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: nil,
      measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .medium),
      landscape: SizeClasses(horizontal: .medium, vertical: .compact)),
    source: """
      size/density: Paparazzi DeviceConfig.NEXUS_5 (1080x1920 px, XXHIGH 480 -> 3.0), Playwright 'Nexus \
      5' / 'Galaxy S5' / 'Moto G4' (360x640 dpr 3). status bar 24 dp and navigation bar 48 dp: AOSP \
      frameworks/base core/res/values/dimens.xml defaults (status_bar_height 24dp, navigation_bar_height \
      48dp, navigation_bar_width 48dp 'when placed vertically'), quoted in several code comments; Unity \
      'LG Nexus 5' capture (Android 6.0.1): navigationBarHeight 144 px = 48 dp, no cutout. Landscape: \
      3-button bar assumed on the right side (navigation_bar_width) - placement not measured. Android \
      before 6.0 used a 25 dp status bar (not sourced here). cornerRadius: NOT FOUND -> null.
      """)

  /// Samsung Galaxy S24: 360 × 780 dp at 3x.
  public static let galaxyS24 = Device(
    unchecked: "galaxy-s24", name: "Samsung Galaxy S24",
    aliases: [],
    family: .phone, platform: .android,
    size: Size(width: 360, height: 780), scale: 3,
    pixels: Size(width: 1080, height: 2340),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 24, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 24, right: 0)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: nil, cutout: .punchHole,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: nil,
      measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .medium),
      landscape: SizeClasses(horizontal: .medium, vertical: .compact)),
    source: """
      size/scale: Playwright 'Galaxy S24' (360x780 dpr 3, UA SM-S921U Android 14), \
      flutter_device_preview device_specs/samsung-galaxy-s24.json (360x780 @3, 'punch-hole, gesture \
      navigation'). insets: device_preview S24 spec 24/24 in both orientations (hand-authored - no \
      Samsung emulator probe). DISAGREEMENT: flutter device_frame 'Samsung Galaxy S25' (same 360x780 @3 \
      class) uses top 32 / bottom 24 and landscape left 32, top 24, bottom 24 (cutout moved to the \
      side). Both are unmeasured. densityDpi 480 = scale 3 x 160 (derived). cornerRadius: only a \
      hand-drawn 20 dp in the device_preview spec -> null.
      """)
}
