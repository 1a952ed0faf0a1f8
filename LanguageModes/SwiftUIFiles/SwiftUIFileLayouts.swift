// The SwiftUI files of this folder as layouts. The list is `nonisolated` so that tests on any
// actor can read it where the main actor is the default isolation.
#if !canImport(UIKit)
  import LayoutShotSwiftUI

  import protocol LayoutShot.LayoutProgram

  nonisolated enum SwiftUIFileLayouts {
    static let layouts: [any LayoutProgram] = [
      SwiftUILayout.screen("ReadingList") { ReadingListView().environment(ReadingList()) },
      SwiftUILayout.component("NotificationSettings") { NotificationSettings().environmentObject(Account()) },
    ]
  }
#endif
