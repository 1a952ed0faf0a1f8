import LayoutShot

/// A gradient whose type is erased, as `Color.gradient` makes: it runs from top to bottom.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
/// ```
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
  let gradient: Gradient

  /// `gradient`, its type erased.
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

extension AnyGradient: ResolvableShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { gradient.resolve(in: environment) }
}

extension Color {
  /// A standard gradient of this colour: from the colour lightened by a sixth towards white at the
  /// top to the colour itself at the bottom (Documentation/SwiftUIDrawing.md#gradients).
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [Color(core: coreColor.mixed(towardWhiteBy: 1.0 / 6)), self]))
  }
}

extension Render.Color {
  /// This colour moved `fraction` of the way to white in each appearance, its opacity kept.
  fileprivate func mixed(towardWhiteBy fraction: Double) -> Render.Color {
    func mix(_ color: Render.Color) -> Render.Color {
      Render.Color(
        red: color.red + (1 - color.red) * fraction, green: color.green + (1 - color.green) * fraction,
        blue: color.blue + (1 - color.blue) * fraction, alpha: color.alpha)
    }
    return Render.Color(light: mix(resolved(for: .light)), dark: mix(resolved(for: .dark)))
  }
}
