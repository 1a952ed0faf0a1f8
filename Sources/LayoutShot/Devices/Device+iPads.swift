// The built-in iPads: the 7 iPad classes of Documentation/Devices.md, smallest first, with its
// figures; each `source` says where they come from, and a figure no source gives is nil. Aliases
// are the devices sharing the panel, as device names: combined entries are split ("iPad Air 11-inch
// (M3/M4)" gives one alias per chip) and remarks left to the source ("iPad (A16) - same 820x1180
// panel" gives "iPad (A16)").

extension Device {
  /// iPad mini (6th generation): 744 × 1133 points at 2x.
  public static let iPadMini6 = Device(
    unchecked: "ipad-mini-6", name: "iPad mini (6th generation)",
    aliases: ["iPad mini (A17 Pro)"],
    family: .tablet, platform: .ios,
    size: Size(width: 744, height: 1133), scale: 2,
    pixels: Size(width: 1488, height: 2266),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: 21.5, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 20)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .regular, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .regular)),
    source: """
      size/scale: dimmmensions (iOS 15.0 and 16.2), SwiftUI-Simulator, Corona iPadMiniA17Pro skin \
      (744x1133, 1488x2266 px), DeviceKit (8.3", 326 ppi). safeArea 24/20 in both orientations: \
      dimmmensions iOS 15.0 & 16.2, SwiftUI-Simulator, Corona skin. (iPadOS 26 values in the ios26 edition). \
      statusBar 24 = the safe-area top (no sensor housing on this iPad; not measured separately). \
      cornerRadius 21.5: dimmmensions (_displayCornerRadius). margins 20: dimmmensions. sizeClass \
      regular/regular: dimmmensions. Playwright only has the old 'iPad Mini' (768x1024).
      """,
    editions: EditionFigures.homeIndicatorPad(measured: "measured on the iPad mini (A17 Pro), this screen"))

  /// iPad (10th generation): 820 × 1180 points at 2x.
  public static let iPad10 = Device(
    unchecked: "ipad-10", name: "iPad (10th generation)",
    aliases: ["iPad (A16)"],
    family: .tablet, platform: .ios,
    size: Size(width: 820, height: 1180), scale: 2,
    pixels: Size(width: 1640, height: 2360),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: 25, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 20)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .regular, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .regular)),
    source: """
      size/scale: dimmmensions iOS 16.2, device_preview probe (820x1180 @2), DeviceKit (10.9", 264 ppi). \
      safeArea 24/20: dimmmensions iOS 16.2. cornerRadius 25: dimmmensions (an expo table says 22 - \
      outlier; its display outline differs from the iPad Air's per device_preview SKILL notes). margins \
      20, sizeClass R/R: dimmmensions. statusBar 24 = safe-area top.
      """,
    editions: EditionFigures.homeIndicatorPad(measured: "measured on the iPad (A16), this screen"))

  /// iPad Air 11-inch (M2): 820 × 1180 points at 2x.
  public static let iPadAir11 = Device(
    unchecked: "ipad-air-11", name: "iPad Air 11-inch (M2)",
    aliases: [
      "iPad Air (4th generation)", "iPad Air (5th generation)", "iPad Air 11-inch (M3)",
      "iPad Air 11-inch (M4)",
    ],
    family: .tablet, platform: .ios,
    size: Size(width: 820, height: 1180), scale: 2,
    pixels: Size(width: 1640, height: 2360),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: 18, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 20)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .regular, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .regular)),
    source: """
      size/scale: device_preview probe 'iPad Air 11" (M2)' (820x1180 @2), DeviceKit iPadAir11M2 (10.9" \
      panel, 264 ppi), dimmmensions Air 4th (iOS 15.0) / 5th (iOS 16.2) gen, Corona iPadAir11M4 skin. \
      safeArea 24/20: dimmmensions Air 4 & Air 5, Unity 'iPad Air (4th generation)' (iOS 14.4.1: bottom \
      40 px = 20 pt, top 48 px = 24 pt when status bar shown), Corona iPadAir11M4, SwiftUI-Simulator. \
      DISAGREEMENT: device_frame ipad_air_4 says top 20 / bottom 0 and dpr 3 (outlier). cornerRadius 18: \
      measured on iPad Air 4th/5th gen (dimmmensions, UIKitCorners 'iPad Air'); the M2 model itself was \
      not measured (device_preview notes the M2/M3/M4 Airs share a mask per size).
      """,
    editions: EditionFigures.homeIndicatorPad(measured: "measured on the Air 11-inch M2 and M4"))

  /// iPad Pro 11-inch (1st-4th generation): 834 × 1194 points at 2x.
  public static let iPadPro11 = Device(
    unchecked: "ipad-pro-11", name: "iPad Pro 11-inch (1st-4th generation)",
    aliases: ["iPad Pro (11-inch) 2018-2022"],
    family: .tablet, platform: .ios,
    size: Size(width: 834, height: 1194), scale: 2,
    pixels: Size(width: 1668, height: 2388),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: 18, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 20)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .regular, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .regular)),
    source: """
      size/scale: ViewImageConfig.iPadPro11 (834x1194), Playwright 'iPad Pro 11' (834x1194 dpr 2), HIG \
      (1668x2388 @2x), dimmmensions 3rd gen (iOS 15.0) / 4th gen (iOS 16.2), DeviceKit 11" 264 ppi. \
      safeArea 24/20: ViewImageConfig.iPadPro11 (top 24 bottom 20), dimmmensions, Unity 'iPad Pro 11' \
      (iOS 13: bottom 40 px = 20 pt; Unity hides status bar so top 0), SwiftUI-Simulator. DISAGREEMENT: \
      device_frame ipad_pro_11inches says 20/0 and dpr 3 (outlier). cornerRadius 18: dimmmensions, \
      UIKitCorners. margins 20 & size classes: dimmmensions, ViewImageConfig traits.
      """,
    editions: EditionFigures.homeIndicatorPad(
      measured: "inferred for the 1st-4th generation 11-inch Pros, which the probe did not boot"))

  /// iPad Pro 11-inch (M4): 834 × 1210 points at 2x.
  public static let iPadPro11M4 = Device(
    unchecked: "ipad-pro-11-m4", name: "iPad Pro 11-inch (M4)",
    aliases: ["iPad Pro 11-inch (M5)"],
    family: .tablet, platform: .ios,
    size: Size(width: 834, height: 1210), scale: 2,
    pixels: Size(width: 1668, height: 2420),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: nil, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .regular, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .regular)),
    source: """
      size/scale: device_preview probe (834x1210 @2), device_frame ipad_pro_11_inches_m4, DeviceKit \
      iPadPro11M4 (ratio 605:417, 264 ppi). safeArea 24/20: device_frame M4 preset (hand-authored; \
      portrait 24/20, its landscape variant puts 24 on the sides - likely an error, iPads keep the \
      status bar on top). iPadOS 26.5 probe: 32/25 (the ios26 edition). cornerRadius: NOT FOUND (framebuffer-mask \
      outline in device_preview suggests a larger radius than the 18 of older Pros) -> null. sizeClass: \
      iPad full-screen rule (regular/regular).
      """,
    editions: EditionFigures.homeIndicatorPad(measured: "measured on the 11-inch Pro M4 and M5"))

  /// iPad Pro 12.9-inch (3rd-6th generation): 1024 × 1366 points at 2x.
  public static let iPadPro12Point9 = Device(
    unchecked: "ipad-pro-12-9", name: "iPad Pro 12.9-inch (3rd-6th generation)",
    aliases: [
      "iPad Pro (12.9-inch) 2018-2022", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)",
      "iPad Air 13-inch (M4)",
    ],
    family: .tablet, platform: .ios,
    size: Size(width: 1024, height: 1366), scale: 2,
    pixels: Size(width: 2048, height: 2732),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: 18, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 20)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .regular, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .regular)),
    source: """
      size/scale: ViewImageConfig.iPadPro12_9 (1024x1366), HIG (2048x2732 @2x), dimmmensions 5th gen \
      (iOS 15.0) / 6th gen (iOS 16.2), DeviceKit 12.9" 264 ppi. safeArea 24/20: dimmmensions, Unity \
      'iPad Pro 12.9 (2018)' (bottom 40 px = 20 pt), device_frame ipad_pro_12Inches_gen4, \
      SwiftUI-Simulator. DISAGREEMENT: ViewImageConfig.iPadPro12_9 uses top 20 / bottom 0 - that matches \
      the home-button 1st/2nd-gen 12.9" Pro (also device_frame gen2), not the Face ID models. \
      cornerRadius 18: dimmmensions, UIKitCorners. margins 20 & R/R: dimmmensions. statusBar 24 = \
      safe-area top. iPad Air 13-inch (M2/M3/M4) (aliases): 1024x1366 @2x, 2048x2732 px (Apple HIG \
      Layout > Specifications, added 7 Mar 2025); the same insets as this Pro in device_preview's probes \
      (pre-26 runtime and iPadOS 26.5, M2 and M4); radius 18 (inferred: its simulator mask's corner, \
      25.55 pt, is the Air 11-inch's).
      """,
    editions: EditionFigures.homeIndicatorPad(measured: "measured on the 13-inch Air M2 and M4, this screen"))

  /// iPad Pro 13-inch (M4): 1032 × 1376 points at 2x.
  public static let iPadPro13M4 = Device(
    unchecked: "ipad-pro-13-m4", name: "iPad Pro 13-inch (M4)",
    aliases: ["iPad Pro 13-inch (M5)"],
    family: .tablet, platform: .ios,
    size: Size(width: 1032, height: 1376), scale: 2,
    pixels: Size(width: 2064, height: 2752),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    statusBar: PerOrientation(portrait: 24, landscape: 24),
    cornerRadius: nil, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .regular, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .regular)),
    source: """
      size/scale: device_preview probe (1032x1376 @2), device_frame ipad_pro_13_inches_m4, Corona \
      iPadPro13M5 skin (2064x2752 px), DeviceKit iPadPro13M4 (13", 264 ppi). safeArea 24/20: \
      device_frame M4 preset, Corona iPadPro13M5 skin (both hand-authored). iPadOS 26.5 probe: 32/25 \
      (the ios26 edition). cornerRadius: NOT FOUND (pub.dev app_deploy_screenshots says 18 without a source; mask \
      outline suggests larger) -> null.
      """,
    editions: EditionFigures.homeIndicatorPad(measured: "measured on the 13-inch Pro M4 and M5"))
}
