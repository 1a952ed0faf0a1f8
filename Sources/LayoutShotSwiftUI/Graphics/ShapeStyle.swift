/// What a shape is filled or stroked with, and what text is coloured with: a ``Color`` here.
///
/// ```swift
/// Circle().fill(Color.green)
/// Text("Hi").foregroundStyle(Color.secondary)
/// ```
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// The style as a colour, when it is one.
  var resolvedColor: Color? { (self as? Color) }
}

// The colours as styles, so that `.fill(.blue)` and `.foregroundStyle(.secondary)` find them.
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
  public static var primary: Color { Color.primary }
  public static var secondary: Color { Color.secondary }
}
