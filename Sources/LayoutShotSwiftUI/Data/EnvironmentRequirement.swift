/// A property of a view that needs an object a parent provides through the environment
/// (`@EnvironmentObject`, or `@Environment` of an `@Observable` type that is not optional).
///
/// Before a view's body is made, its properties are checked: a missing object fails the layout with
/// a typed error naming the view and the object's type, where SwiftUI stops the app.
protocol EnvironmentRequirement {
  /// The name of the type whose object `environment` lacks; `nil` when it has it, or when the
  /// property needs none.
  func missingObjectType(in environment: EnvironmentValues) -> String?
}

extension EnvironmentValues {
  /// The name of the first type whose object `subject`'s properties need and this environment
  /// lacks; `nil` when nothing is missing.
  func missingObjectType(neededBy subject: Any) -> String? {
    for child in Mirror(reflecting: subject).children {
      if let requirement = child.value as? any EnvironmentRequirement,
        let missing = requirement.missingObjectType(in: self)
      {
        return missing
      }
    }
    return nil
  }
}
