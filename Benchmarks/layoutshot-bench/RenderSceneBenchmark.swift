import LayoutShot
import LayoutShotExamples

/// `layoutshot-bench render-scene`: times building the scene of each example layout and writing
/// it as SVG, on an @3x phone and an @2x iPad, each step on its own.
///
/// Each layout is solved once per screen, outside the timings. Then the scene is built
/// ``repetitions`` times and written as SVG ``repetitions`` times (after one untimed run of each
/// to warm caches); the figures are medians and minimums in microseconds.
struct RenderSceneBenchmark {
  /// Which scene options to time.
  enum Options: String, CaseIterable {
    /// The views alone.
    case plain
    /// The views over a white window, as snapshot tests record them.
    case snapshot
    /// A background and every overlay a review shows (``SceneOptions/review``).
    case review

    /// The names of all choices, comma-separated.
    static var allNames: String { allCases.map(\.rawValue).joined(separator: ",") }

    var sceneOptions: SceneOptions {
      switch self {
      case .plain: .plain
      case .snapshot: SceneOptions(backgroundColor: .white)
      case .review: .review
      }
    }
  }

  /// The screens: an @3x phone and an @2x iPad, both in portrait.
  static let screens: [(name: String, screen: Screen)] = [
    ("iphone-14-pro", Device.iPhone14Pro.screen()),
    ("ipad-pro-11", Device.iPadPro11.screen()),
  ]

  /// Every example layout (or each of `programs`) solved on every screen, keyed
  /// `<layout>@<screen>`, in catalog order.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when a layout fails to solve.
  static func solvedExamples(
    _ programs: [any LayoutProgram] = Catalog.layouts
  ) throws(BenchError) -> [(key: String, solved: SolvedLayout)] {
    let engine = LayoutEngine()
    var examples: [(key: String, solved: SolvedLayout)] = []
    for program in programs {
      for (screenName, screen) in screens {
        let key = "\(program.name)@\(screenName)"
        do {
          examples.append((key, try engine.solve(program, on: screen)))
        } catch {
          throw .failure("\(key): the layout failed: \(error)")
        }
      }
    }
    return examples
  }

  /// How many times each step is timed.
  let repetitions: Int
  /// The scene options.
  let options: Options

  /// Reads `[--reps R] [--options plain|snapshot|review]`; 201 repetitions and the review options by
  /// default.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a positional argument, a bad repetition count or
  ///   unknown options.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["reps", "options"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    repetitions =
      try parsed.option("reps").map { (text) throws(BenchError) in
        try Arguments.positiveInteger(text, for: "--reps")
      } ?? 201
    let optionsName = parsed.option("options") ?? Options.review.rawValue
    guard let options = Options(rawValue: optionsName) else {
      throw .usage("unknown options '\(optionsName)'; the choices are \(Options.allNames)")
    }
    self.options = options
  }

  /// Runs every layout on every screen and returns the JSON line: one object per
  /// `<layout>@<screen>`, then the totals.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when a layout fails to build or a scene cannot be made.
  func run() throws(BenchError) -> JSONObject {
    var line: JSONObject = [
      "impl": "layoutshot", "swift": .string(compilerVersion), "reps": .integer(repetitions),
      "options": .string(options.rawValue), "unit": "us",
    ]
    var totalScene = 0.0
    var totalSVG = 0.0
    for (key, solved) in try Self.solvedExamples() {
      let figures = try measure(solved, key: key)
      totalScene += figures.sceneMedian
      totalSVG += figures.svgMedian
      line.append(key, .object(figures.object))
    }
    line.append(
      "total", .object(["scene_us": .microseconds(totalScene), "svg_us": .microseconds(totalSVG)]))
    return line
  }

  /// The figures of one solved layout.
  private func measure(
    _ solved: SolvedLayout, key: String
  ) throws(BenchError) -> (object: JSONObject, sceneMedian: Double, svgMedian: Double) {
    let sceneOptions = options.sceneOptions
    let writer = SVGWriter()
    var scene: Scene
    do {
      scene = try solved.scene(options: sceneOptions)
    } catch {
      throw .failure("\(key): \(error)")
    }
    var sceneTimes: [Double] = []
    for _ in 0..<repetitions {
      let stopwatch = Stopwatch()
      let built = try? solved.scene(options: sceneOptions)
      sceneTimes.append(stopwatch.microseconds)
      if let built { scene = built }
    }
    var svg = writer.write(scene)
    var svgTimes: [Double] = []
    for _ in 0..<repetitions {
      let stopwatch = Stopwatch()
      let written = writer.write(scene)
      svgTimes.append(stopwatch.microseconds)
      svg = written
    }
    let object: JSONObject = [
      "views": .integer(solved.layout.views.count),
      "commands": .integer(scene.commands.count),
      "svg_bytes": .integer(svg.utf8.count),
      "scene_us": .microseconds(sceneTimes.median),
      "scene_min_us": .microseconds(sceneTimes.min() ?? 0),
      "svg_us": .microseconds(svgTimes.median),
      "svg_min_us": .microseconds(svgTimes.min() ?? 0),
    ]
    return (object, sceneTimes.median, svgTimes.median)
  }
}
