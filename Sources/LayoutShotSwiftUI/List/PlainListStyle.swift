/// Rows edge to edge on the list's background, a header above each section (`.plain`).
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// A plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}
