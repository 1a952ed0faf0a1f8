/// A button drawn as its label alone, untinted (SwiftUI's `PlainButtonStyle`).
///
/// ```swift
/// Button { open(item) } label: { RowView(item) }.buttonStyle(.plain)
/// ```
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The plain style.
  nonisolated public init() {}

  /// The label as it is.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A plain button: its label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
