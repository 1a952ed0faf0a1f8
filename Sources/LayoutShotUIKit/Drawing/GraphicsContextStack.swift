import Foundation
import LayoutShot

/// The contexts UIKit drawing calls draw into (`UIGraphicsGetCurrentContext()`), innermost last,
/// kept per thread as UIKit keeps them: a renderer's `image(actions:)` and
/// `UIGraphicsBeginImageContextWithOptions` push one, and the end of the actions or
/// `UIGraphicsEndImageContext()` pops it.
enum GraphicsContextStack {
  /// The storage of one thread's stack.
  private final class Contexts {
    var stack: [CGContext] = []
  }

  private static let key = "LayoutShotUIKit.GraphicsContextStack"

  private static var contexts: Contexts {
    let dictionary = Thread.current.threadDictionary
    if let contexts = dictionary[key] as? Contexts { return contexts }
    let contexts = Contexts()
    dictionary[key] = contexts
    return contexts
  }

  /// The innermost context, `nil` outside any.
  static var current: CGContext? { contexts.stack.last }

  /// Makes `context` the current one.
  static func push(_ context: CGContext) { contexts.stack.append(context) }

  /// Ends the current context; nothing when there is none.
  @discardableResult
  static func pop() -> CGContext? { contexts.stack.popLast() }

  /// Runs `body` with `context` current.
  static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
    push(context)
    defer { pop() }
    return try body()
  }
}
