/// Gives a tab of a `TabView` its item in the tab bar: what `.tabItem { … }` applies.
public struct _TabItemModifier<Label: View>: ViewModifier {
  let label: Label

  public typealias Body = Never
}

extension _TabItemModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let nodes = content(context)
    for node in nodes { node.tabItem = TabItem(label: label) }
    return nodes
  }
}

/// Gives a tab of a `TabView` a badge on its tab bar item: what `.badge(_:)` applies.
public struct _BadgeModifier: ViewModifier {
  let badge: Text?

  public typealias Body = Never
}

extension _BadgeModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let nodes = content(context)
    for node in nodes { node.tabBadge = badge }
    return nodes
  }
}

extension View {
  /// The item the view's tab shows in a `TabView`'s tab bar: a `Label`'s title and image.
  ///
  /// ```swift
  /// TabView {
  ///   InboxView().tabItem { Label("Inbox", systemImage: "tray") }
  /// }
  /// ```
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_TabItemModifier(label: label()))
  }

  /// A badge with `count` on the view's tab bar item; none for 0.
  ///
  /// ```swift
  /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
  /// ```
  public func badge(_ count: Int) -> some View {
    modifier(_BadgeModifier(badge: count == 0 ? nil : Text(verbatim: String(count))))
  }

  /// A badge showing `label` on the view's tab bar item; none for `nil`.
  public func badge(_ label: Text?) -> some View {
    modifier(_BadgeModifier(badge: label))
  }

  /// A badge showing a localized text on the view's tab bar item.
  public func badge(_ key: LocalizedStringKey) -> some View {
    modifier(_BadgeModifier(badge: Text(key)))
  }

  /// A badge showing `label` as it is on the view's tab bar item; none for `nil`.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(_BadgeModifier(badge: label.map { Text($0) }))
  }
}
