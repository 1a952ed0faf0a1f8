/// A form's look (SwiftUI's `FormStyle`): on iPhone every style draws the grouped form.
///
/// ```swift
/// Form { Settings() }.formStyle(.grouped)
/// ```
public protocol FormStyle: Sendable {}

extension View {
  /// Forms below drawn in `style` (on iPhone, grouped whatever the style).
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
