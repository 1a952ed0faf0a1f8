import LayoutShot

/// Insets from each edge of a rectangle, left and right as on screen (`UIEdgeInsets`).
///
/// ```swift
/// let padded = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets with a value for each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets()

  init(_ insets: EdgeInsets) {
    self.init(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }

  var edgeInsets: EdgeInsets {
    EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }
}

/// Insets from each edge of a rectangle, leading and trailing following the layout direction
/// (`NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets with a value for each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No inset on any edge.
  public static let zero = NSDirectionalEdgeInsets()

  init(_ insets: DirectionalEdgeInsets) {
    self.init(
      top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
      trailing: CGFloat(insets.trailing))
  }

  var directionalInsets: DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
  }
}

extension CGRect {
  /// The rectangle with each edge moved in by `insets` (`CGRect.inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }

  init(_ rect: Rect) {
    self.init(
      x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
  }

  var rect: Rect {
    Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
  }
}

extension CGSize {
  init(_ size: Size) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}
