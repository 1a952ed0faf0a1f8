import Foundation

/// Tabs with a tab bar at the bottom, the selected tab shown: SwiftUI's `TabView`.
///
/// Each view of the content is a tab, its tab bar item given by `.tabItem { … }` or by iOS 18's
/// `Tab`; the tab bar spreads the items as UIKit's does and colours the selected one with the tint
/// (Documentation/SwiftUITabs.md). With `.tabViewStyle(.page)` the tabs are pages, the selected
/// one shown.
///
/// ```swift
/// TabView {
///   FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
///   ProfileView().tabItem { Label("Profile", systemImage: "person") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: SelectionValue?
  let content: Content

  /// Tabs of the views `content` builds, the one tagged `selection` shown (the first when none
  /// is tagged so).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection?.wrappedValue
    self.content = content()
  }

  public typealias Body = Never
}

extension TabView where SelectionValue == Int {
  /// Tabs of the views `content` builds, the first shown.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = nil
    inner.keepsSections = false
    inner.environment.tabViewPages = nil
    let tabs = inner.nodes(of: content)
    let selected = selection.flatMap { value in tabs.firstIndex { $0.tag == AnyHashable(value) } } ?? 0
    return [TabViewNode(tabs: tabs, selected: selected, pages: context.environment.tabViewPages, in: inner)]
  }
}

extension TabView: View {}
