import Foundation

/// The horizontal or the vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }

  /// The other axis.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
  /// The length along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size of `major` along `axis` and `minor` across it.
  init(_ major: CGFloat, along axis: Axis, minor: CGFloat) {
    self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }
}

extension CGPoint {
  /// A point at `major` along `axis` and `minor` across it.
  init(_ major: CGFloat, along axis: Axis, minor: CGFloat) {
    self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
  }
}
