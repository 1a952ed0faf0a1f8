// layoutshot-bench: benchmarks for LayoutShot's stages, one subcommand per stage.
//
//   layoutshot-bench solver N [--reps R] [--scenarios chain,chain_slack,grid,grid_minw]
//   layoutshot-bench stack [--rows 100,1000] [--reps R]
//   layoutshot-bench render-scene [--reps R] [--options plain|snapshot|review]
//   layoutshot-bench render [--reps R] [--options plain|snapshot|review] [--out DIR] [--cases A,B]
//   layoutshot-bench text [--reps R]
//   layoutshot-bench raster [--reps R]
//   layoutshot-bench variants [--reps R]
//   layoutshot-bench jobs [--reps R] [--jobs 1,2] [--binary PATH] [--layouts A,B]
//   layoutshot-bench table [--rows 20,10000] [--reps R]
//   layoutshot-bench swiftui-list [--rows 20,10000] [--reps R]
//   layoutshot-bench faces [--reps R]
//
// Each subcommand prints one JSON line on stdout. Exit codes: 0 success, 1 the benchmarked code
// failed, 2 bad command line (the usage goes to stderr). See Benchmarks/README.md.

import Foundation

/// A benchmark the executable can run, chosen by the first argument.
///
/// To add one (a rasterizer or PNG benchmark, say), write a type that parses its arguments and
/// returns its JSON line, and list it in ``subcommands``; usage and dispatch follow.
struct Subcommand {
  /// The word that selects the benchmark on the command line.
  let name: String
  /// The arguments after the name, as the usage message shows them.
  let synopsis: String
  /// What the benchmark measures, in one line.
  let summary: String
  /// Runs the benchmark on the arguments after the name and returns the JSON line to print.
  let run: ([String]) throws(BenchError) -> JSONObject
}

/// Every subcommand, in the order the usage message lists them.
let subcommands = [
  Subcommand(
    name: "solver",
    synopsis: "N [--reps R] [--scenarios \(SolverBenchmark.Scenario.allNames)]",
    summary: "Times the Cassowary solver on the scenarios of Benchmarks/kiwi_bench.py.",
    run: { arguments throws(BenchError) in try SolverBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "stack",
    synopsis: "[--rows 100,1000] [--reps R]",
    summary:
      "Times a column of N rows of three views made of stack views, beside the same layout in plain anchors.",
    run: { arguments throws(BenchError) in try StackBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "render-scene",
    synopsis:
      "[--reps R] [--options \(RenderSceneBenchmark.Options.allNames.replacingOccurrences(of: ",", with: "|"))]",
    summary: "Times scene building and SVG writing for each example on an @3x phone and an @2x iPad.",
    run: { arguments throws(BenchError) in try RenderSceneBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "render",
    synopsis:
      "[--reps R] [--options \(RenderSceneBenchmark.Options.allNames.replacingOccurrences(of: ",", with: "|"))] [--out DIR] [--cases A,B]",
    summary: "Times each example from scene to SVG text and to a PNG file (rasterizing, encoding, writing).",
    run: { arguments throws(BenchError) in try RenderBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "text",
    synopsis: "[--reps R]",
    summary: "Times parsing DejaVu Sans and laying out and outlining a paragraph with it.",
    run: { arguments throws(BenchError) in try TextBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "raster",
    synopsis: "[--reps R]",
    summary: "Times rasterizing, PNG encoding and decoding, and comparing a 1179x2556 screen.",
    run: { arguments throws(BenchError) in try RasterBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "variants",
    synopsis: "[--reps R]",
    summary:
      "Times every example on the default devices in the standard variant and in the full matrix (2 appearances × 3 text sizes × 2 directions).",
    run: { arguments throws(BenchError) in try VariantsBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "jobs",
    synopsis: "[--reps R] [--jobs 1,2] [--binary PATH] [--layouts A,B]",
    summary:
      "Times `layoutshot render --jobs N` on the UIKit examples (default devices, both orientations, PNG and SVG) for each N.",
    run: { arguments throws(BenchError) in try JobsBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "table",
    synopsis: "[--rows 20,10000] [--reps R]",
    summary:
      "Times laying out a plain table of N rows at the screen extent, where only the rows on screen are made.",
    run: { arguments throws(BenchError) in try TableBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "swiftui-list",
    synopsis: "[--rows 20,10000] [--reps R]",
    summary:
      "Times laying out a SwiftUI List of N rows at the screen extent, where only the rows that show are made.",
    run: { arguments throws(BenchError) in try SwiftUIListBenchmark(arguments: arguments).run() }
  ),
  Subcommand(
    name: "faces",
    synopsis: "[--reps R]",
    summary:
      "Times laying out and drawing every example on an @3x phone, the SwiftUI examples beside their UIKit counterparts.",
    run: { arguments throws(BenchError) in try FacesBenchmark(arguments: arguments).run() }
  ),
]

/// The usage message: the command line of every subcommand.
let usage =
  "usage: layoutshot-bench <subcommand> [arguments]\n\nsubcommands:\n"
  + subcommands.map { "  \($0.name) \($0.synopsis)\n      \($0.summary)\n" }.joined()
  + "\nEach prints one JSON line (times in microseconds).\n"
  + "Exit codes: 0 success, 1 the benchmarked code failed, 2 bad command line.\n"

/// Writes `text` to the standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first else {
  printError(usage)
  exit(2)
}
if name == "-h" || name == "--help" {
  print(usage, terminator: "")
  exit(0)
}
guard let subcommand = subcommands.first(where: { $0.name == name }) else {
  printError("error: unknown subcommand '\(name)'\n\n" + usage)
  exit(2)
}
do {
  print(try subcommand.run(Array(arguments.dropFirst())).jsonText)
} catch .usage(let message) {
  printError("error: \(message)\n\n" + usage)
  exit(2)
} catch .failure(let message) {
  printError("error: \(message)\n")
  exit(1)
}
