#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A layout that switches on the environment: side by side on a regular width, stacked on a
// compact one or at accessibility text sizes, through AnyLayout.

struct AdaptiveContactCard: View {
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  let name: String
  let role: String

  private var stacksVertically: Bool {
    horizontalSizeClass == .compact || dynamicTypeSize.isAccessibilitySize
  }

  var body: some View {
    let layout =
      stacksVertically
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
      : AnyLayout(HStackLayout(alignment: .center, spacing: 16))
    layout {
      Circle()
        .fill(Color.blue.opacity(0.2))
        .frame(width: 56, height: 56)
        .accessibilityIdentifier("photo")
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline)
        Text(role).font(.subheadline).foregroundStyle(.secondary)
      }
      .accessibilityIdentifier("details")
      if !stacksVertically { Spacer() }
    }
    .padding()
  }
}

#Preview {
  AdaptiveContactCard(name: "Katherine Johnson", role: "Research mathematician")
}
