/// The view of one branch of an `if`/`else` or `switch` in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  /// Which branch was taken, with its view.
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    switch storage {
    case .trueContent(let view): context.nodes(of: view)
    case .falseContent(let view): context.nodes(of: view)
    }
  }
}

extension _ConditionalContent: View {}
