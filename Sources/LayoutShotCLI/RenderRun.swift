import Foundation
import LayoutShot
import Synchronization

/// The renders of one `render` command: shared among worker threads, each file written
/// atomically, progress shown as it goes.
struct RenderRun: Sendable {
  var jobs: Int
  var formats: [RenderFormat]
  var options: RenderOptions
  var output: URL
  /// The output folder as the user gave it, for the summary.
  var folderName: String

  /// What a run did, for its closing lines.
  struct Summary {
    var files = 0
    var renders = 0
    var seconds = 0.0
    /// `layout: screen: message` for each diagnostic, in job order.
    var diagnostics: [String] = []
    /// Layouts that could not be built, with the reason.
    var failures: [String] = []
    /// The renders whose layout has a conflict (unsatisfiable constraints) or an ambiguity: what
    /// `--strict` fails on.
    var conflictedRenders = 0

    /// Whether `--strict` fails the run.
    var failsStrict: Bool { conflictedRenders > 0 }

    /// The folder the files went to, as the user named it.
    var folder = ""

    var text: String {
      var lines = [
        "Wrote \(files) \(files == 1 ? "file" : "files") for \(renders) \(renders == 1 ? "render" : "renders") "
          + "to \(folder) in " + String(format: "%.2f", seconds) + " s."
      ]
      if diagnostics.isEmpty && failures.isEmpty {
        lines.append("No diagnostics.")
      }
      if !diagnostics.isEmpty {
        lines.append("Diagnostics:")
        lines += diagnostics.map { "  " + $0 }
      }
      return lines.joined(separator: "\n")
    }
  }

  /// Renders `work`, in parallel, and returns what was done.
  ///
  /// - Throws: A ``CLIError`` when a layout cannot be built or a file cannot be written, after
  ///   the other renders have finished (their files are complete).
  func run(_ work: [RenderJob]) throws(CLIError) -> Summary {
    let start = DispatchTime.now()
    let next = Atomic<Int>(0)
    let results = Mutex([Int: Result<JobResult, CLIError>]())
    let progress = Progress(total: work.count)
    let worker: @Sendable (Int) -> Void = { _ in
      let engine = LayoutEngine()
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < work.count else { break }
        let result = Result { () throws(CLIError) -> JobResult in try render(work[index], engine: engine) }
        results.withLock { $0[index] = result }
        progress.advance(work[index].stem)
      }
    }
    if ProgramIsolation.isOnMainActor && !Thread.isMainThread {
      // On the main actor off the main thread (a main-actor Swift Testing test on Linux), the main
      // queue is busy with this call until it returns, so no worker could have a UIKit layout's
      // code run there: this job renders everything itself, as the main actor.
      worker(0)
    } else {
      let workers = max(1, min(jobs, work.count))
      Self.keepingMainThreadFree { DispatchQueue.concurrentPerform(iterations: workers, execute: worker) }
    }
    progress.finish()
    var summary = Summary(folder: folderName)
    var errors: [String] = []
    let finished = results.withLock { $0 }
    for index in work.indices {
      switch finished[index] {
      case .success(let result):
        summary.files += result.files
        summary.renders += 1
        summary.diagnostics += result.diagnostics.map { "\(work[index].stem): \($0)" }
        if result.hasConflictOrAmbiguity { summary.conflictedRenders += 1 }
      case .failure(let error):
        errors.append("\(work[index].stem): \(error.description)")
      case nil:
        errors.append("\(work[index].stem): not rendered")
      }
    }
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    if let first = errors.first {
      print(summary.text)
      let others = errors.count - 1
      throw CLIError(
        first + (others == 0 ? "" : " (and \(others) more \(others == 1 ? "render" : "renders") failed)"))
    }
    return summary
  }

  /// Runs `work` and returns when it is done, leaving the main thread free to run what the workers
  /// hand it: a UIKit layout's own code runs on the main actor (``UIKitLayout``), and each worker
  /// waits for the main queue to run it there.
  ///
  /// Called on the main thread (the `layoutshot` executable, an XCTest test), `work` runs on
  /// another thread while this one runs its run loop, which serves the main queue, until `work`
  /// ends; called elsewhere (a nonisolated Swift Testing test, whose main queue is served by
  /// `dispatchMain()`), it runs `work` at once.
  static func keepingMainThreadFree(_ work: @escaping @Sendable () -> Void) {
    guard Thread.isMainThread else { return work() }
    let done = Atomic<Bool>(false)
    DispatchQueue.global().async {
      work()
      done.store(true, ordering: .releasing)
      // Wakes the run loop, which returns after running this.
      DispatchQueue.main.async {}
    }
    while !done.load(ordering: .acquiring) {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.5))
    }
  }

  private struct JobResult: Sendable {
    var files: Int
    var diagnostics: [String]
    var hasConflictOrAmbiguity: Bool
  }

  private func render(_ job: RenderJob, engine: LayoutEngine) throws(CLIError) -> JobResult {
    let solved: SolvedLayout
    do {
      solved = try engine.solve(job.layout, on: job.screen, extent: job.extent)
    } catch {
      throw CLIError("cannot be built: \(error.description)")
    }
    for format in formats {
      let data = try SnapshotFiles.data(of: solved, as: format, options: options)
      try OutputFolder.write(data, to: output.appendingPathComponent(job.stem + "." + format.rawValue))
    }
    return JobResult(
      files: formats.count, diagnostics: solved.diagnostics.map { "\($0.kind.rawValue): \($0.message)" },
      hasConflictOrAmbiguity: solved.diagnostics.contains {
        $0.kind == .unsatisfiable || $0.kind == .ambiguous
      })
  }
}
