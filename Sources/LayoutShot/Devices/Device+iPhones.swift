// The built-in iPhones: the 17 iPhone classes of Documentation/Devices.md, smallest first, with its
// figures; each `source` says where they come from, and a figure no source gives is nil. Aliases
// are the devices sharing the panel, as device names: combined entries are split ("(same panel)
// iPhone 17 / 17 Pro" gives "iPhone 17" and "iPhone 17 Pro", "iPod touch (6th/7th gen)" the two
// generations) and remarks left to the source, so each slug is a name someone would type.

extension Device {
  /// iPhone SE (1st generation): 320 × 568 points at 2x.
  public static let iPhoneSE1 = Device(
    unchecked: "iphone-se-1", name: "iPhone SE (1st generation)",
    aliases: [
      "iPhone 5", "iPhone 5s", "iPhone 5c", "iPod touch (6th generation)", "iPod touch (7th generation)",
    ],
    family: .phone, platform: .ios,
    size: Size(width: 320, height: 568), scale: 2,
    pixels: Size(width: 640, height: 1136),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscape: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
    statusBar: PerOrientation(portrait: 20, landscape: 0),
    cornerRadius: 0, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 16, landscape: 20)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .compact, vertical: .compact)),
    source: """
      size/scale: swift-snapshot-testing ViewImageConfig.iPhoneSe (320x568), Playwright 'iPhone SE' \
      (320x568, dpr 2), HIG (640x1136 px), DeviceKit (4", 326 ppi, no rounded corners). \
      safeArea/statusBar: ViewImageConfig.iPhoneSe (portrait top 20, landscape zero); dimmmensions iOS \
      15.0 'iPod touch (7th generation)' (same 320x568@2 panel) safe 20/0, landscape 0, radius 0, \
      margins 16 portrait / 20 landscape; status bar hidden in landscape on iPhone (useyourloaf \
      'Supporting iPhone X'; landscape safe top 0 in dimmmensions). sizeClass: ViewImageConfig traits \
      iPhoneSe (C/R portrait, C/C landscape). Caveat: iPhone SE (1st gen) itself is not in any measured \
      set; values are from the identical-display iPod touch 7 and snapshot-testing.
      """)

  /// iPhone SE (2nd/3rd generation) / iPhone 8: 375 × 667 points at 2x.
  public static let iPhoneSE2And3 = Device(
    unchecked: "iphone-se-2-3", name: "iPhone SE (2nd/3rd generation) / iPhone 8",
    aliases: [
      "iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6", "iPhone SE (2nd generation)",
      "iPhone SE (3rd generation)",
    ],
    family: .phone, platform: .ios,
    size: Size(width: 375, height: 667), scale: 2,
    pixels: Size(width: 750, height: 1334),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscape: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
    statusBar: PerOrientation(portrait: 20, landscape: 0),
    cornerRadius: 0, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 16, landscape: 20)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .compact, vertical: .compact)),
    source: """
      size/scale: ViewImageConfig.iPhone8 (375x667), Playwright 'iPhone 8' (375x667 dpr 2), dimmmensions \
      (SE 3rd gen iOS 16.2, SE 2nd gen & iPhone 8 iOS 15.0), DeviceKit (4.7", 326 ppi). safeArea: \
      portrait top 20 / landscape 0 in ViewImageConfig.iPhone8, dimmmensions (iOS 15.0 and 16.2), \
      device_preview SE-3 probe (iOS 26.5). cornerRadius 0: dimmmensions radius (UIScreen \
      _displayCornerRadius) = 0. margins: dimmmensions 16 portrait / 20 landscape. sizeClass: \
      ViewImageConfig traits + dimmmensions (C/R, C/C). Unity device-simulator iPhone 8 / SE2 captures \
      show 0 insets because Unity hides the status bar (not comparable).
      """)

  /// iPhone 8 Plus: 414 × 736 points at 3x.
  public static let iPhone8Plus = Device(
    unchecked: "iphone-8-plus", name: "iPhone 8 Plus",
    aliases: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"],
    family: .phone, platform: .ios,
    size: Size(width: 414, height: 736), scale: 3,
    pixels: Size(width: 1242, height: 2208),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscape: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
    statusBar: PerOrientation(portrait: 20, landscape: 0),
    cornerRadius: 0, cutout: .noCutout,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 20)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .compact)),
    source: """
      size/scale: ViewImageConfig.iPhone8Plus (414x736), Playwright 'iPhone 8 Plus' (414x736 dpr 3), \
      dimmmensions (scale 3); rendered 1242x2208 then downsampled to the 1080x1920 panel (Unity \
      device-simulator reports 1080x1920; HIG older page '1080px' for 8 Plus; DeviceKit 401 ppi). \
      safeArea 20/0: ViewImageConfig + dimmmensions iOS 15.0/16.2. radius 0 (dimmmensions). margins \
      20/20 measured (dimmmensions) - note 20 in portrait although width class is compact. sizeClass \
      landscape regular width: ViewImageConfig traits, dimmmensions, StackOverflow q52317545 (matt).
      """)

  /// iPhone X / XS / 11 Pro: 375 × 812 points at 3x.
  public static let iPhoneX = Device(
    unchecked: "iphone-x", name: "iPhone X / XS / 11 Pro",
    aliases: ["iPhone X", "iPhone XS", "iPhone 11 Pro"],
    family: .phone, platform: .ios,
    size: Size(width: 375, height: 812), scale: 3,
    pixels: Size(width: 1125, height: 2436),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
    statusBar: PerOrientation(portrait: 44, landscape: 0),
    cornerRadius: 39, cutout: .notch,
    cutoutRect: Rect(x: 83.33, y: 0, width: 208.33, height: 30),
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 16, landscape: 60)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .compact, vertical: .compact)),
    source: """
      size/scale: ViewImageConfig.iPhoneX, Playwright 'iPhone X' (375x812 dpr 3), HIG (1125x2436 @3x), \
      DeviceKit (5.8", 458 ppi). safeArea: portrait 44/34 and landscape 44 L/R + 21 bottom measured by \
      Unity device-simulator (iPhone X & XS, iOS 12.4: 132/102 px portrait, 132 L/R + 63 px bottom \
      landscape), dimmmensions iOS 15.0 'iPhone 11 Pro', Corona iPhoneX skin (44/34, 44/21). \
      DISAGREEMENT: swift-snapshot-testing ViewImageConfig.iPhoneX uses landscape bottom 24 - outvoted \
      by the measured 21. statusBar 44: useyourloaf 'Supporting iPhone X' (44 status + 44 nav = 88), \
      csdn table, ThenNotes table. cornerRadius 39: dimmmensions (_displayCornerRadius), \
      kylebshr/UIKitCorners README, two independent code tables. notch rect: Unity cutout 625x90 px at \
      x=250 px (/3). margins: dimmmensions 16 portrait, 60 landscape (=44 safe + 16). sizeClass: \
      ViewImageConfig, dimmmensions, SO q52317545.
      """,
    editions: EditionFigures.faceIDPhone(
      portraitTop: 44, statusBar: 44,
      measured: "inferred for the X / XS / 11 Pro, which the probe did not boot"))

  /// iPhone XR / 11: 414 × 896 points at 2x.
  public static let iPhoneXR = Device(
    unchecked: "iphone-xr", name: "iPhone XR / 11",
    aliases: ["iPhone XR", "iPhone 11"],
    family: .phone, platform: .ios,
    size: Size(width: 414, height: 896), scale: 2,
    pixels: Size(width: 828, height: 1792),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48)),
    statusBar: PerOrientation(portrait: 48, landscape: 0),
    cornerRadius: 41.5, cutout: .notch,
    cutoutRect: Rect(x: 92, y: 0, width: 230, height: 33),
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 64)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .compact)),
    source: """
      size/scale: ViewImageConfig.iPhoneXr (414x896), HIG (828x1792 @2x), dimmmensions scale 2, \
      DeviceKit 326 ppi. DISAGREEMENT on scale: Playwright 'iPhone XR' says deviceScaleFactor 3 (wrong; \
      its own 'iPhone 11' entry says 2). safeArea (iOS 14+): dimmmensions iOS 15.0 'iPhone 11' 48/34, \
      landscape 48 L/R + 21; react-native-safe-area-context issue #215 (XR: top 48 bottom 34; landscape \
      48/48/21). DISAGREEMENT: ViewImageConfig.iPhoneXr uses 44/34 and landscape 44 + bottom 24 \
      (pre-iOS-14 value and the 24 bottom); SwiftUI-Simulator uses 48 portrait but 44 landscape. \
      statusBar 48 on iOS 14+: ThenNotes table (iPhone 11/XR 48), RN StatusBarUtil (iPhone12,1 iOS>=14 \
      -> 48, citing developer.apple.com forums thread 662466); 44 before iOS 14. cornerRadius 41.5: \
      dimmmensions, UIKitCorners, code tables. notch rect: Unity XR cutout 460x66 px at x=184 (/2). \
      margins: dimmmensions 20 portrait / 64 landscape. sizeClass: dimmmensions, SO q52317545.
      """,
    editions: EditionFigures.faceIDPhone(
      portraitTop: 48, statusBar: 48,
      measured: "inferred for the iPhone 11, which the probe did not boot"))

  /// iPhone XS Max / 11 Pro Max: 414 × 896 points at 3x.
  public static let iPhoneXSMax = Device(
    unchecked: "iphone-xs-max", name: "iPhone XS Max / 11 Pro Max",
    aliases: ["iPhone XS Max", "iPhone 11 Pro Max"],
    family: .phone, platform: .ios,
    size: Size(width: 414, height: 896), scale: 3,
    pixels: Size(width: 1242, height: 2688),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
    statusBar: PerOrientation(portrait: 44, landscape: 0),
    cornerRadius: 39, cutout: .notch,
    cutoutRect: Rect(x: 102.67, y: 0, width: 208.67, height: 30),
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 60)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .compact)),
    source: """
      size/scale: ViewImageConfig.iPhoneXsMax, Playwright 'iPhone 11 Pro Max' (414x896 dpr 3), HIG \
      (1242x2688 @3x), DeviceKit 6.5" 458 ppi. safeArea: Unity 'Apple iPhone XS Max' (iOS 12.3.1: \
      132/102 px, landscape 132 + 63 px), dimmmensions iOS 15.0 '11 Pro Max' (44/34, 44/21), flutter \
      device_frame iphone_11_pro_max (44/34, 44/21). DISAGREEMENT: ViewImageConfig landscape bottom 24. \
      statusBar 44 (see iphone-x). cornerRadius 39: dimmmensions, UIKitCorners. notch rect: Unity cutout \
      626x90 px at x=308 (/3). margins: dimmmensions 20/60. sizeClass: ViewImageConfig traits, \
      dimmmensions, SO q52317545.
      """,
    editions: EditionFigures.faceIDPhone(
      portraitTop: 44, statusBar: 44,
      measured: "inferred for the 11 Pro Max, which the probe did not boot"))

  /// iPhone 12 mini / 13 mini: 375 × 812 points at 3x.
  public static let iPhone12Mini = Device(
    unchecked: "iphone-12-mini", name: "iPhone 12 mini / 13 mini",
    aliases: ["iPhone 12 mini", "iPhone 13 mini"],
    family: .phone, platform: .ios,
    size: Size(width: 375, height: 812), scale: 3,
    pixels: Size(width: 1125, height: 2436),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50)),
    statusBar: PerOrientation(portrait: 50, landscape: 0),
    cornerRadius: 44, cutout: .notch,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 16, landscape: 66)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .compact, vertical: .compact)),
    source: """
      size/scale: ViewImageConfig.iPhone13Mini (375x812), Playwright 'iPhone 12/13 Mini' (375x812 dpr \
      3), dimmmensions; rendered 1125x2436 and downsampled to the 1080x2340 panel (alpatiev/swift_tools \
      & ricsantos gist tables; Unity reports 1080x2338; DeviceKit 476 ppi). safeArea 50/34, landscape 50 \
      + 21: dimmmensions (12 mini iOS 15.0 and 12/13 mini iOS 16.2), ViewImageConfig.iPhone13Mini, \
      SwiftUI-Simulator, Unity 12 mini iOS 14.1 (145/97 px at 2.88 px/pt ~ 50/34; landscape 144 + 60 px \
      ~ 50/21). DISAGREEMENT: flutter device_frame iphone_12_mini (44/34, 44/21, dpr 2) and \
      iphone_13_mini (47, landscape 47/44) are outliers. statusBar 50: RN StatusBarUtil \
      (iPhone13,1/iPhone14,4 -> 50, citing useyourloaf 'iPhone 13 screen sizes'), \
      react-native-safearea-height doc comment (50 - 13 mini/12 mini); unverified whether iOS 14.x \
      reported 44. cornerRadius 44: dimmmensions, UIKitCorners, code tables (one expo table says 45/46 - \
      outlier). margins: dimmmensions 16/66.
      """,
    editions: EditionFigures.faceIDPhone(
      portraitTop: 50, statusBar: 50,
      measured: "inferred for the 12 mini and 13 mini, which the probe did not boot"))

  /// iPhone 12 / 12 Pro / 13 / 13 Pro / 14: 390 × 844 points at 3x.
  public static let iPhone12 = Device(
    unchecked: "iphone-12", name: "iPhone 12 / 12 Pro / 13 / 13 Pro / 14",
    aliases: [
      "iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e", "iPhone 17e",
    ],
    family: .phone, platform: .ios,
    size: Size(width: 390, height: 844), scale: 3,
    pixels: Size(width: 1170, height: 2532),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
    statusBar: PerOrientation(portrait: 47, landscape: 0),
    cornerRadius: 47.33, cutout: .notch,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 16, landscape: 63)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .compact, vertical: .compact)),
    source: """
      size/scale: ViewImageConfig.iPhone12/13, Playwright 'iPhone 12/13/14' (390x844 dpr 3), \
      dimmmensions, DeviceKit 6.1" 460 ppi. safeArea 47/34, landscape 47 + 21: dimmmensions (iPhone 12 \
      iOS 15.0; 12/12 Pro/13/13 Pro/14 iOS 16.2), ViewImageConfig.iPhone12/13, Unity iPhone 12/12 Pro/13 \
      Pro (iOS 14.2-15.1: 141/102 px, landscape 141 + 63 px), device_frame iphone_13, SwiftUI-Simulator. \
      statusBar 47: ThenNotes table, RN StatusBarUtil, react-native-status-bar-height \
      STATUSBAR_IP12_HEIGHT=47. cornerRadius 47.33: dimmmensions, UIKitCorners, code tables (one RN \
      table says 42 - outlier). margins: dimmmensions 16/63. sizeClass: dimmmensions, ViewImageConfig, \
      baolei.org table. iPhone 16e / 17e (aliases): 390x844 @3 (HIG, Mar 2025, for the 16e; Apple Tech \
      Specs 126470 and the device_preview iOS 26.5 probe for the 17e), safe 47/34 (device_preview iOS \
      26.5 probe, commit 061d936), radius 47.33 (kylebshr/ScreenCorners README, 16e). Their notch is the \
      narrower 13/14 one; no notch box is stored for this class, so none is drawn.
      """,
    editions: EditionFigures.faceIDPhone(
      portraitTop: 47, statusBar: 47,
      measured: "measured on the iPhone 16e and 17e, this screen"))

  /// iPhone 12 Pro Max / 13 Pro Max / 14 Plus: 428 × 926 points at 3x.
  public static let iPhone12ProMax = Device(
    unchecked: "iphone-12-pro-max", name: "iPhone 12 Pro Max / 13 Pro Max / 14 Plus",
    aliases: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"],
    family: .phone, platform: .ios,
    size: Size(width: 428, height: 926), scale: 3,
    pixels: Size(width: 1284, height: 2778),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
    statusBar: PerOrientation(portrait: 47, landscape: 0),
    cornerRadius: 53.33, cutout: .notch,
    cutoutRect: nil,
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 63)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .compact)),
    source: """
      size/scale: ViewImageConfig.iPhone12ProMax/13ProMax, Playwright (428x926 dpr 3), dimmmensions, \
      DeviceKit 6.7" 458 ppi. safeArea 47/34, landscape 47 + 21: dimmmensions (12 Pro Max iOS 15.0; 12 \
      Pro Max/13 Pro Max/14 Plus iOS 16.2), ViewImageConfig, Unity 12 Pro Max & 13 Pro Max (141/102 px; \
      141 + 63 px), device_frame iphone_13_pro_max, SwiftUI-Simulator. DISAGREEMENT: device_frame \
      iphone_12_pro_max uses 44 (outlier). statusBar 47 (ThenNotes, RN tables). cornerRadius 53.33: \
      dimmmensions, UIKitCorners, code tables. margins: dimmmensions 20 portrait / 63 landscape. \
      sizeClass landscape regular width: dimmmensions, ViewImageConfig traits, baolei.org table.
      """,
    editions: EditionFigures.faceIDPhone(
      portraitTop: 47, statusBar: 47,
      measured: "inferred for the 12 Pro Max, 13 Pro Max and 14 Plus, which the probe did not boot"))

  /// iPhone 14 Pro / 15 / 15 Pro / 16: 393 × 852 points at 3x.
  public static let iPhone14Pro = Device(
    unchecked: "iphone-14-pro", name: "iPhone 14 Pro / 15 / 15 Pro / 16",
    aliases: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"],
    family: .phone, platform: .ios,
    size: Size(width: 393, height: 852), scale: 3,
    pixels: Size(width: 1179, height: 2556),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    statusBar: PerOrientation(portrait: 54, landscape: 0),
    cornerRadius: 55, cutout: .dynamicIsland,
    cutoutRect: Rect(x: 134, y: 11, width: 125, height: 37),
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 16, landscape: 75)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .compact, vertical: .compact)),
    source: """
      size/scale: Playwright 'iPhone 14 Pro/15/15 Pro' (screen 393x852 dpr 3), dimmmensions 'iPhone 14 \
      Pro' (iOS 16.2), device_preview iPhone 16 probe, DeviceKit 6.1" 460 ppi. safeArea 59/34, landscape \
      59 + 21: dimmmensions iOS 16.2 (14 Pro), device_frame iphone_15_pro & iphone_16, device_preview \
      3.0 prerelease presets, csl.cool blog log output. (iOS 26.5 probe: landscape bottom 20, see \
      the ios26 edition.) statusBar 54 (status bar shorter than the 59 safe area): WeChat getSystemInfoSync \
      snapshot for 'iPhone 15' (statusBarHeight 54, safeAreaInsets.top 59), RN fork (statusBarHeight = \
      54 for 393x852), RN hook 'insets.top - 5'. DISAGREEMENT: ThenNotes table and \
      react-native-safearea-height comment give 59 (they conflate status bar with safe area); one \
      react-native-status-bar-height patch uses 49. cornerRadius 55: dimmmensions, two code tables, RN \
      table. island rect: device_preview specs README ('125 x 37, 11 below the top edge, horizontally \
      centred' - hand-authored pill). margins: dimmmensions 16/75. sizeClass landscape compact/compact: \
      dimmmensions (14 Pro).
      """,
    editions: EditionFigures.faceIDPhone(
      portraitTop: 59, statusBar: 54,
      measured: "measured on the iPhone 16, this screen"))

  /// iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus: 430 × 932 points at 3x.
  public static let iPhone14ProMax = Device(
    unchecked: "iphone-14-pro-max", name: "iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus",
    aliases: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
    family: .phone, platform: .ios,
    size: Size(width: 430, height: 932), scale: 3,
    pixels: Size(width: 1290, height: 2796),
    safeArea: PerOrientation(
      portrait: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    statusBar: PerOrientation(portrait: 54, landscape: 0),
    cornerRadius: 55, cutout: .dynamicIsland,
    cutoutRect: Rect(x: 152.5, y: 11, width: 125, height: 37),
    layoutMargins: LayoutMargins(
      compact: 16, regular: 20,
      measured: PerOrientation(portrait: 20, landscape: 75)),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .compact)),
    source: """
      size/scale: Playwright (430x932 dpr 3), dimmmensions '14 Pro Max' iOS 16.2, device_preview iPhone \
      16 Plus probe, DeviceKit (6.7", 460 ppi; DeviceKit lists 14 Pro Max at 458 ppi). safeArea 59/34, \
      landscape 59 + 21: dimmmensions iOS 16.2, device_frame iphone_15_pro_max & iphone_16_plus, Unity \
      device-definition gist gist.github.com/mrcarriere/049596740fb52907edf68712d2818df0 for 14 Pro Max \
      (1290x2796 px: 177 px top / 102 px bottom; landscape 177 px L/R, 63 px bottom). statusBar 54: RN \
      fork (430x932 -> 54), Flutter status-bar snippet ('status bar frame is always 54pt'); disagreeing \
      community tables give 59. cornerRadius 55: dimmmensions, code tables. island rect: device_preview \
      README pill (125x37 at y=11, centred). margins: dimmmensions 20/75. sizeClass landscape regular \
      width: dimmmensions.
      """,
    editions: EditionFigures.faceIDPhone(
      portraitTop: 59, statusBar: 54,
      measured: "measured on the iPhone 16 Plus, this screen"))

  /// iPhone 16 Pro: 402 × 874 points at 3x.
  public static let iPhone16Pro = islandPhone(
    id: "iphone-16-pro", name: "iPhone 16 Pro", aliases: ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"],
    size: Size(width: 402, height: 874), safeTop: 62, island: Size(width: 125, height: 37), islandTop: 14,
    wideInLandscape: false,
    source: """
      size/scale: device_preview probe (402x874 @3), device_frame iphone_16_pro, Corona skin (402x874, \
      1206x2622 px), DeviceKit (6.3", 460 ppi). safeArea 62/34, landscape 62 + 21: device_preview first \
      probe (commit bfdd4e7, pre-iOS-26 runtime), device_preview 3.0.0-prerelease3 preset, device_frame \
      iphone_16_pro. DISAGREEMENT: landscape bottom 20 in device_preview iOS 26.5 probe, Corona \
      iPhone18Pro skin and flutterware (latest) - looks OS-version dependent (the ios26 edition); an older \
      flutterware version used 59/21 (derived, superseded). statusBar portrait: NOT FOUND (only a \
      Flutter snippet claims 54 for every Dynamic Island device; unverified) -> null. cornerRadius 62: \
      two independent Swift corner tables (16 Pro/Pro Max/17/Air -> 62); one expo table says 59 \
      (outlier). island rect: 125x37 (device_preview README pill), its top at y = 14 from Apple's \
      dimensional drawing of the iPhone 17 (20.74 x 6.07 mm at 6.0388 pt/mm, via a 2026-09-26 spec \
      review); 14 + 37 + 11 = the 62 safe top, as 11 + 37 + 11 = 59 on the 14 Pro class; for the 16 \
      Pro itself y = 14 is inferred from the 17's drawing. margins: no measurement (only the \
      documented 16/20). sizeClass: portrait compact/regular; landscape compact/compact: Apple HIG \
      Layout > Specifications (compact for the 16 Pro, 17 and 17 Pro).
      """,
    measured: "measured on the 16 Pro, 17 and 17 Pro")

  /// iPhone 16 Pro Max: 440 × 956 points at 3x.
  public static let iPhone16ProMax = islandPhone(
    id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", aliases: ["iPhone 16 Pro Max", "iPhone 17 Pro Max"],
    size: Size(width: 440, height: 956), safeTop: 62, island: Size(width: 125, height: 37), islandTop: 14,
    wideInLandscape: true,
    source: """
      size/scale: device_preview probe (440x956 @3), device_frame iphone_16_pro_max, DeviceKit (6.9", \
      460 ppi), pub.dev app_deploy_screenshots (App Store 6.9" = 1320x2868 px). safeArea 62/34, \
      landscape 62 + 21: device_preview 3.0.0-prerelease3 preset and first probe era, device_frame; \
      DISAGREEMENT: landscape bottom 20 on iOS 26.5 probe and flutterware latest; an older flutterware \
      used 59 (derived). statusBar portrait: NOT FOUND -> null (see iphone-16-pro). cornerRadius 62: two \
      Swift corner tables (one expo table says 59). island rect: 125x37, top at y = 14 (Apple's \
      dimensional drawing of the 17 Pro Max via a 2026-09-26 spec review; inferred for the 16 Pro Max). \
      sizeClass landscape regular width: Apple HIG Layout > Specifications (regular for the Pro Max models).
      """,
    measured: "measured on the 16 Pro Max and 17 Pro Max")

  /// iPhone Air: 420 × 912 points at 3x.
  public static let iPhoneAir = islandPhone(
    id: "iphone-air", name: "iPhone Air", aliases: [],
    size: Size(width: 420, height: 912), safeTop: 68, island: Size(width: 125, height: 37), islandTop: 20,
    wideInLandscape: true,
    source: """
      size/scale: Apple HIG Layout > Specifications (420x912 @3x, added 9 Sep 2025), DeviceKit (6.5"). \
      safeArea portrait 68/34: device_preview iOS 26.5 probe (commit 061d936), a public iOS 26.5 \
      simulator write-up (68.0), useyourloaf 'iPhone 17 Screen Sizes', safearea.info (iOS 27). \
      landscape 68 left and right: device_preview iOS 26.5 probe; bottom 21 is the iOS 15-18 rule of \
      every Face ID iPhone (inferred: the Air shipped with iOS 26; its iOS 26 figure is 20). \
      DISAGREEMENT: useyourloaf (iOS 26.0) gives landscape 20/68/29/68, taken for an iOS 26.0 quirk. \
      statusBar portrait: NOT FOUND -> null. cornerRadius 62: UIScreen._displayCornerRadius as \
      reported by Kai Engelhardt's AppleDevices table and an Xcode 26 RC simulator post; DISAGREEMENT: \
      the simulator mask's corner runs 88.45 pt against 84.66 on the radius-62 phones, about 65. \
      island rect: 125x37, top at y = 20 (the simulator write-up measured 20.0 to 56.3, 123.7 wide; \
      Apple's dimensional drawing via a 2026-09-26 spec review gives 20), centred. margins: no \
      measurement (the rule's 20, at 420 points wide). sizeClass: landscape regular width, HIG.
      """,
    measured: "measured on the Air")

  /// iPhone 18 Pro: 402 × 874 points at 3x, the 17 Pro's panel with a narrower Dynamic Island.
  public static let iPhone18Pro = islandPhone(
    id: "iphone-18-pro", name: "iPhone 18 Pro", aliases: [],
    size: Size(width: 402, height: 874), safeTop: 62, island: Size(width: 95, height: 37), islandTop: 14,
    wideInLandscape: false,
    source: """
      Lower confidence (secondary sources, Sept-Oct 2026). size/scale: Apple Tech Specs 148590 via a \
      2026-09-26 spec review (the 17 Pro's 402x874 @3x, 1206x2622 px), Corona iPhone18Pro skin (by \
      hand). safeArea 62/34, landscape 62 left and right: safearea.info (iOS 27) as quoted by the same \
      review; landscape bottom 21 is the iOS 15-18 rule (inferred: the phone shipped with iOS 27; its \
      iOS 26 figure is 20). statusBar portrait: NOT FOUND -> null. cornerRadius 62: the review (the 17 \
      Pro's housing). island rect: 15.66 mm = 95 pt wide on Apple's dimensional drawing (the review), \
      37 tall at y = 14 as on the 17 Pro, centred. sizeClass: the rule for a 402-point phone (compact \
      in landscape).
      """,
    measured: "safearea.info on iOS 27 for the 18 Pro (via a 2026-09-26 spec review)")

  /// iPhone 18 Pro Max: 440 × 956 points at 3x, the 17 Pro Max's panel with a narrower Dynamic
  /// Island.
  public static let iPhone18ProMax = islandPhone(
    id: "iphone-18-pro-max", name: "iPhone 18 Pro Max", aliases: [],
    size: Size(width: 440, height: 956), safeTop: 62, island: Size(width: 95, height: 37), islandTop: 14,
    wideInLandscape: true,
    source: """
      Lower confidence (secondary sources, Sept-Oct 2026). size/scale: Apple Tech Specs 148591 via a \
      2026-09-26 spec review (the 17 Pro Max's 440x956 @3x, 1320x2868 px), Corona iPhone18ProMax skin \
      (by hand). safeArea 62/34, landscape 62 left and right: safearea.info (iOS 27) as quoted by the \
      review; landscape bottom 21 is the iOS 15-18 rule (inferred: its iOS 26 figure is 20). statusBar \
      portrait: NOT FOUND -> null. cornerRadius 62: the review. island rect: 95 pt wide (the review, \
      from Apple's dimensional drawing), 37 tall at y = 14, centred. sizeClass: regular width in \
      landscape, the rule for a 440-point phone.
      """,
    measured: "safearea.info on iOS 27 for the 18 Pro Max (via a 2026-09-26 spec review)")

  /// iPhone Duo, folded: its 466 × 678-point outer screen at 3x.
  ///
  /// The status bar and the Dynamic Island run down its right edge. The inner screen is not in the catalog: LayoutShot has no
  /// fold.
  public static let iPhoneDuo = Device(
    unchecked: "iphone-duo", name: "iPhone Duo", aliases: [], family: .phone, platform: .ios,
    size: Size(width: 466, height: 678), scale: 3, pixels: Size(width: 1398, height: 2034),
    safeArea: PerOrientation(portrait: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), landscape: nil),
    statusBar: PerOrientation(portrait: nil, landscape: nil),
    cornerRadius: nil, cutout: .dynamicIsland, cutoutRect: nil,
    layoutMargins: LayoutMargins(compact: 16, regular: 20, measured: nil),
    sizeClass: PerOrientation(
      portrait: SizeClasses(horizontal: .compact, vertical: .regular),
      landscape: SizeClasses(horizontal: .regular, vertical: .compact)),
    source: """
      Lower confidence (secondary sources, Sept-Oct 2026; announced 2026-09-09). size/scale: the outer \
      screen's 5.4", 1398x2034 px at 460 ppi (apple.com/iphone-duo/specs as quoted by FoldLab research \
      dated 2026-10-06 and a 2026-09-26 spec review) = 466x678 pt @3x. safeArea portrait 0/0/34/84: \
      safearea.info (iOS 27) as quoted by the same research (the status bar and island run down the \
      right edge). landscape: NOT FOUND -> null. statusBar: NOT FOUND -> null. cornerRadius: the \
      corners differ (8 on the hinge side, 59 on the far side, FoldLab), which one radius cannot say \
      -> null. island rect: NOT FOUND -> null. margins: no measurement (the documented 16/20). \
      sizeClass: the rule for a phone this size (regular width in landscape, as on the other phones at least
      414 points wide), not measured.
      """)

  /// A Dynamic Island iPhone of the 2024–2026 panels at 3x, whose figures follow one pattern.
  ///
  /// `safeTop` above and the home indicator's 34 below in portrait; `safeTop` at both sides in
  /// landscape with iOS 15–18's 21 below (20 from iOS 26); the status bar hidden in landscape and
  /// not known in portrait; a 62-point display corner; an `island` centred across, its top at
  /// `islandTop`; the documented 16/20 margins; a compact height in landscape and a regular width
  /// there when `wideInLandscape`. `measured` says which model's iOS 26 probe gave its figures.
  private static func islandPhone(
    id: String, name: String, aliases: [String], size: Size, safeTop: Double, island: Size,
    islandTop: Double, wideInLandscape: Bool, source: String, measured: String
  ) -> Device {
    Device(
      unchecked: id, name: name, aliases: aliases, family: .phone, platform: .ios, size: size, scale: 3,
      pixels: Size(width: size.width * 3, height: size.height * 3),
      safeArea: PerOrientation(
        portrait: EdgeInsets(top: safeTop, left: 0, bottom: 34, right: 0),
        landscape: EdgeInsets(top: 0, left: safeTop, bottom: 21, right: safeTop)),
      statusBar: PerOrientation(portrait: nil, landscape: 0),
      cornerRadius: 62, cutout: .dynamicIsland,
      cutoutRect: Rect(
        x: (size.width - island.width) / 2, y: islandTop, width: island.width, height: island.height),
      layoutMargins: LayoutMargins(compact: 16, regular: 20, measured: nil),
      sizeClass: PerOrientation(
        portrait: SizeClasses(horizontal: .compact, vertical: .regular),
        landscape: SizeClasses(horizontal: wideInLandscape ? .regular : .compact, vertical: .compact)),
      source: source,
      editions: EditionFigures.faceIDPhone(portraitTop: safeTop, statusBar: nil, measured: measured))
  }
}
