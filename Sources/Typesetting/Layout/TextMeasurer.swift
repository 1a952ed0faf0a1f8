/// Turns a styled text into measured clusters: one per character (grapheme cluster), with its run,
/// its glyphs, their offsets, its advance and the kerning before it.
///
/// A character's glyphs are those of its Unicode scalars, one each, from its run's font's
/// character map. A character with a scalar the font lacks is measured and drawn in the font's
/// ``Font/fallback`` when that has the scalar; a scalar neither has gets `.notdef` (glyph 0) and
/// is listed in ``missing``. Advances come from `hmtx` (moved by `HVAR` in a variable font's
/// instance) and kerning from `GPOS` pair adjustments or `kern`, between every two consecutive
/// glyphs of one font, within a character and across characters and runs, except across a hard
/// line break or a change of font or size. Each character then gets its font's tracking at its
/// size (``SizedFont/tracking``) and its run's own (``TextRun/tracking``) added to its advance. A
/// default-ignorable character the fonts lack (a direction mark or override, a zero-width joiner)
/// has no glyph and no width.
///
/// Each character also gets its bidirectional embedding level (``BidiParagraph``), paragraph by
/// paragraph, which the typesetter reorders each line by; a mirrored character at a right-to-left
/// level (a parenthesis) is measured as its mirror image. There is no further shaping: no
/// ligatures, no mark positioning, no Arabic joining forms.
///
/// A run that stands for an ``InlineBox`` measures as one character per character of its text, as
/// wide as the box, with no glyphs and no kerning on either side.
///
/// Lengths are in the units of the text's own font (``StyledText/font``): a run's font units
/// times its scale over the text font's, which is exactly 1 for a run in the text's font.
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
    /// Whether the glyphs are in the run font's fallback.
    var usesFallback: Bool
    /// The bidirectional embedding level: even left to right, odd right to left.
    var level: UInt8 = 0

    init(
      character: Character, kind: Kind, run: Int, glyphs: [GlyphID], offsets: [Double], advance: Double,
      kerningBefore: Double, usesFallback: Bool = false
    ) {
      self.character = character
      self.kind = kind
      storedRun = UInt32(run)
      self.glyphs = glyphs
      self.offsets = offsets
      self.advance = advance
      self.kerningBefore = kerningBefore
      self.usesFallback = usesFallback
    }

    /// The index of the run the character belongs to.
    var run: Int { Int(storedRun) }
  }

  /// The last glyph measured and the font it is in, for kerning the next one.
  struct Previous {
    var glyph: GlyphID
    var run: Int
    var usesFallback = false
  }

  /// How a run is measured: its font units and its fallback's in the text's units (the fonts'
  /// scales over the text font's), and its tracking in the text's units.
  private struct RunMeasure {
    var factor: Double
    var fallbackFactor: Double
    var tracking: Double
    /// The advance of each digit 0–9, in the text's units, when the run sets its digits tabular.
    var tabularDigitAdvance: Double?
  }

  let text: StyledText
  private let runMeasures: [RunMeasure]
  private(set) var clusters: [Cluster] = []
  private(set) var missing: [Unicode.Scalar] = []

  /// Measures `text`, whose paragraphs are `direction` when they have no strong character.
  init(_ text: StyledText, direction: WritingDirection = .leftToRight) {
    self.text = text
    let scale = text.font.scale
    runMeasures = text.runs.map { run in
      RunMeasure(
        factor: run.font.scale / scale, fallbackFactor: (run.font.fallback?.scale ?? 0) / scale,
        tracking: (run.font.tracking + run.tracking) / scale,
        tabularDigitAdvance: run.font.usesTabularDigits
          ? Self.widestDigitAdvance(in: run.font.font) * run.font.scale / scale : nil)
    }
    var seenMissing = Set<Unicode.Scalar>()
    var previous: Previous?
    for (run, piece) in text.runs.enumerated() {
      for character in piece.text {
        var cluster = measure(character, run: run, after: previous)
        // A glyph the measuring found in neither font is `.notdef`: its scalar is missing.
        if cluster.glyphs.contains(Font.notdef) {
          let font = text.runs[run].font.font
          for scalar in character.unicodeScalars
          where !Self.isIgnorable(scalar) && font.glyph(for: scalar) == nil
            && font.fallback?.glyph(for: scalar) == nil
          {
            if seenMissing.insert(scalar).inserted { missing.append(scalar) }
          }
        }
        if cluster.kind == .lineBreak || piece.box != nil {
          cluster.kerningBefore = 0
          previous = nil
        } else if let last = cluster.glyphs.last {
          previous = Previous(glyph: last, run: run, usesFallback: cluster.usesFallback)
        }
        clusters.append(cluster)
      }
    }
    resolveLevels(direction: direction)
  }

  /// Gives each cluster its bidirectional level, paragraph by paragraph, and measures mirrored
  /// characters at right-to-left levels as their mirror images.
  ///
  /// Nothing to do for a text of
  /// left-to-right paragraphs without a character from U+0590 up (no right-to-left script, no
  /// direction control).
  private mutating func resolveLevels(direction: WritingDirection) {
    guard
      direction == .rightToLeft
        || text.runs.contains(where: { $0.text.unicodeScalars.contains { $0.value >= 0x0590 } })
    else { return }
    var start = 0
    for end in 0...clusters.count where end == clusters.count || clusters[end].kind == .lineBreak {
      var classes: [BidiClass] = []
      var brackets: [BidiBracket?] = []
      classes.reserveCapacity(end - start)
      brackets.reserveCapacity(end - start)
      for cluster in clusters[start..<end] {
        let scalar = Self.firstScalar(of: cluster)
        classes.append(BidiClass(scalar))
        brackets.append(BidiBracket(scalar))
      }
      let paragraph = BidiParagraph(classes: classes, defaultDirection: direction, brackets: brackets)
      for (offset, level) in paragraph.levels.enumerated() {
        let index = start + offset
        clusters[index].level = level
        if level & 1 == 1, clusters[index].character.unicodeScalars.count == 1,
          let mirror = BidiParagraph.mirrored(Self.firstScalar(of: clusters[index]))
        {
          var mirrored = measure(Character(mirror), run: clusters[index].run, after: nil)
          mirrored.character = clusters[index].character
          mirrored.level = level
          clusters[index] = mirrored
        }
      }
      if end < clusters.count { clusters[end].level = paragraph.level }
      start = end + 1
    }
  }

  private static func firstScalar(of cluster: Cluster) -> Unicode.Scalar {
    cluster.character.unicodeScalars.first ?? " "
  }

  /// Whether `scalar` is drawn as nothing when a font has no glyph for it.
  private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isDefaultIgnorableCodePoint
  }

  /// The run of the character at `index`; of the last character past the end (the run an empty
  /// line at the end of a text is in).
  func run(at index: Int) -> Int {
    clusters[min(index, clusters.count - 1)].run
  }

  /// One character of run `run`, measured after the glyph `previous`: in the run's font, or in
  /// its fallback when the font lacks one of the character's scalars and the fallback has it.
  func measure(_ character: Character, run: Int, after previous: Previous?) -> Cluster {
    if let box = text.runs[run].box {
      // A box is as wide as its bounds, without glyphs, kerning or tracking.
      let width = box.bounds.width.isFinite ? max(box.bounds.width, 0) : 0
      return Cluster(
        character: character, kind: .regular, run: run, glyphs: [], offsets: [],
        advance: width / text.font.scale, kerningBefore: 0)
    }
    let kind = Self.kind(of: character)
    guard kind != .lineBreak else {
      return Cluster(
        character: character, kind: kind, run: run, glyphs: [], offsets: [], advance: 0, kerningBefore: 0)
    }
    let primary = text.runs[run].font.font
    var (glyphs, lacking) = Self.glyphs(of: character, in: primary)
    var usesFallback = false
    if let lacking, let fallback = primary.fallback, fallback.glyph(for: lacking) != nil {
      glyphs = Self.glyphs(of: character, in: fallback).glyphs
      usesFallback = true
    }
    let font = usesFallback ? primary.fallback ?? primary : primary
    let factor = usesFallback ? runMeasures[run].fallbackFactor : runMeasures[run].factor
    if let tabular = runMeasures[run].tabularDigitAdvance, !usesFallback, Self.isDigit(character),
      let glyph = glyphs.first
    {
      // A tabular digit: the widest digit's advance, the glyph centred in it, never kerned.
      return Cluster(
        character: character, kind: kind, run: run, glyphs: glyphs,
        offsets: [(tabular - font.advance(of: glyph) * factor) / 2],
        advance: tabular + runMeasures[run].tracking, kerningBefore: 0)
    }
    var offsets: [Double] = []
    offsets.reserveCapacity(glyphs.count)
    var pen = 0.0
    for (index, glyph) in glyphs.enumerated() {
      if index > 0 { pen += font.kerning(between: glyphs[index - 1], and: glyph) * factor }
      offsets.append(pen)
      pen += font.advance(of: glyph) * factor
    }
    return Cluster(
      character: character, kind: kind, run: run, glyphs: glyphs, offsets: offsets,
      // A character drawn as nothing (an ignorable one) takes no tracking either.
      advance: pen + (glyphs.isEmpty ? 0 : runMeasures[run].tracking),
      kerningBefore: glyphs.first.map {
        kerning(after: previous, before: $0, run: run, usesFallback: usesFallback)
      } ?? 0,
      usesFallback: usesFallback)
  }

  /// The kerning between the glyph `previous` and `glyph` of run `run` (in its font's fallback
  /// when `usesFallback`): none across fonts.
  func kerning(after previous: Previous?, before glyph: GlyphID, run: Int, usesFallback: Bool = false)
    -> Double
  {
    guard let previous, previous.usesFallback == usesFallback, kernsAcross(from: previous.run, to: run) else {
      return 0
    }
    let primary = text.runs[run].font.font
    guard usesFallback else {
      return primary.kerning(between: previous.glyph, and: glyph) * runMeasures[run].factor
    }
    return (primary.fallback?.kerning(between: previous.glyph, and: glyph) ?? 0)
      * runMeasures[run].fallbackFactor
  }

  /// Whether glyphs of run `first` kern with the glyphs of run `second` that follow them: they are
  /// in one font at one size.
  private func kernsAcross(from first: Int, to second: Int) -> Bool {
    first == second || text.runs[first].font == text.runs[second].font
  }

  /// The glyph of each of a character's scalars in `font` (`.notdef` for one it lacks, none for
  /// a default-ignorable one it lacks), looked up once each, and the first scalar it lacks.
  private static func glyphs(of character: Character, in font: Font) -> (
    glyphs: [GlyphID], lacking: Unicode.Scalar?
  ) {
    var glyphs: [GlyphID] = []
    var lacking: Unicode.Scalar?
    for scalar in character.unicodeScalars {
      // A tab is drawn as a space: LayoutShot has no tab stops.
      if let glyph = font.glyph(for: isTab(scalar) ? " " : scalar) {
        glyphs.append(glyph)
      } else if !isIgnorable(scalar) {
        glyphs.append(Font.notdef)
        if lacking == nil { lacking = scalar }
      }
    }
    return (glyphs, lacking)
  }

  private static func isTab(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" }

  /// Whether `character` is one of the ASCII digits 0–9.
  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isWholeNumber
  }

  /// The advance of the widest of `font`'s digits 0–9, in its units: the width each digit takes
  /// when digits are tabular.
  private static func widestDigitAdvance(in font: Font) -> Double {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).compactMap { font.glyph(for: Unicode.Scalar($0)) }
      .map { font.advance(of: $0) }.max() ?? 0
  }

  private static func kind(of character: Character) -> Kind {
    switch character {
    case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}": .lineBreak
    case " ", "\t", "\u{3000}": .space
    case "-", "\u{2010}", "\u{2013}": .hyphen
    default: .regular
    }
  }
}
