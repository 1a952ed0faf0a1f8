#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A music player: square artwork, title and artist, a progress bar with times, transport
// controls and a volume slider.

struct NowPlayingView: View {
  let title: String
  let artist: String
  let elapsed: TimeInterval
  let duration: TimeInterval
  @State private var volume = 0.6
  @State private var isPlaying = true

  var body: some View {
    VStack(spacing: 24) {
      RoundedRectangle(cornerRadius: 20, style: .continuous)
        .fill(
          LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .aspectRatio(1, contentMode: .fit)
        .shadow(radius: 12)
        .accessibilityIdentifier("artwork")
      VStack(alignment: .leading, spacing: 4) {
        Text(title).font(.title2.bold()).lineLimit(1)
        Text(artist).font(.title3).foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      VStack(spacing: 6) {
        ProgressView(value: elapsed, total: duration)
          .tint(.primary)
        HStack {
          Text(format(elapsed))
          Spacer()
          Text("-" + format(duration - elapsed))
        }
        .font(.caption.monospacedDigit())
        .foregroundStyle(.secondary)
      }
      HStack(spacing: 48) {
        Button {
        } label: {
          Image(systemName: "backward.fill")
        }
        Button {
          isPlaying.toggle()
        } label: {
          Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            .font(.system(size: 44))
        }
        Button {
        } label: {
          Image(systemName: "forward.fill")
        }
      }
      .font(.title)
      .foregroundStyle(.primary)
      .accessibilityIdentifier("transport")
      HStack {
        Image(systemName: "speaker.fill")
        Slider(value: $volume, in: 0...1)
        Image(systemName: "speaker.wave.3.fill")
      }
      .foregroundStyle(.secondary)
      .accessibilityIdentifier("volume")
    }
    .padding(24)
  }

  private func format(_ interval: TimeInterval) -> String {
    let seconds = Int(interval)
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
  }
}

#Preview {
  NowPlayingView(title: "Harbour Lights", artist: "The Night Ferries", elapsed: 83, duration: 214)
}
