import Foundation

/// A guide across a view's height that views are aligned by: top, centre, bottom, a text
/// baseline or a custom ``AlignmentID``.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("42").font(.largeTitle); Text("km") }
/// ```
public struct VerticalAlignment: Equatable, Sendable {
  let key: AlignmentKey

  /// The guide of kind `id`.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

  /// The top edge.
  public static let top = VerticalAlignment(TopID.self)
  /// The middle.
  public static let center = VerticalAlignment(VerticalCenterID.self)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(BottomID.self)
  /// The baseline of the first line of text; the bottom of a view without text.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
  /// The baseline of the last line of text; the bottom of a view without text.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

enum TopID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum FirstTextBaselineID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum LastTextBaselineID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
