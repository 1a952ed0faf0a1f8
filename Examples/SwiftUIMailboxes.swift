// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

/// A mail app's three columns: mailboxes, the messages of one, and a message.
///
/// The lesson: on an iPad in landscape a `NavigationSplitView` stands its columns side by side,
/// each under its own navigation bar: the sidebar and the content column 320 points wide, the
/// detail the rest, a hairline between them; the sidebar's list takes the sidebar style. On a
/// phone the same code collapses into one stack showing the mailboxes
/// (Documentation/SplitViews.md).
struct SwiftUIMailboxes: View {
  var body: some View {
    NavigationSplitView {
      List {
        Label("Inbox", systemImage: "tray")
        Label("Drafts", systemImage: "doc")
        Label("Sent", systemImage: "paperplane")
        Label("Trash", systemImage: "trash")
      }
      .navigationTitle("Mailboxes")
    } content: {
      List {
        MessageRow(sender: "Ana Lima", subject: "Tickets for Friday")
        MessageRow(sender: "Bo Chen", subject: "Quarterly report")
        MessageRow(sender: "Chris Ode", subject: "Re: the garden")
      }
      .listStyle(.plain)
      .navigationTitle("Inbox")
    } detail: {
      ScrollView {
        VStack(alignment: .leading, spacing: 8) {
          Text("Tickets for Friday").font(.title2).bold()
          Text("From Ana Lima").foregroundStyle(.secondary)
          Text("I found two seats in the third row. Shall I book them?")
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      .navigationTitle("Message")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

/// One message in the list: its sender over its subject.
private struct MessageRow: View {
  let sender: String
  let subject: String

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(sender).font(.headline)
      Text(subject).font(.subheadline).foregroundStyle(.secondary)
    }
  }
}

#Preview("Mailboxes") {
  SwiftUIMailboxes()
}
