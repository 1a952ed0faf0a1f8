/// A button on a grey rounded plate, its label tinted (SwiftUI's `BorderedButtonStyle`); the
/// padding, corners and font follow `controlSize` (Documentation/SwiftUIControls.md#button).
///
/// ```swift
/// Button("Edit") {}.buttonStyle(.bordered).controlSize(.small)
/// ```
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The bordered style.
  nonisolated public init() {}

  /// The tinted label on a grey plate.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonLabelBody(label: configuration.label, role: configuration.role, fill: .gray)
  }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button: a tinted label on a grey plate.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
