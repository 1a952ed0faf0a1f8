/// A property of a view that SwiftUI keeps up to date (`@State`, `@Environment`, …).
///
/// A snapshot is one frame: each is read once, when the body is made.
public protocol DynamicProperty {
  /// Nothing to update in a single frame.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}
