/// The leading or the trailing edge, following the layout direction.
///
/// ```swift
/// Content().safeAreaInset(edge: .leading) { Sidebar() }
/// ```
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing
}
