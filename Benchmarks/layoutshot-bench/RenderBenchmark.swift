import Foundation
import LayoutShot
import LayoutShotExamples
import Raster

/// `layoutshot-bench render`: times every step from a solved layout to its files, for each
/// example layout on an @3x phone and an @2x iPad (the screens of ``RenderSceneBenchmark``).
///
/// Each layout is solved once per screen, outside the timings. Each step then runs
/// ``repetitions`` times after one untimed run (the rasterizer and the fill also alternate, see
/// below), and the figures are medians in microseconds:
///
/// - `scene_us`: building the scene (`SolvedLayout.scene(options:)`);
/// - `svg_us`: writing it as SVG text (`SVGWriter.write`);
/// - `raster_us`: drawing it into pixels (`SceneRasterizer.image(of:)`);
/// - `png_us`: encoding the pixels (`PNGEncoder.snapshot`);
/// - `write_us`: writing the PNG bytes to a file (created or replaced);
/// - `scene_to_png_file_us`: the sum of the last three, the path from a scene to a PNG file;
/// - `memset_us`: filling an existing buffer of the picture's size with one 32-bit value
///   (``PlainFill``: glibc's `wmemset`, named by `plain_fill`), the floor the rasterizer is
///   compared with. The two alternate (``interleavedTimes(repetitions:_:)``): each rasterizing is
///   followed by a fill, so both run under the same load and find their 12–16 MB buffer out of
///   the cache, as a pipeline that renders, encodes and moves on finds it. `raster_vs_memset` is
///   the median over the rounds of each round's ratio. The rasterizer's time includes getting a
///   new image's memory (recycled by `malloc` from the previous round: no page faults once
///   warm), the fill's does not;
/// - `raster_in_cache_us`, `memset_in_cache_us`, `raster_vs_memset_in_cache`: the same two, each
///   timed on its own, run after run over the same memory, so the buffer stays in the cache: the
///   fill is then 3–4 times faster, and the ratio is higher wherever the rasterizer has more to
///   do than writing pixels.
/// - `raster_cold_us`, `raster_cold_vs_memset`: the rasterizer alternating with the fill as
///   above, but with no glyph mask kept from an earlier render (`GlyphMaskStore.shared` is
///   emptied at the start of each timed render, which the time includes): every glyph is
///   rasterized afresh, as in the first screen a process draws in a font and size. The other
///   figures are those of a process that has drawn the screen before (every mask kept), as every
///   screen after the first of a `layoutshot render` or a test suite finds most of its letters.
///
/// The totals also time a job's view (`sequence_raster_us`, `sequence_memset_us`,
/// `sequence_raster_vs_memset`): every case drawn once, in order, from no kept glyph mask, each
/// render followed by a fill of its buffer; see ``sequenceTimes(_:)``.
///
/// With `--out DIR` each case's SVG and PNG stay in `DIR` as `<layout>@<screen>.svg` and `.png`
/// (the SVG is what `Benchmarks/render_side_by_side.py` hands to resvg); without it they go to a
/// temporary folder that is removed afterwards.
struct RenderBenchmark {
  /// How many times each step is timed.
  let repetitions: Int
  /// The scene options.
  let options: RenderSceneBenchmark.Options
  /// Where the files go, when they are kept.
  let outputFolder: String?
  /// Only the cases whose `<layout>@<screen>` key contains one of these (every case when empty).
  let caseFilters: [String]

  /// Reads `[--reps R] [--options plain|snapshot|review] [--out DIR] [--cases A,B]`.
  ///
  /// 21 repetitions, the snapshot options and every case by default. `--cases` keeps the cases
  /// whose key contains one of the comma-separated words (`--cases ProfileCard@iphone` to profile
  /// one).
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a positional argument, a bad repetition count or
  ///   unknown options.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["reps", "options", "out", "cases"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    repetitions =
      try parsed.option("reps").map { (text) throws(BenchError) in
        try Arguments.positiveInteger(text, for: "--reps")
      } ?? 21
    let optionsName = parsed.option("options") ?? RenderSceneBenchmark.Options.snapshot.rawValue
    guard let options = RenderSceneBenchmark.Options(rawValue: optionsName) else {
      throw .usage(
        "unknown options '\(optionsName)'; the choices are \(RenderSceneBenchmark.Options.allNames)")
    }
    self.options = options
    outputFolder = parsed.option("out")
    caseFilters = parsed.option("cases").map { $0.split(separator: ",").map(String.init) } ?? []
  }

  /// Runs every layout on every screen and returns the JSON line: one object per
  /// `<layout>@<screen>`, then the totals.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when a layout, a scene, the rasterizer, the encoder or
  ///   a file write fails.
  func run() throws(BenchError) -> JSONObject {
    let folder = try prepareFolder()
    defer { if outputFolder == nil { try? FileManager.default.removeItem(atPath: folder) } }
    var line: JSONObject = [
      "impl": "layoutshot", "bench": "render", "swift": .string(compilerVersion),
      "reps": .integer(repetitions),
      "options": .string(options.rawValue), "out": .string(folder), "plain_fill": .string(PlainFill.method),
      "unit": "us",
    ]
    var totals = [Double](repeating: 0, count: Step.allCases.count)
    var scenes: [Scene] = []
    // The examples, then a screen of cards with shadows: what the blur costs.
    for (key, solved) in try RenderSceneBenchmark.solvedExamples(Catalog.layouts + [ShadowCards()])
    where caseFilters.isEmpty || caseFilters.contains(where: key.contains) {
      let (object, medians, scene) = try measure(solved, key: key, folder: folder)
      for step in Step.allCases { totals[step.rawValue] += medians[step.rawValue] }
      line.append(key, .object(object))
      scenes.append(scene)
    }
    var total: JSONObject = [:]
    for step in Step.allCases { total.append(step.key, .microseconds(totals[step.rawValue])) }
    total.append("scene_to_png_file_us", .microseconds(Step.toPNGFile.reduce(0) { $0 + totals[$1.rawValue] }))
    let sequence = sequenceTimes(scenes)
    total.append("sequence_raster_us", .microseconds(sequence.raster))
    total.append("sequence_memset_us", .microseconds(sequence.memset))
    total.append("sequence_raster_vs_memset", .rounded(sequence.ratio, places: 2))
    line.append("total", .object(total))
    return line
  }

  /// A job's view of rasterizing: the scenes drawn once each, in order, from a process that has
  /// kept no glyph mask (the store is emptied before each pass, outside the time), each render
  /// followed by a fill of a buffer of its size.
  ///
  /// The medians over ``repetitions`` passes of the
  /// rasterizer's total, the fill's total and each pass's ratio of the two.
  private func sequenceTimes(_ scenes: [Scene]) -> (raster: Double, memset: Double, ratio: Double) {
    guard !scenes.isEmpty else { return (0, 0, 0) }
    var buffers: [Int: [UInt32]] = [:]
    for size in scenes.map({ $0.pixelWidth * $0.pixelHeight }) where buffers[size] == nil {
      buffers[size] = [UInt32](repeating: 0, count: size)
    }
    var passes: [(raster: Double, memset: Double)] = []
    for _ in 0...repetitions {
      GlyphMaskStore.shared.removeAll()
      var pass = (raster: 0.0, memset: 0.0)
      for scene in scenes {
        let stopwatch = Stopwatch()
        let image = try? SceneRasterizer().image(of: scene)
        pass.raster += stopwatch.microseconds
        blackHole(image)
        let size = scene.pixelWidth * scene.pixelHeight
        let fill = Stopwatch()
        PlainFill.fill(&buffers[size, default: []], with: 0xFFF7_F2F2)
        pass.memset += fill.microseconds
      }
      passes.append(pass)
    }
    // The first pass only warms up.
    let timed = passes.dropFirst()
    return (
      timed.map(\.raster).median, timed.map(\.memset).median, timed.map { $0.raster / $0.memset }.median
    )
  }

  /// The timed steps, in order.
  private enum Step: Int, CaseIterable {
    case scene, svg, raster, png, write, memset, rasterCold

    /// The step's key in the JSON line.
    var key: String { self == .rasterCold ? "raster_cold_us" : "\(self)_us" }

    /// The steps from a scene to a PNG file.
    static let toPNGFile: [Step] = [.raster, .png, .write]
  }

  /// The folder the files go to: `--out` (created if needed) or a new temporary folder.
  private func prepareFolder() throws(BenchError) -> String {
    let folder =
      outputFolder
      ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("layoutshot-bench-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .failure("cannot create the folder '\(folder)': \(error.localizedDescription)")
    }
    return folder
  }

  /// The figures of one solved layout, the median of each step, and the scene.
  private func measure(
    _ solved: SolvedLayout, key: String, folder: String
  ) throws(BenchError) -> (object: JSONObject, medians: [Double], scene: Scene) {
    let sceneOptions = options.sceneOptions
    let scene: Scene
    let svg: String
    let pixels: Raster.Image
    let png: [UInt8]
    do {
      scene = try solved.scene(options: sceneOptions)
      svg = SVGWriter().write(scene)
      pixels = try SceneRasterizer().image(of: scene)
      png = try PNGEncoder.snapshot.encode(pixels)
    } catch {
      throw .failure("\(key): \(error)")
    }
    let base = (folder as NSString).appendingPathComponent(key)
    let pngURL = URL(fileURLWithPath: base + ".png")
    do {
      try Data(svg.utf8).write(to: URL(fileURLWithPath: base + ".svg"))
    } catch {
      throw .failure("\(key): cannot write the SVG: \(error.localizedDescription)")
    }
    var words = [UInt32](repeating: 0, count: pixels.width * pixels.height)
    var failure: String?
    let bodies: [() -> Any] = Step.allCases.map { step in
      {
        switch step {
        case .scene: return (try? solved.scene(options: sceneOptions)) as Any
        case .svg: return SVGWriter().write(scene)
        case .raster: return (try? SceneRasterizer().image(of: scene)) as Any
        case .png: return (try? PNGEncoder.snapshot.encode(pixels)) as Any
        case .write:
          do {
            try Data(png).write(to: pngURL)
          } catch {
            failure = "cannot write the PNG: \(error.localizedDescription)"
          }
          return png.count
        case .memset:
          PlainFill.fill(&words, with: 0xFFF7_F2F2)
          return words.count
        case .rasterCold:
          GlyphMaskStore.shared.removeAll()
          return (try? SceneRasterizer().image(of: scene)) as Any
        }
      }
    }
    // The rasterizer and the fill alternate, round by round: both under the same load, and each
    // finds the other's buffer where it left it. The other steps are timed one after the other.
    let alternating = interleavedTimes(
      repetitions: repetitions, [bodies[Step.raster.rawValue], bodies[Step.memset.rawValue]])
    let cold = interleavedTimes(
      repetitions: repetitions, [bodies[Step.rasterCold.rawValue], bodies[Step.memset.rawValue]])
    let medians = Step.allCases.map { step in
      switch step {
      case .raster: alternating[0].median
      case .memset: alternating[1].median
      case .rasterCold: cold[0].median
      default: medianTime(repetitions: repetitions, warmUp: true, bodies[step.rawValue])
      }
    }
    let ratios = zip(alternating[0], alternating[1]).map { $0 / $1 }
    // Each on its own, many times over the same memory: the buffers stay in the cache.
    let rasterInCache = medianTime(repetitions: repetitions, bodies[Step.raster.rawValue])
    let memsetInCache = medianTime(repetitions: repetitions, bodies[Step.memset.rawValue])
    if let failure { throw .failure("\(key): \(failure)") }
    var object: JSONObject = [
      "width": .integer(pixels.width), "height": .integer(pixels.height), "scale": .number(scene.scale),
      "commands": .integer(scene.commands.count), "svg_bytes": .integer(svg.utf8.count),
      "png_bytes": .integer(png.count),
    ]
    for step in Step.allCases { object.append(step.key, .microseconds(medians[step.rawValue])) }
    object.append(
      "scene_to_png_file_us", .microseconds(Step.toPNGFile.reduce(0) { $0 + medians[$1.rawValue] }))
    object.append("raster_vs_memset", .rounded(ratios.median, places: 2))
    object.append(
      "raster_cold_vs_memset", .rounded(zip(cold[0], cold[1]).map { $0 / $1 }.median, places: 2))
    object.append("raster_in_cache_us", .microseconds(rasterInCache))
    object.append("memset_in_cache_us", .microseconds(memsetInCache))
    object.append("raster_vs_memset_in_cache", .rounded(rasterInCache / memsetInCache, places: 2))
    return (object, medians, scene)
  }

}
