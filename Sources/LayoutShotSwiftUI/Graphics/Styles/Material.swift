import LayoutShot

/// A translucent material behind content: SwiftUI blurs what lies behind it; LayoutShot has
/// nothing behind a view to blur, so it paints each material as one flat translucent colour, the
/// same in every run (Documentation/SwiftUIDrawing.md#materials).
///
/// ```swift
/// Text("Now playing").padding().background(.ultraThinMaterial, in: Capsule())
/// ```
public struct Material: Hashable, Sendable, ShapeStyle {
  let thickness: Thickness

  enum Thickness: Hashable, Sendable {
    case ultraThin, thin, regular, thick, ultraThick, bar
  }

  /// The thinnest material.
  public static let ultraThinMaterial = Material(thickness: .ultraThin)
  /// A thin material.
  public static let thinMaterial = Material(thickness: .thin)
  /// The material of regular thickness.
  public static let regularMaterial = Material(thickness: .regular)
  /// A thick material.
  public static let thickMaterial = Material(thickness: .thick)
  /// The thickest material.
  public static let ultraThickMaterial = Material(thickness: .ultraThick)
  /// The material of bars (the system chrome material).
  public static let bar = Material(thickness: .bar)

  /// The flat colour drawn for the material, light and dark.
  var flatColor: Render.Color {
    // The tints of the iOS 14 design kit's materials, as public code quotes them (light F9F9F9,
    // dark 252525, regular dark 191919) at opacities that grow with thickness; the bar as the
    // core's bar material (Documentation/Bars.md).
    let (lightAlpha, darkAlpha, darkTint): (Double, Double, Int) =
      switch thickness {
      case .ultraThin: (0.55, 0.55, 0x25)
      case .thin: (0.70, 0.70, 0x25)
      case .regular: (0.78, 0.78, 0x19)
      case .thick: (0.90, 0.90, 0x25)
      case .ultraThick: (0.97, 0.97, 0x25)
      case .bar: (0.94, 0.94, 0x16)
      }
    return Render.Color(
      light: Render.Color(red255: 0xF9, green: 0xF9, blue: 0xF9, alpha: lightAlpha),
      dark: Render.Color(red255: darkTint, green: darkTint, blue: darkTint, alpha: darkAlpha))
  }
}

extension Material: ResolvableShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { .color(flatColor) }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A thin material.
  public static var thinMaterial: Material { .thinMaterial }
  /// The material of regular thickness.
  public static var regularMaterial: Material { .regularMaterial }
  /// A thick material.
  public static var thickMaterial: Material { .thickMaterial }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  /// The material of bars.
  public static var bar: Material { .bar }
}
