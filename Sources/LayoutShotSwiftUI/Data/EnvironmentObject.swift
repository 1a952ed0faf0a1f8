/// An observable object a parent provided with `.environmentObject(_:)`: SwiftUI's
/// `@EnvironmentObject`.
///
/// When no parent provided one, the layout fails with ``SwiftUILayoutError/missingEnvironmentObject(view:type:)``
/// before the view's body is made (SwiftUI stops the app there).
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

extension EnvironmentObject: EnvironmentRequirement {
  func missingObjectType(in environment: EnvironmentValues) -> String? {
    environment.object(of: ObjectType.self) == nil ? String(describing: ObjectType.self) : nil
  }
}
