/// Sections on the grouped background, rows on cell backgrounds across the whole width (`.grouped`).
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == GroupedListStyle {
  /// A grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
