/// Bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`.
///
/// ```swift
/// @Bindable var book: Book
/// TextField("Title", text: $book.title)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Itself, for `$book.title`.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}
