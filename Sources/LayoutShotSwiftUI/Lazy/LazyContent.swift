/// The views of a lazy stack's or grid's content, with their sections' headers and footers told
/// apart from the items (Documentation/SwiftUILazyStacks.md#sections).
///
/// The content is resolved with ``ResolveContext/keepsSections`` set, so each `Section` comes as
/// one ``SectionNode``; a lazy stack lays all the parts out in order, a grid puts the headers and
/// footers across its whole width and the items in its cells.
struct LazyContent {
  /// One part of the content.
  enum Part {
    /// A view laid out as an item (a row of a stack, a cell of a grid).
    case item(LayoutNode)
    /// A section's header or footer: a row of its own.
    case supplementary(LayoutNode)
    /// The end of a section: a grid starts its next items on a new line.
    case sectionEnd
  }

  let parts: [Part]

  /// The content `view` makes in `context`, laid out along `axis`.
  @MainActor
  init<Content: View>(of view: Content, axis: Axis, in context: ResolveContext) {
    var inner = context
    inner.stackAxis = axis
    inner.keepsSections = true
    parts = inner.nodes(of: view).flatMap { node -> [Part] in
      guard let section = node as? SectionNode else { return [.item(node)] }
      let content = section.isExpanded ? section.content : []
      return section.header.map(Part.supplementary) + content.map(Part.item) + [.sectionEnd]
        + section.footer.map(Part.supplementary)
    }
  }

  /// Every view of the content, in order.
  var nodes: [LayoutNode] {
    parts.compactMap { part in
      switch part {
      case .item(let node), .supplementary(let node): node
      case .sectionEnd: nil
      }
    }
  }
}
