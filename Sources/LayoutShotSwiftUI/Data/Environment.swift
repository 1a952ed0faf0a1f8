/// A property that reads a value of the view's environment, set by a parent with
/// `.environment(_:_:)` or by the screen (colour scheme, Dynamic Type size, layout direction).
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(\.dynamicTypeSize) private var typeSize
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: (EnvironmentValues) -> Value

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The value, read from the environment of the body being made.
  public var wrappedValue: Value { read(EnvironmentValues.current) }
}
