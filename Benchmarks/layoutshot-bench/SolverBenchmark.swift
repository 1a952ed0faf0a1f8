import Cassowary

/// `layoutshot-bench solver N`: times the Cassowary solver exactly as
/// `Benchmarks/kiwi_bench.py` times kiwisolver, and reports the figures under the same keys.
///
/// The scenarios are ``Chain`` and ``Grid``. Kiwi's `updateVariables()` has no counterpart here:
/// the solver evaluates its values on the first read after a change, so the reads are timed where
/// the script times `updateVariables()` and the reads together. Where the script reports
/// `py_construct_only_us` (making the variables and constraint objects without a solver), this
/// reports `construct_only_us`.
struct SolverBenchmark {
  /// A system the benchmark can build, named as on the command line and in the JSON line.
  enum Scenario: String, CaseIterable {
    case chain
    case chainSlack = "chain_slack"
    case grid
    case gridMinimumWidths = "grid_minw"

    /// The names of all scenarios, comma-separated.
    static var allNames: String { allCases.map(\.rawValue).joined(separator: ",") }
  }

  /// The number of views (chains) or cells (grids, rounded down to rows of ten).
  let count: Int
  /// How many times each scenario is built and timed.
  let repetitions: Int
  /// The scenarios to run.
  let scenarios: Set<Scenario>

  /// The relayout sweeps per built grid; the first is reported on its own.
  private static let sweepsPerBuild = 3
  /// The number of reads of all values averaged in `read_all_values_us`.
  private static let readRepetitions = 20

  /// Reads `N [--reps R] [--scenarios a,b,...]`.
  ///
  /// Without `--reps`, the repetitions follow the script: 11 up to N = 100, 5 up to 1,000,
  /// else 1. All scenarios run by default.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a missing or bad N, a bad repetition count, an
  ///   unknown scenario, or a grid scenario with N below one row.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["reps", "scenarios"])
    guard let countText = parsed.positionals.first else {
      throw .usage("missing N, the number of views or cells")
    }
    guard parsed.positionals.count == 1 else {
      throw .usage("unexpected argument '\(parsed.positionals[1])'")
    }
    count = try Arguments.positiveInteger(countText, for: "N")
    if let repetitionsText = parsed.option("reps") {
      repetitions = try Arguments.positiveInteger(repetitionsText, for: "--reps")
    } else {
      repetitions = count <= 100 ? 11 : count <= 1000 ? 5 : 1
    }
    var scenarios = Set<Scenario>()
    for name in (parsed.option("scenarios") ?? Scenario.allNames).split(separator: ",") {
      guard let scenario = Scenario(rawValue: String(name)) else {
        throw .usage("unknown scenario '\(name)'; the scenarios are \(Scenario.allNames)")
      }
      scenarios.insert(scenario)
    }
    guard !scenarios.isEmpty else { throw .usage("--scenarios names no scenario") }
    if count < Grid.columns && !scenarios.isDisjoint(with: [.grid, .gridMinimumWidths]) {
      throw .usage("the grid scenarios need N >= \(Grid.columns) (one row of cells)")
    }
    self.scenarios = scenarios
  }

  /// Runs the chosen scenarios and returns the JSON line, with the keys in the script's order.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when the solver throws; the message names the scenario.
  func run() throws(BenchError) -> JSONObject {
    var line: JSONObject = [
      "impl": "layoutshot", "swift": .string(compilerVersion), "N": .integer(count),
      "reps": .integer(repetitions), "unit": "us",
    ]
    for scenario in Scenario.allCases where scenarios.contains(scenario) {
      do {
        for (key, figures) in try measure(scenario) { line.append(key, .object(figures)) }
      } catch {
        throw .failure("the solver failed in scenario '\(scenario.rawValue)' with N = \(count): \(error)")
      }
    }
    return line
  }

  /// The figures of one scenario under their keys: one object for a chain, two for a grid (the
  /// build, then `relayout(<grid>)`).
  private func measure(_ scenario: Scenario) throws(SolverError) -> [(key: String, figures: JSONObject)] {
    switch scenario {
    case .chain:
      return [(scenario.rawValue, try measureChain(boundPerView: 40))]
    case .chainSlack:
      return [(scenario.rawValue, try measureChain(boundPerView: 100))]
    case .grid, .gridMinimumWidths:
      let (grid, relayout) = try measureGrid(minimumWidths: scenario == .gridMinimumWidths)
      return [(scenario.rawValue, grid), ("relayout(\(scenario.rawValue))", relayout)]
    }
  }

  /// Times `run_chain` and `construct_chain_only` of the script.
  ///
  /// Build: a new solver, the variables, and adding every constraint. Update and read: reading
  /// every left edge and width (the first read evaluates them). Construct only: the variables and
  /// the constraint objects, without a solver.
  private func measureChain(boundPerView: Double) throws(SolverError) -> JSONObject {
    var builds: [Double] = [], updates: [Double] = [], constructs: [Double] = []
    var checksum = 0.0
    for _ in 0..<repetitions {
      let stopwatch = Stopwatch()
      let solver = Solver()
      let chain = Chain(count: count, boundPerView: boundPerView)
      try chain.forEachConstraint { (constraint) throws(SolverError) in try solver.add(constraint) }
      builds.append(stopwatch.microseconds)
      let readStopwatch = Stopwatch()
      checksum = chain.sumOfValues(in: solver)
      updates.append(readStopwatch.microseconds)
      blackHole(solver)  // freed after the timings, not within them
    }
    for _ in 0..<repetitions {
      let stopwatch = Stopwatch()
      let chain = Chain(count: count, boundPerView: boundPerView)
      var constraints: [Constraint] = []
      chain.forEachConstraint { constraints.append($0) }
      constructs.append(stopwatch.microseconds)
      blackHole((chain, constraints))
    }
    return [
      "build_us": .microseconds(builds.median),
      "build_min_us": .microseconds(builds.min() ?? 0),
      "update_read_us": .microseconds(updates.median),
      "construct_only_us": .microseconds(constructs.median),
      "checksum": .checksum(checksum),
    ]
  }

  /// Times the grid loop of the script; returns the grid's figures and those of its relayout.
  ///
  /// Each repetition times the build (variables, solver, edit variables, constraints, and reading
  /// all values), then ``sweepsPerBuild`` relayout sweeps over the twenty profiles, then
  /// constructing a fresh grid's variables and constraints without a solver. Last, all values of
  /// the last grid are read ``readRepetitions`` times.
  private func measureGrid(
    minimumWidths: Bool
  ) throws(SolverError) -> (grid: JSONObject, relayout: JSONObject) {
    var builds: [Double] = [], firstSweeps: [Double] = [], laterSweeps: [Double] = []
    var constructs: [Double] = []
    var buildChecksum = 0.0, sweepChecksum = 0.0
    var constraintCount = 0
    var lastBuilt: (grid: Grid, solver: Solver)?
    for _ in 0..<repetitions {
      let stopwatch = Stopwatch()
      let grid = Grid(cellCount: count, minimumWidths: minimumWidths)
      let solver = try grid.build()
      buildChecksum = grid.sumOfValues(in: solver)
      builds.append(stopwatch.microseconds)

      for sweep in 0..<Self.sweepsPerBuild {
        let sweepStopwatch = Stopwatch()
        sweepChecksum = try grid.sweep(solver)
        if sweep == 0 {
          firstSweeps.append(sweepStopwatch.microseconds)
        } else {
          laterSweeps.append(sweepStopwatch.microseconds)
        }
      }

      let constructStopwatch = Stopwatch()
      let fresh = Grid(cellCount: count, minimumWidths: minimumWidths)
      var constraints: [Constraint] = []
      fresh.forEachConstraint { constraints.append($0) }
      constraintCount = constraints.count
      constructs.append(constructStopwatch.microseconds)
      blackHole((fresh, constraints))
      lastBuilt = (grid, solver)
    }

    var readMicroseconds = 0.0
    if let last = lastBuilt {
      var total = 0.0
      let stopwatch = Stopwatch()
      for _ in 0..<Self.readRepetitions { total += last.grid.sumOfValues(in: last.solver) }
      readMicroseconds = stopwatch.microseconds / Double(Self.readRepetitions)
      blackHole(total)
    }

    let sweep = laterSweeps.median
    let grid: JSONObject = [
      "cols": .integer(Grid.columns),
      "constraints": .integer(constraintCount + 6),  // and the six edit variables
      "build_solve_read_us": .microseconds(builds.median),
      "build_min_us": .microseconds(builds.min() ?? 0),
      "construct_only_us": .microseconds(constructs.median),
      "checksum": .checksum(buildChecksum),
    ]
    let relayout: JSONObject = [
      "profiles": .integer(DeviceProfile.all.count),
      "first_sweep_us": .microseconds(firstSweeps.median),
      "sweep_us": .microseconds(sweep),
      "per_profile_us": .microseconds(sweep / Double(DeviceProfile.all.count)),
      "read_all_values_us": .microseconds(readMicroseconds),
      "checksum": .checksum(sweepChecksum),
    ]
    return (grid, relayout)
  }
}

extension JSONValue {
  /// A checksum (a sum of solved values), rounded to 3 decimals as the script rounds it.
  static func checksum(_ value: Double) -> JSONValue {
    .rounded(value, places: 3)
  }
}
