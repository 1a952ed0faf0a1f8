import LayoutShot
import LayoutShotExamples
import LayoutShotSwiftUI
import LayoutShotUIKit

/// `layoutshot-bench faces`: what each face costs from code to picture, the SwiftUI examples side
/// by side with the UIKit examples that draw the same kind of screen.
///
/// Each example is laid out and drawn on an @3x phone in portrait (iPhone 14 Pro, 393 × 852).
/// Two steps are timed, interleaved round by round so both see the same machine
/// (``interleavedTimes(repetitions:_:)``), medians in microseconds:
///
/// - `solve_us`: `LayoutEngine.solve` — making the views (for SwiftUI: resolving the view tree and
///   running SwiftUI's layout algorithm; for UIKit: making the controller and its passes) and
///   solving the constraints;
/// - `draw_us`: from the solved layout to PNG bytes (`SolvedLayout.pngData`: scene, rasterizer,
///   encoder), over a white window as snapshots are recorded.
///
/// Each pair names a SwiftUI example and the UIKit one it is compared with; `ratio` is the SwiftUI
/// example's total over the UIKit one's. Every other example is listed with its face, so the
/// pairs can be read against the whole catalog.
struct FacesBenchmark {
  /// Each SwiftUI example and the example it is measured beside.
  ///
  /// The profile cards (the SwiftUI one beside the anchor DSL's) and the settings forms (beside
  /// UIKit's) draw the same screens; the dashboard's tiles are measured beside the UIKit photo
  /// grid, the catalog's other screen of tiles.
  static let pairs: [(swiftUI: String, uiKit: String)] = [
    ("SwiftUIProfileCard", "ProfileCard"),
    ("SwiftUISettingsForm", "SettingsForm"),
    ("SwiftUIDashboard", "PhotoGrid"),
  ]

  /// The phone every example is drawn on.
  static let screen = Device.iPhone14Pro.screen()

  /// How many times each step is timed.
  let repetitions: Int

  /// Reads `[--reps R]`; 21 repetitions by default.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a positional argument or a bad repetition count.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["reps"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    repetitions = try parsed.positiveInteger("reps", default: 21)
  }

  /// Times every example, then the pairs, and returns the JSON line.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when an example of a pair is missing, or a layout fails,
  ///   has diagnostics or cannot be drawn.
  func run() throws(BenchError) -> JSONObject {
    var line: JSONObject = [
      "impl": "layoutshot", "bench": "faces", "swift": .string(compilerVersion),
      "reps": .integer(repetitions), "unit": "us",
    ]
    var totals: [String: Double] = [:]
    for program in Catalog.layouts {
      let figures = try measure(program)
      totals[program.name] = figures.solve + figures.draw
      line.append(
        program.name,
        .object([
          "face": .string(Self.face(of: program)), "views": .integer(figures.views),
          "solve_us": .microseconds(figures.solve), "draw_us": .microseconds(figures.draw),
        ]))
    }
    var pairs: JSONObject = [:]
    for pair in Self.pairs {
      guard let swiftUI = totals[pair.swiftUI], let uiKit = totals[pair.uiKit] else {
        throw .failure("the pair \(pair.swiftUI) / \(pair.uiKit) names an example the catalog lacks")
      }
      pairs.append("\(pair.swiftUI) vs \(pair.uiKit)", .rounded(swiftUI / uiKit, places: 2))
    }
    line.append("ratio", .object(pairs))
    return line
  }

  /// Which face `program` is written in.
  static func face(of program: any LayoutProgram) -> String {
    switch program {
    case is SwiftUILayout: "swiftui"
    case is UIKitLayout: "uikit"
    default: "dsl"
    }
  }

  /// The medians of laying `program` out and of drawing the result, and its number of views.
  private func measure(_ program: any LayoutProgram) throws(BenchError) -> (
    solve: Double, draw: Double, views: Int
  ) {
    let engine = LayoutEngine()
    let options = SceneOptions(backgroundColor: .white)
    let solved: SolvedLayout
    do {
      solved = try engine.solve(program, on: Self.screen)
      _ = try solved.pngData(options: options)
    } catch {
      throw .failure("\(program.name): \(error)")
    }
    if let diagnostic = solved.diagnostics.first { throw .failure("\(program.name): \(diagnostic)") }
    let times = interleavedTimes(
      repetitions: repetitions,
      [
        { (try? engine.solve(program, on: Self.screen)) as Any },
        { (try? solved.pngData(options: options)) as Any },
      ])
    return (times[0].median, times[1].median, solved.layout.views.count)
  }
}
