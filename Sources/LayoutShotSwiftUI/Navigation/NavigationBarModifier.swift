import Foundation

/// Tells the navigation stack around the view something its bars show (a title, toolbar items,
/// a search field), recorded while the view is resolved (``NavigationBarContent``); outside a
/// navigation stack it changes nothing.
public struct _NavigationBarModifier: ViewModifier {
  let change: NavigationBarChange

  public typealias Body = Never
}

extension _NavigationBarModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    context.environment.navigationBar?.record(change, in: context)
    return content(context)
  }
}

extension View {
  /// Titles the navigation bar of the stack the view is the root of.
  ///
  /// ```swift
  /// List(mail) { MessageRow(message: $0) }.navigationTitle("Inbox")
  /// ```
  public func navigationTitle(_ title: Text) -> some View {
    modifier(_NavigationBarModifier(change: .title(title)))
  }

  /// Titles the navigation bar with a localized title.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Titles the navigation bar with `title` as it is.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Titles the navigation bar with an editable title (shown as it is at rest).
  public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(Text(title.wrappedValue))
  }

  /// Shows the navigation title large below the bar's row, inline in it, or as the system chooses.
  ///
  /// ```swift
  /// DetailView().navigationTitle("Details").navigationBarTitleDisplayMode(.inline)
  /// ```
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(_NavigationBarModifier(change: .displayMode(displayMode)))
  }

  /// Puts the items `content` builds in the navigation bar or the bottom toolbar.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
  /// }
  /// ```
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    modifier(_NavigationBarModifier(change: .toolbar(content().toolbarEntries)))
  }

  /// Puts the views `content` builds in the navigation bar's trailing end.
  ///
  /// ```swift
  /// .toolbar { Button("Edit") {} }
  /// ```
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(
      _NavigationBarModifier(
        change: .toolbar([ToolbarEntry(placement: .automatic, view: AnyView(content()))])))
  }

  /// Shows or hides `bars`: `.toolbar(.hidden, for: .navigationBar)` hides the navigation bar.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let hidesNavigationBar = bars.contains(.navigationBar) || bars.contains(.automatic)
    return modifier(
      _NavigationBarModifier(change: .barVisibility(hidesNavigationBar ? visibility : .automatic)))
  }

  /// Fills the background of `bars` with `style` when it shows (at rest, once made `.visible`).
  ///
  /// ```swift
  /// .toolbarBackground(Color.indigo, for: .navigationBar)
  /// .toolbarBackground(.visible, for: .navigationBar)
  /// ```
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    let applies = bars.contains(.navigationBar) || bars.contains(.automatic)
    return modifier(
      _NavigationBarModifier(change: applies ? .backgroundStyle(AnyShapeStyle(style)) : .backgroundStyle(nil))
    )
  }

  /// Shows the background of `bars` even at rest (`.visible`), where a navigation bar over the top
  /// of its content is otherwise transparent.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let applies = bars.contains(.navigationBar) || bars.contains(.automatic)
    return modifier(_NavigationBarModifier(change: .backgroundVisibility(applies ? visibility : .automatic)))
  }

  /// Hides the back button (the root of a stack has none).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  /// The view pushed for a value of `data`'s type (kept: a snapshot shows the root).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  /// The view pushed while `isPresented` is true (kept: a snapshot shows the root).
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { self }

  /// The view pushed for `item` while it is not `nil` (kept: a snapshot shows the root).
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  /// A search field for `text` below the navigation title (Documentation/SwiftUINavigation.md#search),
  /// showing `prompt` ("Search" when `nil`) while `text` is empty.
  ///
  /// ```swift
  /// List(results) { Row(item: $0) }
  ///   .navigationTitle("Recipes")
  ///   .searchable(text: $query, prompt: "Ingredients")
  /// ```
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(_NavigationBarModifier(change: .search(text: text.wrappedValue, prompt: prompt)))
  }

  /// A search field for `text` with a localized prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field for `text` with `prompt` as it is.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}
