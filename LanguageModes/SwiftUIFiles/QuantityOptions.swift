#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// Order options in a view model with @Observable: a stepper for the quantity, a gift toggle that
// reveals a note field, and a delivery speed slider.

@Observable
final class OrderOptions {
  var quantity = 2
  var isGift = true
  var note = ""
  var deliveryDays = 3.0
}

struct QuantityOptions: View {
  @State private var options = OrderOptions()
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Stepper("Quantity: \(options.quantity)", value: $options.quantity, in: 1...10)
        .accessibilityIdentifier("quantity")
      Toggle("Send as a gift", isOn: $options.isGift)
        .accessibilityIdentifier("gift")
      if options.isGift {
        TextField("Gift message", text: $options.note, axis: .vertical)
          .lineLimit(3, reservesSpace: true)
          .textFieldStyle(.roundedBorder)
          .accessibilityIdentifier("note")
      }
      VStack(alignment: .leading) {
        Text("Deliver within \(Int(options.deliveryDays)) days")
          .font(.subheadline)
        Slider(value: $options.deliveryDays, in: 1...7, step: 1) {
          Text("Delivery")
        } minimumValueLabel: {
          Text("1")
        } maximumValueLabel: {
          Text("7")
        }
      }
      .accessibilityIdentifier("delivery")
    }
    .padding()
    .background(colorScheme == .dark ? Color.black : Color.white)
  }
}

#Preview {
  QuantityOptions()
}
