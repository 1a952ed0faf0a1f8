/// The shortest edit between two texts, line by line, printed as unified hunks.
///
/// SVG snapshots and frame dumps are text with one element or view per line, so their line diff
/// says what moved:
///
/// ```swift
/// let diff = LineDiff(old: reference, new: actual)
/// print(diff.unified(context: 2))
/// // @@ -4,3 +4,3 @@
/// //  <g id="blue" data-name="blue">
/// // -<rect x="166" y="28" width="201" height="631" fill="#FF3B30"/>
/// // +<rect x="150" y="28" width="217" height="631" fill="#FF3B30"/>
/// ```
///
/// The edit is found with Myers's O(ND) algorithm (Myers 1986), so texts that differ in a few
/// lines cost little however long they are.
package struct LineDiff: Hashable, Sendable {
  /// One line of the edit.
  package enum Line: Hashable, Sendable {
    /// A line both texts have: its line numbers (from 1) in the old and the new text.
    case same(String, old: Int, new: Int)
    /// A line only the old text has.
    case removed(String, old: Int)
    /// A line only the new text has.
    case added(String, new: Int)
  }

  /// The lines of both texts in order, each kept, removed or added.
  package let lines: [Line]

  /// The edit from `old` to `new`, split at `\n` (a final newline does not make an empty line).
  package init(old: String, new: String) {
    lines = Self.diff(Self.split(old), Self.split(new))
  }

  /// Whether the texts have the same lines.
  package var isEmpty: Bool {
    lines.allSatisfy {
      if case .same = $0 { return true }
      return false
    }
  }

  /// The number of removed and of added lines.
  package var counts: (removed: Int, added: Int) {
    lines.reduce(into: (0, 0)) { counts, line in
      switch line {
      case .same: break
      case .removed: counts.0 += 1
      case .added: counts.1 += 1
      }
    }
  }

  /// The edit as unified hunks (`@@ -a,b +c,d @@`), each changed run with `context` lines around
  /// it, at most `maximumLines` lines in all (then a line saying how many were left out).
  package func unified(context: Int = 3, maximumLines: Int = 200) -> String {
    var output: [String] = []
    let changed = lines.indices.filter {
      if case .same = lines[$0] { return false }
      return true
    }
    var index = 0
    while index < changed.count {
      let start = max(0, changed[index] - context)
      var end = min(lines.count, changed[index] + context + 1)
      index += 1
      while index < changed.count, changed[index] - context <= end {
        end = min(lines.count, changed[index] + context + 1)
        index += 1
      }
      output.append(header(lines[start..<end]))
      for line in lines[start..<end] {
        switch line {
        case .same(let text, _, _): output.append(" " + text)
        case .removed(let text, _): output.append("-" + text)
        case .added(let text, _): output.append("+" + text)
        }
      }
    }
    if output.count > maximumLines {
      let omitted = output.count - maximumLines
      output = Array(output.prefix(maximumLines)) + ["… \(omitted) more lines of the diff left out"]
    }
    return output.joined(separator: "\n")
  }

  private func header(_ hunk: ArraySlice<Line>) -> String {
    var oldStart = 0
    var newStart = 0
    var oldCount = 0
    var newCount = 0
    for line in hunk {
      switch line {
      case .same(_, let old, let new):
        if oldStart == 0 { oldStart = old }
        if newStart == 0 { newStart = new }
        oldCount += 1
        newCount += 1
      case .removed(_, let old):
        if oldStart == 0 { oldStart = old }
        oldCount += 1
      case .added(_, let new):
        if newStart == 0 { newStart = new }
        newCount += 1
      }
    }
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
  }

  private static func split(_ text: String) -> [Substring] {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    if parts.last == "" { parts.removeLast() }
    return parts
  }

  /// The most edits searched for: past it, the differing middle counts as all removed, then all
  /// added, so that two unrelated texts cost linear time and memory.
  static let maximumSearchedEdits = 1_000

  /// The common first and last lines kept, and the middle diffed.
  private static func diff(_ old: [Substring], _ new: [Substring]) -> [Line] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var result = (0..<prefix).map { Line.same(String(old[$0]), old: $0 + 1, new: $0 + 1) }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    let middle =
      edit(oldMiddle, newMiddle)
      ?? oldMiddle.indices.map { Line.removed(String(oldMiddle[$0]), old: $0 + 1) }
      + newMiddle.indices.map { Line.added(String(newMiddle[$0]), new: $0 + 1) }
    result += middle.map { line in
      switch line {
      case .same(let text, let oldLine, let newLine):
        .same(text, old: oldLine + prefix, new: newLine + prefix)
      case .removed(let text, let oldLine): .removed(text, old: oldLine + prefix)
      case .added(let text, let newLine): .added(text, new: newLine + prefix)
      }
    }
    for index in 0..<suffix {
      let oldLine = old.count - suffix + index
      let newLine = new.count - suffix + index
      result.append(.same(String(old[oldLine]), old: oldLine + 1, new: newLine + 1))
    }
    return result
  }

  /// Myers's greedy forward search for the shortest edit script, then its path traced back.
  private static func edit(_ old: [Substring], _ new: [Substring]) -> [Line]? {
    let n = old.count
    let m = new.count
    let maximum = n + m
    var found = false
    let offset = maximum + 1
    var frontier = [Int](repeating: 0, count: 2 * maximum + 3)
    var trace: [[Int]] = []
    search: for depth in 0...maximum {
      if depth > maximumSearchedEdits { return nil }
      // Only diagonals -depth-1 ... depth+1 are read when tracing back from this depth.
      trace.append(Array(frontier[(offset - depth - 1)...(offset + depth + 1)]))
      for diagonal in stride(from: -depth, through: depth, by: 2) {
        var x: Int
        if diagonal == -depth
          || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
        {
          x = frontier[offset + diagonal + 1]
        } else {
          x = frontier[offset + diagonal - 1] + 1
        }
        var y = x - diagonal
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[offset + diagonal] = x
        if x >= n, y >= m {
          found = true
          break search
        }
      }
    }
    guard found else { return nil }
    var result: [Line] = []
    var x = n
    var y = m
    for depth in stride(from: trace.count - 1, through: 0, by: -1) {
      let previous = trace[depth]
      let base = depth + 1
      let diagonal = x - y
      let previousDiagonal: Int
      if diagonal == -depth
        || (diagonal != depth && previous[base + diagonal - 1] < previous[base + diagonal + 1])
      {
        previousDiagonal = diagonal + 1
      } else {
        previousDiagonal = diagonal - 1
      }
      let previousX = previous[base + previousDiagonal]
      let previousY = previousX - previousDiagonal
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        result.append(.same(String(old[x]), old: x + 1, new: y + 1))
      }
      if depth > 0 {
        if x == previousX {
          y -= 1
          result.append(.added(String(new[y]), new: y + 1))
        } else {
          x -= 1
          result.append(.removed(String(old[x]), old: x + 1))
        }
      }
    }
    return result.reversed()
  }
}
