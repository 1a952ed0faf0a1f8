import Foundation

/// Children side by side, aligned across by a vertical guide: the layout of `HStack`, usable as
/// a ``Layout`` value (in ``AnyLayout``, for one).
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 12))
/// layout { Avatar(); Details() }
/// ```
public struct HStackLayout: Layout {
  /// The guide the children line up by.
  public var alignment: VerticalAlignment
  /// The space between neighbours; `nil` for each pair's own preference.
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Horizontal.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  private func algorithm(_ subviews: Subviews) -> StackAlgorithm {
    StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing, subviews: subviews)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    algorithm(subviews).size(proposal)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    algorithm(subviews).place(in: bounds, proposal: proposal)
  }

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm(subviews).outerSpacing }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    algorithm(subviews).explicitAlignment(guide.key, size: bounds.size)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    algorithm(subviews).explicitAlignment(guide.key, size: bounds.size)
  }
}
