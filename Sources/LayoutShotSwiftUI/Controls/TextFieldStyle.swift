/// A text field's look (SwiftUI's `TextFieldStyle`): `.automatic` and `.plain` draw the text
/// alone, `.roundedBorder` on the rounded border of a UIKit text field.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle: Sendable {}

extension View {
  /// Text fields below drawn in `style`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let isRounded = style is RoundedBorderTextFieldStyle
    return modifier(_EnvironmentKeyWritingModifier { $0.isTextFieldRounded = isRounded })
  }
}
