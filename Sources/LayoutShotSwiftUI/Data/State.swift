/// A value a view owns: SwiftUI's `@State`.
///
/// A snapshot is one frame, so the value is the initial one unless the view itself sets it while
/// its body is made; ``projectedValue`` is a ``Binding`` to it.
///
/// ```swift
/// @State private var isOn = true
/// var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let box: ValueBox<Value>

  /// State starting at `value`.
  public init(wrappedValue value: Value) { box = ValueBox(value) }

  /// State starting at `value`.
  public init(initialValue value: Value) { box = ValueBox(value) }

  /// The current value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// A value kept by reference, so that a value-type view can change it.
final class ValueBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
