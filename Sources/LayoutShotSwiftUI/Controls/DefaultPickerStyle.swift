/// The platform's picker style: a menu on iOS outside a form (SwiftUI's `DefaultPickerStyle`).
public struct DefaultPickerStyle: PickerStyle {
  /// The default style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default: a menu on iOS.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
