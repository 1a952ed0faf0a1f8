/// Any shape style, its type erased, so that one variable can hold a colour or a gradient.
///
/// ```swift
/// let style = isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// Circle().fill(style)
/// ```
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle, Equatable {
  let style: any ShapeStyle

  /// `style`, its type erased.
  public init<S: ShapeStyle>(_ style: S) { self.style = style }

  func resolve(in environment: EnvironmentValues) -> ResolvedStyle { style.resolved(in: environment) }

  /// Two erased styles are equal when they hold equal styles of the same type.
  public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
    guard let left = lhs.style as? any Hashable, let right = rhs.style as? any Hashable else { return false }
    return AnyHashable(left) == AnyHashable(right)
  }
}
