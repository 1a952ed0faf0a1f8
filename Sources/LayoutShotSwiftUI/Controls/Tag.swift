/// A value a view stands for among its siblings: what `.tag(_:)` applies, read by `Picker` to
/// find the selected option.
public struct _TagModifier: ViewModifier {
  let tag: AnyHashable

  public typealias Body = Never
}

extension _TagModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let nodes = content(context)
    for node in nodes { node.tagIfUntagged(tag) }
    return nodes
  }
}

extension LayoutNode {
  /// The value given with `.tag(_:)` (or by a `ForEach`), if any.
  var tag: AnyHashable? { layoutValues[ObjectIdentifier(_TagModifier.self)] as? AnyHashable }

  /// Tags the node with `tag` unless it has one.
  func tagIfUntagged(_ tag: AnyHashable) {
    if self.tag == nil { layoutValues[ObjectIdentifier(_TagModifier.self)] = tag }
  }
}

extension View {
  /// The view standing for `tag`: a picker's option for that value.
  ///
  /// ```swift
  /// Picker("Units", selection: $units) {
  ///   Text("Metric").tag(Units.metric)
  ///   Text("Imperial").tag(Units.imperial)
  /// }
  /// ```
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(_TagModifier(tag: AnyHashable(tag)))
  }
}
