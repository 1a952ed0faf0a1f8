#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// An order summary: line items with amounts aligned on the trailing edge, a promo code field,
// the total, and a pay button kept above the home indicator.

struct CheckoutSummary: View {
  struct Line: Identifiable {
    var id: String { title }
    let title: String
    let amount: Double
  }

  let lines: [Line]
  @State private var promoCode = ""

  private var total: Double { lines.reduce(0) { $0 + $1.amount } }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Order Summary").font(.title2.bold())
      ForEach(lines) { line in
        HStack {
          Text(line.title)
          Spacer()
          Text(line.amount, format: .currency(code: "USD"))
            .monospacedDigit()
        }
        .accessibilityIdentifier(line.title)
      }
      HStack {
        TextField("Promo code", text: $promoCode)
          .textFieldStyle(.roundedBorder)
        Button("Apply") {}
          .buttonStyle(.bordered)
          .disabled(promoCode.isEmpty)
      }
      Divider()
      HStack {
        Text("Total").font(.headline)
        Spacer()
        Text(total, format: .currency(code: "USD"))
          .font(.headline)
          .accessibilityIdentifier("total")
      }
      Spacer()
      Button {
      } label: {
        Text("Pay \(total, format: .currency(code: "USD"))")
          .font(.headline)
          .frame(maxWidth: .infinity, minHeight: 50)
      }
      .buttonStyle(.borderedProminent)
      .accessibilityIdentifier("pay")
    }
    .padding()
  }
}

#Preview {
  CheckoutSummary(lines: [
    .init(title: "Trail Runner 4", amount: 129),
    .init(title: "Merino socks (2 pairs)", amount: 24.5),
    .init(title: "Shipping", amount: 0),
  ])
}
