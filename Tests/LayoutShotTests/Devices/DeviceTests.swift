import LayoutShot
import Testing

/// The built-in device catalog: every entry consistent with itself and with the platform rules its
/// figures follow (safe areas, margins, size classes), a handful of entries checked figure by figure
/// against the published sources each device's `source` names, and the screens the devices make,
/// down to where the engine puts the root's margins.
@Suite("Devices")
struct DeviceTests {
  private static let catalog = DeviceCatalog.standard
  private static let ids = DeviceCatalog.standard.devices.map(\.id)

  private static func device(_ id: String) throws -> Device {
    try catalog.device(named: id)
  }

  // MARK: Every entry

  @Test func theCatalogHoldsItsThirtyProfilesInOrder() {
    #expect(
      Self.ids == [
        "iphone-se-1", "iphone-se-2-3", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-xs-max",
        "iphone-12-mini", "iphone-12", "iphone-12-pro-max", "iphone-14-pro", "iphone-14-pro-max",
        "iphone-16-pro", "iphone-16-pro-max", "iphone-air", "iphone-18-pro", "iphone-18-pro-max",
        "iphone-duo", "ipad-mini-6", "ipad-10", "ipad-air-11", "ipad-pro-11",
        "ipad-pro-11-m4", "ipad-pro-12-9", "ipad-pro-13-m4", "pixel-5", "pixel-7", "pixel-8-pro",
        "pixel-9", "nexus-5", "galaxy-s24",
      ])
    let devices = Self.catalog.devices
    #expect(devices.filter { $0.platform == .ios && $0.family == .phone }.count == 17)
    #expect(devices.filter { $0.platform == .ios && $0.family == .tablet }.count == 7)
    #expect(devices.filter { $0.platform == .android }.count == 6)
    // The static names and the catalog are the same values.
    #expect(devices[3] == .iPhoneX && devices[9] == .iPhone14Pro && devices[22] == .iPadPro12Point9)
    #expect(devices.last == .galaxyS24)
  }

  @Test(arguments: DeviceCatalog.standard.devices.map(\.id))
  func everyEntryPassesTheChecksCustomDevicesPass(id: String) throws {
    try Self.device(id).validate()
  }

  @Test(arguments: DeviceCatalog.standard.devices.map(\.id))
  func pixelsArePointsTimesScaleWithinOnePixel(id: String) throws {
    let device = try Self.device(id)
    #expect(abs(device.size.width * device.scale - device.pixels.width) <= 1)
    #expect(abs(device.size.height * device.scale - device.pixels.height) <= 1)
    #expect(device.size.width <= device.size.height, "sizes are held in portrait")
    if device.platform == .ios {
      #expect(device.scale == 2 || device.scale == 3)
      // iOS renders whole pixels: exactly points × scale.
      #expect(device.size.width * device.scale == device.pixels.width)
      #expect(device.size.height * device.scale == device.pixels.height)
    }
  }

  @Test(arguments: DeviceCatalog.standard.devices.map(\.id))
  func landscapeSwapsTheSizeAndInsetsFitInsideTheScreen(id: String) throws {
    let device = try Self.device(id)
    #expect(device.size(.portrait) == device.size)
    #expect(device.size(.landscape) == Size(width: device.size.height, height: device.size.width))
    for orientation in Orientation.allCases {
      let size = device.size(orientation)
      if let insets = device.safeArea[orientation] {
        #expect([insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0 >= 0 })
        #expect(insets.top + insets.bottom < size.height)
        #expect(insets.left + insets.right < size.width)
        // The status bar sits inside the safe area's top inset.
        if let statusBar = device.statusBar[orientation] {
          #expect(statusBar <= insets.top, "\(orientation)")
        }
      }
      let screen = device.screen(orientation)
      #expect(screen.size == size)
      #expect(screen.bounds == Rect(x: 0, y: 0, width: size.width, height: size.height))
    }
  }

  @Test(arguments: DeviceCatalog.standard.devices.map(\.id))
  func theCutoutSitsInTheTopInsetAndIsCentredOnIOS(id: String) throws {
    let device = try Self.device(id)
    guard let rect = device.cutoutRect else {
      #expect(
        device.cutout != .notch || device.id.hasPrefix("iphone-12"),
        "only the 12-series notches are unmeasured")
      return
    }
    #expect(device.cutout != Device.Cutout.noCutout)
    #expect(rect.minX >= 0 && rect.maxX <= device.size.width && rect.minY >= 0)
    if let top = device.safeArea.portrait?.top {
      #expect(rect.maxY <= top + 0.001, "the portrait safe area clears the cutout")
    }
    if device.platform == .ios {
      #expect(abs((rect.minX + rect.maxX) / 2 - device.size.width / 2) < 0.01)
    }
  }

  @Test(arguments: DeviceCatalog.standard.devices.map(\.id))
  func sizeClassesFollowThePlatformRules(id: String) throws {
    let device = try Self.device(id)
    // iPhones: C/R upright, C height in landscape and R width from 414 points; iPads R/R; Android:
    // window size classes from dp. No entry of the catalog departs from its rule.
    #expect(
      device.sizeClass
        == Device.standardSizeClasses(family: device.family, platform: device.platform, size: device.size))
  }

  @Test(arguments: DeviceCatalog.standard.devices.map(\.id))
  func theMarginRuleGivesEveryMeasuredMargin(id: String) throws {
    let device = try Self.device(id)
    guard let measured = device.layoutMargins.measured else { return }
    // The same device without its measurements: the rule alone must give each measured margin,
    // once the safe-area inset of the side is added back.
    let unmeasured = try Device(
      id: device.id, name: device.name, aliases: device.aliases, family: device.family,
      platform: device.platform, size: device.size, scale: device.scale, pixels: device.pixels,
      safeArea: device.safeArea, statusBar: device.statusBar, cornerRadius: device.cornerRadius,
      cutout: device.cutout, cutoutRect: device.cutoutRect,
      layoutMargins: Device.LayoutMargins(
        compact: device.layoutMargins.compact, regular: device.layoutMargins.regular),
      sizeClass: device.sizeClass, source: device.source)
    for orientation in Orientation.allCases {
      let side = device.safeArea[orientation]?.left ?? 0
      #expect(unmeasured.systemLayoutMargin(orientation) + side == measured[orientation], "\(orientation)")
      #expect(device.systemLayoutMargin(orientation) == unmeasured.systemLayoutMargin(orientation))
    }
  }

  @Test func everyIOSEntryIsMeasuredOrKnownToBeUnmeasured() {
    // Documentation/Devices.md#layout-margins has no measured margins for the 16 Pro models, the
    // Air, the 18 Pro models, the Duo and the M4 iPads, and lacks no others on iOS; the Android references
    // have none.
    let unmeasured = Self.catalog.devices.filter { $0.platform == .ios && $0.layoutMargins.measured == nil }
    #expect(
      unmeasured.map(\.id) == [
        "iphone-16-pro", "iphone-16-pro-max", "iphone-air", "iphone-18-pro", "iphone-18-pro-max",
        "iphone-duo", "ipad-pro-11-m4", "ipad-pro-13-m4",
      ])
  }

  // MARK: Figures from Documentation/Devices.md, by hand

  @Test func iPhoneSE2And3() throws {
    let device = try Self.device("iphone-se-2-3")
    #expect(device.name == "iPhone SE (2nd/3rd generation) / iPhone 8")
    #expect(device.family == .phone && device.platform == .ios)
    #expect(device.size == Size(width: 375, height: 667) && device.scale == 2)
    #expect(device.pixels == Size(width: 750, height: 1334))
    // Home button: the status bar's 20 upright, nothing in landscape (the status bar hides).
    #expect(device.safeArea.portrait == EdgeInsets(top: 20))
    #expect(device.safeArea.landscape == EdgeInsets.zero)
    #expect(device.statusBar == Device.PerOrientation(portrait: 20, landscape: 0))
    #expect(device.cornerRadius == 0 && device.cutout == .noCutout && device.cutoutRect == nil)
    #expect(
      device.layoutMargins
        == Device.LayoutMargins(compact: 16, regular: 20, measured: .init(portrait: 16, landscape: 20)))
    #expect(device.sizeClass.landscape == Device.SizeClasses(horizontal: .compact, vertical: .compact))
  }

  @Test func iPhoneX() throws {
    let device = try Self.device("iphone-x")
    #expect(device.size == Size(width: 375, height: 812) && device.scale == 3)
    #expect(device.safeArea.portrait == EdgeInsets(top: 44, bottom: 34))
    // Landscape: the notch band on both sides and 21 at the bottom (not snapshot-testing's 24).
    #expect(device.safeArea.landscape == EdgeInsets(left: 44, bottom: 21, right: 44))
    #expect(device.statusBar.portrait == 44)
    #expect(device.cornerRadius == 39)
    #expect(device.cutout == .notch)
    #expect(device.cutoutRect == Rect(x: 83.33, y: 0, width: 208.33, height: 30))
    #expect(device.layoutMargins.measured == Device.PerOrientation(portrait: 16, landscape: 60))
  }

  @Test func iPhoneXRIsAt2xWith48PointInsets() throws {
    let device = try Self.device("iphone-xr")
    // Playwright's scale of 3 is wrong; the XR is @2x. Its iOS 14+ insets are 48, not 44.
    #expect(device.size == Size(width: 414, height: 896) && device.scale == 2)
    #expect(device.pixels == Size(width: 828, height: 1792))
    #expect(device.safeArea.portrait == EdgeInsets(top: 48, bottom: 34))
    #expect(device.safeArea.landscape == EdgeInsets(left: 48, bottom: 21, right: 48))
    #expect(device.statusBar.portrait == 48)
    #expect(device.cornerRadius == 41.5)
    #expect(device.cutoutRect == Rect(x: 92, y: 0, width: 230, height: 33))
    #expect(device.layoutMargins.measured == Device.PerOrientation(portrait: 20, landscape: 64))
    #expect(device.sizeClass.landscape == Device.SizeClasses(horizontal: .regular, vertical: .compact))
  }

  @Test func iPhone12MiniHas50PointInsets() throws {
    let device = try Self.device("iphone-12-mini")
    #expect(device.size == Size(width: 375, height: 812) && device.scale == 3)
    #expect(device.safeArea.portrait == EdgeInsets(top: 50, bottom: 34))
    #expect(device.safeArea.landscape == EdgeInsets(left: 50, bottom: 21, right: 50))
    #expect(device.cornerRadius == 44)
    #expect(device.cutout == .notch && device.cutoutRect == nil)
  }

  @Test func iPhone14ProHasAStatusBarShorterThanItsSafeArea() throws {
    let device = try Self.device("iphone-14-pro")
    #expect(device.size == Size(width: 393, height: 852) && device.scale == 3)
    #expect(device.pixels == Size(width: 1179, height: 2556))
    #expect(device.safeArea.portrait == EdgeInsets(top: 59, bottom: 34))
    #expect(device.safeArea.landscape == EdgeInsets(left: 59, bottom: 21, right: 59))
    #expect(device.statusBar == Device.PerOrientation(portrait: 54, landscape: 0))
    #expect(device.cornerRadius == 55)
    #expect(device.cutout == .dynamicIsland)
    #expect(device.cutoutRect == Rect(x: 134, y: 11, width: 125, height: 37))
    #expect(device.layoutMargins.measured == Device.PerOrientation(portrait: 16, landscape: 75))
  }

  @Test func iPhone16ProLeavesItsUnknownsOut() throws {
    let device = try Self.device("iphone-16-pro")
    #expect(device.size == Size(width: 402, height: 874) && device.scale == 3)
    #expect(device.safeArea.portrait == EdgeInsets(top: 62, bottom: 34))
    #expect(device.safeArea.landscape == EdgeInsets(left: 62, bottom: 21, right: 62))
    // The upright status bar is unknown; landscape hides it.
    #expect(device.statusBar == Device.PerOrientation(portrait: nil, landscape: 0))
    #expect(device.cornerRadius == 62)
    // Apple's drawing of the 17 (same panel): a 125 × 37 island whose top is 14 below the edge.
    #expect(device.cutoutRect == Rect(x: 138.5, y: 14, width: 125, height: 37))
    #expect(device.layoutMargins == Device.LayoutMargins(compact: 16, regular: 20, measured: nil))
  }

  @Test func theIslandOfThe440PointPhoneStartsAt14() throws {
    // Centred on 440 points: (440 - 125) / 2 = 157.5.
    #expect(try Self.device("iphone-16-pro-max").cutoutRect == Rect(x: 157.5, y: 14, width: 125, height: 37))
    #expect(try Self.device("iphone-17-pro-max").id == "iphone-16-pro-max")
  }

  @Test func iPhoneAir() throws {
    // Documentation/Devices.md#iphone-air: 420 × 912 @3x (HIG), safe 68 / 34 upright and 68 at
    // the sides in landscape (the iOS 26.5 probe), regular width in landscape (HIG), an island
    // whose top is 20 below the edge.
    let device = try Self.device("iphone-air")
    #expect(device.name == "iPhone Air" && device.family == .phone && device.platform == .ios)
    #expect(device.size == Size(width: 420, height: 912) && device.scale == 3)
    #expect(device.pixels == Size(width: 1260, height: 2736))
    #expect(device.safeArea.portrait == EdgeInsets(top: 68, bottom: 34))
    #expect(device.safeArea.landscape?.left == 68 && device.safeArea.landscape?.right == 68)
    #expect(device.safeArea.landscape?.top == 0)
    #expect(device.sizeClass.landscape == Device.SizeClasses(horizontal: .regular, vertical: .compact))
    #expect(device.sizeClass.portrait == Device.SizeClasses(horizontal: .compact, vertical: .regular))
    #expect(device.cutout == .dynamicIsland)
    // A 125-point island centred on 420 points starts at (420 - 125) / 2 = 147.5.
    #expect(device.cutoutRect == Rect(x: 147.5, y: 20, width: 125, height: 37))
    #expect(device.statusBar.portrait == nil, "no source gives the Air's status bar")
    let landscape = device.screen(.landscape)
    #expect(landscape.size == Size(width: 912, height: 420))
    #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .compact)
  }

  @Test func theIPhone18ProModelsHaveANarrowerIsland() throws {
    // Documentation/Devices.md#iphone-18-pro: the 17 Pro panels with a 95-point island at y = 14.
    let pro = try Self.device("iphone-18-pro")
    #expect(pro.size == Size(width: 402, height: 874) && pro.scale == 3)
    #expect(pro.safeArea.portrait == EdgeInsets(top: 62, bottom: 34))
    #expect(pro.cutoutRect == Rect(x: (402 - 95) / 2, y: 14, width: 95, height: 37))
    let max = try Self.device("iphone-18-pro-max")
    #expect(max.size == Size(width: 440, height: 956))
    #expect(max.cutoutRect == Rect(x: (440 - 95) / 2, y: 14, width: 95, height: 37))
    #expect(max.sizeClass.landscape.horizontal == .regular && pro.sizeClass.landscape.horizontal == .compact)
  }

  @Test(arguments: ["iPhone 16e", "iPhone 17e", "iphone-16e", "iphone-17e"])
  func theNotched390PointPhonesAreIPhone12Screens(name: String) throws {
    // Documentation/Devices.md#aliases: 390 × 844 @3x, safe 47 / 34.
    let device = try Self.catalog.device(named: name)
    #expect(device.id == "iphone-12")
    #expect(device.size == Size(width: 390, height: 844) && device.scale == 3)
    #expect(device.safeArea.portrait == EdgeInsets(top: 47, bottom: 34))
  }

  @Test(arguments: ["iPad Air 13-inch (M2)", "ipad-air-13-inch-m3", "ipad-air-13-inch-m4"])
  func theIPadAir13InchIsATwelvePointNineInchScreen(name: String) throws {
    // Documentation/Devices.md#aliases: 1024 × 1366 @2x, 2048 × 2732 pixels (HIG).
    let device = try Self.catalog.device(named: name)
    #expect(device.id == "ipad-pro-12-9")
    #expect(device.size == Size(width: 1024, height: 1366) && device.scale == 2)
    #expect(device.pixels == Size(width: 2048, height: 2732))
  }

  @Test func iPadPro12Point9Has24And20InBothOrientations() throws {
    let device = try Self.device("ipad-pro-12-9")
    #expect(device.family == .tablet)
    #expect(device.size == Size(width: 1024, height: 1366) && device.scale == 2)
    // Not snapshot-testing's 20/0, which is the home-button model's.
    #expect(device.safeArea.portrait == EdgeInsets(top: 24, bottom: 20))
    #expect(device.safeArea.landscape == EdgeInsets(top: 24, bottom: 20))
    #expect(device.statusBar == Device.PerOrientation(portrait: 24, landscape: 24))
    #expect(device.cornerRadius == 18 && device.cutout == .noCutout)
    #expect(device.layoutMargins.measured == Device.PerOrientation(portrait: 20, landscape: 20))
    let regular = Device.SizeClasses(horizontal: .regular, vertical: .regular)
    #expect(device.sizeClass == Device.PerOrientation(portrait: regular, landscape: regular))
  }

  @Test func theM4IPadsHaveNoKnownCornerRadius() throws {
    for id in ["ipad-pro-11-m4", "ipad-pro-13-m4"] {
      let device = try Self.device(id)
      #expect(device.cornerRadius == nil && device.layoutMargins.measured == nil)
    }
    #expect(try Self.device("ipad-pro-13-m4").size == Size(width: 1032, height: 1376))
    #expect(try Self.device("ipad-10").cornerRadius == 25)
    #expect(try Self.device("ipad-mini-6").cornerRadius == 21.5)
  }

  @Test func pixel9() throws {
    let device = try Self.device("pixel-9")
    #expect(device.platform == .android)
    #expect(device.size == Size(width: 411.43, height: 923.43) && device.scale == 2.625)
    #expect(device.pixels == Size(width: 1080, height: 2424))
    #expect(device.safeArea.portrait == EdgeInsets(top: 54, bottom: 24))
    #expect(device.safeArea.landscape == EdgeInsets(top: 52, bottom: 24))
    #expect(device.statusBar == Device.PerOrientation(portrait: 54, landscape: 52))
    #expect(device.cornerRadius == 33.14)
    #expect(device.cutout == .punchHole)
    #expect(device.cutoutRect == Rect(x: 190.47, y: 17.52, width: 30.48, height: 30.48))
    #expect(device.layoutMargins == Device.LayoutMargins(compact: 16, regular: nil, measured: nil))
    #expect(device.sizeClass.portrait == Device.SizeClasses(horizontal: .compact, vertical: .expanded))
    #expect(device.sizeClass.landscape == Device.SizeClasses(horizontal: .expanded, vertical: .compact))
  }

  @Test func androidUnknownsAreNil() throws {
    for id in ["pixel-7", "pixel-8-pro"] {
      let device = try Self.device(id)
      #expect(device.safeArea.portrait == nil && device.safeArea.landscape == nil)
      #expect(device.statusBar.portrait == nil && device.statusBar.landscape == nil)
      #expect(device.cornerRadius == nil && device.cutout == nil && device.cutoutRect == nil)
    }
    #expect(try Self.device("pixel-8-pro").size == Size(width: 448, height: 997.33))
    // The Pixel 5: only the landscape left inset is known, so its landscape safe area is left out.
    let pixel5 = try Self.device("pixel-5")
    #expect(pixel5.safeArea.portrait == EdgeInsets(top: 49.45, bottom: 48))
    #expect(pixel5.safeArea.landscape == nil)
    #expect(pixel5.scale == 2.75 && pixel5.size == Size(width: 392.73, height: 850.91))
    #expect(pixel5.sizeClass.portrait == Device.SizeClasses(horizontal: .compact, vertical: .medium))
    // The Nexus 5's 3-button bar moves to the right in landscape.
    #expect(try Self.device("nexus-5").safeArea.landscape == EdgeInsets(top: 24, right: 48))
    #expect(try Self.device("galaxy-s24").cutout == .punchHole)
  }

  // MARK: Screens

  @Test func aNotchPhoneInLandscape() throws {
    let screen = Device.iPhoneX.screen(.landscape)
    #expect(screen.device == "iphone-x" && screen.orientation == .landscape)
    #expect(screen.size == Size(width: 812, height: 375) && screen.scale == 3)
    // iOS 26, the default edition: 20 below in landscape (21 on iOS 18).
    #expect(screen.safeAreaInsets == EdgeInsets(left: 44, bottom: 20, right: 44))
    #expect(
      Device.iPhoneX.screen(.landscape, os: .ios18).safeAreaInsets
        == EdgeInsets(left: 44, bottom: 21, right: 44))
    // The measured 60 less the 44-point inset: the engine adds the safe area itself.
    #expect(screen.layoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(screen.horizontalSizeClass == .compact && screen.verticalSizeClass == .compact)
    #expect(screen.layoutDirection == .leftToRight && screen.readableWidth == 672)
    #expect(screen == Screen(device: .iPhoneX, orientation: .landscape))
  }

  @Test func aNotchPhoneUpright() throws {
    let screen = Device.iPhoneX.screen()
    #expect(screen.orientation == .portrait && screen.size == Size(width: 375, height: 812))
    #expect(screen.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
    #expect(screen.layoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(screen.horizontalSizeClass == .compact && screen.verticalSizeClass == .regular)
  }

  @Test func marginsFollowTheWidthNotTheSizeClass() throws {
    // Compact width, yet 20: the Plus and Max phones upright, every home-button phone in landscape.
    #expect(Device.iPhone8Plus.screen().layoutMargins.leading == 20)
    #expect(Device.iPhone8Plus.screen().horizontalSizeClass == .compact)
    #expect(Device.iPhoneSE2And3.screen(.landscape).layoutMargins.leading == 20)
    #expect(Device.iPhoneSE2And3.screen().layoutMargins.leading == 16)
    #expect(Device.iPhone14ProMax.screen().layoutMargins.trailing == 20)
    // Regular width in landscape, yet 16 beyond the sensor housing's inset.
    let xr = Device.iPhoneXR.screen(.landscape)
    #expect(xr.horizontalSizeClass == .regular && xr.layoutMargins.leading == 16)
    // Unmeasured: the iPhone 16 Pro, 402 wide, with the narrow phones; its landscape by the rule.
    #expect(Device.iPhone16Pro.screen().layoutMargins.leading == 16)
    #expect(Device.iPhone16Pro.screen(.landscape).layoutMargins.leading == 16)
    #expect(Device.iPhone16ProMax.screen().layoutMargins.leading == 20)
    #expect(Device.iPadPro13M4.screen(.landscape).layoutMargins.leading == 20)
  }

  @Test func anIPadInBothOrientations() throws {
    let portrait = Device.iPad10.screen()
    #expect(portrait.size == Size(width: 820, height: 1180) && portrait.scale == 2)
    // iPadOS 26: 32 above, 25 below, in both orientations (Documentation/Devices.md#ios-26).
    #expect(portrait.safeAreaInsets == EdgeInsets(top: 32, bottom: 25))
    #expect(portrait.layoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    #expect(portrait.horizontalSizeClass == .regular && portrait.verticalSizeClass == .regular)
    let landscape = Device.iPad10.screen(.landscape)
    #expect(landscape.size == Size(width: 1180, height: 820))
    #expect(landscape.safeAreaInsets == EdgeInsets(top: 32, bottom: 25))
    #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .regular)
  }

  @Test func androidScreensMapMediumAndExpandedToRegular() throws {
    let portrait = Device.pixel5.screen()
    #expect(portrait.scale == 2.75)
    #expect(portrait.safeAreaInsets == EdgeInsets(top: 49.45, bottom: 48))
    #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)  // medium
    #expect(portrait.layoutMargins.leading == 16)
    let landscape = Device.pixel5.screen(.landscape)
    #expect(landscape.size == Size(width: 850.91, height: 392.73))
    #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .compact)  // expanded
    // Unknown insets: the screen has none.
    #expect(landscape.safeAreaInsets == .zero)
    #expect(Device.pixel7.screen().safeAreaInsets == .zero)
    #expect(Device.nexus5.screen(.landscape).horizontalSizeClass == .regular)  // medium, 640 dp wide
  }

  @Test func overridesForAKeyboardASplitScreenAndAnotherScale() throws {
    let keyboard = Screen(
      device: .iPhone14Pro, orientation: .landscape, additionalSafeAreaInsets: EdgeInsets(bottom: 141))
    // iOS 26's 20 below in landscape, plus 141.
    #expect(keyboard.safeAreaInsets == EdgeInsets(left: 59, bottom: 161, right: 59))
    #expect(keyboard.layoutMargins.leading == 16, "margins stay the device's")

    let split = Screen(
      device: .iPadPro11, layoutDirection: .rightToLeft, scale: 1,
      additionalSafeAreaInsets: EdgeInsets(right: 514), horizontalSizeClass: .compact)
    #expect(split.scale == 1 && split.layoutDirection == .rightToLeft)
    // iPadOS 26's 32 above and 25 below.
    #expect(split.safeAreaInsets == EdgeInsets(top: 32, bottom: 25, right: 514))
    #expect(split.horizontalSizeClass == .compact && split.verticalSizeClass == .regular)

    let custom = Screen(
      device: .iPhoneSE1, layoutMargins: DirectionalEdgeInsets(all: 8), verticalSizeClass: .compact,
      readableWidth: 500)
    #expect(custom.layoutMargins == DirectionalEdgeInsets(all: 8))
    #expect(custom.verticalSizeClass == .compact && custom.readableWidth == 500)
    #expect(
      Device.iPhoneX.screen(.landscape, layoutDirection: .rightToLeft)
        == Screen(device: .iPhoneX, orientation: .landscape, layoutDirection: .rightToLeft))
  }

  // MARK: The engine on device screens

  /// A view pinned to the root's layout-margins guide.
  private static let marginsFill = AnyLayoutProgram("MarginsFill") { root, _ in
    let fill = View("fill")
    root.addSubview(fill)
    fill.pinEdges(to: root.layoutMarginsGuide)
  }

  private static func marginsGuide(on screen: Screen) throws -> Rect? {
    try LayoutEngine().solve(Self.marginsFill, on: screen).frame(of: "fill")
  }

  @Test func theRootMarginsOfANotchPhoneInLandscapeAreTheSafeInsetPlus16() throws {
    // iPhone X landscape, 812 × 375: 44 + 16 = 60 from each side (the measured 60), the
    // safe area's 21 at the bottom on iOS 18. Width 812 - 120 = 692, height 375 - 21 = 354.
    #expect(
      try Self.marginsGuide(on: Device.iPhoneX.screen(.landscape, os: .ios18))
        == Rect(x: 60, y: 0, width: 692, height: 354))
    // On iOS 26, the default, 20 at the bottom: height 375 - 20 = 355.
    #expect(
      try Self.marginsGuide(on: Device.iPhoneX.screen(.landscape))
        == Rect(x: 60, y: 0, width: 692, height: 355))
    // Right to left: the same, the insets being symmetric.
    #expect(
      try Self.marginsGuide(on: Device.iPhoneX.screen(.landscape, layoutDirection: .rightToLeft))
        == Rect(x: 60, y: 0, width: 692, height: 355))
    // iPhone XR, 896 × 414: 48 + 16 = 64 (measured 64); 896 - 128 = 768 wide, 414 - 20 = 394 high.
    #expect(
      try Self.marginsGuide(on: Device.iPhoneXR.screen(.landscape))
        == Rect(x: 64, y: 0, width: 768, height: 394))
    // iPhone 14 Pro: 59 + 16 = 75 (measured 75); 852 - 150 = 702 wide, 393 - 20 = 373 high.
    #expect(
      try Self.marginsGuide(on: Device.iPhone14Pro.screen(.landscape))
        == Rect(x: 75, y: 0, width: 702, height: 373))
  }

  @Test func theRootMarginsUprightAndOnAnIPad() throws {
    // iPhone 14 Pro Max upright, 430 × 932: 20 from the sides (measured 20), safe area 59 / 34.
    #expect(
      try Self.marginsGuide(on: Device.iPhone14ProMax.screen()) == Rect(x: 20, y: 59, width: 390, height: 839)
    )
    // iPhone 8 in landscape, 667 × 375, no safe area: 20 from the sides (measured 20).
    #expect(
      try Self.marginsGuide(on: Device.iPhoneSE2And3.screen(.landscape))
        == Rect(x: 20, y: 0, width: 627, height: 375))
    // iPad (10th generation) upright, 820 × 1180: 20 from the sides, safe area 32 / 25 on iPadOS 26
    // (1180 - 57 = 1123 high), 24 / 20 on iPadOS 18 (1136 high).
    #expect(try Self.marginsGuide(on: Device.iPad10.screen()) == Rect(x: 20, y: 32, width: 780, height: 1123))
    #expect(
      try Self.marginsGuide(on: Device.iPad10.screen(os: .ios18))
        == Rect(x: 20, y: 24, width: 780, height: 1136))
  }

  @Test func androidScreensSnapToTheirFractionalPixelGrid() throws {
    // Pixel 5 upright at 2.75x: the 49.45-point safe top is 135.99 pixels, so the margins guide
    // starts on pixel 136 (49.4545 points); 16 from the side is 44 pixels exactly.
    let pixel5 = try #require(try Self.marginsGuide(on: Device.pixel5.screen()))
    #expect(pixel5.minY * 2.75 == 136 && pixel5.minX == 16)
    // Pixel 9 upright at 2.625x: the 54-point safe top is 141.75 pixels, rounded to 142; 16 points
    // are 42 pixels, so the guide ends 42 pixels before the 1080-pixel width (411.43 points).
    let pixel9 = try #require(try Self.marginsGuide(on: Device.pixel9.screen()))
    #expect(abs(pixel9.minY * 2.625 - 142) < 1e-9 && pixel9.minX == 16)
    #expect(abs(pixel9.maxX * 2.625 - (1080 - 42)) < 1e-9, "the right margin ends on a pixel")
  }

  @Test(arguments: DeviceCatalog.standard.devices.filter { $0.layoutMargins.measured != nil }.map(\.id))
  func theEnginePutsTheRootMarginsWhereTheyWereMeasured(id: String) throws {
    let device = try Self.device(id)
    for orientation in Orientation.allCases {
      guard let measured = device.layoutMargins.measured?[orientation] else { continue }
      let guide = try #require(try Self.marginsGuide(on: device.screen(orientation)))
      #expect(guide.minX == measured, "\(orientation)")
      #expect(device.size(orientation).width - guide.maxX == measured, "\(orientation)")
    }
  }
}
