/// Shortens a line to a width with an ellipsis ("…", or "..." in a font without it) at its start,
/// end or middle.
///
/// The kept characters are the most that fit together with the ellipsis, kerning at the joins
/// included; spaces next to the ellipsis are dropped. When not even the ellipsis fits, the line is
/// the ellipsis alone. Without a width, only hidden text is marked: the ellipsis goes at the end.
/// The ellipsis is in the font of the character it follows (at the start of a line, the one it
/// precedes), or of the line's run `run` when no character is kept.
///
/// The work grows with the number of characters kept, not with the length of the line: a label
/// given a whole book on one line truncates it as fast as a sentence.
struct Truncation {
  let measurer: TextMeasurer
  /// The line to shorten.
  let line: [TextMeasurer.Cluster]
  /// The ellipsis in the font of each run of the line.
  private let ellipses: [Int: [TextMeasurer.Cluster]]
  /// The run of an ellipsis next to no character.
  private let run: Int

  /// A truncation of `line`, whose ellipsis is in `run`'s font when no character is kept.
  init(measurer: TextMeasurer, line: [TextMeasurer.Cluster], run: Int) {
    self.measurer = measurer
    self.line = line
    self.run = run
    var ellipses = [run: Self.ellipsis(in: run, measurer: measurer)]
    var last = run
    // Runs are stretches of the line, so only where the run changes can a new one start.
    for index in line.indices where line[index].run != last {
      last = line[index].run
      if ellipses[last] == nil { ellipses[last] = Self.ellipsis(in: last, measurer: measurer) }
    }
    self.ellipses = ellipses
  }

  /// The line shortened for `mode`, which is one of the truncating modes.
  func truncated(mode: LineBreakMode, width: Double?, hiddenTextFollows: Bool) -> [TextMeasurer.Cluster] {
    guard let width else { return joined(trimmed(line), ellipsis(nextTo: trimmed(line).last)) }
    switch mode {
    case .byTruncatingHead where !hiddenTextFollows:
      // The longest suffix that fits after the ellipsis, grown one character at a time from the
      // end; a suffix that starts with spaces is the suffix after them.
      var start = line.count
      var candidate = line.count
      while candidate > 0 {
        candidate -= 1
        guard line[candidate].kind != .space else { continue }
        guard fits(joined(ellipsis(nextTo: line[candidate]), Array(line[candidate...])), width) else { break }
        start = candidate
      }
      return joined(ellipsis(nextTo: line[start...].first), Array(line[start...]))
    case .byTruncatingMiddle where !hiddenTextFollows:
      return middle(width: width)
    default:
      // Tail: the longest prefix that fits with the ellipsis after it, grown one character at a
      // time; a prefix that ends with spaces is the prefix before them.
      var end = 0
      for candidate in line.indices where line[candidate].kind != .space {
        guard fits(joined(Array(line[...candidate]), ellipsis(nextTo: line[candidate])), width) else { break }
        end = candidate + 1
      }
      return joined(Array(line[..<end]), ellipsis(nextTo: line[..<end].last))
    }
  }

  /// Prefix and suffix grown one character at a time, the narrower side first, while they fit;
  /// a run of spaces is passed in one step, as spaces next to the ellipsis are dropped.
  private func middle(width: Double) -> [TextMeasurer.Cluster] {
    var prefixEnd = 0
    var suffixStart = line.count
    func candidate(_ end: Int, _ start: Int) -> [TextMeasurer.Cluster] {
      let prefix = trimmed(Array(line[..<end]))
      let suffix = trimmedStart(Array(line[start...]))
      return joined(joined(prefix, ellipsis(nextTo: prefix.last ?? suffix.first)), suffix)
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

  /// The ellipsis in the font of `cluster`, or of ``run`` without one, at the bidirectional
  /// level of `cluster` (or of the line's first character), so it stays beside it.
  private func ellipsis(nextTo cluster: TextMeasurer.Cluster?) -> [TextMeasurer.Cluster] {
    let level = cluster?.level ?? line.first?.level ?? 0
    return (ellipses[cluster?.run ?? run] ?? []).map { ellipsis in
      var placed = ellipsis
      placed.level = level
      return placed
    }
  }

  /// The ellipsis as clusters of run `run`: "…" if its font has it, else three full stops.
  private static func ellipsis(in run: Int, measurer: TextMeasurer) -> [TextMeasurer.Cluster] {
    let text: String = measurer.text.runs[run].font.font.glyph(for: "\u{2026}") != nil ? "\u{2026}" : "..."
    var clusters: [TextMeasurer.Cluster] = []
    for character in text {
      let previous = clusters.last?.glyphs.last.map { TextMeasurer.Previous(glyph: $0, run: run) }
      clusters.append(measurer.measure(character, run: run, after: previous))
    }
    return clusters
  }

  /// `first` then `second`, the kerning at the join measured anew.
  private func joined(_ first: [TextMeasurer.Cluster], _ second: [TextMeasurer.Cluster]) -> [TextMeasurer
    .Cluster]
  {
    guard var head = second.first else { return first }
    let previous = first.last.flatMap { last in
      last.glyphs.last.map {
        TextMeasurer.Previous(glyph: $0, run: last.run, usesFallback: last.usesFallback)
      }
    }
    head.kerningBefore =
      head.glyphs.first.map {
        measurer.kerning(after: previous, before: $0, run: head.run, usesFallback: head.usesFallback)
      } ?? 0
    return first + [head] + second.dropFirst()
  }

  private func fits(_ clusters: [TextMeasurer.Cluster], _ width: Double) -> Bool {
    measure(clusters) <= width
  }

  private func measure(_ clusters: [TextMeasurer.Cluster]) -> Double {
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
