/// A level of the foreground style: `.primary` is the foreground itself, `.secondary`,
/// `.tertiary` and `.quaternary` fainter versions of it
/// (Documentation/SwiftUIDrawing.md#hierarchical-styles).
///
/// With no foreground set they are the label colours; with one colour set, that colour at 100,
/// 50, 25 and 18 % opacity; with several styles set (`foregroundStyle(_:_:)`), those styles.
///
/// ```swift
/// VStack {
///   Text("Title")
///   Text("Subtitle").foregroundStyle(.secondary)
/// }
/// .foregroundStyle(.blue)
/// ```
public struct HierarchicalShapeStyle: Hashable, Sendable, ShapeStyle {
  let level: Int

  /// The foreground itself.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level of the foreground.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level of the foreground.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level of the foreground.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension HierarchicalShapeStyle: ResolvableShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    environment.foregroundStyle(level: level)
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The foreground itself.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The second level of the foreground.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The third level of the foreground.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level of the foreground.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The current foreground style, as a style: `.foreground`.
///
/// ```swift
/// Circle().stroke(.foreground, lineWidth: 2)
/// ```
public struct ForegroundStyle: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
  /// The foreground style.
  public init() {}

  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { environment.foregroundStyle(level: 0) }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background of the current context, as a style: `.background`, the system background
/// colour (white in light mode, black in dark).
///
/// ```swift
/// Text("Card").padding().background(.background, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct BackgroundStyle: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
  /// The background style.
  public init() {}

  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { .color(.systemBackground) }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The system background.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint of the current context, as a style: `.tint`, what `tint(_:)` sets, else the accent
/// colour (system blue).
///
/// ```swift
/// Capsule().fill(.tint).frame(width: 40, height: 4)
/// ```
public struct TintShapeStyle: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
  /// The tint style.
  public init() {}

  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { environment.tintStyle }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the current context.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
