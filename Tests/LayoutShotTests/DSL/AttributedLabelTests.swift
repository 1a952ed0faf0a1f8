import LayoutShot
import Testing

// Labels whose text is in runs of their own font and colour (`Label.attributedRuns`), in the
// system font as UIKit's default labels are. Its lines are San Francisco's at every weight, as
// UIKit reports them: ascender 1,950, descender −494 and line gap 0 over 2,048 units per em, so a
// line is 2,444 × 24 / 2048 = 28.640625 points at 24 points (ascender 22.8515625), 17.900390625
// at 15 and 20.287109375 at 17 (ascender 16.1865234375). Widths are the instances' own advance
// widths and kerning pairs, read through `Font`, plus the tracking after every character.

/// A 375 × 667 screen at 2x.
private let screen = Screen(size: Size(width: 375, height: 667), scale: 2)

/// The width of `text` in `font` at `size` points: advances and kerning, scaled, and the font's
/// tracking after each character.
private func width(_ text: String, in font: Font, size: Double) -> Double {
  let glyphs = text.unicodeScalars.map { font.glyph(for: $0) ?? Font.notdef }
  let units =
    glyphs.reduce(0.0) { $0 + font.advance(of: $1) }
    + zip(glyphs, glyphs.dropFirst()).reduce(0.0) { $0 + font.kerning(between: $1.0, and: $1.1) }
  return units * size / Double(font.unitsPerEm) + Double(glyphs.count) * font.tracking.points(atSize: size)
}

/// A label of bold 24-point `first` then `second` in its own 15-point font, `secondaryLabel`.
private func totalLabel(_ name: String, _ first: String, _ second: String) -> Label {
  let label = Label(name)
  label.font = .systemFont(ofSize: 15)
  label.attributedRuns = [
    AttributedRun(first, font: .boldSystemFont(ofSize: 24)), AttributedRun(second, color: .secondaryLabel),
  ]
  return label
}

@Suite("Labels in runs of fonts")
struct AttributedLabelTests {
  @Test func runsSetTheTextAndTheTextClearsThem() {
    let label = totalLabel("total", "Total ", "$12.00")
    #expect(label.text == "Total $12.00")
    #expect(label.attributedRuns.map(\.text) == ["Total ", "$12.00"])
    label.text = "Free"
    #expect(label.attributedRuns.isEmpty)
  }

  @Test func theFirstBaselineIsTheBiggestFontsAndOtherTextAlignsWithIt() throws {
    let program = AnyLayoutProgram("Total") { root, _ in
      let total = totalLabel("total", "Total ", "$12.00")
      let note = Label("note", text: "incl. tax")
      root.addSubviews(total, note)
      total.leading == root.leading + 16
      total.top == root.top + 100
      note.leading == total.trailing + 8
      note.firstBaseline == total.firstBaseline
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.diagnostics == [])
    // The 24-point line, 28.640625, rounded up to 29 at 2x; the text centred in it.
    let frame = try #require(solved.frame(of: "total"))
    #expect(frame.height == 29)
    let baseline = 100 + (29 - 28.640625) / 2 + 22.8515625
    let text = try #require(solved.textLayout(of: "total"))
    #expect(text.firstBaseline == baseline)
    #expect(text.lines.map(\.segments.count) == [2])
    // The note (17 points: a line of 20.287, 20.5 at 2x) sits on that baseline.
    let note = try #require(solved.layout.viewIndex(named: "note").map { solved.exactFrames[$0] })
    let noteBaseline = (20.5 - 2444.0 * 17 / 2048) / 2 + 1950.0 * 17 / 2048
    #expect(abs(note.minY + noteBaseline - baseline) < 1e-9)
  }

  @Test func aMultiLineLabelInRunsWrapsToItsSolvedWidth() throws {
    let bold = try FontRegistry.shared.font(weight: .bold)
    // Room for bold 24 "Total" and five points: " due" wraps to a 15-point line.
    let room = width("Total", in: bold, size: 24) + 5
    let program = AnyLayoutProgram("Due") { root, _ in
      let total = totalLabel("total", "Total", " due")
      total.numberOfLines = 0
      root.addSubview(total)
      total.leading == root.leading + 16
      total.width == room
      total.top == root.top + 100
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    let text = try #require(solved.textLayout(of: "total"))
    #expect(text.lines.map(\.text) == ["Total", "due"])
    #expect(text.lines.map(\.height) == [28.640625, 17.900390625])
    // 28.640625 + 17.900390625 = 46.541015625, rounded up to 47 at 2x.
    #expect(solved.frame(of: "total")?.height == 47)
  }

  @Test func aLabelShowsTheLinesThatFitItsHeight() throws {
    let bold = try FontRegistry.shared.font(weight: .bold)
    let room = width("Total", in: bold, size: 24) + 5
    let program = AnyLayoutProgram("Short") { root, _ in
      let total = totalLabel("total", "Total", " due")
      total.numberOfLines = 0
      root.addSubview(total)
      total.leading == root.leading + 16
      total.width == room
      total.height == 40
      total.top == root.top + 100
    }
    // 40 points and one of slack hold the 28.640625 line but not the 17.900390625 one below it.
    let text = try #require(try LayoutEngine().solve(program, on: screen).textLayout(of: "total"))
    #expect(text.lineCount == 1)
    #expect(text.isTruncated)
  }

  @Test func missingGlyphsNameEveryFontOfTheText() throws {
    let program = AnyLayoutProgram("Missing") { root, _ in
      let label = Label("mixed")
      label.attributedRuns = [AttributedRun("中", font: .boldSystemFont(ofSize: 17)), AttributedRun("Hi")]
      root.addSubview(label)
      label.leading == root.leading
      label.top == root.top
    }
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.diagnostics.map(\.kind) == [.missingGlyphs])
    let message = try #require(solved.diagnostics.first?.message)
    // Each run's system font, bold then regular (Inter's instances), with its fallback, DejaVu Sans
    // of the same weight: none of them has the character.
    #expect(
      message.hasPrefix(
        "'mixed' shows characters its fonts 'Inter Bold' or its fallback 'DejaVu Sans Bold', "
          + "'Inter Regular' or its fallback 'DejaVu Sans' have no glyph for: U+4E2D '中';")
    )
  }

  @Test func aRunsFontSizeIsChecked() throws {
    let program = AnyLayoutProgram("Zero") { root, _ in
      let label = Label("zero")
      label.attributedRuns = [AttributedRun("Hi "), AttributedRun("there", font: .systemFont(ofSize: 0))]
      root.addSubview(label)
    }
    do {
      _ = try LayoutEngine().solve(program, on: screen)
      Issue.record("a run of 0 points laid out")
    } catch {
      guard case .invalidViewProperty(let view, let property, _, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(view == "zero")
      #expect(property == "attributedRuns[1].font.pointSize")
    }
  }
}
