/// Columns of navigation — a sidebar, an optional content column and a detail — at rest:
/// SwiftUI's `NavigationSplitView`.
///
/// LayoutShot shows it as a phone shows it, collapsed: the sidebar column in a navigation stack
/// (Documentation/SwiftUINavigation.md#split-views). Side-by-side columns on an iPad are not drawn
/// yet.
///
/// ```swift
/// NavigationSplitView {
///   List(folders) { FolderRow(folder: $0) }.navigationTitle("Folders")
/// } detail: {
///   Text("Select a folder")
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  let sidebar: Sidebar

  public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
  /// A split view of a sidebar and a detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }

  /// A split view of a sidebar and a detail column, the columns shown as `columnVisibility` says
  /// (kept: the collapsed view shows the sidebar).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
}

extension NavigationSplitView {
  /// A split view of a sidebar, a content column and a detail column.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  /// A split view of three columns, shown as `columnVisibility` says (kept: the collapsed view
  /// shows the sidebar).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
}

extension NavigationSplitView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    NavigationStackNode.make(root: sidebar, in: context)
  }
}

extension NavigationSplitView: View {}

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String

  /// The system's choice.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
