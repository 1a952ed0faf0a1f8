/// A value a view gives its ``Layout`` container: what `.layoutValue(key:value:)` applies.
public struct _LayoutValueModifier<K: LayoutValueKey>: ViewModifier {
  let value: K.Value

  public typealias Body = Never
}

extension _LayoutValueModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let nodes = content(context)
    for node in nodes { node.layoutValues[ObjectIdentifier(K.self)] = value }
    return nodes
  }
}

extension View {
  /// Gives the view's layout container `value` for `key` (read as `subview[key]`).
  ///
  /// ```swift
  /// Text("Gold").layoutValue(key: Rank.self, value: 1)
  /// ```
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_LayoutValueModifier<K>(value: value))
  }
}
