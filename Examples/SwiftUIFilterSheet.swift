// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

/// A recipe list with its filters open in a sheet at the medium detent.
///
/// The lesson: a sheet that is presented (`showsFilters` starts true) is drawn over the screen that
/// presents it, as iOS draws a page sheet: the list behind, dimmed; the card at half the large
/// detent's height with its grabber (it has two detents), its top corners rounded; its form laid
/// out in the card above the home indicator, at the elevated level, so in dark mode the sheet's
/// background is #1C1C1E rather than black (Documentation/Sheets.md).
struct SwiftUIFilterSheet: View {
  @State private var showsFilters = true
  @State private var vegetarianOnly = true
  @State private var maximumTime = 1

  var body: some View {
    NavigationStack {
      List {
        Text("Lemon Risotto")
        Text("Shakshuka")
        Text("Mushroom Ramen")
        Text("Green Curry")
      }
      .navigationTitle("Recipes")
    }
    .sheet(isPresented: $showsFilters) {
      NavigationStack {
        Form {
          Toggle("Vegetarian Only", isOn: $vegetarianOnly)
            .accessibilityIdentifier("vegetarian")
          Picker("Ready In", selection: $maximumTime) {
            Text("15 min").tag(0)
            Text("30 min").tag(1)
            Text("1 hour").tag(2)
          }
        }
        .navigationTitle("Filters")
        .navigationBarTitleDisplayMode(.inline)
      }
      .presentationDetents([.medium, .large])
    }
  }
}

#Preview("Filter sheet") {
  SwiftUIFilterSheet()
}
