import Foundation

/// The size a parent proposes to a child: per axis a length, `nil` for the child's ideal length,
/// `0` for its minimum, `.infinity` for its maximum (Documentation/SwiftUILayout.md#proposals).
///
/// ```swift
/// let ideal = subview.sizeThatFits(.unspecified)
/// let widest = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil))
/// ProposedViewSize(width: nil, height: 40).replacingUnspecifiedDimensions()  // 10 × 40
/// ```
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width; `nil` asks for the ideal width.
  public var width: CGFloat?
  /// The proposed height; `nil` asks for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` and `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Zero on both axes: the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Nothing on either axis: the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Infinity on both axes: the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with each `nil` axis replaced by `size`'s (10 × 10 by default, SwiftUI's).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal of `major` along `axis` and `minor` across it.
  init(_ major: CGFloat?, along axis: Axis, minor: CGFloat?) {
    self =
      axis == .horizontal
      ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
  }

  /// The proposal less `insets`, each axis at least 0; a `nil` axis stays `nil`.
  func inset(by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: width.map { max($0 - insets.leading - insets.trailing, 0) },
      height: height.map { max($0 - insets.top - insets.bottom, 0) })
  }
}
