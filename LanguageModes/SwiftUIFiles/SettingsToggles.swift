#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// Preference rows stored with @AppStorage: a label with an icon tile and a toggle, grouped on a
// rounded card, the way apps build settings before reaching for Form.

struct SettingsToggles: View {
  @AppStorage("notificationsEnabled") private var notificationsEnabled = true
  @AppStorage("soundsEnabled") private var soundsEnabled = false
  @AppStorage("badgeEnabled") private var badgeEnabled = true

  var body: some View {
    VStack(spacing: 0) {
      ToggleRow(title: "Notifications", symbol: "bell.fill", tint: .red, isOn: $notificationsEnabled)
      Divider().padding(.leading, 56)
      ToggleRow(title: "Sounds", symbol: "speaker.wave.2.fill", tint: .pink, isOn: $soundsEnabled)
      Divider().padding(.leading, 56)
      ToggleRow(title: "Badge App Icon", symbol: "app.badge.fill", tint: .orange, isOn: $badgeEnabled)
    }
    .background(Color.white, in: RoundedRectangle(cornerRadius: 10))
    .padding()
    .background(Color.gray.opacity(0.12))
  }
}

struct ToggleRow: View {
  let title: String
  let symbol: String
  let tint: Color
  @Binding var isOn: Bool

  var body: some View {
    Toggle(isOn: $isOn) {
      HStack(spacing: 12) {
        Image(systemName: symbol)
          .font(.system(size: 15, weight: .semibold))
          .foregroundStyle(.white)
          .frame(width: 28, height: 28)
          .background(tint, in: RoundedRectangle(cornerRadius: 6))
        Text(title)
      }
    }
    .padding(.horizontal, 16)
    .frame(minHeight: 44)
    .accessibilityIdentifier(title)
  }
}

#Preview {
  SettingsToggles()
}
