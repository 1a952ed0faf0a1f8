#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A shop's product card: an image area with a fixed aspect ratio, a sale badge in its corner,
// name, price formatted as currency, a rating and an add-to-cart button.

struct ProductCardView: View {
  let name: String
  let price: Decimal
  let rating: Double
  let isOnSale: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Rectangle()
        .fill(Color.teal.opacity(0.3))
        .aspectRatio(4 / 3, contentMode: .fit)
        .overlay(alignment: .topLeading) {
          if isOnSale {
            Text("SALE")
              .font(.caption2.bold())
              .padding(.horizontal, 6)
              .padding(.vertical, 3)
              .background(Color.red, in: Capsule())
              .foregroundStyle(.white)
              .padding(8)
              .accessibilityIdentifier("sale")
          }
        }
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .accessibilityIdentifier("image")
      Text(name)
        .font(.headline)
        .lineLimit(1)
      HStack {
        Text(price, format: .currency(code: "EUR"))
          .font(.subheadline.weight(.semibold))
        Spacer()
        Label(String(format: "%.1f", rating), systemImage: "star.fill")
          .font(.caption)
          .foregroundStyle(.orange)
      }
      Button {
      } label: {
        Label("Add to Cart", systemImage: "cart.badge.plus")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .accessibilityIdentifier("add")
    }
    .padding(12)
    .background(Color.white)
    .clipShape(RoundedRectangle(cornerRadius: 16))
    .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
    .frame(width: 220)
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  ProductCardView(name: "Ceramic Pour-Over Set", price: 34.9, rating: 4.6, isOnSale: true)
    .padding()
}
