import Foundation

/// The outline of a bordered button's plate (SwiftUI's `ButtonBorderShape`).
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A rounded rectangle: the control size's corners, or `radius`.
    case roundedRectangle(radius: CGFloat?)
    case capsule
    case circle
  }

  let kind: Kind

  /// The style's own shape: a rounded rectangle on iOS.
  public static let automatic = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the control size's corners.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

  /// A rounded rectangle with corners of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius))
  }
}

extension View {
  /// Bordered buttons below drawn on a plate of `shape`.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.buttonBorderShape = shape })
  }
}
