// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

/// A health dashboard written the way a SwiftUI app writes it: a header whose tint runs up under
/// the status bar, then a `Grid` of metric tiles — a title, a big number, a small caption — with a
/// `Divider` between the day's counts and last night's sleep, which spans both columns.
///
/// The lesson: a `Grid` sizes columns, not rows of stacks. Each tile is as flexible as the others
/// (`frame(maxWidth: .infinity)`), so the two columns share the width equally whatever the numbers
/// are; the divider, outside any `GridRow`, runs across both columns; the sleep tile spans them
/// with `gridCellColumns(2)`. The header's background ignores the safe area at the top only, and
/// grows because it touches the safe area's top edge.
struct SwiftUIDashboard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      VStack(alignment: .leading, spacing: 2) {
        Text("Sunday, 29 November").font(.subheadline).foregroundColor(.secondary)
        Text("Today").font(.largeTitle).bold()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding()
      .background(Color.blue.opacity(0.12).ignoresSafeArea(edges: .top))
      .accessibilityIdentifier("header")

      Grid(horizontalSpacing: 12, verticalSpacing: 12) {
        GridRow {
          tile("Steps", value: "8,204", caption: "82% of goal", tint: .green)
          tile("Distance", value: "6.1 km", caption: "+0.8 km on Saturday", tint: .blue)
        }
        GridRow {
          tile("Active energy", value: "412", caption: "kcal", tint: .orange)
          tile("Heart rate", value: "62", caption: "bpm at rest", tint: .red)
        }
        Divider()
        GridRow {
          tile("Sleep", value: "7 h 24 min", caption: "Last night, 23:10 to 06:34", tint: .indigo)
            .gridCellColumns(2)
        }
      }
      .padding(.horizontal)
      .accessibilityIdentifier("metrics")

      Spacer()
    }
  }

  /// One metric: its title, its value large and bold, and a caption in the metric's colour, on a
  /// rounded tile as wide as its column.
  private func tile(_ title: String, value: String, caption: String, tint: Color) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title).font(.subheadline).foregroundColor(.secondary)
      Text(value).font(.title).bold()
      Text(caption).font(.caption).foregroundColor(tint)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(12)
    .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.gray.opacity(0.15)))
  }
}
