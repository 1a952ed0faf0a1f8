// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

/// A photo library written the way a SwiftUI app writes it: a `TabView` whose first tab is a
/// `NavigationStack` with a large title, a toolbar button and a search field, over a `LazyVGrid` of
/// photo cards.
///
/// The lesson: the grid's columns come from one adaptive `GridItem` — as many 100-point columns as
/// fit, sharing the width — and each card is square because `aspectRatio(1, contentMode: .fit)`
/// takes the column's width. The navigation stack puts its title and search field below the bar,
/// and the root's safe area ends there, so the grid starts below them; the tab view's bar takes the
/// bottom 49 points above the home indicator. The grid scrolls: its `ScrollView` proposes it no
/// height, so it is as tall as its rows, and the whole-content extent shows every album.
struct SwiftUIPhotoTabs: View {
  /// The albums, each a name and a colour.
  private let albums: [(name: String, color: Color)] = [
    ("Beach", Color(red: 0.47, green: 0.75, blue: 0.85)),
    ("Mountains", Color(red: 0.55, green: 0.7, blue: 0.5)),
    ("City", Color(red: 0.85, green: 0.62, blue: 0.45)),
    ("Forest", Color(red: 0.35, green: 0.55, blue: 0.35)),
    ("Desert", Color(red: 0.9, green: 0.75, blue: 0.5)), ("Snow", Color(red: 0.82, green: 0.87, blue: 0.93)),
    ("Lake", Color(red: 0.4, green: 0.6, blue: 0.75)), ("Autumn", Color(red: 0.85, green: 0.45, blue: 0.3)),
    ("Night", Color(red: 0.3, green: 0.3, blue: 0.5)),
  ]

  var body: some View {
    TabView {
      NavigationStack {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 12)], spacing: 12) {
            ForEach(albums, id: \.name) { album in
              card(album.name, color: album.color)
            }
          }
          .padding(.horizontal)
          .accessibilityIdentifier("grid")
        }
        .navigationTitle("Albums")
        .searchable(text: .constant(""), prompt: "Search albums")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button("Add", systemImage: "plus") {}
          }
        }
      }
      .tabItem { Label("Albums", systemImage: "photo.on.rectangle") }

      Text("For You").tabItem { Label("For You", systemImage: "heart.text.square") }.badge(2)
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }

  /// One album: a square of its colour with rounded corners, its name below.
  private func card(_ name: String, color: Color) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      RoundedRectangle(cornerRadius: 8)
        .fill(color)
        .aspectRatio(1, contentMode: .fit)
      Text(name).font(.footnote).lineLimit(1)
    }
  }
}

#Preview("Albums") { SwiftUIPhotoTabs() }
