import Foundation

/// The radii of a rectangle's four corners.
///
/// ```swift
/// RectangleCornerRadii(topLeading: 16, topTrailing: 16)
/// ```
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  /// Corners of these radii (0 for square).
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  /// Every radius less `amount`, none below 0.
  func reduced(by amount: CGFloat) -> RectangleCornerRadii {
    RectangleCornerRadii(
      topLeading: max(topLeading - amount, 0), bottomLeading: max(bottomLeading - amount, 0),
      bottomTrailing: max(bottomTrailing - amount, 0), topTrailing: max(topTrailing - amount, 0))
  }
}

/// A rectangle whose corners are each rounded by their own radius; leading is the left side.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16).fill(.blue)
/// ```
public struct UnevenRoundedRectangle: InsettableShape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  /// A rectangle with `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with these corner radii (0 for square).
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, radii: cornerRadii, style: style)
    return path
  }

  /// The rectangle inset by `amount`, its corners smaller by as much.
  public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(
      base: UnevenRoundedRectangle(cornerRadii: cornerRadii.reduced(by: amount), style: style), amount: amount
    )
  }
}

/// The shape of the container a view is in: LayoutShot draws it as a rectangle filling its frame
/// (no container here has a shape of its own).
///
/// ```swift
/// Color.blue.clipShape(ContainerRelativeShape())
/// ```
public struct ContainerRelativeShape: InsettableShape {
  /// The container's shape.
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
    _InsetShape(base: self, amount: amount)
  }
}
