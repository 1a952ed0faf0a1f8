/// A property of an ``ObservableObject`` that views follow (Combine's `@Published`, stood in
/// for: the value is stored as it is).
///
/// ```swift
/// @Published var temperature = 21.5
/// ```
@propertyWrapper
public struct Published<Value> {
  /// The value.
  public var wrappedValue: Value

  /// A published property starting at `value`.
  public init(wrappedValue value: Value) { wrappedValue = value }

  /// A published property starting at `value`.
  public init(initialValue value: Value) { wrappedValue = value }

  /// The property's publisher (`$temperature`), holding the current value.
  public var projectedValue: Publisher { Publisher(value: wrappedValue) }

  /// The publisher of a published property: its value at the time it was read.
  public struct Publisher {
    /// The value when the publisher was made.
    public let value: Value
  }
}
