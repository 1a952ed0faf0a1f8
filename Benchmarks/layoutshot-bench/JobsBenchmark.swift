import Foundation
import LayoutShot
import LayoutShotExamples
import LayoutShotUIKit

/// `layoutshot-bench jobs`: how much `layoutshot render --jobs N` gains on the UIKit examples.
///
/// The `layoutshot` executable (beside this one unless `--binary` names another) renders the
/// examples that are UIKit code — a controller or cell made, loaded and laid out on the main actor,
/// then solved, drawn and encoded — on the default devices in both orientations, to PNG and SVG
/// files in a temporary folder, once for each job count. A round runs every job count once, each
/// round starting with the next one in turn, so that all of them meet the same machine; the JSON
/// line gives each job count's median wall time over `--reps` rounds (5 by default), process start
/// included, and the speed-up of each over one job.
struct JobsBenchmark {
  let repetitions: Int
  let jobCounts: [Int]
  let binary: URL
  let layouts: [String]

  /// The names of the examples that are UIKit code.
  static var uikitLayouts: [String] {
    Catalog.layouts.filter { $0 is UIKitLayout }.map(\.name)
  }

  /// Reads `[--reps R] [--jobs 1,2] [--binary PATH] [--layouts A,B]`.
  ///
  /// - Throws: ``BenchError/usage(_:)`` for an unexpected argument, a bad count, or an executable
  ///   that is not there.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["reps", "jobs", "binary", "layouts"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    repetitions =
      try parsed.option("reps").map { text throws(BenchError) in
        try Arguments.positiveInteger(text, for: "--reps")
      } ?? 5
    var counts: [Int] = []
    for text in (parsed.option("jobs") ?? "1,2").split(separator: ",") {
      counts.append(try Arguments.positiveInteger(String(text), for: "--jobs"))
    }
    jobCounts = counts
    if let path = parsed.option("binary") {
      binary = URL(fileURLWithPath: path)
    } else {
      let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      binary = executable.deletingLastPathComponent().appendingPathComponent("layoutshot")
    }
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw .usage(
        "no layoutshot executable at \(binary.path): build it (swift build -c release --product layoutshot) "
          + "or name it with --binary")
    }
    layouts = parsed.option("layouts").map { $0.split(separator: ",").map(String.init) } ?? Self.uikitLayouts
  }

  /// The arguments of one render.
  private func renderArguments(jobs: Int, into folder: URL) -> [String] {
    ["render"] + layouts + [
      "--device", "default", "--orientation", "both", "--format", "png,svg", "--jobs", String(jobs),
      "--out", folder.path,
    ]
  }

  /// Runs the timings and returns the JSON line.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when a render fails.
  func run() throws(BenchError) -> JSONObject {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutshot-bench-jobs-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // One untimed render of each, so that the files, the fonts and the executable are in the cache.
    for jobs in jobCounts { try render(jobs: jobs, into: folder) }
    var times = [[Double]](repeating: [], count: jobCounts.count)
    for round in 0..<repetitions {
      for offset in jobCounts.indices {
        let index = (round + offset) % jobCounts.count
        let stopwatch = Stopwatch()
        try render(jobs: jobCounts[index], into: folder)
        times[index].append(stopwatch.microseconds)
      }
    }
    var line: JSONObject = [
      "impl": "layoutshot", "swift": .string(compilerVersion), "reps": .integer(repetitions), "unit": "us",
      "layouts": .string(layouts.joined(separator: ",")),
      "cores": .integer(ProcessInfo.processInfo.activeProcessorCount),
    ]
    let base = times[0].median
    for (index, jobs) in jobCounts.enumerated() {
      line.append("jobs\(jobs)_us", .microseconds(times[index].median))
      if index > 0 {
        line.append("jobs\(jobs)_speedup", .number((base / times[index].median * 100).rounded() / 100))
      }
    }
    return line
  }

  /// Runs `layoutshot render` once with `jobs` jobs into `folder`.
  private func render(jobs: Int, into folder: URL) throws(BenchError) {
    let process = Process()
    process.executableURL = binary
    process.arguments = renderArguments(jobs: jobs, into: folder)
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .failure("cannot run \(binary.path): \(error)")
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw .failure(
        "layoutshot render --jobs \(jobs) exited with \(process.terminationStatus): "
          + String(decoding: message, as: UTF8.self))
    }
  }
}
