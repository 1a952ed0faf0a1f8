import Foundation
import LayoutShot
import LayoutShotTestSupport
import Testing

/// Devices as JSON and custom devices: the catalog's fixed text (`layoutshot devices --json`), the
/// round trip through the loader and through Foundation's coders, validation errors that name the
/// field, and broken documents that fail with a line and column instead of crashing.
@Suite("Device JSON and custom devices")
struct DeviceJSONTests {
  /// A valid device, to be broken one field at a time.
  private static let valid = """
    {"id": "my-phone", "name": "My phone", "family": "phone", "platform": "ios",
     "size": {"width": 393, "height": 852}, "scale": 3,
     "safeArea": {"portrait": {"top": 59, "left": 0, "bottom": 34, "right": 0},
                  "landscape": {"top": 0, "left": 59, "bottom": 21, "right": 59}}}
    """

  /// The message of loading `[valid, broken]`, where `broken` is `valid` with `old` replaced.
  private static func message(replacing old: String, with new: String) -> String {
    #expect(valid.contains(old), "the fixture has \(old)")
    let broken = valid.replacingOccurrences(of: old, with: new)
    do {
      let devices = try DeviceCatalog.devices(
        fromJSON: "[\(valid.replacingOccurrences(of: "my-phone", with: "other")), \(broken)]")
      return "loaded \(devices.count) devices"
    } catch {
      return error.description
    }
  }

  private static func error(loading text: String) -> DeviceError? {
    do {
      _ = try DeviceCatalog.devices(fromJSON: text)
      return nil
    } catch {
      return error
    }
  }

  // MARK: The catalog as JSON

  @Test func aDeviceIsPrintedWithFixedKeysAndNumbers() throws {
    let kiosk = try Device(
      id: "kiosk", name: #"Lobby "kiosk""#, aliases: ["Kiosk 2"], family: .tablet, platform: .ios,
      size: Size(width: 810, height: 1080), scale: 2,
      safeArea: Device.PerOrientation(portrait: EdgeInsets(top: 20), landscape: nil), cornerRadius: 12.125,
      source: "Measured on site.")
    let expected = #"""
      [
        {
          "id": "kiosk",
          "name": "Lobby \"kiosk\"",
          "aliases": ["Kiosk 2"],
          "family": "tablet",
          "platform": "ios",
          "size": {"width": 810, "height": 1080},
          "scale": 2,
          "pixels": {"width": 1620, "height": 2160},
          "safeArea": {
            "portrait": {"top": 20, "left": 0, "bottom": 0, "right": 0},
            "landscape": null
          },
          "statusBar": {"portrait": null, "landscape": null},
          "cornerRadius": 12.125,
          "cutout": null,
          "cutoutRect": null,
          "layoutMargins": {"compact": 16, "regular": 20, "measured": null},
          "sizeClass": {
            "portrait": {"h": "regular", "v": "regular"},
            "landscape": {"h": "regular", "v": "regular"}
          },
          "source": "Measured on site.",
          "editions": {}
        }
      ]

      """#
    #expect(DeviceCatalog.jsonText(for: [kiosk]) == expected)
    #expect(DeviceCatalog.jsonText(for: []) == "[]\n")
  }

  @Test func theCatalogPrintsTheNotesFieldNames() throws {
    let text = DeviceCatalog.standard.jsonText
    #expect(text == DeviceCatalog.standard.jsonText, "the same text every time")
    #expect(text.hasPrefix("[\n  {\n    \"id\": \"iphone-se-1\",\n"))
    #expect(text.hasSuffix("  }\n]\n"))
    let iPhoneX = DeviceCatalog.jsonText(for: [.iPhoneX]).split(separator: "\n").map(String.init)
    #expect(
      Array(iPhoneX.prefix(23)) == [
        "[",
        "  {",
        "    \"id\": \"iphone-x\",",
        "    \"name\": \"iPhone X / XS / 11 Pro\",",
        "    \"aliases\": [\"iPhone X\", \"iPhone XS\", \"iPhone 11 Pro\"],",
        "    \"family\": \"phone\",",
        "    \"platform\": \"ios\",",
        "    \"size\": {\"width\": 375, \"height\": 812},",
        "    \"scale\": 3,",
        "    \"pixels\": {\"width\": 1125, \"height\": 2436},",
        "    \"safeArea\": {",
        "      \"portrait\": {\"top\": 44, \"left\": 0, \"bottom\": 34, \"right\": 0},",
        "      \"landscape\": {\"top\": 0, \"left\": 44, \"bottom\": 21, \"right\": 44}",
        "    },",
        "    \"statusBar\": {\"portrait\": 44, \"landscape\": 0},",
        "    \"cornerRadius\": 39,",
        "    \"cutout\": \"notch\",",
        "    \"cutoutRect\": {\"x\": 83.33, \"y\": 0, \"width\": 208.33, \"height\": 30},",
        "    \"layoutMargins\": {\"compact\": 16, \"regular\": 20, \"measured\": {\"portrait\": 16, \"landscape\": 60}},",
        "    \"sizeClass\": {",
        "      \"portrait\": {\"h\": \"compact\", \"v\": \"regular\"},",
        "      \"landscape\": {\"h\": \"compact\", \"v\": \"compact\"}",
        "    },",
      ])
    // The source, on one line, with its inch marks escaped.
    #expect(
      iPhoneX[23].hasPrefix(
        #"    "source": "size/scale: ViewImageConfig.iPhoneX, Playwright 'iPhone X' (375x812 dpr 3), HIG "#
          + #"(1125x2436 @3x), DeviceKit (5.8\", 458 ppi). safeArea: "#))
    #expect(iPhoneX[23].hasSuffix(#"sizeClass: ViewImageConfig, dimmmensions, SO q52317545.","#))
    // Then iOS 26's figures, where they differ: 20 below in landscape.
    #expect(
      Array(iPhoneX[24...30]) == [
        "    \"editions\": {",
        "      \"ios26\": {",
        "        \"safeArea\": {",
        "          \"portrait\": {\"top\": 44, \"left\": 0, \"bottom\": 34, \"right\": 0},",
        "          \"landscape\": {\"top\": 0, \"left\": 44, \"bottom\": 20, \"right\": 44}",
        "        },",
        "        \"statusBar\": {\"portrait\": 44, \"landscape\": 0},",
      ])
    #expect(iPhoneX[31].hasPrefix("        \"source\": \"landscape bottom 20 on every Face ID iPhone"))
    #expect(iPhoneX.suffix(4) == ["      }", "    }", "  }", "]"])
    // Android figures keep their decimals; unknowns are null.
    let pixel7 = DeviceCatalog.jsonText(for: [.pixel7])
    #expect(pixel7.contains("\"size\": {\"width\": 411.43, \"height\": 914.29},\n    \"scale\": 2.625,"))
    #expect(pixel7.contains("\"safeArea\": {\n      \"portrait\": null,\n      \"landscape\": null\n    },"))
    #expect(pixel7.contains("\"cornerRadius\": null,\n    \"cutout\": null,"))
    #expect(
      pixel7.contains("\"sizeClass\": {\n      \"portrait\": {\"h\": \"compact\", \"v\": \"expanded\"},"))
  }

  @Test func theCatalogRoundTripsThroughTheLoader() throws {
    let devices = try DeviceCatalog.devices(fromJSON: DeviceCatalog.standard.jsonText)
    #expect(devices == DeviceCatalog.standard.devices)
    // And through bytes, as a file's contents come.
    #expect(try DeviceCatalog.devices(fromJSON: Array(DeviceCatalog.standard.jsonText.utf8)) == devices)
    #expect(try DeviceCatalog.devices(fromJSON: Data(DeviceCatalog.standard.jsonText.utf8)) == devices)
  }

  @Test func foundationsCodersAgreeWithTheLoader() throws {
    let data = Data(DeviceCatalog.standard.jsonText.utf8)
    #expect(try JSONDecoder().decode([Device].self, from: data) == DeviceCatalog.standard.devices)
    let encoded = try JSONEncoder().encode(DeviceCatalog.standard.devices)
    #expect(try DeviceCatalog.devices(fromJSON: encoded) == DeviceCatalog.standard.devices)
    // Foundation's decoder reports the same field paths.
    let broken = Data("[\(Self.valid.replacingOccurrences(of: "\"top\": 59", with: "\"top\": -4"))]".utf8)
    #expect(throws: DeviceError.self) { try JSONDecoder().decode([Device].self, from: broken) }
    do {
      _ = try JSONDecoder().decode([Device].self, from: broken)
    } catch let error as DeviceError {
      #expect(
        error.description
          == "devices[0].safeArea.portrait.top: must be ≥ 0 and fit inside the screen height (852) with the "
          + "bottom inset, not -4.")
    }
  }

  // MARK: Loading custom devices

  @Test func aMinimalDeviceGetsThePlatformsDefaults() throws {
    let devices = try DeviceCatalog.devices(fromJSON: "[\(Self.valid)]")
    let device = try #require(devices.first)
    #expect(device.id == "my-phone" && device.aliases == [])
    #expect(device.pixels == Size(width: 1179, height: 2556))
    #expect(device.statusBar == Device.PerOrientation(portrait: nil, landscape: nil))
    #expect(device.cornerRadius == nil && device.cutout == nil && device.cutoutRect == nil)
    #expect(device.layoutMargins == Device.LayoutMargins(compact: 16, regular: 20, measured: nil))
    #expect(device.sizeClass.portrait == Device.SizeClasses(horizontal: .compact, vertical: .regular))
    #expect(device.sizeClass.landscape == Device.SizeClasses(horizontal: .compact, vertical: .compact))
    #expect(device.source == "")
    // It makes the same screens as the built-in phone it copies shows on iOS 18: a file that gives
    // no `editions` reports its one set of figures in every edition.
    let screen = device.screen(.landscape)
    let builtIn = Device.iPhone14Pro.screen(.landscape, os: .ios18)
    #expect(screen.size == builtIn.size && screen.safeAreaInsets == builtIn.safeAreaInsets)
    #expect(screen.layoutMargins == builtIn.layoutMargins && screen.horizontalSizeClass == .compact)
    // Members LayoutShot does not read (OS variants, navigation bars) are ignored.
    let extra = Self.valid.replacingOccurrences(
      of: "\"scale\": 3,", with: "\"scale\": 3, \"variants\": [{\"os\": \"iOS 26\"}], \"densityDpi\": 480,")
    #expect(try DeviceCatalog.devices(fromJSON: "[\(extra)]") == devices)
  }

  @Test func anAndroidDeviceGetsWindowSizeClasses() throws {
    let tablet = """
      [{"id": "tab", "name": "Tablet", "family": "tablet", "platform": "android",
        "size": {"width": 800, "height": 1280}, "scale": 2,
        "safeArea": {"portrait": {"top": 24, "left": 0, "bottom": 48, "right": 0}, "landscape": null}}]
      """
    let device = try #require(try DeviceCatalog.devices(fromJSON: tablet).first)
    #expect(device.sizeClass.portrait == Device.SizeClasses(horizontal: .medium, vertical: .expanded))
    #expect(device.sizeClass.landscape == Device.SizeClasses(horizontal: .expanded, vertical: .medium))
    #expect(device.layoutMargins == Device.LayoutMargins(compact: 16, regular: nil, measured: nil))
    #expect(device.screen().horizontalSizeClass == .regular && device.screen().layoutMargins.leading == 16)
  }

  @Test func validationErrorsNameTheField() {
    let cases: [(String, String, String)] = [
      (
        "\"top\": 59", "\"top\": -4",
        "devices[1].safeArea.portrait.top: must be ≥ 0 and fit inside the screen height (852) with the bottom "
          + "inset, not -4."
      ),
      (
        "\"top\": 59", "\"top\": 900",
        "devices[1].safeArea.portrait.top: must be ≥ 0 and fit inside the screen height (852) with the bottom "
          + "inset, not 900."
      ),
      (
        "\"left\": 59", "\"left\": 800",
        "devices[1].safeArea.landscape.left: must be ≥ 0 and fit inside the screen width (852) with the right "
          + "inset, not 800."
      ),
      ("\"scale\": 3,", "", "devices[1].scale: is required but missing."),
      ("\"scale\": 3", "\"scale\": \"3\"", "devices[1].scale: expected a number, found a string."),
      (
        "\"scale\": 3", "\"scale\": 0",
        "devices[1].scale: must be a positive number of pixels per point, not 0."
      ),
      ("\"scale\": 3", "\"scale\": null", "devices[1].scale: expected a number, found null."),
      ("\"width\": 393", "\"width\": true", "devices[1].size.width: expected a number, found a boolean."),
      (
        "\"size\": {\"width\": 393, \"height\": 852}", "\"size\": {\"width\": 852, \"height\": 393}",
        "devices[1].size: must be the portrait size, not wider than tall (852 × 393); landscape swaps it."
      ),
      (
        "\"family\": \"phone\"", "\"family\": \"tablett\"",
        "devices[1].family: \"tablett\" is not one of \"phone\", \"tablet\"."
      ),
      (
        "\"platform\": \"ios\"", "\"platform\": [\"ios\"]",
        "devices[1].platform: expected a string, found an array."
      ),
      (
        "\"id\": \"my-phone\"", "\"id\": \"My Phone\"",
        "devices[1].id: \"My Phone\" is not kebab case: lowercase letters and digits joined by single dashes, "
          + "such as \"my-phone\"."
      ),
      (
        "\"id\": \"my-phone\"", "\"id\": \"all\"",
        "devices[1].id: \"all\" is a word that selects a group of devices and cannot be an id."
      ),
      ("\"name\": \"My phone\"", "\"name\": \" \"", "devices[1].name: must not be empty."),
      (
        "\"name\": \"My phone\"", "\"name\": \"My phone\", \"aliases\": [\"Phone 2\", 7]",
        "devices[1].aliases[1]: expected a string, found a number."
      ),
      (
        "\"name\": \"My phone\"", "\"name\": \"My phone\", \"aliases\": [\"Tablets\"]",
        "devices[1].aliases[0]: \"Tablets\" is a word that selects a group of devices and cannot be an alias."
      ),
      (
        "\"right\": 0}", "\"right\": 0, \"extra\": 1}",
        "loaded 2 devices"
      ),
      (
        ", \"right\": 0}", "}",
        "devices[1].safeArea.portrait.right: is required but missing."
      ),
      (
        "\"scale\": 3,", "\"scale\": 3, \"pixels\": {\"width\": 1000, \"height\": 2556},",
        "devices[1].pixels.width: must be 393 × 3 = 1179 within one pixel, not 1000."
      ),
      (
        "\"scale\": 3,", "\"scale\": 3, \"statusBar\": {\"portrait\": 900, \"landscape\": 0},",
        "devices[1].statusBar.portrait: must be ≥ 0 and fit inside the screen height (852), not 900."
      ),
      (
        "\"scale\": 3,", "\"scale\": 3, \"statusBar\": {\"portrait\": 54},",
        "devices[1].statusBar.landscape: is required but missing."
      ),
      (
        "\"scale\": 3,", "\"scale\": 3, \"cornerRadius\": -1,",
        "devices[1].cornerRadius: must be ≥ 0 and at most half the screen width (196.5), not -1."
      ),
      (
        "\"scale\": 3,",
        "\"scale\": 3, \"cutout\": \"none\", \"cutoutRect\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10},",
        "devices[1].cutoutRect: must be null when the cutout is \"none\"."
      ),
      (
        "\"scale\": 3,", "\"scale\": 3, \"cutout\": \"hole\",",
        "devices[1].cutout: \"hole\" is not one of \"none\", \"notch\", \"dynamic-island\", \"punch-hole\"."
      ),
      (
        "\"scale\": 3,",
        "\"scale\": 3, \"cutout\": \"notch\", \"cutoutRect\": {\"x\": 300, \"y\": 0, \"width\": 125, \"height\": 37},",
        "devices[1].cutoutRect: must be a non-empty rectangle inside the portrait screen (393 × 852), not "
          + "(300, 0, 125, 37)."
      ),
      (
        "\"scale\": 3,",
        "\"scale\": 3, \"layoutMargins\": {\"compact\": 16, \"measured\": {\"portrait\": 16, \"landscape\": 500}},",
        "devices[1].layoutMargins.measured.landscape: must be ≥ 0 and less than half the screen width (426), not 500."
      ),
      (
        "\"scale\": 3,", "\"scale\": 3, \"layoutMargins\": {\"regular\": 20},",
        "devices[1].layoutMargins.compact: is required but missing."
      ),
      (
        "\"scale\": 3,",
        "\"scale\": 3, \"sizeClass\": {\"portrait\": {\"h\": \"compact\", \"v\": \"regular\"}, "
          + "\"landscape\": {\"h\": \"medium\", \"v\": \"compact\"}},",
        "devices[1].sizeClass.landscape.h: \"medium\" is not a size class of iOS (\"compact\", \"regular\")."
      ),
      (
        "\"scale\": 3,",
        "\"scale\": 3, \"sizeClass\": {\"portrait\": {\"h\": \"compact\", \"v\": \"huge\"}, "
          + "\"landscape\": {\"h\": \"compact\", \"v\": \"compact\"}},",
        "devices[1].sizeClass.portrait.v: \"huge\" is not one of \"compact\", \"regular\", \"medium\", \"expanded\"."
      ),
    ]
    for (old, new, expected) in cases {
      #expect(Self.message(replacing: old, with: new) == expected)
    }
  }

  @Test func documentLevelProblems() throws {
    #expect(
      Self.error(loading: Self.valid)?.description
        == "devices: expected an array of devices at the top of the document, found an object.")
    #expect(Self.error(loading: "[3]")?.description == "devices[0]: expected an object, found a number.")
    #expect(
      Self.error(loading: "[\(Self.valid), \(Self.valid)]")
        == .duplicateName("my-phone", first: "devices[0] ('my-phone')", second: "devices[1] ('my-phone')"))
    #expect(try DeviceCatalog.devices(fromJSON: " [ ] ") == [])
  }

  @Test func aDeviceDeclaredInSwiftIsChecked() throws {
    #expect(
      throws: DeviceError.invalidField(
        path: "safeArea.portrait.top",
        reason: "must be ≥ 0 and fit inside the screen height (667) with the bottom inset, not -4")
    ) {
      try Device(
        id: "small", name: "Small", family: .phone, platform: .ios, size: Size(width: 375, height: 667),
        scale: 2,
        safeArea: Device.PerOrientation(portrait: EdgeInsets(top: -4), landscape: .zero))
    }
    #expect(
      DeviceError.invalidField(path: "safeArea.portrait.top", reason: "must be ≥ 0").description
        == "safeArea.portrait.top: must be ≥ 0.")
    #expect(
      DeviceError.invalidField(path: "", reason: "no devices").description == "Invalid device: no devices.")
    #expect(throws: DeviceError.self) {
      try Device(
        id: "nan", name: "NaN", family: .phone, platform: .ios, size: Size(width: .nan, height: 667),
        scale: 2,
        safeArea: Device.PerOrientation(portrait: nil, landscape: nil))
    }
    #expect(throws: DeviceError.self) {
      try Device(
        id: "droid", name: "Droid", family: .phone, platform: .android, size: Size(width: 360, height: 800),
        scale: 3, safeArea: Device.PerOrientation(portrait: nil, landscape: nil),
        sizeClass: Device.PerOrientation(
          portrait: Device.SizeClasses(horizontal: .regular, vertical: .medium),
          landscape: Device.SizeClasses(horizontal: .medium, vertical: .compact)))
    }
    // The example of the documentation.
    let kiosk = try Device(
      id: "kiosk", name: "Lobby kiosk", family: .tablet, platform: .ios,
      size: Size(width: 810, height: 1080), scale: 2,
      safeArea: Device.PerOrientation(
        portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)))
    #expect(kiosk.sizeClass.landscape.horizontal == .regular)
    #expect(kiosk.screen(.landscape).layoutMargins.leading == 20)
    #expect(try DeviceCatalog.devices(fromJSON: DeviceCatalog.jsonText(for: [kiosk])) == [kiosk])
  }

  // MARK: Broken documents

  @Test func brokenJSONSaysWhere() throws {
    // Where the text stops being JSON, by Foundation's JSONSerialization, with what is there; the
    // reason is Foundation's. `JSONDecoder` reads strings and numbers only when a field needs
    // them, so those are broken inside a field the loader reads.
    func device(_ old: String, _ new: String) -> String {
      "[" + Self.valid.replacingOccurrences(of: old, with: new) + "]"
    }
    let cases: [(String, String)] = [
      ("", "Invalid JSON at line 1, column 1: unexpected end of file during JSON parse."),
      ("[\n  {\"id\": 1\n]", "Invalid JSON at line 3, column 1: invalid value, found ']'."),
      ("[1 2]", "Invalid JSON at line 1, column 4: invalid value, found '2'."),
      ("[] x", "Invalid JSON at line 1, column 4: invalid value, found 'x'."),
      ("[{\"id\" 1}]", "Invalid JSON at line 1, column 8: invalid value, found '1'."),
      ("[\"abc", "Invalid JSON at line 1, column 6: unexpected end of file during JSON parse."),
      (
        device("\"My phone\"", #""a\qb""#),
        "Invalid JSON at line 1, column 31: invalid escape sequence, found '\\'."
      ),
      (
        device("\"My phone\"", #""a\u12""#),
        #"Invalid JSON at line 1, column 33: invalid hex encoded sequence in "12",", found '1'."#
      ),
      (
        device("\"My phone\"", "\"tab\there\""),
        "Invalid JSON at line 1, column 33: unescaped control character, found a control character (U+0009)."
      ),
      (
        device("\"scale\": 3", "\"scale\": 03"),
        "Invalid JSON at line 2, column 51: number with leading zero, found '3'."
      ),
      (
        device("\"scale\": 3", "\"scale\": 3."),
        "Invalid JSON at line 2, column 52: invalid value, found ','."
      ),
      (
        device("\"scale\": 3", "\"scale\": -"), "Invalid JSON at line 2, column 51: invalid value, found ','."
      ),
      (
        "[\"é\", ×]",
        "Invalid JSON at line 1, column 7: invalid value, found '×'."
      ),
    ]
    for (text, expected) in cases {
      #expect(Self.error(loading: text)?.description == expected, "\(text)")
    }
    // Where Foundation does not say, the end of the text.
    let huge = device("\"scale\": 3", "\"scale\": 1e999")
    let unrepresentable = try #require(Self.error(loading: huge))
    #expect(
      unrepresentable.description.hasPrefix(
        "Invalid JSON at line 4, column 80: number 1e999 is not representable"))
    // Escapes decode: a name with a quote, a tab and an emoji written as a surrogate pair.
    let escaped = Self.valid.replacingOccurrences(
      of: "\"My phone\"", with: #""My \"phone\"\t\ud83d\udcf1 \u00e9""#)
    #expect(try DeviceCatalog.devices(fromJSON: "[\(escaped)]").first?.name == "My \"phone\"\t📱 é")
    // A byte order mark is allowed.
    #expect(try DeviceCatalog.devices(fromJSON: [0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == [])
  }

  @Test func foundationsDecoderIsLenientWhereTheFormatIsNot() throws {
    // JSONDecoder takes a trailing comma, and the first of two members with one name.
    let device = try #require(try DeviceCatalog.devices(fromJSON: "[\(Self.valid)]").first)
    let trailingComma = Self.valid.replacingOccurrences(of: "\"right\": 59}}", with: "\"right\": 59},}")
    #expect(try DeviceCatalog.devices(fromJSON: "[\(trailingComma),]") == [device])
    let twice = Self.valid.replacingOccurrences(of: "\"scale\": 3,", with: "\"scale\": 3, \"scale\": 2,")
    #expect(try DeviceCatalog.devices(fromJSON: "[\(twice)]") == [device])
    // And reads a member only when it is asked for: broken numbers elsewhere go unnoticed.
    let unread = Self.valid.replacingOccurrences(of: "\"scale\": 3,", with: "\"scale\": 3, \"ppi\": 01,")
    #expect(try DeviceCatalog.devices(fromJSON: "[\(unread)]") == [device])
  }

  @Test func deepNestingFailsInsteadOfOverflowingTheStack() throws {
    let deep = String(repeating: "[", count: 100_000)
    let error = try #require(Self.error(loading: deep))
    guard case .invalidJSON(let reason, let line, let column) = error else {
      Issue.record("\(error)")
      return
    }
    // Foundation stops at 512 levels.
    #expect(line == 1 && (513...514).contains(column))
    #expect(reason.contains("nested"), "\(reason)")
  }

  @Test func everyTruncationOrByteFlipOfTheCatalogFailsCleanly() {
    let bytes = Array(DeviceCatalog.standard.jsonText.utf8)
    let lastBracket = bytes.lastIndex(of: UInt8(ascii: "]")) ?? bytes.count
    var failures = 0
    for length in stride(from: 0, to: lastBracket, by: 211) {
      do {
        _ = try DeviceCatalog.devices(fromJSON: bytes[0..<length])
      } catch {
        if case .invalidJSON = error { failures += 1 }
      }
    }
    #expect(failures == (lastBracket + 210) / 211, "every cut short document is invalid JSON")
    // Flipped bytes either still load or fail with a DeviceError; none crashes.
    var generator = SplitMix64(seed: 5)
    for _ in 0..<100 {
      var broken = bytes
      let index = Int(generator.next() % UInt64(broken.count))
      broken[index] = UInt8(truncatingIfNeeded: generator.next())
      _ = try? DeviceCatalog.devices(fromJSON: broken)
    }
  }

  // MARK: Files

  @Test func aDeviceFileLoadsAndExtendsTheCatalog() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutshot-devices-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("[\(Self.valid)]".utf8).write(to: url)
    let devices = try DeviceCatalog.devices(fromFile: url.path)
    #expect(devices.map(\.id) == ["my-phone"])
    let catalog = try DeviceCatalog.standard.adding(devices)
    #expect(try catalog.select(["my-*", "iphone-x"]).map(\.id) == ["iphone-x", "my-phone"])
  }

  @Test func aMissingFileSaysWhy() {
    #expect(
      throws: DeviceError.unreadableFile(
        path: "/nonexistent/devices.json", reason: "No such file or directory")
    ) {
      try DeviceCatalog.devices(fromFile: "/nonexistent/devices.json")
    }
    #expect(
      DeviceError.unreadableFile(path: "/nonexistent/devices.json", reason: "No such file or directory")
        .description
        == "Cannot read the device file '/nonexistent/devices.json': No such file or directory.")
  }
}
