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
  public var rawValue: Float

  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  public static let required = LayoutPriority(1000)
  public static let defaultHigh = LayoutPriority(750)
  public static let dragThatCanResizeScene = LayoutPriority(510)
  public static let sceneSizeStayPut = LayoutPriority(500)
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  public static let defaultLow = LayoutPriority(250)
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether the constraint must hold.
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether UIKit accepts the priority: above 0 and at most 1000.
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  public var description: String { NumberText.points(Double(rawValue)) }
}

/// UIKit's name for ``LayoutPriority``, so pasted code compiles.
public typealias UILayoutPriority = LayoutPriority
