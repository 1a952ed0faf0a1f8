import LayoutShot
import LayoutShotExamples
import Render

/// `layoutshot-bench variants`: what the snapshot dimensions cost.
///
/// Every example on the default
/// devices in both orientations is rendered (solved, turned into a scene and drawn into a PNG, in
/// memory) once in the standard variant — today's device-only render — and once in every variant of
/// the full matrix: 2 appearances × 3 text sizes (L, AX1, AX5) × 2 directions, 12 per screen.
///
/// The JSON line gives both totals, the number of snapshots of each, the time per snapshot, and
/// how many times longer the matrix takes (the number of snapshots' ratio, 12, if a variant costs
/// what a standard render does). Each run is one pass over the work on one core, timed with a
/// monotonic clock; the medians of `--reps` passes (3 by default).
struct VariantsBenchmark {
  let repetitions: Int

  /// The variants of the full matrix.
  static let matrix = Variant.product(
    appearances: [.light, .dark],
    contentSizes: [.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge],
    layoutDirections: [.leftToRight, .rightToLeft])

  /// Reads `[--reps R]`.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for an unexpected argument or a bad repetition count.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["reps"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    repetitions =
      try parsed.option("reps").map { text throws(BenchError) in
        try Arguments.positiveInteger(text, for: "--reps")
      } ?? 3
  }

  /// The screens of the default devices in both orientations.
  static var screens: [Screen] {
    DeviceCatalog.standard.defaultDevices.flatMap { device in Orientation.allCases.map { device.screen($0) } }
  }

  /// Runs the timings and returns the JSON line.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when an example fails to lay out or draw.
  func run() throws(BenchError) -> JSONObject {
    var standard: [Double] = []
    var matrix: [Double] = []
    var standardCount = 0
    var matrixCount = 0
    for _ in 0..<repetitions {
      var stopwatch = Stopwatch()
      standardCount = try render(variants: [.standard])
      standard.append(stopwatch.microseconds)
      stopwatch = Stopwatch()
      matrixCount = try render(variants: Self.matrix)
      matrix.append(stopwatch.microseconds)
    }
    var line: JSONObject = [
      "impl": "layoutshot", "swift": .string(compilerVersion), "reps": .integer(repetitions), "unit": "us",
      "examples": .integer(Catalog.layouts.count), "screens": .integer(Self.screens.count),
      "variants": .integer(Self.matrix.count),
    ]
    line.append("standard_snapshots", .integer(standardCount))
    line.append("standard_total_us", .microseconds(standard.median))
    line.append("standard_per_snapshot_us", .microseconds(standard.median / Double(standardCount)))
    line.append("matrix_snapshots", .integer(matrixCount))
    line.append("matrix_total_us", .microseconds(matrix.median))
    line.append("matrix_per_snapshot_us", .microseconds(matrix.median / Double(matrixCount)))
    line.append("matrix_vs_standard", .number((matrix.median / standard.median * 100).rounded() / 100))
    return line
  }

  /// Renders every example on every screen in each of `variants` to PNG bytes; returns how many.
  private func render(variants: [Variant]) throws(BenchError) -> Int {
    let engine = LayoutEngine()
    var count = 0
    for program in Catalog.layouts {
      for screen in Self.screens {
        for variant in variants {
          do {
            let solved = try engine.solve(program, on: variant.applied(to: screen))
            blackHole(try solved.pngData(options: SceneOptions(backgroundColor: .systemBackground)))
          } catch {
            throw .failure("\(program.name) on \(screen.device) (\(variant)): \(error)")
          }
          count += 1
        }
      }
    }
    return count
  }
}
