import Foundation

/// A layout whose type is erased, to switch between layouts while keeping the views:
/// SwiftUI's `AnyLayout`.
///
/// ```swift
/// let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Avatar(); Details() }
/// ```
public struct AnyLayout: Layout {
  private let box: any ErasedLayout

  /// `layout`, its type erased.
  public init<L: Layout>(_ layout: L) { box = LayoutBox(layout: layout) }

  /// The erased layout's cache.
  public struct Cache {
    var value: Any
  }

  /// The erased layout's stack orientation, which the spacers in it follow.
  var stackOrientation: Axis? { box.stackOrientation }

  public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    box.spacing(subviews, &cache.value)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    box.sizeThatFits(proposal, subviews, &cache.value)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    box.placeSubviews(bounds, proposal, subviews, &cache.value)
  }

  /// The erased layout's explicit value for `guide`.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
  }

  /// The erased layout's explicit value for `guide`.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
  }
}

/// A layout seen through `Any` caches.
private protocol ErasedLayout: Sendable {
  var stackOrientation: Axis? { get }
  func makeCache(_ subviews: LayoutSubviews) -> Any
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
  func placeSubviews(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
  func explicitAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat?
}

private struct LayoutBox<L: Layout>: ErasedLayout {
  let layout: L

  var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

  func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
    withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
    withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func placeSubviews(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any
  ) {
    withCache(&cache, subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat? {
    withCache(&cache, subviews) {
      key.axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        : layout.explicitAlignment(
          of: VerticalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  /// Runs `body` on the cache as the layout's own type, and stores it back.
  private func withCache<T>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T
  {
    // The cache was made by this box's `makeCache`, so it has the layout's type; were it ever
    // not to, a fresh cache stands in.
    var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    let result = body(&typed)
    cache = typed
    return result
  }
}
