/// A list of values pushed onto a navigation stack, of any hashable types.
///
/// A snapshot shows a stack at its root, so the path is kept, not shown.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { RecipeList() }
/// ```
public struct NavigationPath {
  private var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path of `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    for element in elements { self.elements.append(AnyHashable(element)) }
  }

  /// The number of values on the path.
  public var count: Int { elements.count }
  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the last `k` values (all of them when there are fewer).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}
