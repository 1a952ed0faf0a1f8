import LayoutShot
import Synchronization

/// A value shared between tasks behind a lock: the registries of named colours and images.
final class LockedValue<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  init(_ value: Value) {
    mutex = Mutex(value)
  }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { body(&$0) }
  }
}
