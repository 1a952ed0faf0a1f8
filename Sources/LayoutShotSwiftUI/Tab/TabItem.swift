/// What a tab bar shows for one tab: its title, its image and its badge, as `.tabItem { … }`,
/// `Tab(_:systemImage:content:)` and `.badge(_:)` give them (Documentation/SwiftUITabs.md).
struct TabItem {
  var title: Text?
  var image: Image?

  /// The title and image of a tab item's label: a `Label`'s, a `Text` alone, an `Image` alone.
  init<Label: View>(label: Label) {
    if let label = label as? LayoutShotSwiftUI.Label<Text, Image> {
      title = label.title
      image = label.icon
    } else {
      title = label as? Text
      image = label as? Image
    }
  }

  init(title: Text?, image: Image?) {
    self.title = title
    self.image = image
  }
}

extension LayoutNode {
  /// The tab bar item the node's view was given (`.tabItem`, `Tab`), if any.
  var tabItem: TabItem? {
    get { layoutValues[ObjectIdentifier(TabItem.self)] as? TabItem }
    set { layoutValues[ObjectIdentifier(TabItem.self)] = newValue }
  }

  /// The badge the node's view was given (`.badge`), if any.
  var tabBadge: Text? {
    get { layoutValues[ObjectIdentifier(TabBadge.self)] as? Text }
    set { layoutValues[ObjectIdentifier(TabBadge.self)] = newValue }
  }
}

/// The key of a tab's badge among a node's layout values.
private enum TabBadge {}
