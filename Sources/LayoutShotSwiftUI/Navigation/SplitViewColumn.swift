import Foundation
import LayoutShot

/// One shown column of a split view: its view under its own navigation bar, and the width it
/// takes unless it is the detail column.
struct SplitViewColumn {
  /// The column's node (a navigation stack's).
  let node: LayoutNode
  /// The column's width; the detail column takes what is left.
  let width: CGFloat

  /// The column of `view`, number `index` of `columnCount`, resolved in `context`.
  ///
  /// The sidebar's lists take the sidebar style; the width is the one the view asks for
  /// (`navigationSplitViewColumnWidth`) or `defaultWidth`. A view that `hasOwnBar` (a navigation
  /// stack already) keeps its own bar.
  @MainActor
  static func make(
    _ view: AnyView, hasOwnBar: Bool, index: Int, columnCount: Int, in context: ResolveContext,
    defaultWidth: CGFloat
  ) -> SplitViewColumn {
    let settings = SplitColumnSettings()
    var inner = context
    inner.splitColumn = settings
    inner.stackAxis = nil
    inner.keepsSections = false
    if index == 0 { inner.environment.listStyleKind = .sidebar }
    let nodes =
      hasOwnBar ? inner.nodes(of: view) : NavigationStackNode.make(root: view, in: inner)
    let node = LayoutNode.implicitZStack(nodes)
    node.sourceType = index == columnCount - 1 ? "Detail" : index == 0 ? "Sidebar" : "Content"
    return SplitViewColumn(node: node, width: settings.width ?? defaultWidth)
  }
}
