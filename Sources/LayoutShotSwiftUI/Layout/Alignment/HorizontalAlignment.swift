import Foundation

/// A guide across a view's width that views are aligned by: leading, centre, trailing or a
/// custom ``AlignmentID``.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct HorizontalAlignment: Equatable, Sendable {
  let key: AlignmentKey

  /// The guide of kind `id`.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

  /// The left edge in a left-to-right layout.
  public static let leading = HorizontalAlignment(LeadingID.self)
  /// The middle.
  public static let center = HorizontalAlignment(HorizontalCenterID.self)
  /// The right edge in a left-to-right layout.
  public static let trailing = HorizontalAlignment(TrailingID.self)
  /// The leading edge of a list row's content (its leading edge here).
  public static let listRowSeparatorLeading = HorizontalAlignment(LeadingID.self)
  /// The trailing edge of a list row's content (its trailing edge here).
  public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingID.self)
}

// `AlignmentKey` holds a metatype, which is immutable and safe to share.
extension AlignmentKey: @unchecked Sendable {}

enum LeadingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
