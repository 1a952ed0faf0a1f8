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
