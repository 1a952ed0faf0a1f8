#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A countdown whose units sit side by side when they fit and stack when they do not, through
// ViewThatFits, with digits that keep their width.

struct CountdownCard: View {
  let days: Int
  let hours: Int
  let minutes: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Label("Launch in", systemImage: "airplane.departure")
        .font(.headline)
      ViewThatFits(in: .horizontal) {
        HStack(spacing: 16) { units }
        VStack(alignment: .leading, spacing: 8) { units }
      }
      .accessibilityIdentifier("units")
    }
    .padding()
    .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 16))
  }

  @ViewBuilder private var units: some View {
    unit(days, "days")
    unit(hours, "hours")
    unit(minutes, "minutes")
  }

  private func unit(_ value: Int, _ name: String) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 4) {
      Text("\(value)").font(.system(size: 34, weight: .bold, design: .rounded)).monospacedDigit()
      Text(name).font(.subheadline).foregroundStyle(.secondary)
    }
  }
}

#Preview(traits: .fixedLayout(width: 320, height: 200)) {
  CountdownCard(days: 12, hours: 5, minutes: 48)
}
