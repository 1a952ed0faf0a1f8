import Foundation

/// A rectangle whose shorter sides are half circles.
///
/// ```swift
/// Text("New").padding(.horizontal, 8).background(Capsule().fill(Color.blue))
/// ```
public struct Capsule: Shape {
  /// How the ends curve.
  public var style: RoundedCornerStyle

  /// A capsule.
  public init(style: RoundedCornerStyle = .circular) { self.style = style }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}
