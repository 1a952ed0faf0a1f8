/// The top or the bottom edge.
///
/// ```swift
/// List(items) { Row($0) }.safeAreaInset(edge: .bottom) { Toolbar() }
/// ```
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  ///
  /// ```swift
  /// Text("Last").listRowSeparator(.hidden, edges: .bottom)
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
