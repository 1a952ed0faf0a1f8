import LayoutShot

/// `layoutshot-bench stack`: times a column of N rows, each a row of three views, laid out by
/// stack views and, beside it, the same layout written with plain anchors.
///
/// - **stack**: a vertical ``StackView`` (spacing 4) pinned to the root's top, leading and trailing
///   edges, arranging N horizontal stack views (spacing 8), each arranging three views with
///   intrinsic sizes 40 × 20, 60 × 20 and 80 × 20; the middle one hugs least (249), so it takes the
///   row's spare width and the layout has one solution.
/// - **anchors**: the same frames from plain views and anchors: each row a plain view pinned to
///   the root's sides and 4 points below the previous row, its three views 8 points apart from its
///   leading to its trailing edge, each as tall as the row.
///
/// For each N (100 and 1,000 by default) and layout, the repetitions (5 by default, interleaved
/// with the other layout) time freezing the program into a ``Layout`` (for the stacks, this makes
/// their constraints) and solving it with a new ``LayoutEngine`` (building the constraint system,
/// solving, snapping and diagnosing); `total_us` is their sum. Medians in microseconds; the
/// checksum (the sum of every frame's origin and size) must be the same for both layouts.
struct StackBenchmark {
  /// The numbers of rows.
  let rowCounts: [Int]
  /// How many times each layout is frozen and solved per row count.
  let repetitions: Int

  /// The screen: a phone at 3x, tall enough that nothing matters below it.
  static let screen = Screen(size: Size(width: 390, height: 844), scale: 3)

  /// Reads `[--rows 100,1000] [--reps R]`.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a positional argument, a bad row count or a bad
  ///   repetition count.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["rows", "reps"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    rowCounts = try parsed.positiveIntegers("rows", defaults: [100, 1000])
    repetitions = try parsed.positiveInteger("reps", default: 5)
  }

  /// Runs both layouts for every row count and returns the JSON line: one object per
  /// `<layout>(<N>)`.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when a layout fails to build, has diagnostics, or the two
  ///   layouts' frames differ.
  func run() throws(BenchError) -> JSONObject {
    var line: JSONObject = [
      "impl": "layoutshot", "swift": .string(compilerVersion), "reps": .integer(repetitions), "unit": "us",
    ]
    for rows in rowCounts {
      let programs: [(name: String, program: AnyLayoutProgram)] = [
        ("stack", Self.stacks(rows: rows)), ("anchors", Self.anchors(rows: rows)),
      ]
      var checksums: [Double] = []
      var counts: [(views: Int, constraints: Int)] = []
      for (name, program) in programs {
        let solved: SolvedLayout
        do {
          solved = try LayoutEngine().solve(program, on: Self.screen)
        } catch {
          throw .failure("\(name)(\(rows)): the layout failed: \(error)")
        }
        guard solved.diagnostics.isEmpty else {
          throw .failure("\(name)(\(rows)): \(solved.diagnostics[0])")
        }
        checksums.append(solved.frames.reduce(0) { $0 + $1.minX + $1.minY + $1.width + $1.height })
        counts.append((solved.layout.views.count, solved.layout.constraints.count))
      }
      guard checksums[0] == checksums[1] else {
        throw .failure("with \(rows) rows the stacks and the anchors give different frames")
      }
      var bodies: [() -> Any] = []
      var freezeTimes: [[Double]] = [[], []]
      for (index, (_, program)) in programs.enumerated() {
        bodies.append {
          let stopwatch = Stopwatch()
          let layout = try? Layout(program, screen: Self.screen)
          freezeTimes[index].append(stopwatch.microseconds)
          return layout.map { LayoutEngine().solve($0, on: Self.screen) } as Any
        }
      }
      let totals = interleavedTimes(repetitions: repetitions, bodies)
      for (index, (name, _)) in programs.enumerated() {
        // The first freeze of each body is the untimed warm-up round's.
        let freezes = Array(freezeTimes[index].dropFirst())
        let solves = zip(totals[index], freezes).map { $0 - $1 }
        line.append(
          "\(name)(\(rows))",
          .object([
            "views": .integer(counts[index].views), "constraints": .integer(counts[index].constraints),
            "freeze_us": .microseconds(freezes.median), "solve_us": .microseconds(solves.median),
            "total_us": .microseconds(totals[index].median), "checksum": .checksum(checksums[index]),
          ]))
      }
    }
    return line
  }

  /// The sizes of the three views of a row.
  private static let cellWidths = [40.0, 60.0, 80.0]
  private static let cellHeight = 20.0
  /// The middle view hugs least, so it alone stretches.
  private static let cellHugging: [LayoutPriority] = [251, 249, 252]

  /// The three views of row `row`.
  private static func cells(row: Int) -> [View] {
    cellWidths.indices.map { column in
      let cell = View("cell\(row).\(column)")
      cell.intrinsicContentSize = IntrinsicSize(width: cellWidths[column], height: cellHeight)
      cell.setContentHuggingPriority(cellHugging[column], for: .horizontal)
      return cell
    }
  }

  /// The layout made of stack views.
  static func stacks(rows: Int) -> AnyLayoutProgram {
    AnyLayoutProgram("StackRows") { root, _ in
      let rowStacks = (0..<rows).map { row in
        let stack = StackView("row\(row)", arrangedSubviews: cells(row: row))
        stack.spacing = 8
        return stack
      }
      let column = StackView("column", arrangedSubviews: rowStacks)
      column.axis = .vertical
      column.spacing = 4
      root.addSubview(column)
      column.top == root.top
      column.leading == root.leading
      column.trailing == root.trailing
    }
  }

  /// The same frames from plain views and anchors.
  static func anchors(rows: Int) -> AnyLayoutProgram {
    AnyLayoutProgram("AnchorRows") { root, _ in
      let column = View("column")
      root.addSubview(column)
      column.top == root.top
      column.leading == root.leading
      column.trailing == root.trailing
      var previous: View?
      for row in 0..<rows {
        let rowView = View("row\(row)")
        column.addSubview(rowView)
        rowView.leading == column.leading
        rowView.trailing == column.trailing
        if let previous { rowView.top == previous.bottom + 4 } else { rowView.top == column.top }
        let cells = cells(row: row)
        rowView.addSubviews(cells)
        for (index, cell) in cells.enumerated() {
          if index == 0 {
            cell.leading == rowView.leading
          } else {
            cell.leading == cells[index - 1].trailing + 8
          }
          cell.top == rowView.top
          cell.bottom == rowView.bottom
        }
        cells[2].trailing == rowView.trailing
        previous = rowView
      }
      if let previous { column.bottom == previous.bottom }
    }
  }
}
