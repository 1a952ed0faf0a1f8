import LayoutShot

/// A swipe (`UISwipeGestureRecognizer`), kept as data.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions that recognise (right by default).
  open var direction: Direction = .right
  /// The fingers that swipe (1).
  open var numberOfTouchesRequired = 1

  /// Swipe directions (`UISwipeGestureRecognizer.Direction`).
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// To the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down.
    public static let down = Direction(rawValue: 1 << 3)
  }
}
