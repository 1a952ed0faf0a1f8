import LayoutShot
import LayoutShotUIKit

import struct LayoutShotSwiftUI.SwiftUILayout

/// The example layouts, in the order the command line lists and renders them.
///
/// Each example ports a layout from one of the articles LayoutShot started from, with the same
/// view names, and is commented as a lesson. `BarsGallery`, `ControlsGallery`, `LoginViewController`,
/// `MessageCell`, `PhotoGrid`, `RemindersList`, `SettingsForm`, `SettingsList` and the tables
/// `Inbox`, `NetworkList` and `SettingsViewController` are UIKit code, written as an iOS app writes
/// it, laid out through ``UIKitLayout``; `SwiftUIAccountForm`, `SwiftUIContactsList`,
/// `SwiftUIDashboard`, `SwiftUIFilterSheet`, `SwiftUIMailboxes`, `SwiftUIPhotoTabs`, `SwiftUIProfileCard` and `SwiftUISettingsForm` are SwiftUI
/// code, laid out by SwiftUI's algorithm through `SwiftUILayout`; `HostedProfileCard` is a UIKit
/// screen that hosts the SwiftUI card in a `UIHostingController`.
public enum Catalog {
  public static let layouts: [any LayoutProgram] = [
    AccessibleRow(),
    AlternatingGrid(),
    UIKitLayout.controller("BarsGallery") { BarsGallery.make(selectedTab: 0) },
    UIKitLayout.controller("BarsGalleryConversation") { BarsGallery.make(selectedTab: 1) },
    ComplexWidth(),
    UIKitLayout.controller("ControlsGallery") { ControlsGalleryViewController() },
    FillView(),
    Grapevine(),
    UIKitLayout.controller("HostedProfileCard") { HostedProfileViewController() },
    UIKitLayout.controller("Inbox") { InboxViewController() },
    UIKitLayout.controller("LoginViewController") { LoginViewController() },
    UIKitLayout.cell("MessageCell") {
      let cell = MessageCell(style: .default, reuseIdentifier: MessageCell.reuseIdentifier)
      cell.configure(
        message:
          "Running ten minutes late, the bridge is closed. Order me the usual and I'll be right there!",
        time: "9:41 AM")
      return cell
    },
    UIKitLayout.controller("NetworkList") { NetworkListViewController() },
    UIKitLayout.controller("PhotoGrid") { PhotoGridViewController() },
    PoweredAnchors(),
    ProfileCard(),
    UIKitLayout.controller("RemindersList") { RemindersList.make() },
    UIKitLayout.controller("SettingsForm") { SettingsFormViewController() },
    UIKitLayout.controller("SettingsList") { SettingsList.make() },
    UIKitLayout.controller("SettingsViewController") { SettingsViewController() },
    StackGallery(),
    SwiftUILayout.screen("SwiftUIAccountForm") { SwiftUIAccountForm() },
    SwiftUILayout.screen("SwiftUIContactsList") { SwiftUIContactsList() },
    SwiftUILayout.screen("SwiftUIDashboard") { SwiftUIDashboard() },
    SwiftUILayout.screen("SwiftUIFilterSheet") { SwiftUIFilterSheet() },
    SwiftUILayout.screen("SwiftUIMailboxes") { SwiftUIMailboxes() },
    SwiftUILayout.screen("SwiftUIPhotoTabs") { SwiftUIPhotoTabs() },
    SwiftUILayout.component("SwiftUIProfileCard") { SwiftUIProfileCard() },
    SwiftUILayout.component("SwiftUISettingsForm") { SwiftUISettingsForm() },
    TypeScale(),
  ]
}
