import Foundation

/// Children one above the other, aligned across by a horizontal guide: the layout of `VStack`, usable as
/// a ``Layout`` value (in ``AnyLayout``, for one).
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 12))
/// layout { Avatar(); Details() }
/// ```
public struct VStackLayout: Layout {
  /// The guide the children line up by.
  public var alignment: HorizontalAlignment
  /// The space between neighbours; `nil` for each pair's own preference.
  public var spacing: CGFloat?

  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Vertical.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  private func algorithm(_ subviews: Subviews) -> StackAlgorithm {
    StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing, subviews: subviews)
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
