/// A button on Liquid Glass, its label tinted (SwiftUI's `GlassButtonStyle`, iOS 26): a capsule
/// unless `buttonBorderShape` says otherwise, padded and sized by `controlSize`; drawn as
/// ``BorderedButtonStyle`` on an iOS 18 screen (Documentation/SwiftUIControls.md#liquid-glass).
///
/// ```swift
/// Button("Edit") {}.buttonStyle(.glass)
/// Button("Play") {}.buttonStyle(.glass(.clear))
/// ```
public struct GlassButtonStyle: PrimitiveButtonStyle {
  private let glass: Glass

  /// The glass style, on regular glass.
  nonisolated public init() { glass = .regular }

  /// The glass style, on `glass`.
  nonisolated public init(_ glass: Glass) { self.glass = glass }

  /// The tinted label on glass.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonLabelBody(
      label: configuration.label, role: configuration.role,
      fill: .glass(glass.material?.style ?? .regular), glassTint: glass.material?.tint)
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// A glass button: a tinted label on regular Liquid Glass.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }

  /// A glass button on `glass` (clear, or tinted).
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
