/// On a rounded border, as a UIKit text field's `.roundedRect` (SwiftUI's `RoundedBorderTextFieldStyle`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// On a rounded border, as a UIKit text field's `.roundedRect`.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
