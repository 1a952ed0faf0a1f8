import Foundation
import Typesetting

/// `layoutshot-bench text`: times reading DejaVu Sans and laying out a paragraph with it.
///
/// - `parse_us`: parsing the regular font from bytes already in memory (every table but `glyf`,
///   which is read glyph by glyph on demand).
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

  /// Runs the timings and returns the JSON line.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when the font cannot be found, read or drawn.
  func run() throws(BenchError) -> JSONObject {
    let bytes: [UInt8]
    let path: String
    do {
      path = try FontRegistry.shared.dejaVuFontFile(.regular)
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .failure("cannot read DejaVu Sans: \(error)")
    }
    var parses: [Double] = [], lines: [Double] = [], paragraphs: [Double] = [], outlines: [Double] = []
    var font: Font?
    for _ in 0..<repetitions {
      let stopwatch = Stopwatch()
      let parsed: Font
      do {
        parsed = try Font(bytes: bytes)
      } catch {
        throw .failure("DejaVu Sans at '\(path)' does not parse: \(error)")
      }
      parses.append(stopwatch.microseconds)
      font = parsed
    }
    guard let body = font?.sized(17) else { throw .failure("no repetitions ran") }
    var laidOut = Typesetter.layout("", font: body)
    var pathElements = 0
    for _ in 0..<repetitions {
      var stopwatch = Stopwatch()
      blackHole(Typesetter.layout("Hello, World!", font: body))
      lines.append(stopwatch.microseconds)
      stopwatch = Stopwatch()
      laidOut = Typesetter.layout(
        Self.paragraph, font: body, width: 343,
        style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0))
      paragraphs.append(stopwatch.microseconds)
      stopwatch = Stopwatch()
      do {
        pathElements = try laidOut.outlinePath().elements.count
      } catch {
        throw .failure("the paragraph's outlines do not read: \(error)")
      }
      outlines.append(stopwatch.microseconds)
    }
    return [
      "impl": "layoutshot", "swift": .string(compilerVersion), "reps": .integer(repetitions), "unit": "us",
      "font_bytes": .integer(bytes.count), "characters": .integer(Self.paragraph.count),
      "lines": .integer(laidOut.lineCount),
      "glyphs": .integer(laidOut.lines.reduce(0) { $0 + $1.glyphs.count }),
      "path_elements": .integer(pathElements),
      "parse_us": .microseconds(parses.median), "measure_line_us": .microseconds(lines.median),
      "layout_paragraph_us": .microseconds(paragraphs.median),
      "outline_paragraph_us": .microseconds(outlines.median),
    ]
  }
}
