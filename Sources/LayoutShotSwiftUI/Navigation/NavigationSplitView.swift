import Foundation
import LayoutShot

/// Columns of navigation — a sidebar, an optional content column and a detail — at rest:
/// SwiftUI's `NavigationSplitView`.
///
/// At a compact width (a phone) it collapses into one navigation stack showing the sidebar. At a
/// regular width (an iPad) its columns stand side by side, each under its own navigation bar, at
/// UIKit's column widths or those the columns ask for with `navigationSplitViewColumnWidth`; which
/// columns show follows `columnVisibility` and the orientation, and the list in the sidebar takes
/// the sidebar style (Documentation/SplitViews.md).
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
  /// The middle column of three; `nil` for two columns.
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?

  public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
  /// A split view of a sidebar and a detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil)
  }

  /// A split view of a sidebar and a detail column, the columns shown as `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility)
  }
}

extension NavigationSplitView {
  /// A split view of a sidebar, a content column and a detail column.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil)
  }

  /// A split view of three columns, shown as `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility)
  }
}

extension NavigationSplitView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    guard context.environment.horizontalSizeClass == .regular else {
      return NavigationStackNode.make(root: sidebar, in: context)
    }
    let metrics = SplitViewMetrics(screen: LayoutRun.screen)
    let views: [(view: AnyView, hasOwnBar: Bool)] =
      [(AnyView(sidebar), sidebar is any HasNavigationBar)]
      + (content.map { [(AnyView($0), $0 is any HasNavigationBar)] } ?? [])
      + [(AnyView(detail), detail is any HasNavigationBar)]
    let visibility =
      columnVisibility?.wrappedValue.metricsVisibility ?? metrics.automaticVisibility(columns: views.count)
    let shown = SplitViewMetrics.shownColumns(views.count, visibility: visibility)
    let columns = shown.map { index in
      SplitViewColumn.make(
        views[index].view, hasOwnBar: views[index].hasOwnBar, index: index, columnCount: views.count,
        in: context,
        defaultWidth: index == 0 ? SplitViewMetrics.sidebarWidth : SplitViewMetrics.contentColumnWidth)
    }
    return [
      SplitViewNode(
        columns: columns, overlaysDetail: context.environment.navigationSplitViewStyle == .prominentDetail,
        separator: {
          LayoutNode.implicitZStack(context.nodes(of: Color(core: SplitViewMetrics.separatorColor)))
        })
    ]
  }
}

extension NavigationSplitView: View {}

/// A view that shows its own navigation bar (a navigation stack): a split view's column does not
/// put another around it.
protocol HasNavigationBar {}

extension NavigationStack: HasNavigationBar {}
extension NavigationView: HasNavigationBar {}

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String

  /// The system's choice: the columns that fit beside a wide enough detail in landscape, the
  /// detail alone in portrait.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns (of three), the sidebar and detail (of two).
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")

  /// The columns this shows, `nil` for the system's choice.
  var metricsVisibility: SplitViewMetrics.Visibility? {
    switch self {
    case .all: .all
    case .doubleColumn: .doubleColumn
    case .detailOnly: .detailOnly
    default: nil
    }
  }
}
