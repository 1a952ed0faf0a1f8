/// The text alone, with no border (SwiftUI's `PlainTextFieldStyle`).
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone, with no border.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
