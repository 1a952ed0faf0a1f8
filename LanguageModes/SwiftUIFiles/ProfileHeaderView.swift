#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A social profile header: an avatar with initials, name and handle, a follow button, and a
// row of statistics split by dividers.

struct ProfileHeaderView: View {
  let name: String
  let handle: String
  let posts: Int
  let followers: Int
  let following: Int
  @State private var isFollowing = false

  private var initials: String {
    name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 12) {
        Circle()
          .fill(Color.orange.gradient)
          .frame(width: 64, height: 64)
          .overlay {
            Text(initials)
              .font(.title2.bold())
              .foregroundStyle(.white)
          }
          .accessibilityIdentifier("avatar")
        VStack(alignment: .leading, spacing: 2) {
          Text(name).font(.headline)
          Text("@\(handle)").font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer()
        Button(isFollowing ? "Following" : "Follow") {
          isFollowing.toggle()
        }
        .buttonStyle(.bordered)
        .buttonBorderShape(.capsule)
        .accessibilityIdentifier("follow")
      }
      HStack {
        StatColumn(value: posts, title: "Posts")
        Divider()
        StatColumn(value: followers, title: "Followers")
        Divider()
        StatColumn(value: following, title: "Following")
      }
      .frame(height: 44)
      .accessibilityIdentifier("stats")
    }
    .padding()
  }
}

struct StatColumn: View {
  let value: Int
  let title: String

  var body: some View {
    VStack(spacing: 2) {
      Text(value, format: .number).font(.headline).monospacedDigit()
      Text(title).font(.caption).foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity)
  }
}

#Preview {
  ProfileHeaderView(
    name: "Grace Hopper", handle: "amazinggrace", posts: 128, followers: 12_400, following: 87)
}
