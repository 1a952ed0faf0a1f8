#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// An icon with a count badge in its top-trailing corner, offset half outside, as tab items and
// toolbar buttons show unread counts.

struct BadgedIcon: View {
  let systemName: String
  let count: Int

  var body: some View {
    ZStack(alignment: .topTrailing) {
      Image(systemName: systemName)
        .font(.system(size: 28))
        .frame(width: 44, height: 44)
      if count > 0 {
        Text(count > 99 ? "99+" : "\(count)")
          .font(.caption2.bold())
          .foregroundStyle(.white)
          .padding(.horizontal, 5)
          .frame(minWidth: 18, minHeight: 18)
          .background(Color.red, in: Capsule())
          .offset(x: 6, y: -4)
          .accessibilityIdentifier("\(systemName).badge")
      }
    }
  }
}

struct BadgeRow: View {
  var body: some View {
    HStack(spacing: 24) {
      BadgedIcon(systemName: "envelope", count: 3).accessibilityIdentifier("envelope")
      BadgedIcon(systemName: "bell", count: 128).accessibilityIdentifier("bell")
      BadgedIcon(systemName: "cart", count: 0).accessibilityIdentifier("cart")
    }
    .padding()
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  BadgeRow()
}
