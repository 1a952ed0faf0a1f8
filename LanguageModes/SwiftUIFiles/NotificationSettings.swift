#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A settings form written the older way: an `ObservableObject` with `@Published` properties as a
// `@StateObject`, an `@EnvironmentObject`, `@State`, `@Binding` and a `ViewModifier`.

final class NotificationPreferences: ObservableObject {
  @Published var sounds = true
  @Published var badges = false
}

final class Account: ObservableObject {
  @Published var name = "Ada"
}

struct NotificationSettings: View {
  @StateObject private var preferences = NotificationPreferences()
  @EnvironmentObject private var account: Account
  @State private var isExpanded = true

  var body: some View {
    VStack(spacing: 0) {
      Text("Notifications for \(account.name)").font(.headline).rowStyle()
      Divider()
      SettingRow(title: "Sounds", isOn: $preferences.sounds)
      if isExpanded {
        Divider()
        SettingRow(title: "Badges", isOn: $preferences.badges)
      }
    }
  }
}

struct SettingRow: View {
  let title: String
  @Binding var isOn: Bool

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Capsule()
        .fill(isOn ? Color.green : Color.gray)
        .frame(width: 51, height: 31)
    }
    .rowStyle()
    .accessibilityIdentifier(title)
  }
}

/// The padding and height of a settings row.
struct RowStyle: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(.horizontal, 16)
      .frame(minHeight: 44)
  }
}

extension View {
  func rowStyle() -> some View { modifier(RowStyle()) }
}
