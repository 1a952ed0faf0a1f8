/// Sections as rounded cards inset by the side margin, on the grouped background (`.insetGrouped`).
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// An inset-grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
