/// Shortens a line to a width with an ellipsis ("…", or "..." in a font without it) at its start,
/// end or middle.
///
/// The kept characters are the most that fit together with the ellipsis, kerning at the joins
/// included; spaces next to the ellipsis are dropped. When not even the ellipsis fits, the line is
/// the ellipsis alone. Without a width, only hidden text is marked: the ellipsis goes at the end.
///
/// The work grows with the number of characters kept, not with the length of the line: a label
/// given a whole book on one line truncates it as fast as a sentence.
struct Truncation {
  let measurer: TextMeasurer

  /// `line` shortened for `mode`, which is one of the truncating modes.
  func truncate(
    _ line: [TextMeasurer.Cluster], mode: LineBreakMode, width: Double?, hiddenTextFollows: Bool
  ) -> [TextMeasurer.Cluster] {
    let ellipsis = ellipsisClusters()
    guard let width else { return joined(trimmed(line), ellipsis) }
    switch mode {
    case .byTruncatingHead where !hiddenTextFollows:
      // The longest suffix that fits after the ellipsis, grown one character at a time from the
      // end; a suffix that starts with spaces is the suffix after them.
      var start = line.count
      var candidate = line.count
      while candidate > 0 {
        candidate -= 1
        guard line[candidate].kind != .space else { continue }
        guard fits(joined(ellipsis, Array(line[candidate...])), width) else { break }
        start = candidate
      }
      return joined(ellipsis, Array(line[start...]))
    case .byTruncatingMiddle where !hiddenTextFollows:
      return middle(line, ellipsis: ellipsis, width: width)
    default:
      // Tail: the longest prefix that fits with the ellipsis after it, grown one character at a
      // time; a prefix that ends with spaces is the prefix before them.
      var end = 0
      for candidate in line.indices where line[candidate].kind != .space {
        guard fits(joined(Array(line[...candidate]), ellipsis), width) else { break }
        end = candidate + 1
      }
      return joined(Array(line[..<end]), ellipsis)
    }
  }

  /// Prefix and suffix grown one character at a time, the narrower side first, while they fit;
  /// a run of spaces is passed in one step, as spaces next to the ellipsis are dropped.
  private func middle(_ line: [TextMeasurer.Cluster], ellipsis: [TextMeasurer.Cluster], width: Double)
    -> [TextMeasurer.Cluster]
  {
    var prefixEnd = 0
    var suffixStart = line.count
    func candidate(_ end: Int, _ start: Int) -> [TextMeasurer.Cluster] {
      joined(joined(trimmed(Array(line[..<end])), ellipsis), trimmedStart(Array(line[start...])))
    }
    /// The next prefix end: past the next character and the spaces after it.
    func grown(_ end: Int) -> Int {
      var end = end + 1
      while end < suffixStart && line[end].kind == .space { end += 1 }
      return end
    }
    /// The next suffix start: before the previous character and the spaces before it.
    func grown(start: Int) -> Int {
      var start = start - 1
      while start > prefixEnd && line[start - 1].kind == .space { start -= 1 }
      return start
    }
    while prefixEnd < suffixStart {
      let prefixWidth = measure(trimmed(Array(line[..<prefixEnd])))
      let suffixWidth = measure(trimmedStart(Array(line[suffixStart...])))
      let growPrefix = prefixWidth <= suffixWidth
      let next =
        growPrefix
        ? candidate(grown(prefixEnd), suffixStart) : candidate(prefixEnd, grown(start: suffixStart))
      if fits(next, width) {
        if growPrefix { prefixEnd = grown(prefixEnd) } else { suffixStart = grown(start: suffixStart) }
        continue
      }
      let other =
        growPrefix
        ? candidate(prefixEnd, grown(start: suffixStart)) : candidate(grown(prefixEnd), suffixStart)
      guard fits(other, width) else { break }
      if growPrefix { suffixStart = grown(start: suffixStart) } else { prefixEnd = grown(prefixEnd) }
    }
    return candidate(prefixEnd, suffixStart)
  }

  /// The ellipsis as clusters: "…" if the font has it, else three full stops.
  private func ellipsisClusters() -> [TextMeasurer.Cluster] {
    let text = measurer.font.glyph(for: "\u{2026}") != nil ? "\u{2026}" : "..."
    return TextMeasurer(text, font: measurer.font).clusters
  }

  /// `first` then `second`, the kerning at the join measured anew.
  private func joined(_ first: [TextMeasurer.Cluster], _ second: [TextMeasurer.Cluster]) -> [TextMeasurer
    .Cluster]
  {
    guard var head = second.first else { return first }
    let previous = first.last?.glyphs.last
    head.kerningBefore =
      previous.flatMap { previous in
        head.glyphs.first.map { measurer.font.kerning(between: previous, and: $0) }
      } ?? 0
    return first + [head] + second.dropFirst()
  }

  private func fits(_ clusters: [TextMeasurer.Cluster], _ width: Double) -> Bool {
    Double(measure(clusters)) <= width
  }

  private func measure(_ clusters: [TextMeasurer.Cluster]) -> Int {
    LineBreaker(clusters: clusters).width(0..<clusters.count)
  }

  private func trimmed(_ clusters: [TextMeasurer.Cluster]) -> [TextMeasurer.Cluster] {
    var clusters = clusters
    while clusters.last?.kind == .space { clusters.removeLast() }
    return clusters
  }

  private func trimmedStart(_ clusters: [TextMeasurer.Cluster]) -> [TextMeasurer.Cluster] {
    Array(clusters.drop { $0.kind == .space })
  }
}
