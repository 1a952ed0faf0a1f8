/// The top or the bottom edge.
///
/// ```swift
/// List(items) { Row($0) }.safeAreaInset(edge: .bottom) { Toolbar() }
/// ```
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom
}
