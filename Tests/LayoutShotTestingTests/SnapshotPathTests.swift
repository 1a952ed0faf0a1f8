import LayoutShot
import Testing

@testable import LayoutShotTesting

/// Snapshot file names: nothing a layout or test names can make them climb out of `Snapshots/`.
@Suite("Snapshot names")
struct SnapshotNameTests {
  @Test(arguments: [
    ("ComplexWidth", "ComplexWidth"),
    ("../secrets", "secrets"),
    ("a/../../b", "a.b"),
    ("Card: compact/RTL", "Card-compact-RTL"),
    ("tab\tnew\nline\u{7}", "tab-new-line"),
    (".hidden", "hidden"),
    ("name.v2", "name.v2"),
    ("a - b", "a-b"),
    ("iphone-14-pro", "iphone-14-pro"),
    ("Profil d’été", "Profil-d-t"),
  ])
  func namesBecomeOneSafeComponent(name: String, expected: String) throws {
    #expect(try SnapshotPath.component(name) == expected)
  }

  @Test(arguments: ["", "..", "/", "-.-", "\u{0}", "éé"])
  func namesWithoutALetterOrDigitAreRefused(name: String) {
    #expect(throws: SnapshotPathError(name: name, reason: "it has no letter or digit")) {
      try SnapshotPath.component(name)
    }
  }

  @Test func pathsFollowLayoutDeviceOrientationAndName() throws {
    let phone = Device.iPhoneX.screen(.landscape)
    #expect(
      try SnapshotStore.relativePath(layout: "Card", screen: phone, named: nil, pathExtension: "png")
        == "Card/iphone-x-landscape.png")
    #expect(
      try SnapshotStore.relativePath(layout: "Card", screen: phone, named: "dark mode", pathExtension: "json")
        == "Card/iphone-x-landscape-dark-mode.json")
    let rightToLeft = Device.iPhoneX.screen(.portrait, layoutDirection: .rightToLeft)
    #expect(
      try SnapshotStore.relativePath(layout: "../Card", screen: rightToLeft, named: nil, pathExtension: "svg")
        == "Card/iphone-x-portrait-rtl.svg")
  }

  @Test func variantsAddOnlyWhatDiffersFromTheStandardInAFixedOrder() throws {
    let phone = Device.iPhone12.screen()
    func path(_ variant: Variant, extent: LayoutExtent = .screen) throws -> String {
      try SnapshotPath.relativePath(
        layout: "Card", screen: variant.applied(to: phone), extent: extent, pathExtension: "png")
    }
    #expect(try path(.standard) == "Card/iphone-12-portrait.png")
    #expect(try path(Variant(appearance: .dark)) == "Card/iphone-12-portrait-dark.png")
    #expect(try path(Variant(contentSize: .extraSmall)) == "Card/iphone-12-portrait-xs.png")
    #expect(
      try path(
        Variant(appearance: .dark, contentSize: .accessibilityExtraLarge, layoutDirection: .rightToLeft))
        == "Card/iphone-12-portrait-dark-ax3-rtl.png")
    #expect(
      try path(Variant(contentSize: .extraExtraLarge), extent: .scrollContent)
        == "Card/iphone-12-portrait-xxl-content.png")
  }
}
