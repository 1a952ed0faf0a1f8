/// What a shape is filled or stroked with, and what text and symbols are coloured with: a
/// ``Color``, a gradient, a hierarchical level of the foreground, the tint, a material.
///
/// A style of the app's own that LayoutShot does not know paints as the foreground.
///
/// ```swift
/// Circle().fill(Color.green)
/// Text("Signed in").foregroundStyle(.secondary)
/// RoundedRectangle(cornerRadius: 12).fill(.ultraThinMaterial)
/// ```
public protocol ShapeStyle: Sendable {}

/// A style LayoutShot knows how to paint: it resolves to a colour or a gradient in the
/// environment it is used in.
protocol ResolvableShapeStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle
}

extension ShapeStyle {
  /// The style as it paints in `environment`; a style LayoutShot does not know as the foreground.
  func resolved(in environment: EnvironmentValues) -> ResolvedStyle {
    (self as? any ResolvableShapeStyle)?.resolve(in: environment) ?? environment.foregroundStyle(level: 0)
  }

  /// This style at `opacity` times its own.
  ///
  /// ```swift
  /// Capsule().fill(.tint.opacity(0.15))
  /// ```
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    _OpacityShapeStyle(style: self, opacity: opacity)
  }
}

/// A style at a fraction of its opacity: what `ShapeStyle.opacity(_:)` makes.
public struct _OpacityShapeStyle<Style: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
  let style: Style
  let opacity: Double

  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    style.resolved(in: environment).opacity(min(max(opacity, 0), 1))
  }
}

// The colours as styles, so that `.fill(.blue)` finds them. `.primary` and `.secondary` as styles
// are the hierarchical ones (HierarchicalShapeStyle), as in SwiftUI.
extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
}

extension Color: ResolvableShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { .color(coreColor) }
}
