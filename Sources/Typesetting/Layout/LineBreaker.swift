/// Splits measured clusters into lines that fit a width.
///
/// Paragraphs end at hard line breaks. Within a paragraph, word wrapping breaks after a space (a
/// run of spaces stays at the end of its line, hanging past the width, and is not counted in the
/// line's width) or after a hyphen, at the last such place where the line still fits; a word
/// longer than the whole width is broken between characters. Character wrapping breaks after the
/// last character that fits. Each line holds at least one character, so a line always makes
/// progress. Without a width, lines are the paragraphs.
struct LineBreaker {
  /// How to wrap.
  enum Wrapping {
    case none
    case words
    case characters
  }

  /// A line: a range of clusters, and whether it is the last line of its paragraph.
  struct Line: Equatable {
    var range: Range<Int>
    var endsParagraph: Bool
  }

  let clusters: [TextMeasurer.Cluster]

  /// The paragraphs, as cluster ranges without their line breaks.
  ///
  /// A text ending in a line break ends with an empty paragraph; an empty text has none.
  func paragraphs() -> [Range<Int>] {
    guard !clusters.isEmpty else { return [] }
    var result: [Range<Int>] = []
    var start = 0
    for (index, cluster) in clusters.enumerated() where cluster.kind == .lineBreak {
      result.append(start..<index)
      start = index + 1
    }
    result.append(start..<clusters.count)
    return result
  }

  /// The lines of all paragraphs for a width in the text's units (`nil`: unlimited), stopping once
  /// `limit` lines are made (when given).
  func lines(width: Double?, wrapping: Wrapping, limit: Int?) -> [Line] {
    var lines: [Line] = []
    for paragraph in paragraphs() {
      var start = paragraph.lowerBound
      repeat {
        if let limit, lines.count >= limit { return lines }
        let end =
          if let width, wrapping != .none {
            breakPoint(from: start, in: paragraph, width: width, wrapping: wrapping)
          } else { paragraph.upperBound }
        lines.append(Line(range: start..<end, endsParagraph: end == paragraph.upperBound))
        start = end
      } while start < paragraph.upperBound
    }
    return lines
  }

  /// The width of clusters `range` in the text's units, kerning between them included, trailing
  /// spaces excluded.
  func width(_ range: Range<Int>) -> Double {
    var end = range.upperBound
    while end > range.lowerBound && clusters[end - 1].kind == .space { end -= 1 }
    var total = 0.0
    for index in range.lowerBound..<end {
      total += clusters[index].advance + (index > range.lowerBound ? clusters[index].kerningBefore : 0)
    }
    return total
  }

  /// Where the line starting at `start` ends (exclusive).
  private func breakPoint(from start: Int, in paragraph: Range<Int>, width: Double, wrapping: Wrapping) -> Int
  {
    var total = 0.0
    var lastOpportunity: Int?
    for index in start..<paragraph.upperBound {
      let cluster = clusters[index]
      let added = cluster.advance + (index > start ? cluster.kerningBefore : 0)
      if cluster.kind == .space {
        // Spaces hang: they never push a line over the width. The line may break after the run.
        total += added
        if index + 1 < paragraph.upperBound && clusters[index + 1].kind != .space {
          lastOpportunity = index + 1
        }
        continue
      }
      if total + added > width && index > start {
        if wrapping == .words, let opportunity = lastOpportunity { return opportunity }
        return index
      }
      total += added
      if cluster.kind == .hyphen && index + 1 < paragraph.upperBound { lastOpportunity = index + 1 }
    }
    return paragraph.upperBound
  }
}
