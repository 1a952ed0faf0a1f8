import Foundation

/// SwiftUI's stack layout along one axis (Documentation/SwiftUILayout.md#stacks): spacing first,
/// then the proposal shared out group by group of layout priority, least flexible child first in
/// each group, the minimum lengths of the lower groups kept back; children lined up across the
/// axis by one guide.
struct StackAlgorithm {
  /// The axis the children follow each other along.
  let axis: Axis
  /// The guide the children line up by across the axis.
  let alignment: AlignmentKey
  /// The space between neighbours; `nil` for each pair's own preference.
  let spacing: CGFloat?
  let subviews: LayoutSubviews

  /// The children's sizes and the proposals they chose them for.
  struct Sizing {
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
  }

  /// The space before each child after the first.
  var gaps: [CGFloat] {
    guard subviews.count > 1 else { return [] }
    return (1..<subviews.count).map { index in
      spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
    }
  }

  /// Sizes the children for the stack's `proposal`.
  func sizeChildren(_ proposal: ProposedViewSize) -> Sizing {
    let minor = proposal[axis.other]
    guard let major = proposal[axis] else {
      let proposals = subviews.map { _ in ProposedViewSize(nil, along: axis, minor: minor) }
      return Sizing(proposals: proposals, sizes: zip(subviews, proposals).map { $0.sizeThatFits($1) })
    }
    let minimum = subviews.map { $0.sizeThatFits(ProposedViewSize(0, along: axis, minor: minor))[axis] }
    let maximum = subviews.map {
      $0.sizeThatFits(ProposedViewSize(.infinity, along: axis, minor: minor))[axis]
    }
    let groups = Self.priorityGroups(subviews.map(\.priority)).map { group in
      Self.fittingOrder(group, minimum: minimum, maximum: maximum)
    }
    var proposals = subviews.map { _ in ProposedViewSize.zero }
    var sizes = subviews.map { _ in CGSize.zero }
    var available = major - gaps.reduce(0, +)
    available -= groups.dropFirst().joined().reduce(0) { $0 + minimum[$1] }
    for (groupIndex, group) in groups.enumerated() {
      if groupIndex > 0 { available += group.reduce(0) { $0 + minimum[$1] } }
      var remaining = group.count
      for index in group {
        let share = max(available / CGFloat(remaining), 0)
        proposals[index] = ProposedViewSize(share, along: axis, minor: minor)
        sizes[index] = subviews[index].sizeThatFits(proposals[index])
        available -= sizes[index][axis]
        remaining -= 1
      }
    }
    return Sizing(proposals: proposals, sizes: sizes)
  }

  /// The children's indices in groups of equal priority, highest priority first.
  static func priorityGroups(_ priorities: [Double]) -> [[Int]] {
    let distinct = Array(Set(priorities)).sorted(by: >)
    return distinct.map { priority in priorities.indices.filter { priorities[$0] == priority } }
  }

  /// The order a group is sized in: least flexible (maximum − minimum length) first; of two
  /// infinitely flexible children the one with the larger minimum first; otherwise as written.
  static func fittingOrder(_ group: [Int], minimum: [CGFloat], maximum: [CGFloat]) -> [Int] {
    let flexibility = { (index: Int) in maximum[index] - minimum[index] }
    var order = group
    // Insertion sort keeps equal children in their written order, as SwiftUI's does.
    for position in order.indices.dropFirst() {
      var current = position
      while current > 0, Self.fitsBefore(order[current], order[current - 1], flexibility, minimum) {
        order.swapAt(current, current - 1)
        current -= 1
      }
    }
    return order
  }

  private static func fitsBefore(
    _ first: Int, _ second: Int, _ flexibility: (Int) -> CGFloat, _ minimum: [CGFloat]
  ) -> Bool {
    let (a, b) = (flexibility(first), flexibility(second))
    if a.isInfinite && b.isInfinite { return minimum[first] > minimum[second] }
    return a < b
  }

  /// Each child's frame in a stack whose top-leading corner is at the origin, and the stack's
  /// size.
  func frames(_ sizing: Sizing) -> (frames: [CGRect], size: CGSize) {
    guard !subviews.isEmpty else { return ([], .zero) }
    let across = axis.other
    // Each child's leading (or top) edge across the axis, relative to the shared guide at 0.
    let starts = subviews.indices.map { index in
      -subviews[index].node.dimensions(sizing.sizes[index])[alignment]
    }
    let low = starts.min() ?? 0
    let high = subviews.indices.map { starts[$0] + sizing.sizes[$0][across] }.max() ?? 0
    var frames: [CGRect] = []
    var position: CGFloat = 0
    let gaps = [0] + self.gaps
    for index in subviews.indices {
      position += gaps[index]
      let origin = CGPoint(position, along: axis, minor: starts[index] - low)
      frames.append(CGRect(origin: origin, size: sizing.sizes[index]))
      position += sizing.sizes[index][axis]
    }
    return (frames, CGSize(position, along: axis, minor: high - low))
  }

  /// The stack's size for `proposal`.
  func size(_ proposal: ProposedViewSize) -> CGSize {
    frames(sizeChildren(proposal)).size
  }

  /// The sizing a stack placed with `proposal` at `size` uses: a stack proposed no length across
  /// its axis sizes its children again for the length it chose (SwiftUI's placement proposal).
  func placementSizing(_ proposal: ProposedViewSize, size: CGSize) -> Sizing {
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
    return sizeChildren(placing)
  }

  /// Places the children in `bounds`.
  func place(in bounds: CGRect, proposal: ProposedViewSize) {
    let sizing = placementSizing(proposal, size: bounds.size)
    for (index, frame) in frames(sizing).frames.enumerated() {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
        proposal: sizing.proposals[index])
    }
  }

  /// The stack's explicit value for `key` at `size`: its first child's that sets one (its last
  /// child's for a last-line baseline), moved to the stack's coordinates.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let sizing = placementSizing(ProposedViewSize(size), size: size)
    let frames = frames(sizing).frames
    let order = key.isLastBaseline ? Array(subviews.indices.reversed()) : Array(subviews.indices)
    for index in order {
      if let value = subviews[index].node.explicitAlignment(key, size: frames[index].size) {
        return value + (key.axis == .horizontal ? frames[index].minX : frames[index].minY)
      }
    }
    return nil
  }

  /// The stack's spacing: its first child's before it along the axis, its last child's after it,
  /// and all its children's across the axis, merged.
  var outerSpacing: ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    let leadingEdge: Edge.Set = axis == .horizontal ? .leading : .top
    let trailingEdge: Edge.Set = axis == .horizontal ? .trailing : .bottom
    let acrossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    var spacing = ViewSpacing()
    spacing.formUnion(first.spacing, edges: leadingEdge)
    spacing.formUnion(last.spacing, edges: trailingEdge)
    for subview in subviews { spacing.formUnion(subview.spacing, edges: acrossEdges) }
    return spacing
  }
}
