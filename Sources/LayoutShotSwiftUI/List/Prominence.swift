/// How prominent a section header is (`.headerProminence(_:)`): an increased header in an
/// inset-grouped list is larger and not upper-cased (Documentation/SwiftUILists.md#sections).
///
/// ```swift
/// Section("Favourites") { Rows() }.headerProminence(.increased)
/// ```
public enum Prominence: Hashable, Sendable {
  /// The usual look.
  case standard
  /// Larger, for the main sections of a screen.
  case increased
}

extension View {
  /// The section headers below shown at `prominence`.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}
