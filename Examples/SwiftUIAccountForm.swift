// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

/// An account screen written as a `Form`: the settings that `SwiftUISettingsForm` lays out by
/// hand in a `VStack`, here in the grouped rows iOS gives a form.
///
/// The lesson: a form does the layout. Each control becomes a row at the list margins, at least
/// 44 points tall; sections sit on inset cards with their headers upper-cased above them and
/// footers below; a toggle spreads its label and switch across its row, a menu picker shows its
/// label leading and its value trailing, and `LabeledContent` shows a value it does not edit.
struct SwiftUIAccountForm: View {
  @State private var name = "Jane Appleseed"
  @State private var email = ""
  @State private var showsOnlineStatus = true
  @State private var newsletter = false
  @State private var theme = 2
  @State private var reminders = 3

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $name)
          .accessibilityIdentifier("name")
        TextField("Email", text: $email)
        LabeledContent("Member Since", value: "2019")
      }
      Section {
        Toggle("Show Online Status", isOn: $showsOnlineStatus)
          .accessibilityIdentifier("onlineStatus")
        Toggle("Newsletter", isOn: $newsletter)
        Picker("Theme", selection: $theme) {
          Text("Light").tag(0)
          Text("Dark").tag(1)
          Text("Automatic").tag(2)
        }
        Stepper("Reminders: \(reminders)", value: $reminders, in: 0...5)
      } header: {
        Text("Preferences")
      } footer: {
        Text("Others see your status while you are online.")
      }
      Section {
        Button("Sign Out", role: .destructive) {}
          .accessibilityIdentifier("signOut")
      }
    }
  }
}

#Preview("Account form") {
  SwiftUIAccountForm()
}
