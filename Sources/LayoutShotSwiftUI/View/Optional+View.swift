extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    switch self {
    case .some(let view): context.nodes(of: view)
    case .none: []
    }
  }
}
