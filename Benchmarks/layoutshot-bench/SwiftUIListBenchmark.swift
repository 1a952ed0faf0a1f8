import LayoutShot
import LayoutShotSwiftUI

/// `layoutshot-bench swiftui-list`: what a SwiftUI `List`'s row count costs at the screen extent,
/// the SwiftUI twin of `table`.
///
/// A `List` of N rows from a `ForEach` over `0..<N` ("Row n" as text, the automatic style) is laid
/// out on the phone of ``TableBenchmark/screen`` at the screen extent, where the list makes only
/// the rows that show; 20 rows and 10,000 by default. For each N the repetitions (5 by default,
/// after an untimed one) time the whole `LayoutEngine.solve`: resolving the views, SwiftUI's
/// layout and the solve. Medians in microseconds, with the number of views the layout emitted;
/// `ratio` is the largest list's time over the smallest's (about 1 when the list is lazy).
struct SwiftUIListBenchmark {
  /// The numbers of rows.
  let rowCounts: [Int]
  /// How many times each list is laid out.
  let repetitions: Int

  /// Reads `[--rows 20,10000] [--reps R]`.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a positional argument, a bad row count or a bad
  ///   repetition count.
  init(arguments: [String]) throws(BenchError) {
    (rowCounts, repetitions) = try Arguments.rowCountsAndRepetitions(arguments)
  }

  /// Lays out each list and returns the JSON line: one object per `rows(<N>)`, and the ratio.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when a layout fails or has diagnostics.
  func run() throws(BenchError) -> JSONObject {
    var line: JSONObject = [
      "impl": "layoutshot", "bench": "swiftui-list", "swift": .string(compilerVersion),
      "reps": .integer(repetitions), "unit": "us",
    ]
    var times: [Double] = []
    for rows in rowCounts {
      let program = SwiftUILayout.screen("List") {
        List(0..<rows, id: \.self) { Text("Row \($0)") }
      }
      var failure: String?
      var views = 0
      let time = medianTime(repetitions: repetitions, warmUp: true) { () -> SolvedLayout? in
        do {
          let solved = try LayoutEngine().solve(program, on: TableBenchmark.screen)
          if let diagnostic = solved.diagnostics.first { failure = "\(diagnostic)" }
          views = solved.layout.views.count
          return solved
        } catch {
          failure = "the layout failed: \(error)"
          return nil
        }
      }
      if let failure { throw .failure("rows(\(rows)): \(failure)") }
      times.append(time)
      line.append("rows(\(rows))", .object(["views": .integer(views), "total_us": .microseconds(time)]))
    }
    if let first = times.first, let last = times.last, first > 0 {
      line.append("ratio", .rounded(last / first, places: 2))
    }
    return line
  }
}
