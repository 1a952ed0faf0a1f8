import Foundation

/// A subview as its ``Layout`` sees it: it can be measured, asked for its guides, priority and
/// spacing, and placed.
public struct LayoutSubview: Equatable {
  let node: LayoutNode

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

  /// The subview's size and guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(node.sizeThatFits(proposal))
  }

  /// Its `layoutPriority(_:)`, 0 unless set.
  public var priority: Double { node.layoutPriority }

  /// The space it prefers around it.
  public var spacing: ViewSpacing { node.spacing }

  /// The value it gives for `key`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.layoutValue(key) }

  /// Places the subview so that its `anchor` point lies at `position`, at the size it chooses for
  /// `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = node.sizeThatFits(proposal)
    let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}
