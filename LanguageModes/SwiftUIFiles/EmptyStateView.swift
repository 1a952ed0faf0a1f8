#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// An empty state centred on the screen: a large symbol, a title, an explanation and an action.

struct EmptyInboxView: View {
  var onCompose: () -> Void = {}

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "tray")
        .font(.system(size: 56, weight: .light))
        .foregroundStyle(.secondary)
        .accessibilityHidden(true)
      Text("No Messages")
        .font(.title2.bold())
      Text("Messages you receive will appear here. Start a conversation to say hello.")
        .font(.body)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
        .fixedSize(horizontal: false, vertical: true)
      Button("New Message", action: onCompose)
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier("compose")
    }
    .padding(40)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

#Preview {
  EmptyInboxView()
}
