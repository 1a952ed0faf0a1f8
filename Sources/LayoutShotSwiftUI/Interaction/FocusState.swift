/// Which text field has the keyboard focus (`@FocusState`): in a snapshot, the initial value —
/// `false` or `nil`, no field focused, no keyboard shown.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focus: Field?
///
/// TextField("Email", text: $email).focused($focus, equals: .email)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A binding to a focus state, which `focused(_:equals:)` takes.
  @propertyWrapper
  public struct Binding {
    let box: ValueBox<Value>

    /// The focus state's value.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  private let box: ValueBox<Value>

  /// The focused value, set by code (a snapshot shows the value code leaves).
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// The binding that `focused(_:equals:)` and `focused(_:)` take.
  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

  /// A focus state that is `false`: nothing focused.
  public init() where Value == Bool { box = ValueBox(false) }

  /// A focus state that is `nil`: nothing focused.
  public init<T: Hashable>() where Value == T? { box = ValueBox(nil) }
}

extension View {
  /// The view focused when `binding` is `value`; a snapshot shows no keyboard.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
  {
    self
  }

  /// The view focused when `condition` is true; a snapshot shows no keyboard.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}
