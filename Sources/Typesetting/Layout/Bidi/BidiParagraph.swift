/// The embedding levels of one paragraph's characters under the Unicode Bidirectional Algorithm
/// (UAX #9), and the visual order of a line of them.
///
/// A level is even for left-to-right text and odd for right-to-left text; a line shows its
/// characters in logical order, then reverses every run at level 1 or more, then every run at 2
/// or more, and so on (rule L2), so a Hebrew word in an English sentence, or an English word in a
/// Hebrew one, reads the right way.
///
/// What is implemented, by the algorithm's rule names: the paragraph level from the first strong
/// character (P2, P3) or the given direction when there is none; explicit embeddings, overrides
/// and isolates (X1–X10, isolates kept at their own level); weak types (W1–W7); bracket pairs
/// (BD16, N0: a pair takes the direction of the text inside it, as "(abc)" in Hebrew keeps its
/// brackets round the Latin); neutrals (N1, N2); implicit levels (I1, I2); the line-end reset
/// (L1); reordering (L2); and mirrored brackets at odd levels (L4, ``mirrored(_:)``). Left out:
/// the joining of an isolate's two ends into one run sequence (each level run is resolved on its
/// own), and canonical equivalents of brackets (U+2329 and U+3008 pair only with their own kind).
///
/// ```swift
/// let classes = "abc \u{05D0}\u{05D1}".unicodeScalars.map(BidiClass.init)
/// let paragraph = BidiParagraph(classes: classes, defaultDirection: .leftToRight)
/// paragraph.levels          // [0, 0, 0, 0, 1, 1]
/// BidiParagraph.visualOrder(of: paragraph.levels)   // [0, 1, 2, 3, 5, 4]
/// ```
struct BidiParagraph {
  /// The paragraph's level: 0 left to right, 1 right to left.
  let level: UInt8
  /// Each character's resolved level.
  private(set) var levels: [UInt8]

  /// The deepest embedding the algorithm allows (BD2).
  private static let maximumDepth: UInt8 = 125

  /// Resolves the levels of a paragraph whose characters have `classes`; `defaultDirection` is
  /// its direction when it has no strong character.
  ///
  /// `brackets` gives each character's paired
  /// bracket, if it is one (``BidiBracket``); none by default.
  init(classes: [BidiClass], defaultDirection: WritingDirection, brackets: [BidiBracket?] = []) {
    let first = Self.firstStrong(in: classes[...])
    level = first.map { $0 == .leftToRight ? 0 : 1 } ?? (defaultDirection == .rightToLeft ? 1 : 0)
    var types = classes
    levels = Array(repeating: level, count: classes.count)
    applyExplicitLevels(to: &types)
    for run in levelRuns(types: types) {
      resolveWeakAndNeutralTypes(of: run, in: &types, brackets: brackets)
    }
    for index in types.indices where !types[index].isRemovedByX9 {
      levels[index] = Self.implicitLevel(levels[index], type: types[index])
    }
    resetLineEnds(classes: classes)
  }

  // MARK: P2, P3

  /// The direction of the first strong character outside isolates, `nil` without one.
  private static func firstStrong(in classes: ArraySlice<BidiClass>) -> WritingDirection? {
    var isolates = 0
    for type in classes {
      switch type {
      case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate: isolates += 1
      case .popDirectionalIsolate: if isolates > 0 { isolates -= 1 }
      case .paragraphSeparator: return nil
      case .leftToRight where isolates == 0: return .leftToRight
      case .rightToLeft where isolates == 0, .arabicLetter where isolates == 0: return .rightToLeft
      default: break
      }
    }
    return nil
  }

  // MARK: X1–X9

  /// One entry of the directional status stack.
  private struct Status {
    var level: UInt8
    var override: BidiClass?
    var isIsolate: Bool
  }

  /// Sets each character's level from the embeddings, overrides and isolates around it, and
  /// overrides its type where an override is in force.
  private mutating func applyExplicitLevels(to types: inout [BidiClass]) {
    var stack = [Status(level: level, override: nil, isIsolate: false)]
    var overflowIsolates = 0
    var overflowEmbeddings = 0
    var validIsolates = 0
    for index in types.indices {
      let type = types[index]
      let current = stack[stack.count - 1]
      switch type {
      case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
        levels[index] = current.level
        let rightToLeft = type == .rightToLeftEmbedding || type == .rightToLeftOverride
        let next = rightToLeft ? (current.level + 1) | 1 : (current.level + 2) & ~1
        if next <= Self.maximumDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
          let override: BidiClass? =
            switch type {
            case .rightToLeftOverride: .rightToLeft
            case .leftToRightOverride: .leftToRight
            default: nil
            }
          stack.append(Status(level: next, override: override, isIsolate: false))
        } else if overflowIsolates == 0 {
          overflowEmbeddings += 1
        }
      case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
        levels[index] = current.level
        if let override = current.override { types[index] = override }
        var rightToLeft = type == .rightToLeftIsolate
        if type == .firstStrongIsolate {
          rightToLeft = Self.firstStrong(in: types[(index + 1)...]) == .rightToLeft
        }
        let next = rightToLeft ? (current.level + 1) | 1 : (current.level + 2) & ~1
        if next <= Self.maximumDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
          validIsolates += 1
          stack.append(Status(level: next, override: nil, isIsolate: true))
        } else {
          overflowIsolates += 1
        }
      case .popDirectionalIsolate:
        if overflowIsolates > 0 {
          overflowIsolates -= 1
        } else if validIsolates > 0 {
          overflowEmbeddings = 0
          while !stack[stack.count - 1].isIsolate { stack.removeLast() }
          stack.removeLast()
          validIsolates -= 1
        }
        let after = stack[stack.count - 1]
        levels[index] = after.level
        if let override = after.override { types[index] = override }
      case .popDirectionalFormat:
        levels[index] = current.level
        if overflowIsolates == 0 {
          if overflowEmbeddings > 0 {
            overflowEmbeddings -= 1
          } else if !current.isIsolate && stack.count > 1 {
            stack.removeLast()
          }
        }
      case .paragraphSeparator:
        levels[index] = level
      case .boundaryNeutral:
        levels[index] = current.level
      default:
        levels[index] = current.level
        if let override = current.override { types[index] = override }
      }
    }
  }

  // MARK: X10, W1–W7, N1–N2

  /// A maximal run of characters at one level (characters removed by X9 skipped), with the
  /// directions before and after it (`sos`, `eos`).
  private struct LevelRun {
    var indices: [Int]
    var level: UInt8
    var start: BidiClass
    var end: BidiClass
  }

  /// The level runs of the paragraph, in order.
  private func levelRuns(types: [BidiClass]) -> [LevelRun] {
    var runs: [LevelRun] = []
    var current: [Int] = []
    for index in types.indices where !types[index].isRemovedByX9 {
      if let last = current.last, levels[last] != levels[index] {
        runs.append(LevelRun(indices: current, level: levels[last], start: .otherNeutral, end: .otherNeutral))
        current = []
      }
      current.append(index)
    }
    if let last = current.last {
      runs.append(LevelRun(indices: current, level: levels[last], start: .otherNeutral, end: .otherNeutral))
    }
    for position in runs.indices {
      let before = position > 0 ? runs[position - 1].level : level
      let after = position + 1 < runs.count ? runs[position + 1].level : level
      runs[position].start = Self.direction(of: max(before, runs[position].level))
      runs[position].end = Self.direction(of: max(after, runs[position].level))
    }
    return runs
  }

  /// L for an even level, R for an odd one.
  private static func direction(of level: UInt8) -> BidiClass {
    level & 1 == 0 ? .leftToRight : .rightToLeft
  }

  /// Resolves the weak types (W1–W7), then the neutrals (N1, N2), of one level run.
  private func resolveWeakAndNeutralTypes(
    of run: LevelRun, in types: inout [BidiClass], brackets: [BidiBracket?]
  ) {
    let indices = run.indices
    // W1: a mark takes the type before it (ON after an isolate's start or end).
    var previous = run.start
    for index in indices {
      if types[index] == .nonspacingMark {
        types[index] =
          previous.isIsolateInitiator || previous == .popDirectionalIsolate ? .otherNeutral : previous
      }
      previous = types[index]
    }
    // W2, W3: a European digit after Arabic letters is an Arabic digit; Arabic letters are R.
    var lastStrong = run.start
    for index in indices {
      let type = types[index]
      if type == .europeanNumber && lastStrong == .arabicLetter { types[index] = .arabicNumber }
      if type.isStrong { lastStrong = type }
    }
    for index in indices where types[index] == .arabicLetter { types[index] = .rightToLeft }
    // W4: one separator between two numbers of a kind joins them.
    for position in indices.indices.dropFirst().dropLast() {
      let before = types[indices[position - 1]]
      let after = types[indices[position + 1]]
      switch types[indices[position]] {
      case .europeanSeparator where before == .europeanNumber && after == .europeanNumber:
        types[indices[position]] = .europeanNumber
      case .commonSeparator where before == after && (before == .europeanNumber || before == .arabicNumber):
        types[indices[position]] = before
      default: break
      }
    }
    // W5: terminators next to a European digit are digits too.
    var position = 0
    while position < indices.count {
      guard types[indices[position]] == .europeanTerminator else {
        position += 1
        continue
      }
      var end = position
      while end < indices.count && types[indices[end]] == .europeanTerminator { end += 1 }
      let touchesNumber =
        (position > 0 && types[indices[position - 1]] == .europeanNumber)
        || (end < indices.count && types[indices[end]] == .europeanNumber)
      if touchesNumber {
        for inner in position..<end { types[indices[inner]] = .europeanNumber }
      }
      position = end
    }
    // W6: the separators and terminators left are neutrals.
    for index in indices {
      switch types[index] {
      case .europeanSeparator, .europeanTerminator, .commonSeparator: types[index] = .otherNeutral
      default: break
      }
    }
    // W7: a European digit after left-to-right text is left to right.
    lastStrong = run.start
    for index in indices {
      let type = types[index]
      if type == .europeanNumber && lastStrong == .leftToRight { types[index] = .leftToRight }
      if type == .leftToRight || type == .rightToLeft { lastStrong = type }
    }
    if !brackets.isEmpty { Self.resolveBracketPairs(in: run, types: &types, brackets: brackets) }
    // N1, N2: neutrals between text of one direction take it; others take the run's.
    position = 0
    while position < indices.count {
      guard types[indices[position]].isNeutralOrIsolate else {
        position += 1
        continue
      }
      var end = position
      while end < indices.count && types[indices[end]].isNeutralOrIsolate { end += 1 }
      let before = position > 0 ? Self.strongDirection(types[indices[position - 1]]) : run.start
      let after = end < indices.count ? Self.strongDirection(types[indices[end]]) : run.end
      let resolved = before == after ? before : Self.direction(of: run.level)
      for inner in position..<end { types[indices[inner]] = resolved }
      position = end
    }
  }

  // MARK: BD16, N0

  /// Rule N0: each pair of brackets (found as BD16 finds them, among characters still neutral)
  /// takes the run's direction when the text inside has a strong character of it; else, when
  /// the inside has only the other direction, that direction if the text before the pair has it
  /// too, and the run's otherwise; a pair with no strong text inside is left to N1 and N2.
  private static func resolveBracketPairs(
    in run: LevelRun, types: inout [BidiClass], brackets: [BidiBracket?]
  ) {
    let indices = run.indices
    // BD16: a stack of open brackets; a closing bracket pairs with the nearest open one of its
    // kind (those above it are dropped); more than 63 open brackets end the search.
    var open: [(position: Int, kind: Unicode.Scalar)] = []
    var pairs: [(open: Int, close: Int)] = []
    search: for position in indices.indices {
      let index = indices[position]
      guard types[index] == .otherNeutral, index < brackets.count, let bracket = brackets[index] else {
        continue
      }
      if bracket.isOpening {
        guard open.count < 63 else { break search }
        open.append((position, bracket.opening))
      } else if let match = open.lastIndex(where: { $0.kind == bracket.opening }) {
        pairs.append((open[match].position, position))
        open.removeSubrange(match...)
      }
    }
    pairs.sort { $0.open < $1.open }
    let embedding = direction(of: run.level)
    let opposite: BidiClass = embedding == .leftToRight ? .rightToLeft : .leftToRight
    for pair in pairs {
      var inside: BidiClass?
      for position in (pair.open + 1)..<pair.close {
        guard let strong = strongOrNil(types[indices[position]]) else { continue }
        if strong == embedding {
          inside = embedding
          break
        }
        inside = opposite
      }
      guard let found = inside else { continue }
      var resolved = embedding
      if found == opposite {
        var before = run.start
        for position in stride(from: pair.open - 1, through: 0, by: -1) {
          if let strong = strongOrNil(types[indices[position]]) {
            before = strong
            break
          }
        }
        if before == opposite { resolved = opposite }
      }
      types[indices[pair.open]] = resolved
      types[indices[pair.close]] = resolved
    }
  }

  /// L for a left-to-right type, R for a right-to-left one or a number (as N0 and N1 count them),
  /// `nil` for a neutral.
  private static func strongOrNil(_ type: BidiClass) -> BidiClass? {
    switch type {
    case .leftToRight: .leftToRight
    case .rightToLeft, .arabicLetter, .europeanNumber, .arabicNumber: .rightToLeft
    default: nil
    }
  }

  /// The direction a resolved type counts as for N1: digits count as right to left.
  private static func strongDirection(_ type: BidiClass) -> BidiClass {
    type == .leftToRight ? .leftToRight : .rightToLeft
  }

  // MARK: I1, I2, L1

  /// The level of a character of resolved `type` at embedding level `level`.
  private static func implicitLevel(_ level: UInt8, type: BidiClass) -> UInt8 {
    if level & 1 == 0 {
      switch type {
      case .rightToLeft: level + 1
      case .arabicNumber, .europeanNumber: level + 2
      default: level
      }
    } else {
      type == .leftToRight || type == .europeanNumber || type == .arabicNumber ? level + 1 : level
    }
  }

  /// Rule L1: separators, and the spaces before them and at the paragraph's end, go back to the
  /// paragraph level.
  private mutating func resetLineEnds(classes: [BidiClass]) {
    var resets = true
    for index in classes.indices.reversed() {
      switch classes[index] {
      case .segmentSeparator, .paragraphSeparator:
        levels[index] = level
        resets = true
      case .whitespace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
        if resets { levels[index] = level }
      default:
        if classes[index].isRemovedByX9 {
          if resets { levels[index] = level }
        } else {
          resets = false
        }
      }
    }
  }

  // MARK: L2, L4

  /// The logical indices of a line's characters in the order they are shown, left to right, for
  /// their `levels` (rule L2).
  static func visualOrder(of levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), highest > 0 else { return order }
    let lowestOdd = (levels.filter { $0 & 1 == 1 }.min() ?? highest) | 1
    var target = highest
    while target >= lowestOdd {
      var position = 0
      while position < order.count {
        guard levels[order[position]] >= target else {
          position += 1
          continue
        }
        var end = position
        while end < order.count && levels[order[end]] >= target { end += 1 }
        order[position..<end].reverse()
        position = end
      }
      target -= 1
    }
    return order
  }

  /// The mirror image of a bracket or other mirrored character, drawn in its place at an odd
  /// level (rule L4); `nil` for a character without one.
  static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    mirrors[scalar]
  }

  /// Pairs of characters that are each other's mirror images (`Bidi_Mirroring_Glyph`).
  private static let mirrors: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
      ("(", ")"), ("<", ">"), ("[", "]"), ("{", "}"), ("\u{AB}", "\u{BB}"), ("\u{2039}", "\u{203A}"),
      ("\u{2045}", "\u{2046}"), ("\u{207D}", "\u{207E}"), ("\u{208D}", "\u{208E}"), ("\u{2264}", "\u{2265}"),
      ("\u{2329}", "\u{232A}"), ("\u{3008}", "\u{3009}"), ("\u{300A}", "\u{300B}"), ("\u{300C}", "\u{300D}"),
      ("\u{300E}", "\u{300F}"), ("\u{3010}", "\u{3011}"), ("\u{FF08}", "\u{FF09}"), ("\u{FF3B}", "\u{FF3D}"),
      ("\u{FF5B}", "\u{FF5D}"),
    ]
    var map: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (open, close) in pairs {
      map[open] = close
      map[close] = open
    }
    return map
  }()
}
