/// One tab of a `TabView`, iOS 18's way: its title, its image and its content.
///
/// ```swift
/// TabView {
///   Tab("Library", systemImage: "books.vertical") { LibraryView() }
///   Tab("Search", systemImage: "magnifyingglass") { SearchView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View> {
  let value: Value?
  let item: TabItem
  let content: Content

  public typealias Body = Never
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled with a localized title and an SF Symbol, showing `content`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, item: TabItem(title: Text(titleKey), image: Image(systemName: systemImage)),
      content: content())
  }

  /// A tab titled with `title` as it is and an SF Symbol, showing `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, item: TabItem(title: Text(title), image: Image(systemName: systemImage)), content: content()
    )
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab selected by `value`, titled with a localized title and an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, item: TabItem(title: Text(titleKey), image: Image(systemName: systemImage)),
      content: content())
  }

  /// A tab selected by `value`, titled with `title` as it is and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, item: TabItem(title: Text(title), image: Image(systemName: systemImage)),
      content: content())
  }
}

extension Tab {
  /// A tab selected by `value`, its item made by `label` (a `Label`, a `Text` or an `Image`).
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, item: TabItem(label: label()), content: content())
  }
}

extension Tab: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let node = LayoutNode.implicitZStack(context.nodes(of: content))
    node.tabItem = item
    if let value { node.tagIfUntagged(AnyHashable(value)) }
    return [node]
  }
}

extension Tab: View {}

/// The label of a tab made from a title and an image (its tab bar item shows them).
public struct DefaultTabLabel: View {
  public typealias Body = Never
}

extension DefaultTabLabel: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [] }
}
