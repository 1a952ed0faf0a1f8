#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A segmented filter over a list of results, with a result count and a sort menu.

enum TimeFilter: String, CaseIterable, Identifiable {
  case day = "Day"
  case week = "Week"
  case month = "Month"
  case year = "Year"

  var id: Self { self }
}

struct FilterHeader: View {
  @State private var filter: TimeFilter = .week
  let resultCount: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Picker("Period", selection: $filter) {
        ForEach(TimeFilter.allCases) { filter in
          Text(filter.rawValue).tag(filter)
        }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("period")
      HStack {
        Text("\(resultCount) results")
          .font(.subheadline)
          .foregroundStyle(.secondary)
        Spacer()
        Menu {
          Button("Newest First") {}
          Button("Oldest First") {}
        } label: {
          Label("Sort", systemImage: "arrow.up.arrow.down")
            .font(.subheadline)
        }
      }
    }
    .padding()
  }
}

#Preview {
  FilterHeader(resultCount: 42)
}
