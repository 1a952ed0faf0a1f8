/// A part of a view's or guide's frame that a constraint relates (`NSLayoutConstraint.Attribute`).
///
/// The raw values are UIKit's.
public enum LayoutAttribute: Int, Hashable, Sendable, CustomStringConvertible {
  case notAnAttribute = 0
  case left = 1
  case right = 2
  case top = 3
  case bottom = 4
  case leading = 5
  case trailing = 6
  case width = 7
  case height = 8
  case centerX = 9
  case centerY = 10
  case lastBaseline = 11
  case firstBaseline = 12
  case leftMargin = 13
  case rightMargin = 14
  case topMargin = 15
  case bottomMargin = 16
  case leadingMargin = 17
  case trailingMargin = 18
  case centerXWithinMargins = 19
  case centerYWithinMargins = 20

  /// What kind of quantity the attribute is.
  public enum Kind: Sendable {
    case horizontalLocation
    case verticalLocation
    case dimension
    case none
  }

  /// What kind of quantity the attribute is: a horizontal or vertical location, a dimension, or none.
  public var kind: Kind {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .horizontalLocation
    case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .verticalLocation
    case .width, .height: .dimension
    case .notAnAttribute: .none
    }
  }

  /// Whether the attribute follows the reading direction (leading and trailing, with or without
  /// margins).
  public var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  /// Whether the attribute is an absolute horizontal side (left and right, with or without margins).
  public var isAbsoluteSide: Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(self)
  }

  /// Whether the attribute is an edge or a centre (not a size or a baseline): what a scroll view's
  /// content relates to its content area.
  var isPosition: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY: true
    default: false
    }
  }

  /// For a margin attribute, the matching attribute of the item's layout margins guide.
  var marginBase: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  public var description: String {
    switch self {
    case .notAnAttribute: "notAnAttribute"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    }
  }
}

/// How the two sides of a layout constraint relate (`NSLayoutConstraint.Relation`; UIKit's raw
/// values).
public enum LayoutRelation: Int, Hashable, Sendable, CustomStringConvertible {
  case lessThanOrEqual = -1
  case equal = 0
  case greaterThanOrEqual = 1

  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
