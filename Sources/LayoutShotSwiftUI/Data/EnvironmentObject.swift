/// An observable object a parent provided with `.environmentObject(_:)`: SwiftUI's
/// `@EnvironmentObject`.
///
/// Reading it when no parent provided one stops with a message naming the type, as SwiftUI does.
///
/// ```swift
/// @EnvironmentObject var settings: AppSettings
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Reads the object from the environment.
  public init() {}

  /// The object a parent provided.
  public var wrappedValue: ObjectType {
    guard let object = EnvironmentValues.current.object(of: ObjectType.self) else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found: a view of this one's parents must provide it "
          + "with .environmentObject(_:)")
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}
