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
  /// The type of the object the property needs, for a non-optional `@Observable` object.
  private var requiredObject: ((EnvironmentValues) -> String?)?

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// Reads the `@Observable` object of type `objectType` a parent provided with
  /// `.environment(_:)`; `nil` when none did.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library
  /// ```
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.object(of: T.self) }
  }

  /// Reads the `@Observable` object of type `objectType` a parent provided with
  /// `.environment(_:)`; when none did, the layout fails with
  /// ``SwiftUILayoutError/missingEnvironmentObject(view:type:)`` before the view's body is made.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    requiredObject = { $0.object(of: Value.self) == nil ? String(describing: Value.self) : nil }
    read = { environment in
      guard let object = environment.object(of: Value.self) else {
        preconditionFailure(
          "No Observable object of type \(Value.self) found: a view of this one's parents must provide it "
            + "with .environment(_:)")
      }
      return object
    }
  }

  /// The value, read from the environment of the body being made.
  public var wrappedValue: Value { read(EnvironmentValues.current) }
}

extension Environment: EnvironmentRequirement {
  func missingObjectType(in environment: EnvironmentValues) -> String? {
    requiredObject?(environment)
  }
}
