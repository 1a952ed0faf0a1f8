/// Rows inset by the side margin on the list's background (`.inset`); drawn as the plain style on iPhone.
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == InsetListStyle {
  /// An inset list.
  public static var inset: InsetListStyle { InsetListStyle() }
}
