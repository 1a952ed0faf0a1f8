/// Turns a styled text into measured clusters: one per character (grapheme cluster), with its run,
/// its glyphs, their offsets, its advance and the kerning before it.
///
/// A character's glyphs are those of its Unicode scalars, one each, from its run's font's
/// character map; a scalar the font lacks gets `.notdef` (glyph 0) and is listed in ``missing``.
/// Advances come from `hmtx` and kerning from `kern`, between every two consecutive glyphs of one
/// font, within a character and across characters and runs, except across a hard line break or
/// a change of font or size. There is no shaping: no ligatures, no `GPOS` positioning, no
/// reordering.
///
/// Lengths are in the units of the text's own font (``StyledText/font``): a run's font units
/// times its scale over the text font's, which is exactly 1 for a run in the text's font, so a
/// text in one font is measured in whole font units.
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
    /// The run, in 32 bits beside `kind`, so that a cluster takes no more memory than it would
    /// without one.
    private var storedRun: UInt32
    var glyphs: [GlyphID]
    /// Where each glyph starts from the cluster's start.
    var offsets: [Double]
    /// The cluster's advance (its glyphs' advances and the kerning between them).
    var advance: Double
    /// The kerning between the previous cluster's last glyph and this one's first.
    var kerningBefore: Double

    init(
      character: Character, kind: Kind, run: Int, glyphs: [GlyphID], offsets: [Double], advance: Double,
      kerningBefore: Double
    ) {
      self.character = character
      self.kind = kind
      storedRun = UInt32(run)
      self.glyphs = glyphs
      self.offsets = offsets
      self.advance = advance
      self.kerningBefore = kerningBefore
    }

    /// The index of the run the character belongs to.
    var run: Int { Int(storedRun) }
  }

  /// The last glyph measured and the font it is in, for kerning the next one.
  struct Previous {
    var glyph: GlyphID
    var run: Int
  }

  let text: StyledText
  /// Each run's font units in the text's units: the run font's scale over the text font's.
  private let unitFactors: [Double]
  private(set) var clusters: [Cluster] = []
  private(set) var missing: [Unicode.Scalar] = []

  init(_ text: StyledText) {
    self.text = text
    let scale = text.font.scale
    unitFactors = text.runs.map { $0.font.scale / scale }
    var seenMissing = Set<Unicode.Scalar>()
    var previous: Previous?
    for (run, piece) in text.runs.enumerated() {
      let font = piece.font.font
      let factor = unitFactors[run]
      for character in piece.text {
        var cluster = measure(character, run: run, font: font, factor: factor, after: previous)
        for scalar in character.unicodeScalars where cluster.kind != .lineBreak && !Self.isTab(scalar) {
          if font.glyph(for: scalar) == nil, seenMissing.insert(scalar).inserted { missing.append(scalar) }
        }
        if cluster.kind == .lineBreak {
          cluster.kerningBefore = 0
          previous = nil
        } else if let last = cluster.glyphs.last {
          previous = Previous(glyph: last, run: run)
        }
        clusters.append(cluster)
      }
    }
  }

  /// The run of the character at `index`; of the last character past the end (the run an empty
  /// line at the end of a text is in).
  func run(at index: Int) -> Int {
    clusters[min(index, clusters.count - 1)].run
  }

  /// One character of run `run`, measured after the glyph `previous`.
  func measure(_ character: Character, run: Int, after previous: Previous?) -> Cluster {
    measure(character, run: run, font: text.runs[run].font.font, factor: unitFactors[run], after: previous)
  }

  /// One character of run `run`, whose font is `font` and unit factor `factor`.
  private func measure(
    _ character: Character, run: Int, font: Font, factor: Double, after previous: Previous?
  ) -> Cluster {
    let kind = Self.kind(of: character)
    guard kind != .lineBreak else {
      return Cluster(
        character: character, kind: kind, run: run, glyphs: [], offsets: [], advance: 0, kerningBefore: 0)
    }
    var glyphs: [GlyphID] = []
    var offsets: [Double] = []
    var pen = 0.0
    for scalar in character.unicodeScalars {
      // A tab is drawn as a space: LayoutShot has no tab stops.
      let glyph = font.glyph(for: Self.isTab(scalar) ? " " : scalar) ?? Font.notdef
      if let last = glyphs.last { pen += Double(font.kerning(between: last, and: glyph)) * factor }
      glyphs.append(glyph)
      offsets.append(pen)
      pen += Double(font.advance(of: glyph)) * factor
    }
    return Cluster(
      character: character, kind: kind, run: run, glyphs: glyphs, offsets: offsets, advance: pen,
      kerningBefore: glyphs.first.map { kerning(after: previous, before: $0, run: run) } ?? 0)
  }

  /// The kerning between the glyph `previous` and `glyph` of run `run`: none across fonts.
  func kerning(after previous: Previous?, before glyph: GlyphID, run: Int) -> Double {
    guard let previous, kernsAcross(from: previous.run, to: run) else { return 0 }
    return Double(text.runs[run].font.font.kerning(between: previous.glyph, and: glyph)) * unitFactors[run]
  }

  /// Whether glyphs of run `first` kern with the glyphs of run `second` that follow them: they are
  /// in one font at one size.
  private func kernsAcross(from first: Int, to second: Int) -> Bool {
    first == second || text.runs[first].font == text.runs[second].font
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
