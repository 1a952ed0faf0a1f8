import Foundation
import LayoutShot
import Testing
import Typesetting

// Text in scenes, in the system font: Inter 3.019, the bundled Inter-roman.var.ttf at its default
// instance (weight 400, so its glyf outlines and hmtx advances as they are in the file), set with
// San Francisco's line metrics and tracking. Glyph facts read with fontTools 4.68 independently of
// LayoutShot (as in TypesettingTests): 2,816 units per em; 'H' (glyph 161) advances 2,084 (left
// side bearing 248) and is one contour of 12 on-curve points starting at (248, 0), then
// (248, 2048); 'S' starts at the on-curve point (1368, 1536); "Skip" advances 5,712 units, not
// kerned (uharfbuzz 0.57, kern on); '.notdef' is five contours of 4 on-curve points, the first
// starting at (248, −640). Lines are San Francisco's: ascender 1,950, descender −494, line gap 0
// at 2,048 units per em (a line of 20.287 points at 17, as UIKit measures). Every character is
// followed by the system font's tracking at its size, read from `SystemFont.tracking(weight:)`.
// Font units are y up from the baseline, scene points y down, so a point (x, y) of a glyph at
// origin (ox, baseline) is (ox + x × s, baseline − y × s) with s = size / 2816. Glyph origins are
// snapped to the screen's pixels: across to a quarter pixel, the baseline to a whole pixel
// (plainScreen is 2x).

/// Points per unit of Inter's outlines and advances at `size` points.
private func unit(_ size: Double) -> Double { size / 2816 }

/// San Francisco's line height at `size` points.
private func lineHeight(_ size: Double) -> Double { 2444 * size / 2048 }

/// The regular system font's tracking at `size` points, in points.
private func tracking(_ size: Double) -> Double { SystemFont.tracking(weight: .regular).points(atSize: size) }

/// The height of a one-line label at `size` points: its line rounded up to the whole pixels of
/// a 2x screen.
private func labelHeight(_ size: Double) -> Double { (lineHeight(size) * 2).rounded(.up) / 2 }

/// A label of `text` at (10, 20), sized by its text unless `frame` is given, set up by `configure`.
private func labelScene(
  _ text: String, frame: Rect? = nil, configure: @escaping @Sendable (Label) -> Void = { _ in }
) throws -> Scene {
  try scene { root in
    let label = Label("label", text: text)
    root.addSubview(label)
    if let frame {
      place(label, in: root, frame)
    } else {
      label.leading == root.leading + 10
      label.top == root.top + 20
    }
    configure(label)
  }
}

/// The baseline of one line of `size`-point text centred in a box `height` high whose top is at
/// `top`, as `UILabel` centres its text, snapped to the whole pixel of a 2x screen.
private func centredBaseline(top: Double, height: Double, size: Double) -> Double {
  wholePixel(top + (height - lineHeight(size)) / 2 + 1950 * size / 2048, scale: 2)
}

/// DejaVu Sans with the outline of 'H' (glyph 43) broken: its contour count set to 32,767, whose
/// end points alone would need 64 KB, far past the glyph's data.
///
/// The table directory and `loca`
/// (long offsets in DejaVu) are read here, independently of Typesetting.
private func fontWithBrokenH() throws -> Font {
  let path = try FontRegistry.shared.dejaVuFontFile(.regular)
  var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  func uint32(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
  var tables: [String: Int] = [:]
  for record in stride(from: 12, to: 12 + (Int(bytes[4]) << 8 | Int(bytes[5])) * 16, by: 16) {
    tables[String(decoding: bytes[record..<(record + 4)], as: UTF8.self)] = uint32(record + 8)
  }
  let glyph = try #require(tables["glyf"]) + uint32(try #require(tables["loca"]) + 43 * 4)
  bytes[glyph] = 0x7F
  bytes[glyph + 1] = 0xFF
  return try Font(bytes: bytes)
}

@Suite("Text in scenes")
struct SceneTextTests {
  @Test func labelGlyphsSitOnTheBaselineTheMetricsGive() throws {
    // 17 points: a line is 20.287 high, so the label is 20.5 (whole pixels at 2x) and its text is
    // centred 0.106 below its top; the baseline is one ascender (16.187) lower: 36.293, snapped
    // to 36.5.
    let built = try labelScene("H")
    let runs = glyphRuns(built)
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    #expect(run.name == "label.text" && run.text == "H" && run.color == .black)
    guard case .glyphs(let glyphs) = run.shape else { throw Failure("not glyphs: \(run.shape)") }
    #expect(run.shape.fillRule == .nonZero)
    #expect(glyphs.glyphs.count == 1)
    let path = run.shape.path
    let baseline = centredBaseline(top: 20, height: labelHeight(17), size: 17)
    #expect(baseline == 36.5)
    // 'H' starts on the baseline at (248, 0) and goes up to (248, 2048).
    let first = try #require(start(of: path))
    #expect(abs(first.x - (10 + 248 * unit(17))) < 1e-9)
    #expect(abs(first.y - baseline) < 1e-9)
    guard path.elements.count > 1, case .line(let second) = path.elements[1] else {
      throw Failure("no line after the move: \(path.elements.prefix(2))")
    }
    #expect(abs(second.x - (10 + 248 * unit(17))) < 1e-9)
    #expect(abs(second.y - (baseline - 2048 * unit(17))) < 1e-9)
    // One contour: a move, 11 lines and a close.
    #expect(path.elements.count == 13)
    #expect(path.elements.last == .close)
  }

  @Test func glyphOriginsSnapToQuarterPixelsAcrossAndWholePixelsDown() throws {
    // "HH" at 17 points from x = 10: the second H starts one advance and one tracking later,
    // 10 + 2,084 × 17 / 2816 + tracking = 22.241 with −0.34, which is 44.482 pixels at 2x; the
    // nearest quarter pixel is 44.5, so 22.25. The baseline, 20 + 0.106 + 16.187 = 36.293
    // (72.586 px), goes to 73 px, 36.5 points.
    let exact = 10 + 2084 * unit(17) + tracking(17)
    let snapped = quarterPixel(exact, scale: 2)
    #expect(snapped != exact)
    let built = try labelScene("HH")
    let run = try #require(glyphRuns(built).first)
    guard case .glyphs(let glyphs) = run.shape else { throw Failure("not glyphs: \(run.shape)") }
    #expect(glyphs.glyphs.map(\.origin) == [Point(x: 10, y: 36.5), Point(x: snapped, y: 36.5)])
    // Both draw one outline, known by one name, so a rasterizer draws it once: Inter's regular
    // instance (the family and the instance's style), glyph 161.
    #expect(glyphs.glyphs[0].outline == glyphs.glyphs[1].outline)
    #expect(glyphs.glyphs[0].outline.name == "Inter Regular 17.0 pt #161")
    // The run's path is the outline at each origin: 'H' starts at (248, 0) in font units.
    let starts = run.shape.path.elements.compactMap { element -> Point? in
      if case .move(let point) = element { point } else { nil }
    }
    #expect(starts.count == 2)
    #expect(abs(starts[1].x - (snapped + 248 * unit(17))) < 1e-9)
    #expect(abs(starts[1].y - 36.5) < 1e-9)
  }

  @Test func backgroundThenTextThenSubviewsThenBorder() throws {
    let built = try labelScene("H") { label in
      label.backgroundColor = .yellow
      label.borderWidth = 1
      let badge = View("badge")
      label.addSubview(badge)
      badge.leading == label.leading
      badge.top == label.top
      badge.constrainSize(width: 4, height: 4)
      badge.backgroundColor = .red
    }
    #expect(
      outline(built) == [
        "<root", "<label", "label.background", "label.text", "<badge", "badge.background", ">",
        "label.border", ">", ">",
      ])
  }

  @Test func hiddenLabelsDrawNothing() throws {
    let hidden = try labelScene("H") { $0.isHidden = true }
    #expect(outline(hidden) == ["<root", ">"])
    let transparent = try labelScene("H") { $0.alpha = 0 }
    #expect(glyphRuns(transparent).isEmpty)
    let insideHidden = try scene { root in
      let card = View("card")
      let label = Label("label", text: "H")
      root.addSubview(card)
      card.addSubview(label)
      place(card, in: root, Rect(x: 0, y: 0, width: 100, height: 50))
      place(label, in: root, Rect(x: 0, y: 0, width: 100, height: 50))
      card.isHidden = true
    }
    #expect(glyphRuns(insideHidden).isEmpty)
  }

  @Test func buttonTitleIsCentredInsideItsPadding() throws {
    // A 100 × 44 button at (20, 10): inside the 6-point padding the title has (20, 16, 100, 32).
    // "Skip" at 15 points is 5,712 units and four trackings wide (29.83 points with −0.15), so it
    // starts (100 − width) / 2 from the left. Its 'S' starts at (1368, 1536).
    let built = try scene { root in
      let button = Button("skip", title: "Skip")
      root.addSubview(button)
      place(button, in: root, Rect(x: 20, y: 10, width: 100, height: 44))
    }
    let run = try #require(glyphRuns(built).first)
    #expect(
      run.name == "skip.text" && run.text == "Skip"
        && run.color == .systemBlue.resolved(for: .light, palette: .ios26))
    let lineStart = quarterPixel(20 + (100 - (5712 * unit(15) + 4 * tracking(15))) / 2, scale: 2)
    let baseline = centredBaseline(top: 16, height: 32, size: 15)
    let first = try #require(start(of: run.shape.path))
    #expect(abs(first.x - (lineStart + 1368 * unit(15))) < 1e-9)
    #expect(abs(first.y - (baseline - 1536 * unit(15))) < 1e-9)
  }

  @Test func textThatFitsIsNotClipped() throws {
    #expect(!outline(try labelScene("H")).contains("clip("))
  }

  @Test func textIsCutAtTheLabelsBoundsWithoutClipsToBounds() throws {
    // Shorter than a line: the line is centred and reaches above and below (UILabel cuts it,
    // whatever clipsToBounds says).
    let short = Rect(x: 10, y: 20, width: 40, height: 10)
    let built = try labelScene("H", frame: short)
    #expect(outline(built) == ["<root", "<label", "clip(", "label.text", ")", ">", ">"])
    #expect(built.commands.contains(.beginClip(.rect(short))))
    // Narrower than the text, clipped rather than truncated: the glyph runs past the right edge.
    let narrow = Rect(x: 10, y: 20, width: 5, height: 20)
    let clipped = try labelScene("H", frame: narrow) { $0.lineBreakMode = .byClipping }
    #expect(clipped.commands.contains(.beginClip(.rect(narrow))))
    #expect(glyphRuns(clipped).map(\.text) == ["H"])
  }

  @Test func clipsToBoundsHoldsTextAndSubviewsInOneRoundedClip() throws {
    // Core Animation clips contents to the rounded corners only when the layer masks to bounds;
    // then the text needs no clip of its own.
    let frame = Rect(x: 10, y: 20, width: 100, height: 10)
    let built = try labelScene("H", frame: frame) { label in
      label.cornerRadius = 4
      label.clipsToBounds = true
    }
    #expect(outline(built) == ["<root", "<label", "clip(", "label.text", ")", ">", ">"])
    #expect(built.commands.contains(.beginClip(.roundedRect(RoundedRect(frame, radius: 4)))))
    #expect(!built.commands.contains(.beginClip(.rect(frame))))
  }

  @Test func missingCharactersDrawNotdef() throws {
    // 中 is neither in Inter nor in its fallback DejaVu Sans (fontTools: in neither cmap): its
    // glyph is Inter's .notdef, five closed contours of 4 points each, each a move, 3 lines and a
    // close.
    let built = try labelScene("中")
    let run = try #require(glyphRuns(built).first)
    #expect(run.text == "中")
    let path = run.shape.path
    #expect(path.elements.count == 25)
    let baseline = centredBaseline(top: 20, height: labelHeight(17), size: 17)
    let first = try #require(start(of: path))
    #expect(abs(first.x - (10 + 248 * unit(17))) < 1e-9)
    #expect(abs(first.y - (baseline + 640 * unit(17))) < 1e-9)
  }

  @Test func oneRunPerLineAndNoneForBlankLines() throws {
    let built = try labelScene("H\n \nHH", frame: Rect(x: 0, y: 0, width: 200, height: 100)) {
      $0.numberOfLines = 0
    }
    #expect(glyphRuns(built).map(\.text) == ["H", "HH"])
  }

  @Test func anUnreadableGlyphIsAnErrorNamingTheViewAndText() throws {
    let family = "Broken H (SceneTextTests)"
    FontRegistry.shared.register(family: family, regular: try fontWithBrokenH())
    let program = AnyLayoutProgram("Broken") { root, _ in
      let label = Label("title", text: "OH")
      label.font = FontDescriptor(family: family, size: 17)
      root.addSubview(label)
      label.leading == root.leading
      label.top == root.top
    }
    // Measuring needs only the metrics, so the layout solves; drawing needs the outline.
    let solved = try LayoutEngine().solve(program, on: plainScreen)
    let error = try #require(#expect(throws: SceneBuildError.self) { try solved.scene() })
    guard case .unreadableText(let view, let text, _, let reason) = error else {
      throw Failure("unexpected error: \(error)")
    }
    #expect(view == "title" && text == "OH")
    #expect(reason.contains("'glyf'"))
    #expect(error.description.hasPrefix("The text 'OH' of 'title' cannot be drawn in 'DejaVu Sans 17 pt': "))
  }
}
