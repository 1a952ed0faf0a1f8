import Foundation

/// The ellipse inscribed in its frame.
///
/// ```swift
/// Ellipse().stroke(Color.orange, lineWidth: 2).frame(width: 80, height: 40)
/// ```
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
