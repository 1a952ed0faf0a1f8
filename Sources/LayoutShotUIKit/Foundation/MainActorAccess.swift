import LayoutShot

/// Runs `body` on the main actor from code that is not isolated to it but, as UIKit requires of
/// whatever touches a view, runs there; traps (as `MainActor.assumeIsolated` does) when it does not.
///
/// For the few nonisolated entry points that UIKit declares so and that reach a view: an
/// `NSObject` override such as `description`, or a visual format naming views.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
  nonisolated(unsafe) var result: T?
  MainActor.assumeIsolated { result = body() }
  guard let result else { preconditionFailure("MainActor.assumeIsolated returned without running its body") }
  return result
}
