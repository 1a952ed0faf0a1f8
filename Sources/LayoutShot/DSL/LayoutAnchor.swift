/// What the three anchor types share: an item and one of its attributes.
public protocol LayoutAnchor {
  /// The view or guide.
  var item: LayoutItem { get }
  /// Which part of its frame.
  var attribute: LayoutAttribute { get }
}

/// A horizontal position: leading, trailing, left, right or centerX (`NSLayoutXAxisAnchor`).
public struct LayoutXAxisAnchor: LayoutAnchor {
  /// The view or guide.
  public let item: LayoutItem
  /// Which part of its frame.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// A vertical position: top, bottom, centerY or a baseline (`NSLayoutYAxisAnchor`).
public struct LayoutYAxisAnchor: LayoutAnchor {
  /// The view or guide.
  public let item: LayoutItem
  /// Which part of its frame.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// A width or a height (`NSLayoutDimension`).
public struct LayoutDimension: LayoutAnchor {
  /// The view or guide.
  public let item: LayoutItem
  /// Which part of its frame.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// UIKit's name for ``LayoutYAxisAnchor``.
/// UIKit's name for ``LayoutDimension``.
