/// What a `PreviewProvider`'s view says of its own preview: `.previewDisplayName(_:)`,
/// `.previewLayout(_:)`, `.previewInterfaceOrientation(_:)` and `.previewDevice(_:)`.
enum PreviewAttribute: Sendable {
  case displayName(String?)
  case layout(PreviewLayout)
  case orientation(InterfaceOrientation)
  case device(PreviewDevice?)
}

/// Keeps a ``PreviewAttribute`` on a view, which it lays out unchanged: what the preview
/// modifiers apply, read when a provider's previews are split (``PreviewPart``).
public struct _PreviewAttributeModifier: ViewModifier {
  let attribute: PreviewAttribute

  public typealias Body = Never
}

extension _PreviewAttributeModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context)
  }
}
