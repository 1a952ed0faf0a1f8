import Foundation

/// What the views of a navigation stack's root ask its bars to show, gathered while the root is
/// resolved: the title and how it shows, the toolbar items, the search field, and whether the bar
/// and its background show.
///
/// A `NavigationStack` puts a fresh one in the environment of its root
/// (``EnvironmentValues/navigationBar``); `.navigationTitle(_:)`, `.toolbar { … }`,
/// `.searchable(text:)` and their kin record into it. The first title set wins, as the outermost
/// view's does.
@MainActor
final class NavigationBarContent {
  /// A toolbar item's views, where it goes.
  struct Item {
    let placement: ToolbarItemPlacement
    let nodes: [LayoutNode]
  }

  /// A search field's text and prompt.
  struct Search {
    let text: String
    let prompt: Text?
  }

  /// The title, unless none was set.
  var title: Text?
  /// How the title shows.
  var displayMode = NavigationBarItem.TitleDisplayMode.automatic
  /// The toolbar items, in the order written.
  var items: [Item] = []
  /// The search field, when the root is searchable.
  var search: Search?
  /// Whether the navigation bar is hidden (`.toolbar(.hidden, for: .navigationBar)`).
  var isBarHidden = false
  /// The bar's background style (`.toolbarBackground(_:for:)`); `nil` for the chrome material.
  var backgroundStyle: AnyShapeStyle?
  /// Whether the bar's background shows at rest, where a bar over the top of its content is
  /// transparent unless made `.visible`.
  var backgroundVisibility = Visibility.automatic

  /// Records `change`, made by a view resolved in `context`.
  func record(_ change: NavigationBarChange, in context: ResolveContext) {
    switch change {
    case .title(let text):
      if title == nil { title = text }
    case .displayMode(let mode):
      if displayMode == .automatic { displayMode = mode }
    case .toolbar(let entries):
      // Labels in a toolbar show their icon only (Documentation/SwiftUINavigation.md#toolbar-items).
      items += entries.map {
        Item(placement: $0.placement, nodes: context.nodes(of: $0.view.labelStyle(.iconOnly)))
      }
    case .search(let text, let prompt):
      if search == nil { search = Search(text: text, prompt: prompt) }
    case .barVisibility(let visibility):
      if visibility != .automatic { isBarHidden = visibility == .hidden }
    case .backgroundStyle(let style):
      if let style { backgroundStyle = style }
    case .backgroundVisibility(let visibility):
      if visibility != .automatic { backgroundVisibility = visibility }
    }
  }
}

/// One thing a view asks of the navigation bar (see ``NavigationBarContent``).
enum NavigationBarChange {
  case title(Text)
  case displayMode(NavigationBarItem.TitleDisplayMode)
  case toolbar([ToolbarEntry])
  case search(text: String, prompt: Text?)
  case barVisibility(Visibility)
  case backgroundStyle(AnyShapeStyle?)
  case backgroundVisibility(Visibility)
}
