/// An observable object a view owns: SwiftUI's `@StateObject`, made once from its initial value.
///
/// ```swift
/// @StateObject private var model = ProfileModel()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let object: ObjectType

  /// The object `thunk` makes.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }

  /// The object.
  public var wrappedValue: ObjectType { object }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: object) }
}
