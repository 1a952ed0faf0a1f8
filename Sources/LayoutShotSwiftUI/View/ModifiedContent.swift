/// A view with a modifier applied: what `.padding()`, `.frame(width:)` and
/// `.modifier(_:)` return.
///
/// ```swift
/// let card = ModifiedContent(content: Text("Hi"), modifier: CardStyle())  // Text("Hi").modifier(CardStyle())
/// ```
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let content = self.content
    let resolveContent = { (inner: ResolveContext) in inner.nodes(of: content) }
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.makeNodes(content: resolveContent, in: context)
    }
    var inner = context
    let outerContent = context.modifierContent
    inner.modifierContent = { contentContext in
      var restored = contentContext
      restored.modifierContent = outerContent
      return resolveContent(restored)
    }
    guard context.mayMakeBody(of: modifier) else { return [] }
    let body = EnvironmentValues.$current.withValue(context.environment) {
      modifier.body(content: _ViewModifier_Content<Modifier>())
    }
    return inner.nodes(of: body)
  }
}
