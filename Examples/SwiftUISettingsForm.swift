// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

/// A settings screen written the way apps wrote one before `Form`: a `VStack` of rows inside
/// padding — a header with an avatar and a name, switches with labelled icons, a segmented
/// picker, a slider between its value symbols, a stepper, and a destructive button.
///
/// The lesson: SwiftUI's controls take the width they are offered. Each toggle and the stepper
/// spread their label and control across the row (their `HStack` has a `Spacer`), the segmented
/// picker shares the row in equal segments, the slider's track takes what its two symbols leave,
/// and the button stays its own size unless a frame widens it.
struct SwiftUISettingsForm: View {
  @State private var notifications = true
  @State private var cellularData = false
  @State private var appearance = 2
  @State private var volume = 0.6
  @State private var textSize = 17

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      header
      Divider()
      Toggle(isOn: $notifications) {
        Label("Notifications", systemImage: "bell.badge")
      }
      .accessibilityIdentifier("notifications")
      Toggle(isOn: $cellularData) {
        Label("Cellular Data", systemImage: "antenna.radiowaves.left.and.right")
      }
      Divider()
      VStack(alignment: .leading, spacing: 8) {
        Label("Appearance", systemImage: "circle.lefthalf.filled")
        Picker("Appearance", selection: $appearance) {
          Text("Light").tag(0)
          Text("Dark").tag(1)
          Text("Automatic").tag(2)
        }
        .pickerStyle(.segmented)
      }
      VStack(alignment: .leading, spacing: 8) {
        Label("Volume", systemImage: "speaker.wave.2")
        Slider(value: $volume) {
          Text("Volume")
        } minimumValueLabel: {
          Image(systemName: "speaker")
        } maximumValueLabel: {
          Image(systemName: "speaker.wave.3")
        }
      }
      Stepper("Text Size: \(textSize)", value: $textSize, in: 12...24)
      Divider()
      Button(role: .destructive) {
      } label: {
        Label("Sign Out", systemImage: "rectangle.portrait.and.arrow.right")
      }
      .buttonStyle(.bordered)
      .frame(maxWidth: .infinity)
      .accessibilityIdentifier("signOut")
    }
    .padding()
  }

  /// The avatar with initials beside the name and what the account holds.
  private var header: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(Color.indigo)
        .frame(width: 60, height: 60)
        .overlay(Text("JA").font(.title2).bold().foregroundColor(.white))
        .accessibilityIdentifier("avatar")
      VStack(alignment: .leading, spacing: 2) {
        Text("Jane Appleseed").font(.title3).bold()
        Text("Apple Account, iCloud and more").font(.subheadline).foregroundColor(.secondary)
      }
      Spacer()
    }
  }
}
