import Foundation

/// The space a view prefers next to each of its edges; a stack asks two neighbours for the
/// distance between them (Documentation/SwiftUILayout.md#default-spacing).
///
/// A view with no preference on an edge gets the platform's default, 8 points on iOS; a
/// `Spacer` prefers 0 along its stack, so nothing separates it from its neighbours.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)  // 8
/// ```
public struct ViewSpacing: Sendable {
  /// The preference per edge (top, leading, bottom, trailing); `nil` for none.
  private var edges: [CGFloat?] = [nil, nil, nil, nil]

  /// No preference on any edge.
  public init() {}

  /// Zero on every edge: nothing between this view and its neighbours.
  public static let zero: ViewSpacing = {
    var spacing = ViewSpacing()
    spacing.edges = [0, 0, 0, 0]
    return spacing
  }()

  /// The platform's default distance between two views that state no preference (iOS: 8).
  static let defaultDistance: CGFloat = 8

  /// Merges `other`'s preferences on `edges` into these, keeping the larger on each edge.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      let index = Int(edge.rawValue)
      switch (self.edges[index], other.edges[index]) {
      case (let mine?, let theirs?): self.edges[index] = max(mine, theirs)
      case (nil, let theirs): self.edges[index] = theirs
      case (_, nil): break
      }
    }
  }

  /// These preferences merged with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The distance from this view to `next`, which follows it along `axis`: the larger of the two
  /// preferences on the edges that face each other, or the default when neither states one.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = axis == .horizontal ? edges[Int(Edge.trailing.rawValue)] : edges[Int(Edge.bottom.rawValue)]
    let theirs =
      axis == .horizontal ? next.edges[Int(Edge.leading.rawValue)] : next.edges[Int(Edge.top.rawValue)]
    switch (mine, theirs) {
    case (let mine?, let theirs?): return max(mine, theirs)
    case (let value?, nil), (nil, let value?): return value
    case (nil, nil): return Self.defaultDistance
    }
  }

  /// Zero on the two edges along `axis` (a spacer's), no preference across it.
  static func zero(along axis: Axis) -> ViewSpacing {
    var spacing = ViewSpacing()
    let edgesAlong: [Edge] = axis == .horizontal ? [.leading, .trailing] : [.top, .bottom]
    for edge in edgesAlong { spacing.edges[Int(edge.rawValue)] = 0 }
    return spacing
  }
}
