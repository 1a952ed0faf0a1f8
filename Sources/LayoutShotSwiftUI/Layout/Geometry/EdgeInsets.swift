import Foundation

/// Lengths in from each edge of a rectangle, leading and trailing following the layout direction.
///
/// ```swift
/// Text("Hi").padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
/// ```
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Insets of these lengths.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// `length` on the edges in `edges`, 0 on the others.
  init(_ length: CGFloat, on edges: Edge.Set) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// Leading plus trailing, or top plus bottom.
  func total(along axis: Axis) -> CGFloat { axis == .horizontal ? leading + trailing : top + bottom }
}
