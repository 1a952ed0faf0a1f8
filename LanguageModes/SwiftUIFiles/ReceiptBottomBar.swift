#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A screen on a grouped background that fills the whole screen, its content in cards, and a
// bottom bar added with safeAreaInset so that the content stays clear of it.

struct ReceiptBottomBar: View {
  var body: some View {
    VStack(spacing: 16) {
      VStack(alignment: .leading, spacing: 8) {
        Text("Payment received").font(.headline)
        Text("€ 42.00 from Ada Lovelace").foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding()
      .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
      .accessibilityIdentifier("card")
      Spacer()
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(red: 0.95, green: 0.95, blue: 0.97).ignoresSafeArea())
    .safeAreaInset(edge: .bottom, spacing: 0) {
      HStack(spacing: 12) {
        Button("Share") {}
          .buttonStyle(.bordered)
        Button("Done") {}
          .buttonStyle(.borderedProminent)
      }
      .frame(maxWidth: .infinity)
      .padding()
      .background(Color.white)
      .accessibilityIdentifier("bar")
    }
  }
}

#Preview {
  ReceiptBottomBar()
}
