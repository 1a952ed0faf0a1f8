import LayoutShot
import LayoutShotUIKit

/// `layoutshot-bench table`: what a table's row count costs at the screen extent.
///
/// A plain `UITableViewController` of N default cells (44 points tall, a registered class,
/// "Row n" as text) is made and laid out on an @3x phone at the screen extent, where only the
/// rows on screen are dequeued; 20 rows and 10,000 by default. For each N the repetitions (5 by
/// default, after an untimed one) time the whole `LayoutEngine.solve`: making the controller,
/// the passes around each solve and the solves. Medians in microseconds, with the number of cells
/// the data source was asked for and the content height.
struct TableBenchmark {
  /// The numbers of rows.
  let rowCounts: [Int]
  /// How many times each table is laid out.
  let repetitions: Int

  /// A 393 × 852 phone at 3x with a 59-point top and 34-point bottom safe area.
  static let screen = Screen(
    device: "phone", size: Size(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

  /// Reads `[--rows 20,10000] [--reps R]`.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a positional argument, a bad row count or a bad
  ///   repetition count.
  init(arguments: [String]) throws(BenchError) {
    (rowCounts, repetitions) = try Arguments.rowCountsAndRepetitions(arguments)
  }

  /// Lays out each table and returns the JSON line: one object per `rows(<N>)`.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when a layout fails or has diagnostics.
  func run() throws(BenchError) -> JSONObject {
    var line: JSONObject = [
      "impl": "layoutshot", "swift": .string(compilerVersion), "reps": .integer(repetitions), "unit": "us",
    ]
    for rows in rowCounts {
      var failure: String?
      var requests = 0
      var contentHeight = 0.0
      let time = medianTime(repetitions: repetitions, warmUp: true) { () -> SolvedLayout? in
        let controller = MainActor.assumeIsolated { BenchmarkTableController(rows: rows) }
        do {
          let solved = try LayoutEngine().solve(
            UIKitLayout.controller("Table") { controller }, on: Self.screen)
          if let diagnostic = solved.diagnostics.first { failure = "\(diagnostic)" }
          MainActor.assumeIsolated {
            requests = controller.cellRequests
            contentHeight = Double(controller.tableView.contentSize.height)
          }
          return solved
        } catch {
          failure = "the layout failed: \(error)"
          return nil
        }
      }
      if let failure { throw .failure("rows(\(rows)): \(failure)") }
      line.append(
        "rows(\(rows))",
        .object([
          "cells_made": .integer(requests), "content_height": .number(contentHeight),
          "total_us": .microseconds(time),
        ]))
    }
    return line
  }
}

/// A plain table of `rows` default cells, counting the cells it is asked for.
final class BenchmarkTableController: UITableViewController {
  let rows: Int
  private(set) var cellRequests = 0

  init(rows: Int) {
    self.rows = rows
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.rowHeight = 44
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}
