/// Elapsed wall-clock time since its creation, on `ContinuousClock`.
///
/// The benchmarks use it as `kiwi_bench.py` uses `t0 = now()` and `us(t0)`:
///
/// ```swift
/// let stopwatch = Stopwatch()
/// buildTheSystem()
/// builds.append(stopwatch.microseconds)
/// ```
struct Stopwatch {
  private let start = ContinuousClock.now

  /// The time since the stopwatch was created, in microseconds.
  var microseconds: Double {
    let (seconds, attoseconds) = start.duration(to: ContinuousClock.now).components
    return Double(seconds) * 1e6 + Double(attoseconds) * 1e-12
  }
}

extension Array where Element == Double {
  /// The median, as Python's `statistics.median` computes it: the middle value of the sorted
  /// numbers, or the mean of the two middle values when their count is even.
  ///
  /// - Precondition: The array is not empty.
  var median: Double {
    precondition(!isEmpty, "the median of no measurements")
    let sorted = self.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// The median time of `body`, in microseconds, over `repetitions` runs (after one untimed run when
/// `warmUp` is set); every result is freed outside the timing.
func medianTime<Result>(repetitions: Int, warmUp: Bool = false, _ body: () -> Result) -> Double {
  if warmUp { blackHole(body()) }
  var times: [Double] = []
  for _ in 0..<repetitions {
    let stopwatch = Stopwatch()
    let result = body()
    times.append(stopwatch.microseconds)
    blackHole(result)
  }
  return times.median
}

/// Hands `value` to code the optimizer cannot see through: the work that produced it is kept, and
/// the value lives at least until this call (so it is not freed inside a timed region).
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// The times of `bodies`, in microseconds, over `repetitions` rounds in which each body runs once,
/// after one untimed round: `times[i]` holds body `i`'s times in round order.
///
/// Running every body in every round, rather than all repetitions of one body and then the next,
/// gives them the same machine: on a shared machine whose speed drifts over seconds, the ratio of
/// two bodies' times in one round is taken under the same conditions. Each round starts with the
/// next body in turn, so no body always runs first.
func interleavedTimes(repetitions: Int, _ bodies: [() -> Any]) -> [[Double]] {
  for body in bodies { blackHole(body()) }
  var times = [[Double]](repeating: [], count: bodies.count)
  for round in 0..<repetitions {
    for offset in 0..<bodies.count {
      let index = (round + offset) % bodies.count
      let stopwatch = Stopwatch()
      let result = bodies[index]()
      times[index].append(stopwatch.microseconds)
      blackHole(result)
    }
  }
  return times
}
