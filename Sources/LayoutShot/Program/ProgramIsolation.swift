import Foundation

/// A program whose own code — its body and the passes it takes part in (``LayoutPasses``) — must
/// run on the main actor, as code written for a main-actor UI framework must.
///
/// The engine runs that code on the main thread and the rest where it was called: solving each
/// frozen ``Layout``, and whatever the caller does with the ``SolvedLayout`` (drawing, encoding).
/// A caller on the main thread runs it all at once; a caller on another thread waits for the main
/// queue at each turn, so the main thread must be free to serve it (an `async` main, a test
/// runner, or a run loop), never blocked waiting for that caller.
package protocol MainActorLayoutProgram: LayoutProgram {}

/// Where a program's own code runs: wherever the engine was called, or on the main actor.
package enum ProgramIsolation: Sendable {
  /// On the caller's thread: the code builds LayoutShot views only.
  case caller
  /// On the main actor (``MainActorLayoutProgram``).
  case mainActor

  /// Where `program`'s code runs.
  package init(of program: some LayoutProgram) {
    self = program is any MainActorLayoutProgram ? .mainActor : .caller
  }

  /// Runs `body` where the program's code runs and returns what it returns: at once on the
  /// caller's thread, or on the main actor — at once when the caller is on it, otherwise by
  /// waiting for the main queue to run it.
  package func run<T>(_ body: () throws(LayoutError) -> T) throws(LayoutError) -> T {
    guard self == .mainActor, !Self.isOnMainActor else { return try body() }
    let main = DispatchQueue.main
    return try main.sync { Result { () throws(LayoutError) -> T in try body() } }.get()
  }

  /// Whether the caller runs on the main actor: on the main thread, or in a job of the main queue.
  ///
  /// The two differ on Linux once the main thread has handed the main queue to `dispatchMain()`, as
  /// an `async` main does (Swift Testing's runner): the main queue's jobs, and so the main actor's,
  /// then run on another thread.
  package static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// A key the main queue answers `true` for, set on first use.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
