/// How much a constraint matters, from 1 to 1000 (`UILayoutPriority`).
///
/// ```swift
/// ratio.priority = .defaultHigh          // 750
/// hug.priority = .defaultLow + 1         // 251
/// red.width == 2 * blue.width ~ .defaultHigh
/// ```
///
/// Required (1000) constraints must hold; lower ones are satisfied as far as they can be, higher
/// priorities strictly first.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The raw value.
  public var rawValue: Float

  /// A priority of `rawValue`; a constraint accepts 1 to 1000.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// A value from its raw value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A value written as a floating-point literal.
  public init(floatLiteral value: Float) { self.rawValue = value }
  /// A value written as an integer literal.
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: a view's default compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// 510: a drag that can resize the scene (AppKit's `dragThatCanResizeWindow`).
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500: the scene keeps its size (AppKit's `windowSizeStayPut`).
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490: a drag that cannot resize the scene.
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// 250: a view's default content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the level at which UIKit computes a fitting size.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether the constraint must hold.
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether UIKit accepts the priority: above 0 and at most 1000.
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

  /// Whether the left value is lower than the right one.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  /// The priority `rhs` above `lhs`: `.defaultHigh + 1` is 751.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }
  /// The priority `rhs` below `lhs`: `.required - 1` is 999.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  public var description: String { NumberText.points(Double(rawValue)) }
}
