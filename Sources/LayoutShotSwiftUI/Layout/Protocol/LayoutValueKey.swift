/// A key for a value a view gives its layout container with `.layoutValue(key:value:)`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in a Layout: subview[Rank.self]
/// ```
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that gives none.
  static var defaultValue: Self.Value { get }
}
