#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A fitness summary in a Grid: a header row, two rows of metric tiles and a tile spanning both
// columns.

struct StatsTiles: View {
  var body: some View {
    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
      GridRow {
        Text("Today")
          .font(.title2.bold())
          .gridCellColumns(2)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
      GridRow {
        MetricTile(title: "Steps", value: "8,412", tint: .green)
        MetricTile(title: "Distance", value: "6.1 km", tint: .blue)
      }
      GridRow {
        MetricTile(title: "Active", value: "42 min", tint: .orange)
        MetricTile(title: "Floors", value: "11", tint: .purple)
      }
      GridRow {
        MetricTile(title: "Sleep", value: "7 h 20 min", tint: .indigo)
          .gridCellColumns(2)
      }
    }
    .padding()
  }
}

struct MetricTile: View {
  let title: String
  let value: String
  let tint: Color

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title)
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(tint)
      Text(value)
        .font(.title2.weight(.bold))
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(12)
    .background(tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
    .accessibilityIdentifier(title)
  }
}

#Preview {
  StatsTiles()
}
