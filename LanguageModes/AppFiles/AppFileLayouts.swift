// The files of this folder as layouts, the way an app's snapshot package lists its screens. The
// list is `nonisolated` so that tests on any actor can read it where the main actor is the default
// isolation; the programs make their controllers and views on the main actor all the same.
#if !canImport(UIKit)
  import LayoutShot
  import LayoutShotUIKit

  nonisolated enum AppFileLayouts {
    static let layouts: [any LayoutProgram] = [
      UIKitLayout.controller("Profile") { ProfileViewController() },
      UIKitLayout.controller("Counter") { CounterViewController() },
      UIKitLayout.controller("Compose") { ComposeViewController() },
      UIKitLayout.cell("ArticleCell") {
        let cell = ArticleCell(style: .default, reuseIdentifier: ArticleCell.reuseIdentifier)
        cell.configure(with: Article(title: "Auto Layout on Linux", thumbnailName: "doc.richtext"))
        return cell
      },
      UIKitLayout.view("ToggleRow") { ToggleRowView(title: "Notifications", isOn: true) },
    ]
  }
#endif
