/// A button on Liquid Glass filled with the tint, its label white (SwiftUI's
/// `GlassProminentButtonStyle`, iOS 26); drawn as ``BorderedProminentButtonStyle`` on an iOS 18
/// screen (Documentation/SwiftUIControls.md#liquid-glass).
///
/// ```swift
/// Button("Agree") {}.buttonStyle(.glassProminent).tint(.green)
/// ```
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// The prominent glass style.
  nonisolated public init() {}

  /// The white label on tinted glass.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonLabelBody(label: configuration.label, role: configuration.role, fill: .prominentGlass(.regular))
  }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// A prominent glass button: a white label on Liquid Glass filled with the tint.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
