#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A travel card: a photo-sized area with a dark gradient at the bottom, the place's name written
// over it, and a favourite button in the corner.

struct PlaceCard: View {
  let name: String
  let country: String
  @State private var isFavourite = false

  var body: some View {
    Rectangle()
      .fill(Color.mint)
      .frame(height: 220)
      .overlay(alignment: .bottom) {
        LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .top, endPoint: .bottom)
          .frame(height: 100)
      }
      .overlay(alignment: .bottomLeading) {
        VStack(alignment: .leading, spacing: 2) {
          Text(name).font(.title2.bold())
          Text(country).font(.subheadline)
        }
        .foregroundStyle(.white)
        .padding()
        .accessibilityIdentifier("caption")
      }
      .overlay(alignment: .topTrailing) {
        Button {
          isFavourite.toggle()
        } label: {
          Image(systemName: isFavourite ? "heart.fill" : "heart")
            .font(.title3)
            .foregroundStyle(.white)
            .padding(10)
            .background(.black.opacity(0.3), in: Circle())
        }
        .padding(12)
        .accessibilityIdentifier("favourite")
      }
      .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
      .padding()
  }
}

#Preview {
  PlaceCard(name: "Sintra", country: "Portugal")
}
