/// The platform's form look (`.automatic`): grouped on iPhone.
public struct AutomaticFormStyle: FormStyle {
  /// The style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's form look.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
