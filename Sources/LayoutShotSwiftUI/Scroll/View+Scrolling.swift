import Foundation

extension View {
  /// Shows or hides the scroll indicators of the scroll views below along `axes`; at rest none
  /// is drawn.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { Carousel() }.scrollIndicators(.hidden)
  /// ```
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  {
    self
  }

  /// Insets the content of the scroll views, lists and forms below by `insets` on `edges`,
  /// inside the safe area.
  ///
  /// ```swift
  /// ScrollView { Feed() }.contentMargins(.vertical, EdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0))
  /// ```
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    environment(\.scrollContentMargins, Self.margins(insets, on: edges, for: placement))
  }

  /// Insets the content of the scroll views, lists and forms below by `length` on `edges` (none
  /// for `nil`).
  ///
  /// ```swift
  /// ScrollView { Feed() }.contentMargins(.horizontal, 20)
  /// ```
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let length = length ?? 0
    return contentMargins(
      edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
  }

  /// Insets the content of the scroll views, lists and forms below by `length` on every edge.
  ///
  /// ```swift
  /// ScrollView { Feed() }.contentMargins(16)
  /// ```
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }

  private static func margins(_ insets: EdgeInsets, on edges: Edge.Set, for placement: ContentMarginPlacement)
    -> EdgeInsets
  {
    guard placement.insetsContent else { return EdgeInsets() }
    return EdgeInsets(
      top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
      bottom: edges.contains(.bottom) ? insets.bottom : 0,
      trailing: edges.contains(.trailing) ? insets.trailing : 0)
  }

  /// Stops the scroll views below from scrolling; a snapshot is at rest either way.
  ///
  /// ```swift
  /// ScrollView { Terms() }.scrollDisabled(!isEditing)
  /// ```
  public func scrollDisabled(_ disabled: Bool) -> some View {
    environment(\.isScrollEnabled, !disabled)
  }

  /// Shows or hides the own background of the lists and forms below (`.hidden` lets a
  /// `.background(_:)` show through).
  ///
  /// ```swift
  /// Form { Settings() }.scrollContentBackground(.hidden).background(Color.indigo.opacity(0.1))
  /// ```
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }

  /// Binds the identity of the view the scroll view below rests on; a snapshot stays at the top.
  ///
  /// ```swift
  /// ScrollView { LazyVStack { Rows() }.scrollTargetLayout() }.scrollPosition(id: $visibleID)
  /// ```
  public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }

  /// Marks the layout whose views a scroll view's position and target behaviour refer to.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
