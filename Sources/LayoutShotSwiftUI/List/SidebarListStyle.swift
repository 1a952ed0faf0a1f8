/// A sidebar's sections (`.sidebar`): on iPhone, inset-grouped cards with headers in a larger font.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
