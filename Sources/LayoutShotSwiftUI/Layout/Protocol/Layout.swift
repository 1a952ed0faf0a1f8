import Foundation

/// A container that sizes and places its subviews itself: SwiftUI's `Layout` (iOS 16).
///
/// The layout is asked for its size (``sizeThatFits(proposal:subviews:cache:)``), possibly
/// several times, then to place each subview (``placeSubviews(in:proposal:subviews:cache:)``).
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///     let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
///     return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
///   }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///     let width = bounds.width / CGFloat(max(subviews.count, 1))
///     for (index, subview) in subviews.enumerated() {
///       subview.place(at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.midY),
///                     anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
///     }
///   }
/// }
/// EqualWidthHStack { Text("Cancel"); Text("Save changes") }
/// ```
public protocol Layout: Sendable {
  /// How the container behaves towards what is inside it (a `Spacer` follows its stack
  /// orientation).
  static var layoutProperties: LayoutProperties { get }

  /// What the layout keeps between its calls; `Void` when nothing.
  associatedtype Cache = Void

  /// The subviews' proxies.
  typealias Subviews = LayoutSubviews

  /// Makes the cache, once per container.
  func makeCache(subviews: Self.Subviews) -> Self.Cache

  /// Updates the cache when the subviews change (never within one snapshot).
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

  /// The space the container prefers around it: by default its subviews' preferences merged.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

  /// Places each subview in `bounds` (in the parent's coordinates).
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

  /// The container's explicit value for a horizontal guide; `nil` by default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?

  /// The container's explicit value for a vertical guide; `nil` by default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Keeps the cache as it is.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}

  /// The subviews' preferences merged, on every edge; zero with no subviews.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.isEmpty ? .zero : subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
  }

  /// None.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// None.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// A container that lays out the views `content` builds with this layout.
  ///
  /// ```swift
  /// HStackLayout(spacing: 4) { Text("A"); Text("B") }
  /// ```
  @MainActor @preconcurrency
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Self.Subviews) -> Void {}
}

/// How a layout container behaves towards its subviews.
public struct LayoutProperties: Sendable {
  /// The axis the container stacks along, which a `Spacer` or `Divider` in it follows.
  public var stackOrientation: Axis?

  /// No orientation.
  public init() {}
}
