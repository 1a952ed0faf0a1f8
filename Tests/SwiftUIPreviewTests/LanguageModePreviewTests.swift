import AppFilesSwift6
import LayoutShotSwiftUI
import LayoutShotTesting
import Testing

import class LayoutShot.LayoutEngine
import struct LayoutShot.Size

/// The previews of the app files the language-mode targets compile (`Examples/` and
/// `LanguageModes/SwiftUIFiles/`), found by the LayoutShotPreviews plugin in `AppFilesSwift6`
/// with no registration, as an app's would be.
@MainActor @Suite struct LanguageModePreviewTests {
  @Test func everyPreviewOfTheAppFilesIsListed() {
    // Read off the files: Examples/ before SwiftUIFiles/, each folder's files in name order;
    // ReadingList.swift declares its PreviewProvider (untitled: 1) before its titled #Preview.
    let untitled = [
      "AdaptiveProfileLayout", "ArticleRowView", "BannerView", "ChatThread", "CheckoutSummary",
      "CountdownCard",
      "EmptyStateView", "FilterHeader",
    ]
    let afterLogin = [
      "NotificationBadge", "NowPlayingView", "OnboardingPage", "PlaceCard", "ProductCardView",
      "ProfileHeaderView", "QuantityOptions", "RatingSummary",
    ]
    let last = ["ReceiptBottomBar", "SettingsToggles", "StatsTiles", "TagCloud", "TaskRowView", "WeatherNow"]
    let expected =
      [
        "SwiftUIAccountForm/Account form", "SwiftUIContactsList/Contacts", "SwiftUIFilterSheet/Filter sheet",
        "SwiftUIMailboxes/Mailboxes", "SwiftUIPhotoTabs/Albums",
      ]
      + untitled.map { $0 + "/1" } + ["LoginScreen/Sign in"] + afterLogin.map { $0 + "/1" }
      + ["ReadingList/1", "ReadingList/Reading list"] + last.map { $0 + "/1" }
    #expect(AppFilesSwift6Previews.all.map(\.name) == expected)
  }

  @Test func theExamplesPreviewsMatchTheirSnapshots() {
    // The examples' own #Previews, found by the plugin, each snapshotted in its own folder
    // (Snapshots/SwiftUIAccountForm-Account-form/…) with no code per preview.
    let examples = AppFilesSwift6Previews.all.filter { $0.file.hasPrefix("SwiftUI") }
    #expect(examples.count == 5)
    assertLayoutSnapshot(of: .previews(in: examples), on: .devices("iphone-14-pro"), as: [.png, .frames])
  }

  @Test func everyPreviewLaysOutAsItsTraitsSay() throws {
    let phone = try #require(SnapshotScreens.devices("iphone-14-pro").resolve().first)
    let engine = LayoutEngine()
    for preview in AppFilesSwift6Previews.all {
      let solved = try engine.solve(preview, on: phone)
      switch preview.name {
      case "CountdownCard/1":
        // .fixedLayout(width: 320, height: 200)
        #expect(solved.screen.size == Size(width: 320, height: 200))
      case "NotificationBadge/1", "ProductCardView/1":
        // .sizeThatFitsLayout: no larger than the 393 × 852 screen it is offered.
        #expect(solved.screen.size.width <= 393 && solved.screen.size.height <= 852, "\(preview.name)")
      default:
        #expect(solved.screen.size == Size(width: 393, height: 852), "\(preview.name)")
      }
    }
  }
}
