/// The platform's list style (`.automatic`): inset grouped on iPhone.
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's list style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
