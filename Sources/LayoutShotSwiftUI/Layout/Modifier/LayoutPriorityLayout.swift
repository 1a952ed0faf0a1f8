/// A view's priority in its stack: what `.layoutPriority(_:)` applies
/// (Documentation/SwiftUILayout.md#stacks).
public struct _LayoutPriorityLayout: ViewModifier {
  let priority: Double

  public typealias Body = Never
}

extension _LayoutPriorityLayout: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { PriorityNode(child: $0, priority: priority) }
  }
}

/// A node with its own layout priority.
final class PriorityNode: UnaryNode {
  let priority: Double

  init(child: LayoutNode, priority: Double) {
    self.priority = priority
    super.init(kind: "layoutPriority", child: child)
  }

  override var layoutPriority: Double { priority }
}

extension View {
  /// The view's priority in its stack: a stack sizes its children of higher priority first,
  /// keeping back only the minimum lengths of the others.
  ///
  /// ```swift
  /// HStack { Text(title).layoutPriority(1); Text(subtitle) }  // the title truncates last
  /// ```
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_LayoutPriorityLayout(priority: value))
  }
}
