/// What a ``ScrollViewReader`` gives its content to scroll with: a snapshot stays at rest, so
/// scrolling requests are kept and not acted on.
///
/// ```swift
/// ScrollViewReader { proxy in
///   Button("Top") { proxy.scrollTo(topID) }
/// }
/// ```
public struct ScrollViewProxy {
  /// Scrolls to the view identified by `id`, lined up by `anchor`; a snapshot stays at rest.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
