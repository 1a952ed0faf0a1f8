/// A two-way reference to a value owned elsewhere: SwiftUI's `@Binding`.
///
/// ```swift
/// struct Row: View {
///   @Binding var isOn: Bool
///   var body: some View { Toggle("Airplane Mode", isOn: $isOn) }
/// }
/// Row(isOn: .constant(true))
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The binding itself (what `@Binding var x` is initialised with).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// The value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself, for `$value`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }
}

extension Binding: DynamicProperty {}
