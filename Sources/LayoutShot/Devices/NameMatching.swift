/// Matching typed device names: globs, and the closest names to suggest for a typo.
enum NameMatching {
  /// Whether `name` matches `pattern`, where `*` stands for any run of characters (none
  /// included) and `?` for one character; anything else matches itself.
  ///
  /// - Complexity: O(pattern × name), with no backtracking blow-up.
  static func matches(_ name: String, glob pattern: String) -> Bool {
    let text = Array(name.unicodeScalars)
    let glob = Array(pattern.unicodeScalars)
    // The classic two-pointer matcher: on a mismatch, let the last `*` absorb one more character.
    var t = 0
    var g = 0
    var starAt: Int?
    var starText = 0
    while t < text.count {
      if g < glob.count, glob[g] == "?" || glob[g] == text[t] {
        t += 1
        g += 1
      } else if g < glob.count, glob[g] == "*" {
        starAt = g
        starText = t
        g += 1
      } else if let star = starAt {
        g = star + 1
        starText += 1
        t = starText
      } else {
        return false
      }
    }
    while g < glob.count, glob[g] == "*" { g += 1 }
    return g == glob.count
  }

  /// Whether `text` is a glob rather than a plain name.
  static func isGlob(_ text: String) -> Bool {
    text.contains("*") || text.contains("?")
  }

  /// The Levenshtein distance: the fewest single-character insertions, deletions and
  /// substitutions that turn `a` into `b`.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The names to suggest for `typed`, best first, at most `limit`.
  ///
  /// A name is a candidate when it is within a third of the typed length in edits (at least 2),
  /// or when it starts with what was typed (three characters or more). The third is empirical: it
  /// lets through the slips people make in these names — a dropped dash (`iphone14pro` for
  /// `iphone-14-pro`, 2 edits in 11 characters), a missing suffix (`ipad-pro-13` for
  /// `ipad-pro-13-m4`, 3 in 11), swapped letters (`iphone-15-por`, 2) — while a name from another
  /// maker (`motorola-edge`, 6 or more edits from every name) gets no suggestion rather than a
  /// random one. A fixed 2 would miss the suffixes; half the length would reach most of the
  /// catalog for short names.
  ///
  /// Of the candidates, the closest are suggested, with every prefix match: in a catalog where
  /// many names differ by a digit, `iphone-15-por` should suggest `iphone-15-pro` alone, not also
  /// `iphone-11-pro` three edits away. Ties keep the candidates' order (the catalog's).
  static func suggestions(for typed: String, among names: [String], limit: Int = 3) -> [String] {
    let threshold = max(2, typed.unicodeScalars.count / 3)
    var candidates: [(name: String, distance: Int, isPrefix: Bool, order: Int)] = []
    for (order, name) in names.enumerated() where !candidates.contains(where: { $0.name == name }) {
      let distance = editDistance(typed, name)
      let isPrefix = typed.unicodeScalars.count >= 3 && name.hasPrefix(typed)
      if distance <= threshold || isPrefix {
        candidates.append((name, distance, isPrefix, order))
      }
    }
    guard let best = candidates.map(\.distance).min() else { return [] }
    return
      candidates
      .filter { $0.distance == best || $0.isPrefix }
      .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
      .prefix(limit)
      .map(\.name)
  }
}
