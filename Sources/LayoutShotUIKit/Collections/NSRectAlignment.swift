import LayoutShot

/// Where a boundary supplementary item sits on its section (`NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
  /// No alignment, then the eight edges and corners, clockwise from the top.
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  /// Whether the item sits above the section's content.
  var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
  /// Whether the item sits below the section's content.
  var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
