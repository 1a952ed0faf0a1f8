#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
#else
  import LayoutShotSwiftUI
  import LayoutShotUIKit
#endif

// A UIKit screen part-way through a move to SwiftUI: a UIKit header, and under it a SwiftUI card
// in a hosting controller added as a child, pinned by its top and sides so that it takes its
// content's height.

final class AccountOverviewViewController: UIViewController {
  private let headerView = UIView()
  private let statsController = UIHostingController(
    rootView: AccountStatsCard(followers: 1_280, following: 312))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    headerView.backgroundColor = .systemBlue
    headerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(headerView)

    addChild(statsController)
    let statsView: UIView = statsController.view
    statsView.backgroundColor = .clear
    statsView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(statsView)
    statsController.didMove(toParent: self)

    NSLayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerView.heightAnchor.constraint(equalToConstant: 120),
      statsView.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 16),
      statsView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      statsView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
  }
}

struct AccountStatsCard: View {
  let followers: Int
  let following: Int

  var body: some View {
    HStack(spacing: 0) {
      stat("Followers", value: followers)
        .frame(maxWidth: .infinity)
        .accessibilityIdentifier("followers")
      Divider()
        .frame(height: 32)
      stat("Following", value: following)
        .frame(maxWidth: .infinity)
    }
    .padding(.vertical, 12)
    .background(
      RoundedRectangle(cornerRadius: 12, style: .continuous)
        .fill(Color(.secondarySystemGroupedBackground))
    )
    .accessibilityIdentifier("statsCard")
  }

  private func stat(_ title: String, value: Int) -> some View {
    VStack(spacing: 2) {
      Text(value, format: .number)
        .font(.title2.bold())
      Text(title)
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}
