/// One item of a navigation bar or toolbar: a view and where it goes.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .topBarTrailing) {
///     Button("Add", systemImage: "plus") { model.add() }
///   }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public typealias Body = Never
}

extension ToolbarItem where ID == () {
  /// An item showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}

extension ToolbarItem where ID == String {
  /// An item named `id` (for customizable toolbars) showing `content` at `placement`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}

extension ToolbarItem: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Several items at one placement, side by side.
///
/// ```swift
/// .toolbar {
///   ToolbarItemGroup(placement: .topBarTrailing) {
///     Button("Share", systemImage: "square.and.arrow.up") {}
///     Button("Edit") {}
///   }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items showing the views `content` builds at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public typealias Body = Never
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}
