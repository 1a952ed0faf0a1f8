import Foundation

/// A `Section` kept whole for the container that lays sections out (a list, a form, a lazy stack):
/// its header, content and footer nodes apart, and whether it is expanded.
///
/// A container reads the parts and lays them out itself; anywhere else the node stacks them one
/// above the other with no spacing, so that it still has a size and a place.
final class SectionNode: LayoutNode {
  let header: [LayoutNode]
  let content: [LayoutNode]
  let footer: [LayoutNode]
  /// Whether the content is shown (a collapsible section's state; always for the others).
  let isExpanded: Bool
  /// How prominent the header is where the section was written (`.headerProminence(_:)`).
  var headerProminence = Prominence.standard
  private lazy var stack = LayoutSubviews(children)

  init(header: [LayoutNode], content: [LayoutNode], footer: [LayoutNode], isExpanded: Bool) {
    self.header = header
    self.content = content
    self.footer = footer
    self.isExpanded = isExpanded
    super.init(kind: "Section", children: header + (isExpanded ? content : []) + footer)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    var cache: Void = ()
    return VStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: stack, cache: &cache)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    var cache: Void = ()
    VStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: stack, cache: &cache)
  }
}
