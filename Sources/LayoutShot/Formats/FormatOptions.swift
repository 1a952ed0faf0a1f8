/// Options of a visual format: how to align the views it lists, and which way it reads
/// (`NSLayoutConstraint.FormatOptions`; UIKit's raw values).
///
/// ```swift
/// try LayoutConstraint.constraints(
///   withVisualFormat: "H:|-[icon]-[title]-|", options: [.alignAllCenterY], views: views)
/// ```
///
/// Alignment must be across the format's axis: a horizontal format may align tops, bottoms,
/// centers Y and baselines; a vertical one lefts, rights, leadings, trailings and centers X.
public struct FormatOptions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// A value from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Aligns the left edges of each pair of neighbouring views (vertical formats).
  public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
  /// Aligns the right edges of each pair of neighbouring views (vertical formats).
  public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
  /// Aligns the top edges of each pair of neighbouring views (horizontal formats).
  public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
  /// Aligns the bottom edges of each pair of neighbouring views (horizontal formats).
  public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
  /// Aligns the leading edges of each pair of neighbouring views (vertical formats).
  public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
  /// Aligns the trailing edges of each pair of neighbouring views (vertical formats).
  public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
  /// Aligns the horizontal centres of each pair of neighbouring views (vertical formats).
  public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
  /// Aligns the vertical centres of each pair of neighbouring views (horizontal formats).
  public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
  /// Aligns the last baselines of each pair of neighbouring views (horizontal formats).
  public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
  /// Aligns the first baselines of each pair of neighbouring views (horizontal formats).
  public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
  /// The bits of the alignment options.
  public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

  /// Leading to trailing, following the layout direction (the default).
  public static let directionLeadingToTrailing = FormatOptions([])
  /// Left to right whatever the layout direction.
  public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
  /// Right to left whatever the layout direction.
  public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
  /// The bits of the direction options.
  public static let directionMask = FormatOptions(rawValue: 3 << 16)

  /// Spacing measured edge to edge (the default).
  public static let spacingEdgeToEdge = FormatOptions([])
  /// Vertical spacing measured from one view's last baseline to the next one's first baseline.
  public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
  /// The bit of the spacing option.
  public static let spacingMask = FormatOptions(rawValue: 1 << 19)

  /// The attributes the alignment options ask for, in UIKit's bit order.
  var alignedAttributes: [LayoutAttribute] {
    let table: [(FormatOptions, LayoutAttribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
      (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
      (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
      (.alignAllFirstBaseline, .firstBaseline),
    ]
    return table.filter { contains($0.0) }.map(\.1)
  }
}

extension LayoutConstraint {
  /// UIKit's name for ``FormatOptions``.
  public typealias FormatOptions = LayoutShot.FormatOptions
}
