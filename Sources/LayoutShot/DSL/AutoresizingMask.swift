/// Which parts of a view's frame follow its superview's size when the frame becomes constraints
/// (`UIView.AutoresizingMask`).
///
/// On each axis a view has three parts, the margin before it, its size and the margin after it.
/// When the superview's size changes by δ, the flexible parts share δ in proportion to their
/// sizes before the change (equally when those are all 0), and the fixed parts keep theirs; with
/// no flexible part, the margin after the view takes δ, so the view keeps its origin and size.
///
/// ```swift
/// banner.frame = Rect(x: 0, y: 0, width: 320, height: 44)
/// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
/// banner.translatesAutoresizingMaskIntoConstraints = true
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// A value from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The left margin grows and shrinks.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width grows and shrinks.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin grows and shrinks.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin grows and shrinks.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height grows and shrinks.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin grows and shrinks.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The horizontal parts (margin before, size, margin after) in UIKit's log notation, `-` for a
  /// fixed part and `&` for a flexible one: `--&` for no mask.
  public var horizontalNotation: String {
    Self.notation(contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
  }

  /// The vertical parts in UIKit's log notation: `--&` for no mask.
  public var verticalNotation: String {
    Self.notation(contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
  }

  /// Both axes as UIKit logs them: `h=--& v=--&`.
  public var notation: String { "h=\(horizontalNotation) v=\(verticalNotation)" }

  /// How much of a change of the superview's length the margin before the view and its size
  /// take: flexible parts share it in proportion to their lengths before the change (equally when
  /// those are all 0 or less); with no flexible part the margin after takes it all.
  public static func shares(
    offset: Double, length: Double, superviewLength: Double, flexible: (before: Bool, size: Bool, after: Bool)
  ) -> (before: Double, size: Double) {
    let after = flexible.after || !(flexible.before || flexible.size)
    let parts = [
      (flexible.before, offset), (flexible.size, length), (after, superviewLength - offset - length),
    ]
    let weights = parts.map { $0.0 ? max($0.1, 0) : 0 }
    let total = weights.reduce(0.0) { $0 + $1 }
    let count = Double(parts.filter(\.0).count)
    func share(_ index: Int) -> Double {
      guard parts[index].0 else { return 0 }
      return total > 0 ? weights[index] / total : 1 / count
    }
    return (share(0), share(1))
  }

  private static func notation(_ before: Bool, _ size: Bool, _ after: Bool) -> String {
    let after = after || !(before || size)
    return [before, size, after].map { $0 ? "&" : "-" }.joined()
  }
}
