import Foundation
import Typesetting

/// `layoutshot-bench text`: times reading DejaVu Sans and the system font (the bundled Inter
/// variable font at its semibold instance, with San Francisco's metrics and tracking) and laying
/// out a paragraph with each.
///
/// The DejaVu figures are unprefixed, the system font's start `system_`.
///
/// - `parse_us`: parsing the regular font from bytes already in memory (every table but `glyf`,
///   which is read glyph by glyph on demand).
/// - `system_instance_us`: making the semibold instance of the variable font: every glyph's
///   advance moved by `HVAR`.
/// - `measure_line_us`: laying out "Hello, World!" on one line, as a label's intrinsic size does.
/// - `layout_paragraph_us`: a paragraph of ``paragraph`` (about 900 characters) wrapped at 343
///   points at 17 points, as a multi-line label on a phone.
/// - `outline_paragraph_us`: the glyph outlines of that paragraph as one path.
///
/// Each figure is the median of the repetitions (11 by default), in microseconds.
struct TextBenchmark {
  let repetitions: Int

  /// The paragraph laid out: five sentences, repeated three times.
  static let paragraph = Array(
    repeating: "Auto Layout turns constraints into frames. A label's size comes from its text, and a "
      + "multi-line label's height from the width it is given. LayoutShot measures text with its own "
      + "TrueType reader, so the same string wraps the same way on every machine. Kerning pairs "
      + "such as AV and To pull letters together. Missing characters draw the font's box.",
    count: 3
  ).joined(separator: " ")

  /// Reads `[--reps R]`.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for an unexpected argument or a bad repetition count.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["reps"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    repetitions =
      try parsed.option("reps").map { text throws(BenchError) in
        try Arguments.positiveInteger(text, for: "--reps")
      } ?? 11
  }

  /// The medians of one font's timings, in microseconds.
  private struct Timings {
    var parse: Double
    var line: Double
    var paragraph: Double
    var outline: Double
    var lines: Int
    var glyphs: Int
    var pathElements: Int
  }

  /// Runs the timings and returns the JSON line.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when a font cannot be found, read or drawn.
  func run() throws(BenchError) -> JSONObject {
    let dejaVuPath: String
    let systemPath: String
    do {
      dejaVuPath = try FontRegistry.shared.dejaVuFontFile(.regular)
      systemPath = try FontRegistry.shared.bundledFontFile()
    } catch {
      throw .failure("cannot find the fonts: \(error)")
    }
    let dejaVu = try time(fileAt: dejaVuPath) { $0 }
    // The system font as labels use it: the variable font's semibold instance (advances moved by
    // HVAR, kerning by GDEF's deltas, outlines by gvar) with San Francisco's metrics and tracking.
    var instances: [Double] = []
    let system = try time(fileAt: systemPath) { file throws(BenchError) in
      let stopwatch = Stopwatch()
      let instance: Font
      do {
        instance = try file.instance(["wght": 600])
      } catch {
        throw .failure("the system font has no semibold instance: \(error)")
      }
      instances.append(stopwatch.microseconds)
      return instance.adjusted(
        lineMetrics: SystemFont.lineMetrics, tracking: SystemFont.tracking(weight: .semibold))
    }
    var line: JSONObject = [
      "impl": "layoutshot", "swift": .string(compilerVersion), "reps": .integer(repetitions), "unit": "us",
      "characters": .integer(Self.paragraph.count),
      "lines": .integer(dejaVu.lines), "glyphs": .integer(dejaVu.glyphs),
      "path_elements": .integer(dejaVu.pathElements),
      "parse_us": .microseconds(dejaVu.parse), "measure_line_us": .microseconds(dejaVu.line),
      "layout_paragraph_us": .microseconds(dejaVu.paragraph),
      "outline_paragraph_us": .microseconds(dejaVu.outline),
    ]
    line.append("system_lines", .integer(system.lines))
    line.append("system_path_elements", .integer(system.pathElements))
    line.append("system_parse_us", .microseconds(system.parse))
    line.append("system_instance_us", .microseconds(instances.median))
    line.append("system_measure_line_us", .microseconds(system.line))
    line.append("system_layout_paragraph_us", .microseconds(system.paragraph))
    line.append("system_outline_paragraph_us", .microseconds(system.outline))
    return line
  }

  /// Times parsing the font file at `path`, then measuring, laying out and outlining text in the
  /// font `prepare` makes of it (timed by the caller if it wants).
  private func time(fileAt path: String, prepare: (Font) throws(BenchError) -> Font) throws(BenchError)
    -> Timings
  {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .failure("cannot read '\(path)': \(error)")
    }
    var parses: [Double] = [], lines: [Double] = [], paragraphs: [Double] = [], outlines: [Double] = []
    var fonts: [Font] = []
    for _ in 0..<repetitions {
      let stopwatch = Stopwatch()
      let parsed: Font
      do {
        parsed = try Font(bytes: bytes)
      } catch {
        throw .failure("the font at '\(path)' does not parse: \(error)")
      }
      parses.append(stopwatch.microseconds)
      fonts.append(try prepare(parsed))
    }
    guard let body = fonts.last?.sized(17) else { throw .failure("no repetitions ran") }
    var laidOut = Typesetter.layout("", font: body)
    var pathElements = 0
    for font in fonts {
      let sized = font.sized(17)
      var stopwatch = Stopwatch()
      blackHole(Typesetter.layout("Hello, World!", font: sized))
      lines.append(stopwatch.microseconds)
      stopwatch = Stopwatch()
      laidOut = Typesetter.layout(
        Self.paragraph, font: sized, width: 343,
        style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0))
      paragraphs.append(stopwatch.microseconds)
      // Each repetition outlines in a font instance of its own, so no outline is cached.
      stopwatch = Stopwatch()
      do {
        pathElements = try laidOut.outlinePath().elements.count
      } catch {
        throw .failure("the paragraph's outlines do not read: \(error)")
      }
      outlines.append(stopwatch.microseconds)
    }
    return Timings(
      parse: parses.median, line: lines.median, paragraph: paragraphs.median, outline: outlines.median,
      lines: laidOut.lineCount, glyphs: laidOut.lines.reduce(0) { $0 + $1.glyphs.count },
      pathElements: pathElements)
  }
}
