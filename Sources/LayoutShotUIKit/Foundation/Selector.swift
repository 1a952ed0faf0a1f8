import LayoutShot

/// An Objective-C method name (`Selector`) and, when made from a method, a way to call it.
///
/// Swift has `#selector(…)` and the Objective-C runtime only on Apple platforms. Here a selector
/// is a name, as `addTarget(_:action:for:)` records it, and optionally a closure that calls the
/// method it names, which is what lets a control, a gesture recognizer, a bar button item or a
/// notification actually send it. The source adapter (`layoutshot adapt`, or the
/// `LayoutShotSourceAdapter` plugin) writes each `#selector` of an app file this way:
///
/// ```swift
/// // #selector(tapped(_:)) in LoginViewController:
/// Selector("tapped:", { (target: LoginViewController, sender) in target.tapped(sender) })
/// // #selector(refresh) when the file does not declare refresh:
/// Selector(baseName: "refresh", LoginViewController.refresh)
/// ```
///
/// Two selectors are equal when their names are, as in Objective-C. A selector written as a
/// string (`"tapped:"`, `Selector("tapped:")`) names a method but cannot call it, as Swift cannot
/// look a method up by name: it is recorded and reported, never performed.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's Objective-C name: `tapped:` for `tapped(_:)`, `tapped` for `tapped()`.
  public let name: String
  private let invoker: Invoker?

  /// The selector named `name`, which cannot be performed.
  public init(_ name: String) {
    self.name = name
    invoker = nil
  }

  /// The selector a string literal names, so that `action: "tapped"` compiles.
  public init(stringLiteral name: String) { self.init(name) }

  /// A selector that performs `method` with no argument: a method, or a property's getter.
  public init<Target, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> Result) {
    self.name = name
    invoker = Invoker(Target.self) { target, _, _ in
      method(Self.cast(target, as: Target.self, name, "target"))
    }
  }

  /// A selector that performs `method` with one argument: the sender, a notification, or a
  /// property's new value.
  public init<Target, Argument, Result>(
    _ name: String, _ method: @escaping @MainActor (Target, Argument) -> Result
  ) {
    self.name = name
    invoker = Invoker(Target.self) { target, argument, _ in
      method(
        Self.cast(target, as: Target.self, name, "target"),
        Self.cast(argument, as: Argument.self, name, "argument"))
    }
  }

  /// A selector that performs `method` with two arguments: the sender and the event.
  public init<Target, Argument, Second, Result>(
    _ name: String, _ method: @escaping @MainActor (Target, Argument, Second) -> Result
  ) {
    self.name = name
    invoker = Invoker(Target.self) { target, argument, second in
      method(
        Self.cast(target, as: Target.self, name, "target"),
        Self.cast(argument, as: Argument.self, name, "argument"),
        Self.cast(second, as: Second.self, name, "second argument"))
    }
  }

  /// A selector for a method referred to unapplied (`Type.method`) that takes no argument:
  /// named `baseName`.
  public init<Target, Result>(
    baseName: String, _ method: @escaping @MainActor (Target) -> @MainActor () -> Result
  ) {
    self.init(baseName) { (target: Target) in method(target)() }
  }

  /// A selector for a method referred to unapplied that takes one unlabelled argument: named
  /// `baseName` and a colon, as Objective-C names `tapped(_:)`.
  public init<Target, Argument, Result>(
    baseName: String, _ method: @escaping @MainActor (Target) -> @MainActor (Argument) -> Result
  ) {
    self.init(baseName + ":") { (target: Target, argument: Argument) in method(target)(argument) }
  }

  /// A selector for a method referred to unapplied that takes two unlabelled arguments: named
  /// `baseName` and two colons.
  public init<Target, Argument, Second, Result>(
    baseName: String, _ method: @escaping @MainActor (Target) -> @MainActor (Argument, Second) -> Result
  ) {
    self.init(baseName + "::") { (target: Target, argument: Argument, second: Second) in
      method(target)(argument, second)
    }
  }

  /// The name.
  public var description: String { name }

  /// Whether two selectors have the same name.
  public static func == (left: Selector, right: Selector) -> Bool { left.name == right.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Whether the selector can be performed on `target`: it was made from a method, and `target`
  /// is of the method's type (or a subclass of it).
  public func canBePerformed(on target: Any) -> Bool {
    invoker?.accepts(target) ?? false
  }

  /// Performs the method on `target` with up to two arguments and returns what it returns.
  ///
  /// Arguments the method does not take are ignored. A target of another type, or an argument
  /// that is not of the method's parameter type, stops the program with a message, as an
  /// Objective-C "unrecognized selector" does; check with ``canBePerformed(on:)`` first.
  @MainActor
  @discardableResult
  public func perform(on target: Any, with argument: Any? = nil, with second: Any? = nil) -> Any? {
    guard let invoker else {
      preconditionFailure(
        "Selector '\(name)' was written as a string, so it names no method to call; write #selector(…)"
          + " through the source adapter, or pass a UIAction")
    }
    return invoker.call(target, argument, second)
  }

  private static func cast<Value>(_ value: Any?, as type: Value.Type, _ name: String, _ role: String) -> Value
  {
    if let value = value as? Value { return value }
    preconditionFailure(
      "Selector '\(name)': the \(role) \(value.map { "of type \(Swift.type(of: $0))" } ?? "nil") is not a \(Value.self)"
    )
  }

  /// The type-erased call of a method, on the main actor as UIKit calls actions.
  private final class Invoker: Sendable {
    let accepts: @Sendable (Any) -> Bool
    let call: @MainActor @Sendable (Any, Any?, Any?) -> Any?

    init<Target>(_ target: Target.Type, call: @escaping @MainActor @Sendable (Any, Any?, Any?) -> Any?) {
      accepts = { $0 is Target }
      self.call = call
    }
  }
}

/// The name of `selector` (`NSStringFromSelector`).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// The selector named `name` (`NSSelectorFromString`), which names a method but cannot call it.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
