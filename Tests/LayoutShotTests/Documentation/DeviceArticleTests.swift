import Foundation
import LayoutShot
import Testing

// The DocC article "Devices": its table is the built-in catalog, row for row, and its snippets
// compile and do what it says. `ReadmeSnippetCoverageTests` checks the snippets' lines against
// this file.

@Suite("Devices article")
struct DeviceArticleTests {
  /// The package root: three folders above this file (Tests/LayoutShotTests/Documentation/).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let article = "Sources/LayoutShot/LayoutShot.docc/Devices.md"

  /// `375`, `2.625`, `392.73`: at most three decimals, no trailing zeros; `—` for an unknown figure.
  static func number(_ value: Double?) -> String {
    guard let value else { return "—" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// Top, left, bottom and right, or `—` when no source gives the insets.
  static func insets(_ insets: EdgeInsets?) -> String {
    guard let insets else { return "—" }
    return [insets.top, insets.left, insets.bottom, insets.right].map { number($0) }.joined(separator: " ")
  }

  /// The article's table, made from the catalog: the header, the rule and a row per device, ★ on
  /// the default set, with the default edition's insets and status bars.
  static func table(of catalog: DeviceCatalog) -> [String] {
    let defaults = Set(DeviceCatalog.defaultDeviceIDs)
    let header = [
      "| id | name | points | scale | safe area, portrait (t l b r) | landscape | status bar (p, l) "
        + "| corner radius | cutout |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    return header
      + catalog.devices.map { device in
        let bars = device.statusBar(in: .standard)
        let safeArea = device.safeArea(in: .standard)
        let statusBar =
          bars.portrait == nil && bars.landscape == nil
          ? "—" : "\(number(bars.portrait)), \(number(bars.landscape))"
        let cells = [
          "`\(device.id)`" + (defaults.contains(device.id) ? " ★" : ""), device.name,
          "\(number(device.size.width)) × \(number(device.size.height))", "@\(number(device.scale))x",
          insets(safeArea.portrait), insets(safeArea.landscape), statusBar,
          number(device.cornerRadius), device.cutout?.rawValue ?? "—",
        ]
        return "| " + cells.joined(separator: " | ") + " |"
      }
  }

  @Test func theTableIsTheCatalog() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(Self.article), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("| id | name |") })
    let shown = Array(lines[start...].prefix { $0.hasPrefix("|") })
    let expected = Self.table(of: .standard)
    #expect(
      shown == expected, "replace the table in \(Self.article) with:\n\(expected.joined(separator: "\n"))")
  }

  @Test func screensAndSelections() throws {
    let screen = Device.iPhone14Pro.screen(.landscape)
    #expect(screen.size == Size(width: 852, height: 393))
    let keyboard = Screen(
      device: .iPhone14Pro, orientation: .landscape,
      additionalSafeAreaInsets: EdgeInsets(bottom: 141))
    // iOS 26's 20 below in landscape, plus the 141 added.
    #expect(keyboard.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 161, right: 59))
    let phones = try DeviceCatalog.standard.select(["phones"])
    #expect(phones.allSatisfy { $0.family == .phone } && phones.contains(.iPhoneSE2And3))
    // An alias selects the device whose screen it shares.
    #expect(try DeviceCatalog.standard.device(named: "iphone-15-pro").id == "iphone-14-pro")
  }

  @Test func devicesOfYourOwn() throws {
    let kiosk = try Device(
      id: "kiosk", name: "Lobby kiosk", family: .tablet, platform: .ios,
      size: Size(width: 810, height: 1080), scale: 2,
      safeArea: Device.PerOrientation(
        portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)))
    let fromFile = try DeviceCatalog.devices(
      fromJSON: """
        [{"id": "wall-panel", "name": "Wall panel", "family": "tablet", "platform": "ios",
          "size": {"width": 600, "height": 960}, "scale": 2,
          "safeArea": {
            "portrait": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "landscape": null}}]
        """)
    let catalog = try DeviceCatalog.standard.adding([kiosk] + fromFile)
    #expect(catalog.devices.count == DeviceCatalog.standard.devices.count + 2)
    #expect(catalog["wall-panel"]?.pixels == Size(width: 1200, height: 1920))
    // What is left out takes UIKit's rules: an iOS tablet is regular in both size classes, and
    // its margins are 16 and 20.
    #expect(kiosk.sizeClass.landscape.horizontal == .regular)
    #expect(kiosk.layoutMargins.compact == 16 && kiosk.layoutMargins.regular == 20)
  }

  @Test func aWrongFieldIsNamed() {
    #expect {
      _ = try DeviceCatalog.devices(
        fromJSON: """
          [{"id": "a", "name": "A", "family": "phone", "platform": "ios",
            "size": {"width": 300, "height": 600}, "scale": 2, "safeArea": {"portrait": null, "landscape": null}},
           {"id": "b", "name": "B", "family": "phone", "platform": "ios",
            "size": {"width": 300, "height": 600}, "scale": 2, "safeArea": {"portrait": null, "landscape": null}},
           {"id": "c", "name": "C", "family": "phone", "platform": "ios",
            "size": {"width": 300, "height": 600}, "scale": 2,
            "safeArea": {"portrait": {"top": -1, "left": 0, "bottom": 0, "right": 0}, "landscape": null}}]
          """)
    } throws: { error in
      "\(error)".contains("devices[2].safeArea.portrait.top")
    }
  }
}
