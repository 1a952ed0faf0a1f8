#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// An in-app notification banner on a material background with a shadow, at the top of the safe
// area, over the screen's content.

struct BannerView: View {
  let title: String
  let message: String

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Image(systemName: "checkmark.seal.fill")
        .font(.title2)
        .foregroundStyle(.green)
      VStack(alignment: .leading, spacing: 2) {
        Text(title).font(.subheadline.weight(.semibold))
        Text(message).font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer(minLength: 0)
      Button {
      } label: {
        Image(systemName: "xmark")
          .font(.footnote.weight(.bold))
          .foregroundStyle(.secondary)
      }
      .accessibilityLabel("Dismiss")
    }
    .padding(14)
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
    .padding(.horizontal)
  }
}

struct BannerOverContent: View {
  var body: some View {
    ZStack(alignment: .top) {
      Color(white: 0.95).ignoresSafeArea()
      VStack {
        Text("Your library").font(.largeTitle.bold())
        Spacer()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding()
      BannerView(title: "Backup complete", message: "2,318 photos are safe in your library.")
        .accessibilityIdentifier("banner")
        .transition(.move(edge: .top).combined(with: .opacity))
    }
  }
}

#Preview {
  BannerOverContent()
}
