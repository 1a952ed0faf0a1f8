import Foundation

/// The largest circle centred in its frame.
///
/// ```swift
/// Circle().fill(Color.green).frame(width: 12, height: 12)
/// ```
public struct Circle: Shape {
  /// A circle.
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let diameter = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
  }
}
