/// The platform's default: the text alone on iOS (SwiftUI's `DefaultTextFieldStyle`).
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default: the text alone on iOS.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
