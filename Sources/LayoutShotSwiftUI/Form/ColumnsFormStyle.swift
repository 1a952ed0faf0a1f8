/// Labels and controls in trailing and leading columns (`.columns`), a macOS look; on iPhone
/// drawn grouped.
public struct ColumnsFormStyle: FormStyle {
  /// The style.
  public init() {}
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in columns (grouped on iPhone).
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
