/// Shortens a line to a width with an ellipsis ("…", or "..." in a font without it) at its start,
/// end or middle.
///
/// The kept characters are the most that fit together with the ellipsis, kerning at the joins
/// included; spaces next to the ellipsis are dropped. When not even the ellipsis fits, the line is
/// the ellipsis alone. Without a width, only hidden text is marked: the ellipsis goes at the end.
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
      let start = (0...line.count).first { fits(joined(ellipsis, trimmedStart(Array(line[$0...]))), width) }
      return joined(ellipsis, trimmedStart(Array(line[(start ?? line.count)...])))
    case .byTruncatingMiddle where !hiddenTextFollows:
      return middle(line, ellipsis: ellipsis, width: width)
    default:
      // Tail: the longest prefix that fits with the ellipsis after it.
      var best: [TextMeasurer.Cluster] = []
      for end in 0...line.count {
        let prefix = trimmed(Array(line[..<end]))
        if fits(joined(prefix, ellipsis), width) { best = prefix } else if !prefix.isEmpty { break }
      }
      return joined(best, ellipsis)
    }
  }

  /// Prefix and suffix grown one character at a time, the shorter side first, while they fit.
  private func middle(_ line: [TextMeasurer.Cluster], ellipsis: [TextMeasurer.Cluster], width: Double)
    -> [TextMeasurer.Cluster]
  {
    var prefixEnd = 0
    var suffixStart = line.count
    func candidate(_ end: Int, _ start: Int) -> [TextMeasurer.Cluster] {
      joined(joined(trimmed(Array(line[..<end])), ellipsis), trimmedStart(Array(line[start...])))
    }
    while prefixEnd < suffixStart {
      let prefixWidth = measure(Array(line[..<prefixEnd]))
      let suffixWidth = measure(Array(line[suffixStart...]))
      let growPrefix = prefixWidth <= suffixWidth
      let next = growPrefix ? candidate(prefixEnd + 1, suffixStart) : candidate(prefixEnd, suffixStart - 1)
      if fits(next, width) {
        if growPrefix { prefixEnd += 1 } else { suffixStart -= 1 }
        continue
      }
      let other = growPrefix ? candidate(prefixEnd, suffixStart - 1) : candidate(prefixEnd + 1, suffixStart)
      guard fits(other, width) else { break }
      if growPrefix { suffixStart -= 1 } else { prefixEnd += 1 }
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
