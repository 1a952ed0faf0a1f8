import Foundation

/// The values a view reads from its surroundings: colour scheme, font, layout direction, the
/// app's own keys.
///
/// A snapshot is one frame, so values are read once, when the view's body is made.
///
/// ```swift
/// struct Badge: View {
///   @Environment(\.colorScheme) private var colorScheme
///   var body: some View { Circle().fill(colorScheme == .dark ? Color.white : Color.black) }
/// }
/// ```
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
  // Unchecked: values are set and read only while the views of one layout are resolved, on the
  // main actor; the task-local below carries them into `body` calls and never across threads.
  private var values: [ObjectIdentifier: Any] = [:]

  /// The default environment.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Unwrapped first: a missing value cast to an optional `K.Value` would be a present `nil`.
      guard let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value else {
        return K.defaultValue
      }
      return value
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The environment object of type `type`, if a view provided one.
  func object<T>(of type: T.Type) -> T? {
    values[ObjectIdentifier(EnvironmentObjectKey<T>.self)] as? T
  }

  /// Provides `object` to the views below.
  mutating func setObject<T>(_ object: T) {
    values[ObjectIdentifier(EnvironmentObjectKey<T>.self)] = object
  }

  public var description: String { "EnvironmentValues(\(values.count) values set)" }

  /// The environment of the body being made.
  @TaskLocal static var current = EnvironmentValues()
}

/// The key under which an environment object of type `T` is kept.
private enum EnvironmentObjectKey<T> {}
