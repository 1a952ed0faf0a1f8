import Foundation
import LayoutShot
import Testing

/// The OS edition as a snapshot dimension: how it is named and parsed, the safe areas and status
/// bars each device reports under it (figures of Documentation/Devices.md#ios-26, written out by
/// hand), the screens and file names it makes, and what frame dumps record.
@Suite("OS editions")
struct OSEditionTests {
  // MARK: Naming and parsing

  @Test(
    arguments: [
      ("18", OSEdition.ios18), ("26", .ios26), ("27", .ios26), ("ios18", .ios18), ("ios26", .ios26),
      ("iOS 27", .ios26), ("IOS26", .ios26), (" 26 ", .ios26),
    ])
  func versionsNameTheirEdition(text: String, edition: OSEdition) throws {
    #expect(try OSEdition(parsing: text) == edition)
  }

  @Test(arguments: [17, 15, 19, 25, 28, 0, -26])
  func versionsWithoutAnEditionAreRefused(version: Int) {
    #expect(throws: OSEditionError.unsupportedVersion(version)) { try OSEdition(version: version) }
  }

  @Test(arguments: ["abc", "", "ios", "26.1", "2six", "٢٦"])
  func textThatIsNoVersionIsRefused(text: String) {
    #expect(throws: OSEditionError.notAVersion(text)) { try OSEdition(parsing: text) }
  }

  @Test func errorsSayWhatIsWrongAndWhatWouldDo() {
    #expect(
      OSEditionError.unsupportedVersion(17).description
        == "iOS 17 has no edition of its own: the editions are 18 (iOS 15 to 18) and 26 (iOS 26 and 27).")
    #expect(
      OSEditionError.notAVersion("abc").description
        == "'abc' is not an iOS version: the editions are 18 (iOS 15 to 18) and 26 (iOS 26 and 27).")
    #expect(throws: OSEditionError.unsupportedVersion(17)) { try OSEdition(parsing: "17") }
  }

  @Test func theEditionCarriesItsTints() {
    #expect(OSEdition.ios18.palette == .ios18 && OSEdition.ios26.palette == .ios26)
    #expect(SystemPalette.allCases.map(OSEdition.init(palette:)) == [.ios18, .ios26])
    #expect(OSEdition.allCases.map(\.displayName) == ["iOS 18", "iOS 26"])
  }

  // MARK: Device figures per edition

  @Test func aDynamicIslandPhoneIs20BelowInLandscapeOnIOS26() {
    // Documentation/Devices.md#ios-26: the iPhone 16 (this screen) on iOS 26.5 reports 0 / 59 / 20 / 59.
    let phone = Device.iPhone14Pro
    #expect(phone.safeArea(in: .ios18).landscape == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(phone.safeArea(in: .ios26).landscape == EdgeInsets(top: 0, left: 59, bottom: 20, right: 59))
    #expect(phone.safeArea(in: .ios26).portrait == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(phone.statusBar(in: .ios26) == Device.PerOrientation(portrait: 54, landscape: 0))
    #expect(phone.safeArea(in: .ios18) == phone.safeArea)
  }

  @Test func theAirOnIOS26() {
    // Documentation/Devices.md#iphone-air: 68 / 34 upright; 0 / 68 / 20 / 68 in landscape on 26.5.
    let air = Device.iPhoneAir
    #expect(air.safeArea(in: .ios26).portrait == EdgeInsets(top: 68, left: 0, bottom: 34, right: 0))
    #expect(air.safeArea(in: .ios26).landscape == EdgeInsets(top: 0, left: 68, bottom: 20, right: 68))
  }

  @Test(
    arguments: DeviceCatalog.standard.devices.filter {
      ($0.cutout == .notch || $0.cutout == .dynamicIsland) && $0.safeArea.landscape != nil
    }
    .map(\.id))
  func everyFaceIDPhoneKeepsItsInsetsButTheLandscapeBottom(id: String) throws {
    let phone = try DeviceCatalog.standard.device(named: id)
    let old = try #require(phone.safeArea.landscape)
    let new = try #require(phone.safeArea(in: .ios26).landscape)
    #expect(old.bottom == 21 && new.bottom == 20)
    #expect(new.left == old.left && new.right == old.right && new.top == 0)
    #expect(phone.safeArea(in: .ios26).portrait == phone.safeArea.portrait)
    #expect(phone.editions[.ios26]?.source.isEmpty == false)
  }

  @Test(
    arguments: DeviceCatalog.standard.devices.filter { $0.platform == .ios && $0.family == .tablet }.map(\.id)
  )
  func everyHomeIndicatorIPadIs32And25OnIPadOS26(id: String) throws {
    let pad = try DeviceCatalog.standard.device(named: id)
    let insets = EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)
    #expect(pad.safeArea.portrait == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(
      pad.safeArea(in: .ios26) == Device.PerOrientation<EdgeInsets?>(portrait: insets, landscape: insets))
    #expect(pad.statusBar(in: .ios26) == Device.PerOrientation(portrait: 32, landscape: 32))
  }

  @Test func homeButtonPhonesAndAndroidHaveOneSetOfFigures() {
    // The SE's 20 / 0 is unchanged on iOS 26.5 (Documentation/Devices.md#ios-26); Android has no iOS
    // editions.
    for device in [Device.iPhoneSE1, .iPhoneSE2And3, .iPhone8Plus, .pixel9] {
      #expect(device.editions.isEmpty, "\(device.id)")
      #expect(device.safeArea(in: .ios26) == device.safeArea)
    }
  }

  // MARK: Screens and variants

  @available(*, deprecated, message: "checks the palette spelling kept for code written before editions")
  @Test func theOldPaletteSpellingNamesTheEdition() {
    var variant = Variant(appearance: .dark, palette: .ios26)
    #expect(variant == Variant(appearance: .dark, os: .ios26) && variant.palette == .ios26)
    variant.palette = .ios18
    #expect(variant == Variant(appearance: .dark, os: .ios18))
    // The palette is the edition's, so setting it moves a device's safe area too.
    var screen = Device.iPad10.screen(os: .ios18)
    screen.palette = .ios26
    #expect(
      screen.os == .ios26 && screen.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 25, right: 0))
  }

  @Test func aScreenTakesItsEditionsSafeArea() {
    #expect(
      Device.iPad10.screen(os: .ios26).safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 25, right: 0))
    #expect(
      Device.iPad10.screen(os: .ios18).safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(Device.iPad10.screen(os: .ios26).os == .ios26)
    // iOS 26 is the edition a screen shows unless told.
    #expect(Device.iPad10.screen().os == .ios26 && OSEdition.standard == .ios26)
  }

  @Test func settingTheEditionMovesTheSafeAreaAndKeepsWhatWasAdded() {
    // A keyboard's 141 points added to the iPhone X's landscape bottom (21 on iOS 18): 162. On iOS
    // 26 the device's 20 plus the same 141: 161.
    var screen = Screen(
      device: .iPhoneX, orientation: .landscape, additionalSafeAreaInsets: EdgeInsets(bottom: 141), os: .ios18
    )
    #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 162, right: 44))
    screen.os = .ios26
    #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 161, right: 44))
    screen.os = .ios18
    #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 162, right: 44))
    // A screen not made from a device keeps the insets it was given.
    var custom = Screen(size: Size(width: 300, height: 600), safeAreaInsets: EdgeInsets(top: 10, bottom: 5))
    custom.os = .ios26
    #expect(custom.safeAreaInsets == EdgeInsets(top: 10, bottom: 5) && custom.os == .ios26)
  }

  @Test func aVariantAppliesItsEditionAndIsReadBack() {
    let variant = Variant(appearance: .dark, os: .ios18)
    let screen = variant.applied(to: Device.iPhone12.screen(.landscape))
    #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(Variant(of: screen) == variant)
    #expect(variant.nameComponents == ["dark", "ios18"])
    #expect(variant.description == "dark, L, ltr, ios18")
    #expect(Variant.standard.os == .ios26 && Variant.standard.nameComponents == [])
    // Back to the standard variant, back to iOS 26's 20.
    #expect(Variant.standard.applied(to: screen).safeAreaInsets.bottom == 20)
  }

  @Test func theProductVariesTheEditionAfterTheLevel() {
    let variants = Variant.product(appearances: [.light, .dark], editions: [.ios18, .ios26])
    #expect(
      variants == [
        Variant(os: .ios18), Variant(), Variant(appearance: .dark, os: .ios18), Variant(appearance: .dark),
      ])
  }

  // MARK: File names and frame dumps

  @Test func fileNamesAddTheEditionOnlyWhenItIsNotTheDefault() throws {
    let phone = Device.iPhone14Pro.screen(.landscape)
    func path(_ variant: Variant) throws -> String {
      try SnapshotPath.relativePath(
        layout: "Card", screen: variant.applied(to: phone), extent: .screen, pathExtension: "png")
    }
    #expect(try path(.standard) == "Card/iphone-14-pro-landscape.png")
    #expect(try path(Variant(os: .ios26)) == "Card/iphone-14-pro-landscape.png")
    #expect(try path(Variant(os: .ios18)) == "Card/iphone-14-pro-landscape-ios18.png")
    #expect(
      try path(Variant(appearance: .dark, level: .elevated, os: .ios18, keyboard: .shown))
        == "Card/iphone-14-pro-landscape-dark-elevated-ios18-keyboard.png")
    // Read back.
    let name = try #require(SnapshotPath.fileName("iphone-14-pro-landscape-dark-ios18-ax3"))
    #expect(name.device == "iphone-14-pro" && name.orientation == .landscape)
    #expect(name.variant == Variant(appearance: .dark, contentSize: .accessibilityExtraLarge, os: .ios18))
    #expect(name.rest == [])
  }

  @Test func aFrameDumpRecordsTheEditionAndItsSafeArea() throws {
    let program = AnyLayoutProgram("Box") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.pinEdges(to: root.safeAreaLayoutGuide)
    }
    let screen = Variant(os: .ios18).applied(to: Device.iPhone12.screen(.landscape))
    let dump = try LayoutEngine().solve(program, on: screen).frameDump()
    let lines = dump.split(separator: "\n").map(String.init)
    #expect(
      lines[4]
        == "  \"variant\": {\"appearance\": \"light\", \"contentSize\": \"L\", \"layoutDirection\": \"ltr\", \"os\": \"ios18\"},"
    )
    // 844 × 390, 47 at the sides and 21 below on iOS 18: the box is 750 × 369 at (47, 0).
    #expect(lines[7] == "  \"safeArea\": {\"top\": 0, \"left\": 47, \"bottom\": 21, \"right\": 47},")
    let parsed = try FrameDump(parsing: dump)
    #expect(parsed.variant == "light, L, ltr, ios18")
    #expect(parsed.views.first { $0.name == "box" }?.frame == Rect(x: 47, y: 0, width: 750, height: 369))
    // The default edition is written too: a dump always says which design it shows.
    let standard = try LayoutEngine().solve(program, on: Device.iPhone12.screen(.landscape)).frameDump()
    #expect(standard.contains("\"os\": \"ios26\"") && standard.contains("\"bottom\": 20"))
    // A diff names the edition's change.
    let changes = try parsed.changes(to: FrameDump(parsing: standard))
    #expect(changes.contains(.screen(field: "variant", from: "light, L, ltr, ios18", to: "light, L, ltr")))
  }

  @Test func aDumpWrittenWithThePaletteKeyReadsAsTheEdition() throws {
    let program = AnyLayoutProgram("Box") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.pinEdges(to: root)
    }
    let dump = try LayoutEngine().solve(
      program, on: Variant(os: .ios26).applied(to: Device.iPhone12.screen())
    )
    .frameDump()
    let old = dump.replacingOccurrences(of: "\"os\": \"ios26\"", with: "\"palette\": \"ios26\"")
    #expect(old != dump)
    #expect(try FrameDump(parsing: old).variant == "light, L, ltr")
    // A dump written before dumps named the edition, with no `os`, shows iOS 18, the only edition
    // there was.
    let older = dump.replacingOccurrences(of: ", \"os\": \"ios26\"", with: "")
    #expect(older != dump)
    #expect(try FrameDump(parsing: older).variant == "light, L, ltr, ios18")
    let wrong = dump.replacingOccurrences(of: "\"os\": \"ios26\"", with: "\"os\": \"ios17\"")
    #expect(
      throws: FrameDumpError.invalidField(path: "variant.os", reason: "'ios17' is not a os of a variant")
    ) {
      try FrameDump(parsing: wrong)
    }
  }

  // MARK: Devices of your own

  @Test func aDeviceFileCarriesEditionsAndTheirChecks() throws {
    let json = """
      [{"id": "kiosk", "name": "Kiosk", "family": "tablet", "platform": "ios",
        "size": {"width": 810, "height": 1080}, "scale": 2,
        "safeArea": {"portrait": {"top": 24, "left": 0, "bottom": 20, "right": 0}, "landscape": null},
        "editions": {"ios26": {"safeArea": {"portrait": {"top": 32, "left": 0, "bottom": 25, "right": 0},
                                            "landscape": null}}}}]
      """
    let kiosk = try #require(try DeviceCatalog.devices(fromJSON: json).first)
    #expect(kiosk.safeArea(in: .ios26).portrait == EdgeInsets(top: 32, bottom: 25))
    #expect(kiosk.statusBar(in: .ios26) == Device.PerOrientation(portrait: nil, landscape: nil))
    #expect(try DeviceCatalog.devices(fromJSON: DeviceCatalog.jsonText(for: [kiosk])) == [kiosk])
    #expect(
      throws: DeviceError.invalidField(
        path: "devices[0].editions", reason: "\"ios19\" is not an edition (\"ios18\", \"ios26\")")
    ) {
      try DeviceCatalog.devices(fromJSON: json.replacingOccurrences(of: "\"ios26\"", with: "\"ios19\""))
    }
    #expect(
      throws: DeviceError.invalidField(
        path: "devices[0].editions.ios18",
        reason: "must be left out: the device's own safeArea and statusBar are the iOS 18 edition's")
    ) {
      try DeviceCatalog.devices(fromJSON: json.replacingOccurrences(of: "\"ios26\"", with: "\"ios18\""))
    }
    #expect(
      throws: DeviceError.invalidField(
        path: "editions.ios26.safeArea.portrait.top",
        reason: "must be ≥ 0 and fit inside the screen height (1080) with the bottom inset, not -1")
    ) {
      try Device(
        id: "kiosk", name: "Kiosk", family: .tablet, platform: .ios, size: Size(width: 810, height: 1080),
        scale: 2, safeArea: Device.PerOrientation(portrait: nil, landscape: nil),
        editions: [
          .ios26: Device.EditionFigures(
            safeArea: Device.PerOrientation(portrait: EdgeInsets(top: -1), landscape: nil))
        ])
    }
  }
}
