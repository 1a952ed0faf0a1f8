import Foundation

/// The tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) that grid items make in a length
/// (Documentation/SwiftUILazyStacks.md#grid-columns).
///
/// The spacing after every item but the last comes off the length first. Then the items take
/// their lengths, the fixed ones first and the others in order: a fixed item its length, any
/// other an equal share of what is left between the items still to size (clamped to a flexible
/// item's minimum and maximum; at least an adaptive item's minimum). An adaptive item then splits
/// its share into as many tracks of its minimum, its spacing apart, as fit (at least one), each
/// an equal part of the share, at most its maximum.
struct GridTracks: Equatable {
  /// One track: its start and length, and the item's alignment of its cells.
  struct Track: Equatable {
    let start: CGFloat
    let length: CGFloat
    let alignment: Alignment?
  }

  let tracks: [Track]

  /// The most tracks one adaptive item splits into, so that a tiny minimum cannot make millions.
  static let maximumAdaptiveCount: CGFloat = 1000
  /// The items' spacing when they set none.
  static let defaultSpacing: CGFloat = 8

  /// The tracks `items` make in `length` (no length: as if none were left after the fixed items).
  init(items: [GridItem], length: CGFloat?) {
    let gaps = items.dropLast().map { $0.spacing ?? Self.defaultSpacing }
    var left = (length ?? 0) - gaps.reduce(0, +)
    let isFixed = { (item: GridItem) -> Bool in if case .fixed = item.size { true } else { false } }
    let order = items.indices.filter { isFixed(items[$0]) } + items.indices.filter { !isFixed(items[$0]) }
    var shares = Array(repeating: CGFloat(0), count: items.count)
    var unsized = items.count
    for index in order {
      let share = max(left, 0) / CGFloat(unsized)
      switch items[index].size {
      case .fixed(let fixed): shares[index] = fixed
      case .flexible(let minimum, let maximum): shares[index] = min(max(share, minimum), maximum)
      case .adaptive(let minimum, _): shares[index] = max(share, minimum)
      }
      left -= shares[index]
      unsized -= 1
    }
    var tracks: [Track] = []
    var position: CGFloat = 0
    for (index, item) in items.enumerated() {
      let spacing = item.spacing ?? Self.defaultSpacing
      var lengths = [shares[index]]
      if case .adaptive(let minimum, let maximum) = item.size {
        let fitting = ((shares[index] + spacing) / (minimum + spacing)).rounded(.down)
        // A minimum of no length fits without end: one track, as for a share below the minimum.
        let count = fitting.isFinite ? min(max(fitting, 1), Self.maximumAdaptiveCount) : 1
        let part = min((shares[index] - spacing * (count - 1)) / count, maximum)
        lengths = Array(repeating: part, count: Int(count))
      }
      for (part, length) in lengths.enumerated() {
        if part > 0 { position += spacing }
        tracks.append(Track(start: position, length: length, alignment: item.alignment))
        position += length
      }
      if index < gaps.count { position += gaps[index] }
    }
    self.tracks = tracks
  }

  /// The tracks' extent: from the first's start to the last's end.
  var length: CGFloat { tracks.last.map { $0.start + $0.length } ?? 0 }
}
