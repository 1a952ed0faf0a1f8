import Foundation
import LayoutShot

/// A lazy grid's node: its items fill the tracks (``GridTracks``) line by line, each line as
/// long as its longest item; a section's header and footer take a line of their own across all
/// the tracks (Documentation/SwiftUILazyStacks.md#grid-columns).
///
/// `axis` is the axis the grid grows along: vertical for a `LazyVGrid` (lines are rows, tracks
/// columns), horizontal for a `LazyHGrid`.
final class LazyGridNode: LayoutNode {
  let axis: Axis
  let items: [GridItem]
  /// The guide the cells line up by across their track, unless their item sets one.
  let alignment: Alignment
  /// The space between lines.
  let lineSpacing: CGFloat
  private let content: LazyContent

  init(
    kind: String, axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?,
    content: LazyContent
  ) {
    self.axis = axis
    self.items = items
    self.alignment = alignment
    lineSpacing = spacing ?? GridTracks.defaultSpacing
    self.content = content
    super.init(kind: kind, children: content.nodes)
  }

  /// The tracks for a proposal.
  private func tracks(_ proposal: ProposedViewSize) -> GridTracks {
    GridTracks(items: items, length: proposal[axis.other])
  }

  /// The lines of views for `count` tracks, each view with the track it is in (`nil` for a header
  /// or footer across the tracks, and for every view of a grid of no tracks): items fill a line
  /// track by track; a header or footer, or a section's end, closes the line.
  private func lines(trackCount count: Int) -> [[(node: LayoutNode, track: Int?)]] {
    var lines: [[(node: LayoutNode, track: Int?)]] = []
    var line: [(node: LayoutNode, track: Int?)] = []
    func close() {
      if !line.isEmpty { lines.append(line) }
      line = []
    }
    for part in content.parts {
      switch part {
      case .item(let node):
        line.append((node, count > 0 ? line.count : nil))
        if line.count == max(count, 1) { close() }
      case .supplementary(let node):
        close()
        lines.append([(node, nil)])
      case .sectionEnd:
        close()
      }
    }
    close()
    return lines
  }

  /// What a view in a line is proposed: its track's length across (all the tracks' for a
  /// header or footer) and no length along the grid's axis.
  private func proposal(track: Int?, in tracks: GridTracks) -> ProposedViewSize {
    let across = track.map { tracks.tracks[$0].length } ?? tracks.length
    return ProposedViewSize(nil, along: axis, minor: across)
  }

  /// One line of views laid out: its views with their tracks, their sizes, and its length along
  /// the axis (its longest view's).
  private struct Line {
    let entries: [(node: LayoutNode, track: Int?)]
    let sizes: [CGSize]
    let length: CGFloat
  }

  /// The lines of views in `tracks`, measured.
  private func measure(_ tracks: GridTracks) -> [Line] {
    lines(trackCount: tracks.tracks.count).map { line in
      let sizes = line.map { $0.node.sizeThatFits(proposal(track: $0.track, in: tracks)) }
      return Line(entries: line, sizes: sizes, length: sizes.map { $0[axis] }.max() ?? 0)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let tracks = tracks(proposal)
    let measured = measure(tracks)
    let along = measured.reduce(0) { $0 + $1.length } + lineSpacing * CGFloat(max(measured.count - 1, 0))
    let widest = measured.flatMap(\.sizes).map { $0[axis.other] }.max() ?? 0
    return CGSize(along, along: axis, minor: max(tracks.length, tracks.tracks.isEmpty ? widest : 0))
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let tracks = tracks(proposal)
    let measured = measure(tracks)
    var position: CGFloat = 0
    for line in measured {
      for (entry, size) in zip(line.entries, line.sizes) {
        let track = entry.track.map { tracks.tracks[$0] }
        let cell = CGRect(
          origin: CGPoint(position, along: axis, minor: track?.start ?? 0),
          size: CGSize(line.length, along: axis, minor: track?.length ?? tracks.length))
        let frame = Self.aligned(entry.node, size: size, in: cell.size, by: track?.alignment ?? alignment)
        entry.node.place(
          in: frame.offsetBy(dx: bounds.minX + cell.minX, dy: bounds.minY + cell.minY),
          proposal: self.proposal(track: entry.track, in: tracks))
      }
      position += line.length + lineSpacing
    }
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
