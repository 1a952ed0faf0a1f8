import LayoutShot
import LayoutShotExamples
import LayoutShotTesting
import Testing

/// Every example layout on the default devices, in portrait and landscape (and the scrolling ones
/// also with their whole content), against the references committed under `Snapshots/`: the
/// project's own snapshot tests, byte for byte.
///
/// To accept a deliberate change: `LAYOUTSHOT_RECORD=failed swift test --filter ExampleSnapshotTests`,
/// then review and commit `Snapshots/`.
@Suite("Example snapshots")
struct ExampleSnapshotTests {
  @Test(
    arguments: Catalog.layouts.map(\.name).filter {
      !oneDeviceExamples.contains($0) && !tableExamples.contains($0) && !wholeContentExamples.contains($0)
        && !iPadExamples.contains($0)
    })
  func exampleMatchesItsSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices(orientations: [.portrait, .landscape]), as: [.png, .svg, .frames])
  }

  /// The examples committed on one device only, light and dark, to keep the references small.
  static let oneDeviceExamples = [
    "BarsGallery", "BarsGalleryConversation", "HostedProfileCard", "RemindersList", "SwiftUIAccountForm",
    "SwiftUIContactsList", "SwiftUIDashboard", "SwiftUIFilterSheet", "SwiftUIPhotoTabs", "SwiftUIProfileCard",
    "SwiftUISettingsForm",
  ]

  @Test(arguments: oneDeviceExamples)
  func oneDeviceExampleMatchesItsLightAndDarkSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-14-pro"), variants: [.standard, Variant(appearance: .dark)],
      as: [.png, .svg, .frames])
  }

  /// The examples whose subject is an iPad's regular width (a split view's columns side by side),
  /// committed on one iPad in landscape, light and dark.
  static let iPadExamples = ["SwiftUIMailboxes"]

  @Test(arguments: iPadExamples)
  func iPadExampleMatchesItsLightAndDarkSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices("ipad-pro-11", orientations: [.landscape]),
      variants: [.standard, Variant(appearance: .dark)], as: [.png, .svg, .frames])
  }

  /// The examples committed on one device only, in light and dark and with their whole content,
  /// to keep the references small.
  static let wholeContentExamples = ["PhotoGrid", "SettingsList"]

  @Test(arguments: wholeContentExamples)
  func wholeContentExampleMatchesItsSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    let dark = [Variant(appearance: .dark)]
    assertLayoutSnapshot(of: program, on: .devices("iphone-14-pro"), as: [.png, .svg, .frames])
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-14-pro"), variants: dark, as: [.png, .svg, .frames])
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-14-pro"), as: [.png, .svg, .frames], extent: .scrollContent)
  }

  /// The examples committed in other settings too: the three whose text and colours follow the
  /// user's settings (Dynamic Type text styles, system colours, leading and trailing).
  static let variantExamples = ["AccessibleRow", "LoginViewController", "ProfileCard"]

  /// The settings a reviewer most needs, one at a time (not their product, which would multiply
  /// the files): dark mode, the third accessibility text size, right to left, and strings twice
  /// as long; and the hardest of them together, dark at the largest text size right to left.
  static let variants = [
    Variant(appearance: .dark), Variant(contentSize: .accessibilityExtraLarge),
    Variant(layoutDirection: .rightToLeft), Variant(pseudoLocale: .doubleLength),
    Variant(
      appearance: .dark, contentSize: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft),
  ]

  @Test(arguments: variantExamples)
  func exampleMatchesItsVariantSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-se-2-3", "iphone-14-pro"), variants: Self.variants,
      as: [.png, .svg, .frames])
  }

  /// The examples that scroll, also at the extent that shows their whole content.
  static let scrollingExamples = ["ControlsGallery", "SettingsForm", "StackGallery"]

  @Test(arguments: scrollingExamples)
  func scrollingExampleMatchesItsWholeContentSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices(orientations: [.portrait, .landscape]), as: [.png, .svg, .frames],
      extent: .scrollContent)
  }

  /// The table examples, committed on one device only, light and dark, to keep the references
  /// few; the inbox, longer than the screen, also with its whole content.
  static let tableExamples = ["Inbox", "NetworkList", "SettingsViewController"]

  @Test(arguments: tableExamples)
  func tableExampleMatchesItsSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-14-pro"), variants: [Variant(), Variant(appearance: .dark)],
      as: [.png, .frames])
  }

  @Test func inboxMatchesItsWholeContentSnapshot() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "Inbox" })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-14-pro"), as: [.png, .frames], extent: .scrollContent)
  }

  /// The controls gallery's whole content in dark mode too, where every control takes its dark
  /// colours.
  @Test func controlsGalleryMatchesItsDarkSnapshots() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "ControlsGallery" })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-14-pro"), variants: [Variant(appearance: .dark)],
      as: [.png, .svg, .frames], extent: .scrollContent)
  }

  /// The controls gallery's whole content in the iOS 18 edition, light and dark: every control as
  /// iOS 15 to 18 draw it, beside the default iOS 26 references above (Documentation/Controls.md).
  @Test func controlsGalleryMatchesItsIOS18Snapshots() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "ControlsGallery" })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-14-pro"),
      variants: [Variant(os: .ios18), Variant(appearance: .dark, os: .ios18)], as: [.png, .svg, .frames],
      extent: .scrollContent)
  }

  /// The SwiftUI settings form in the iOS 18 edition, whose toggles, picker, stepper and slider
  /// keep their iOS 18 looks.
  @Test func swiftUISettingsFormMatchesItsIOS18Snapshot() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "SwiftUISettingsForm" })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-14-pro"), variants: [Variant(os: .ios18)], as: [.png, .frames])
  }
}

/// UIKit examples asserted from the main actor, where a test of app code often runs: the program's
/// own code runs there at once, the rest as from any test, and the same references match.
@MainActor
@Suite("UIKit example snapshots from the main actor")
struct MainActorExampleSnapshotTests {
  @Test(arguments: ["LoginViewController", "MessageCell"])
  func aUIKitExampleMatchesItsSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    let failures = verifyLayoutSnapshot(
      of: program, on: .devices(orientations: [.portrait, .landscape]), as: [.png, .svg, .frames])
    #expect(failures == [])
  }
}
