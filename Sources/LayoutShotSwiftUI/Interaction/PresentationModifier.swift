/// A modifier that asks for a sheet or a cover while its presented view is there: the view it
/// modifies lays out as it is, and the presentation is drawn over the screen
/// (Documentation/Sheets.md).
public struct _PresentationModifier: ViewModifier {
  let style: PresentationRequest.Style
  /// The presented view, `nil` while nothing is presented.
  let presented: () -> AnyView?

  public typealias Body = Never
}

extension _PresentationModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    if let view = presented() {
      context.presentations.record(
        PresentationRequest(style: style, content: view, environment: context.environment))
    }
    return content(context)
  }
}
