/// Rows in grouped sections (`.grouped`), the form look of iPhone.
public struct GroupedFormStyle: FormStyle {
  /// The style.
  public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
  /// Rows in grouped sections.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
