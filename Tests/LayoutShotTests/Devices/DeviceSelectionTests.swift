import Testing

@testable import LayoutShot

/// Naming and choosing devices, as the command line and tests do: slugs, aliases, globs, groups,
/// the default set, unions, unknown names with suggestions, and catalogs extended with custom
/// devices.
@Suite("Device selection")
struct DeviceSelectionTests {
  private static let catalog = DeviceCatalog.standard

  private static func ids(_ selectors: [String]) throws -> [String] {
    try catalog.select(selectors).map(\.id)
  }

  // MARK: Slugs and aliases

  @Test func slugsAreLowercaseWordsJoinedByDashes() {
    #expect(Device.slug("iPhone 15 Pro Max") == "iphone-15-pro-max")
    #expect(Device.slug("iPhone SE (3rd generation)") == "iphone-se-3rd-generation")
    #expect(Device.slug("iPad Pro (12.9-inch) 2018-2022") == "ipad-pro-12-9-inch-2018-2022")
    #expect(Device.slug("  --iPod touch (6th/7th gen)-- ") == "ipod-touch-6th-7th-gen")
    #expect(Device.slug("iphone-14-pro") == "iphone-14-pro")
    #expect(Device.slug("Pixel 10 (same panel)") == "pixel-10-same-panel")
    #expect(Device.slug("Écran ½") == "cran")
    #expect(Device.slug("()") == "")
  }

  @Test func everyAliasSlug() {
    // The slugs the catalog accepts besides its ids, device by device (an alias equal to its
    // device's id appears once, as the id).
    let aliases = Self.catalog.devices.map { Array($0.names.dropFirst()) }
    #expect(
      aliases == [
        ["iphone-5", "iphone-5s", "iphone-5c", "ipod-touch-6th-generation", "ipod-touch-7th-generation"],
        [
          "iphone-8", "iphone-7", "iphone-6s", "iphone-6", "iphone-se-2nd-generation",
          "iphone-se-3rd-generation",
        ],
        ["iphone-6-plus", "iphone-6s-plus", "iphone-7-plus"],
        ["iphone-xs", "iphone-11-pro"],
        ["iphone-11"],
        ["iphone-11-pro-max"],
        ["iphone-13-mini"],
        ["iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-14", "iphone-16e", "iphone-17e"],
        ["iphone-13-pro-max", "iphone-14-plus"],
        ["iphone-15", "iphone-15-pro", "iphone-16"],
        ["iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus"],
        ["iphone-17", "iphone-17-pro"],
        ["iphone-17-pro-max"],
        [],
        [],
        [],
        [],
        ["ipad-mini-a17-pro"],
        ["ipad-a16"],
        ["ipad-air-4th-generation", "ipad-air-5th-generation", "ipad-air-11-inch-m3", "ipad-air-11-inch-m4"],
        ["ipad-pro-11-inch-2018-2022"],
        ["ipad-pro-11-inch-m5"],
        [
          "ipad-pro-12-9-inch-2018-2022", "ipad-air-13-inch-m2", "ipad-air-13-inch-m3", "ipad-air-13-inch-m4",
        ],
        ["ipad-pro-13-inch-m5"],
        [],
        [],
        [],
        ["pixel-10"],
        ["galaxy-s5", "moto-g4"],
        [],
      ])
    #expect(Device.iPhoneX.names == ["iphone-x", "iphone-xs", "iphone-11-pro"])
  }

  @Test func everyNameIsUniqueAndTheIssuesAliasesResolve() throws {
    #expect(throws: Never.self) { try DeviceCatalog(Self.catalog.devices) }
    let names = Self.catalog.names
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { Device.isSlug($0) && !Device.selectorWords.contains($0) })
    #expect(try Self.catalog.device(named: "iphone-8").id == "iphone-se-2-3")
    #expect(try Self.catalog.device(named: "iphone-15-pro").id == "iphone-14-pro")
    #expect(try Self.catalog.device(named: "iphone-15-pro-max").id == "iphone-14-pro-max")
    #expect(try Self.catalog.device(named: "iphone-11").id == "iphone-xr")
    #expect(try Self.catalog.device(named: "iphone-17-pro").id == "iphone-16-pro")
    #expect(try Self.catalog.device(named: "moto-g4").id == "nexus-5")
    // Names are compared as slugs: as people write them works too.
    #expect(try Self.catalog.device(named: "iPhone 15 Pro").id == "iphone-14-pro")
    #expect(try Self.catalog.device(named: "iPad Air 11-inch (M3)").id == "ipad-air-11")
    #expect(Self.catalog["IPHONE-X"] == .iPhoneX)
    #expect(Self.catalog["iphone-99"] == nil)
  }

  // MARK: Selectors

  @Test func selectorsParse() {
    #expect(DeviceSelector("all") == .all)
    #expect(DeviceSelector(" Default ") == .defaultSet)
    #expect(DeviceSelector("phones") == .family(.phone) && DeviceSelector("tablet") == .family(.tablet))
    #expect(DeviceSelector("iOS") == .platform(.ios) && DeviceSelector("android") == .platform(.android))
    #expect(DeviceSelector("iPhone-1?-*") == .glob("iphone-1?-*"))
    #expect(DeviceSelector("iPhone 15 Pro") == .device("iPhone 15 Pro"))
    #expect(DeviceSelector.list("iphone-x, ipad-10,,") == [.device("iphone-x"), .device("ipad-10")])
    let literal: DeviceSelector = "tablets"
    #expect(literal == .family(.tablet) && literal.description == "tablets")
    #expect(DeviceSelector.defaultSet.description == "default")
  }

  @Test func byIdOrAlias() throws {
    #expect(try Self.ids(["iphone-x"]) == ["iphone-x"])
    #expect(try Self.ids(["iPhone 8"]) == ["iphone-se-2-3"])
    #expect(try Self.ids(["galaxy-s24"]) == ["galaxy-s24"])
  }

  @Test func byGlob() throws {
    #expect(try Self.ids(["iphone-*"]) == Array(Self.catalog.devices.prefix(17).map(\.id)))
    #expect(
      try Self.ids(["*-pro*"]) == [
        "iphone-x", "iphone-xs-max", "iphone-12", "iphone-12-pro-max", "iphone-14-pro", "iphone-14-pro-max",
        "iphone-16-pro", "iphone-16-pro-max", "iphone-18-pro", "iphone-18-pro-max", "ipad-mini-6",
        "ipad-pro-11",
        "ipad-pro-11-m4", "ipad-pro-12-9", "ipad-pro-13-m4", "pixel-8-pro",
      ])
    // (The iPhone 11 Pro is an iPhone X screen, the iPad mini (A17 Pro) an iPad mini 6 screen.)
    // Globs see aliases: the iPhone 15 models use two screens.
    #expect(try Self.ids(["iphone-15*"]) == ["iphone-14-pro", "iphone-14-pro-max"])
    #expect(try Self.ids(["ipad-pro-1?"]) == ["ipad-pro-11"])
    #expect(try Self.ids(["pixel-?"]) == ["pixel-5", "pixel-7", "pixel-9"])
    // (The 13-inch Air M4 is a 12.9-inch Pro screen.)
    #expect(
      try Self.ids(["IPAD-*-M4"]) == ["ipad-air-11", "ipad-pro-11-m4", "ipad-pro-12-9", "ipad-pro-13-m4"])
    // The screens of the 11 Pro, 11 Pro Max, 12 Pro, 12 Pro Max, 14 Pro, 14 Pro Max, 16 Pro, 16 Pro
    // Max, 18 Pro and 18 Pro Max, and the 7 tablets.
    #expect(try Self.catalog.select(["iphone-1?-pro*", "tablets"]).count == 17)
  }

  @Test func byGroup() throws {
    // 17 iPhones and 6 Android phones.
    #expect(try Self.ids(["phones"]).count == 23)
    #expect(try Self.ids(["tablets"]) == Self.catalog.devices.filter { $0.family == .tablet }.map(\.id))
    #expect(try Self.ids(["tablets"]).count == 7)
    #expect(try Self.ids(["ios"]).count == 24)
    #expect(
      try Self.ids(["android"]) == ["pixel-5", "pixel-7", "pixel-8-pro", "pixel-9", "nexus-5", "galaxy-s24"])
    #expect(try Self.ids(["all"]) == Self.catalog.devices.map(\.id))
  }

  @Test func theDefaultSetCoversFiveKindsOfScreen() throws {
    let expected = ["iphone-se-2-3", "iphone-12", "iphone-14-pro", "iphone-14-pro-max", "ipad-10"]
    #expect(try Self.ids(["default"]) == expected)
    #expect(try Self.ids([]) == expected)
    #expect(Self.catalog.defaultDevices.map(\.id) == expected)
    let devices = try Self.catalog.select(["default"])
    // A small home-button phone, a notch, a Dynamic Island, a large phone, an iPad.
    #expect(devices.map(\.cutout) == [.noCutout, .notch, .dynamicIsland, .dynamicIsland, .noCutout])
    #expect(devices[0].size.width == 375 && devices[0].safeArea.landscape == .zero)
    #expect(devices[3].sizeClass.landscape.horizontal == .regular)
    #expect(devices[4].family == .tablet)
    #expect(devices.allSatisfy { $0.layoutMargins.measured != nil && $0.cornerRadius != nil })
  }

  @Test func selectorsCombineInCatalogOrderOnce() throws {
    #expect(
      try Self.ids(["ipad-10", "iphone-x", "iPhone XS", "default"]) == [
        "iphone-se-2-3", "iphone-x", "iphone-12", "iphone-14-pro", "iphone-14-pro-max", "ipad-10",
      ])
    #expect(try Self.ids(["pixel-9,iphone-x", "android"]).count == 7)
    #expect(try Self.ids(["tablets", "ipad-*"]).count == 7)
  }

  // MARK: Unknown names

  @Test func anUnknownNameSuggestsTheClosestNames() {
    #expect(throws: DeviceError.unknownDevice("iphone-15-por", suggestions: ["iphone-15-pro"])) {
      try Self.catalog.select(["iphone-15-por"])
    }
    let error = DeviceError.unknownDevice("iphone-15-por", suggestions: ["iphone-15-pro"])
    #expect(error.description == "Unknown device 'iphone-15-por'. Did you mean 'iphone-15-pro'?")
    #expect(throws: DeviceError.unknownDevice("iphone14pro", suggestions: ["iphone-14-pro"])) {
      try Self.catalog.device(named: "iphone14pro")
    }
    // The closest, and every name that starts with what was typed.
    #expect(
      throws: DeviceError.unknownDevice(
        "ipad-pro-13", suggestions: ["ipad-pro-11", "ipad-pro-13-m4", "ipad-pro-13-inch-m5"])
    ) {
      try Self.catalog.select(["iphone-x", "ipad-pro-13"])
    }
    #expect(
      DeviceError.unknownDevice(
        "ipad-pro-13", suggestions: ["ipad-pro-11", "ipad-pro-13-m4", "ipad-pro-13-inch-m5"]
      )
      .description
        == "Unknown device 'ipad-pro-13'. Did you mean 'ipad-pro-11', 'ipad-pro-13-m4' or 'ipad-pro-13-inch-m5'?"
    )
    #expect(throws: DeviceError.unknownDevice("Galaxy", suggestions: ["galaxy-s5", "galaxy-s24"])) {
      try Self.catalog.select(["Galaxy"])
    }
  }

  @Test func aNameFarFromEveryDeviceSuggestsTheGroups() {
    #expect(throws: DeviceError.unknownDevice("motorola-edge", suggestions: [])) {
      try Self.catalog.select(["motorola-edge"])
    }
    #expect(
      DeviceError.unknownDevice("motorola-edge", suggestions: []).description
        == "Unknown device 'motorola-edge'. Name a device by its id or an alias slug, or a group: 'all', "
        + "'default', 'phones', 'tablets', 'ios' or 'android'.")
  }

  @Test func aGlobThatMatchesNothingFails() {
    #expect(throws: DeviceError.noMatch(pattern: "nokia-*")) { try Self.catalog.select(["nokia-*"]) }
    #expect(DeviceError.noMatch(pattern: "nokia-*").description == "No device id or alias matches 'nokia-*'.")
  }

  @Test func editDistanceAndGlobs() {
    #expect(NameMatching.editDistance("kitten", "sitting") == 3)
    #expect(NameMatching.editDistance("", "abc") == 3 && NameMatching.editDistance("abc", "") == 3)
    #expect(NameMatching.editDistance("iphone-x", "iphone-x") == 0)
    #expect(NameMatching.matches("iphone-14-pro", glob: "*"))
    #expect(NameMatching.matches("iphone-14-pro", glob: "i*o"))
    #expect(!NameMatching.matches("iphone-14-pro", glob: "i*x"))
    #expect(NameMatching.matches("aaa", glob: "*a*a*a*"))
    #expect(!NameMatching.matches("aa", glob: "*a*a*a*"))
    #expect(NameMatching.matches("", glob: "*") && !NameMatching.matches("", glob: "?"))
    // No exponential backtracking on a pathological pattern.
    #expect(
      !NameMatching.matches(
        String(repeating: "a", count: 200), glob: String(repeating: "*a", count: 50) + "b"))
  }

  // MARK: Catalogs with custom devices

  private static func phone(_ id: String, aliases: [String] = []) throws -> Device {
    try Device(
      id: id, name: "Test phone", aliases: aliases, family: .phone, platform: .ios,
      size: Size(width: 360, height: 780), scale: 3,
      safeArea: Device.PerOrientation(
        portrait: EdgeInsets(top: 50, bottom: 34), landscape: EdgeInsets(left: 50, bottom: 21, right: 50)))
  }

  @Test func aCatalogExtendedWithCustomDevicesSelectsThem() throws {
    let extended = try Self.catalog.adding([Self.phone("test-phone", aliases: ["Test Phone Mini"])])
    #expect(extended.devices.count == 31)
    #expect(try extended.select(["test-phone-mini"]).map(\.id) == ["test-phone"])
    #expect(try extended.select(["test-*", "iphone-x"]).map(\.id) == ["iphone-x", "test-phone"])
    #expect(try extended.select(["default"]).count == 5)
    #expect(try extended.select(["phones"]).count == 24)
  }

  @Test func duplicateIdsAndAliasesAreRejected() throws {
    let copy = try Self.phone("iphone-x")
    #expect(
      throws: DeviceError.duplicateName(
        "iphone-x", first: "'iphone-x'", second: "the added device 'iphone-x'")
    ) {
      try Self.catalog.adding([copy])
    }
    let eight = try Self.phone("my-eight", aliases: ["iPhone 8"])
    #expect(
      throws: DeviceError.duplicateName(
        "iphone-8", first: "'iphone-se-2-3'", second: "the added device 'my-eight'")
    ) {
      try Self.catalog.adding([eight])
    }
    #expect(
      DeviceError.duplicateName("iphone-8", first: "'iphone-se-2-3'", second: "the added device 'my-eight'")
        .description
        == "The device name 'iphone-8' is taken twice, by 'iphone-se-2-3' and by the added device 'my-eight'; "
        + "ids and alias slugs must be unique.")
    let twin = try Self.phone("twin")
    #expect(throws: DeviceError.duplicateName("twin", first: "'twin'", second: "'twin'")) {
      try DeviceCatalog([twin, twin])
    }
  }
}
