/// A modifier by which a view tells the container around it how to show it — a presented view
/// its sheet (`presentationDetents`), a split view's column its width
/// (`navigationSplitViewColumnWidth`): it lays out as it is and, where the container asks, writes
/// into what the container gathers; elsewhere it changes nothing.
public struct _ContainerSettingModifier: ViewModifier {
  let change: @MainActor (ResolveContext) -> Void

  public typealias Body = Never
}

extension _ContainerSettingModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    change(context)
    return content(context)
  }
}
