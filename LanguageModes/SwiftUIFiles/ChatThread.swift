#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// Chat bubbles: mine on the trailing side in the accent colour, theirs on the leading side in
// grey, each at most most of the row's width, with a composer pinned at the bottom.

struct ChatMessage: Identifiable {
  let id: Int
  let text: String
  let isMine: Bool
}

struct ChatBubble: View {
  let message: ChatMessage

  var body: some View {
    HStack {
      if message.isMine { Spacer(minLength: 48) }
      Text(message.text)
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .foregroundStyle(message.isMine ? Color.white : Color.primary)
        .background(
          message.isMine ? Color.blue : Color.gray.opacity(0.2),
          in: RoundedRectangle(cornerRadius: 18, style: .continuous))
      if !message.isMine { Spacer(minLength: 48) }
    }
  }
}

struct ChatThread: View {
  let messages: [ChatMessage]
  @State private var draft = ""

  var body: some View {
    VStack(spacing: 8) {
      ForEach(messages) { message in
        ChatBubble(message: message)
          .accessibilityIdentifier("message\(message.id)")
      }
      Spacer()
    }
    .padding(.horizontal, 12)
    .safeAreaInset(edge: .bottom) {
      HStack(spacing: 8) {
        TextField("Message", text: $draft)
          .textFieldStyle(.roundedBorder)
        Button {
        } label: {
          Image(systemName: "arrow.up.circle.fill")
            .font(.title)
        }
        .disabled(draft.isEmpty)
      }
      .padding(.horizontal, 12)
      .padding(.vertical, 8)
      .background(.bar)
      .accessibilityIdentifier("composer")
    }
  }
}

#Preview {
  ChatThread(messages: [
    ChatMessage(id: 1, text: "Are we still on for Saturday?", isMine: false),
    ChatMessage(id: 2, text: "Yes! Meet at the station at nine, I'll bring the map.", isMine: true),
    ChatMessage(id: 3, text: "Perfect", isMine: false),
  ])
}
