import LayoutShot

/// Horizontal, vertical, both or neither (`UIAxis`), as in a list content configuration's
/// ``UIListContentConfiguration/axesPreservingSuperviewLayoutMargins``.
///
/// ```swift
/// configuration.axesPreservingSuperviewLayoutMargins = [.horizontal]
/// ```
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The axes' bits.
  public let rawValue: Int

  /// The axes of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Neither axis.
  public static let none: UIAxis = []
  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 2)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
