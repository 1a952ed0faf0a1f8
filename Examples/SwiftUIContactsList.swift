// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

/// A list of contacts in two sections, the favourites and everyone, each row an avatar beside a
/// name and a detail line.
///
/// The lesson: a `List` lays out its rows, not the app. Each view a `ForEach` makes is a row, as
/// tall as its content and the row insets (at least 44 points); the list separates the rows from
/// the text's leading edge and leaves none under a section's last row, and makes only the rows
/// that show, so the data can be as long as it likes.
struct SwiftUIContactsList: View {
  /// A person in the list.
  struct Contact: Identifiable {
    let id: Int
    let name: String
    let detail: String
    let color: Color
  }

  static let favourites = [
    Contact(id: 0, name: "Ana Lima", detail: "Mobile", color: .orange),
    Contact(id: 1, name: "Kenji Watanabe", detail: "Work", color: .teal),
  ]

  static let everyone = [
    Contact(id: 2, name: "Amelia Clarke", detail: "amelia@example.com", color: .pink),
    Contact(id: 3, name: "Bruno Costa", detail: "Mobile", color: .indigo),
    Contact(id: 4, name: "Chloé Martin", detail: "Home", color: .green),
    Contact(id: 5, name: "Dev Patel", detail: "dev@example.com", color: .purple),
    Contact(id: 6, name: "Emma Schmidt", detail: "Work", color: .blue),
    Contact(id: 7, name: "Farah Haddad", detail: "Mobile", color: .red),
    Contact(id: 8, name: "Gabriel Silva", detail: "Home", color: .brown),
    Contact(id: 9, name: "Hana Kim", detail: "hana@example.com", color: .mint),
    Contact(id: 10, name: "Ivan Petrov", detail: "Work", color: .cyan),
  ]

  var body: some View {
    List {
      Section("Favourites") {
        ForEach(Self.favourites) { ContactRow(contact: $0) }
      }
      Section {
        ForEach(Self.everyone) { ContactRow(contact: $0) }
      } header: {
        Text("All Contacts")
      } footer: {
        Text("\(Self.favourites.count + Self.everyone.count) contacts")
      }
    }
  }
}

/// One contact: a round avatar with the initial, the name, and the detail in the secondary
/// colour.
struct ContactRow: View {
  let contact: SwiftUIContactsList.Contact

  var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(contact.color)
        .frame(width: 36, height: 36)
        .overlay(Text(String(contact.name.prefix(1))).font(.headline).foregroundColor(.white))
      VStack(alignment: .leading, spacing: 2) {
        Text(contact.name)
        Text(contact.detail).font(.subheadline).foregroundStyle(.secondary)
      }
    }
  }
}

#Preview("Contacts") {
  SwiftUIContactsList()
}
