/// Turns a string into measured clusters: one per character (grapheme cluster), with its glyphs,
/// their offsets, its advance and the kerning before it, all in font units.
///
/// A character's glyphs are those of its Unicode scalars, one each, from the font's character map;
/// a scalar the font lacks gets `.notdef` (glyph 0) and is listed in ``missing``. Advances come
/// from `hmtx` and kerning from `kern`, between every two consecutive glyphs, within a character
/// and across characters, except across a hard line break. There is no shaping: no ligatures,
/// no `GPOS` positioning, no reordering.
struct TextMeasurer {
  /// What a character means to line breaking.
  enum Kind: Equatable {
    case regular
    /// A space: lines may break after it, and it hangs past the end of a line.
    case space
    /// A hyphen or dash: lines may break after it.
    case hyphen
    /// A hard line break (`\n`, `\r\n`, `\r`, U+2028, U+2029, U+0085): it ends a paragraph.
    case lineBreak
  }

  /// A measured character.
  struct Cluster: Equatable {
    var character: Character
    var kind: Kind
    var glyphs: [GlyphID]
    /// Where each glyph starts from the cluster's start, in font units.
    var offsets: [Int]
    /// The cluster's advance (its glyphs' advances and the kerning between them), in font units.
    var advance: Int
    /// The kerning between the previous cluster's last glyph and this one's first, in font units.
    var kerningBefore: Int
  }

  let font: Font
  private(set) var clusters: [Cluster] = []
  private(set) var missing: [Unicode.Scalar] = []

  init(_ text: String, font: Font) {
    self.font = font
    var seenMissing = Set<Unicode.Scalar>()
    var previousGlyph: GlyphID?
    for character in text {
      var cluster = measure(character, after: previousGlyph)
      for scalar in character.unicodeScalars where cluster.kind != .lineBreak && !Self.isTab(scalar) {
        if font.glyph(for: scalar) == nil, seenMissing.insert(scalar).inserted { missing.append(scalar) }
      }
      if cluster.kind == .lineBreak { cluster.kerningBefore = 0 }
      previousGlyph = cluster.kind == .lineBreak ? nil : cluster.glyphs.last ?? previousGlyph
      clusters.append(cluster)
    }
  }

  /// One character, measured after the glyph `previous`.
  func measure(_ character: Character, after previous: GlyphID?) -> Cluster {
    let kind = Self.kind(of: character)
    guard kind != .lineBreak else {
      return Cluster(character: character, kind: kind, glyphs: [], offsets: [], advance: 0, kerningBefore: 0)
    }
    var glyphs: [GlyphID] = []
    var offsets: [Int] = []
    var pen = 0
    for scalar in character.unicodeScalars {
      // A tab is drawn as a space: LayoutShot has no tab stops.
      let glyph = font.glyph(for: Self.isTab(scalar) ? " " : scalar) ?? Font.notdef
      if let last = glyphs.last { pen += font.kerning(between: last, and: glyph) }
      glyphs.append(glyph)
      offsets.append(pen)
      pen += font.advance(of: glyph)
    }
    let kerning = previous.flatMap { previous in glyphs.first.map { font.kerning(between: previous, and: $0) }
    }
    return Cluster(
      character: character, kind: kind, glyphs: glyphs, offsets: offsets, advance: pen,
      kerningBefore: kerning ?? 0)
  }

  private static func isTab(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" }

  private static func kind(of character: Character) -> Kind {
    switch character {
    case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}": .lineBreak
    case " ", "\t", "\u{3000}": .space
    case "-", "\u{2010}", "\u{2013}": .hyphen
    default: .regular
    }
  }
}
