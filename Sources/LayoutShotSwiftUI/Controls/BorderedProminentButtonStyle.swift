/// A button on a plate of the tint colour, its label white (SwiftUI's
/// `BorderedProminentButtonStyle`); red when destructive (Documentation/SwiftUIControls.md#button).
///
/// ```swift
/// Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The bordered prominent style.
  nonisolated public init() {}

  /// The white label on a tinted plate.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonLabelBody(label: configuration.label, role: configuration.role, fill: .filled)
  }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered prominent button: a white label on a tinted plate.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
