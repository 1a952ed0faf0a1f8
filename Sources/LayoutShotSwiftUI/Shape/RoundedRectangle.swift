import Foundation

/// A rectangle with rounded corners filling its frame.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.blue)
/// ```
public struct RoundedRectangle: Shape {
  /// The corners' size.
  public var cornerSize: CGSize
  /// How the corners curve.
  public var style: RoundedCornerStyle

  /// A rectangle whose corners are rounded by `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle whose corners are `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
  }
}
