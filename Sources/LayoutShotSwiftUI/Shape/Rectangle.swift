import Foundation

/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(Color.gray).frame(height: 1)
/// ```
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }
}
