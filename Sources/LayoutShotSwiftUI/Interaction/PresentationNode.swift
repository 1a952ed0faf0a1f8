import Foundation
import LayoutShot

/// A presented sheet or cover over the whole screen: for a sheet, the dimming over the presenting
/// screen and the card at its detent; for a cover, the card over the whole screen
/// (Documentation/Sheets.md).
final class PresentationNode: LayoutNode {
  /// The presented view on its card.
  let card: SheetCardNode
  /// Where the card goes, in the root's coordinates.
  private let cardFrame: CGRect
  /// The problems found while the presented view was resolved, and while it is placed.
  let problems: ResolveProblems
  private let dimming: LayoutNode?

  private init(kind: String, dimming: LayoutNode?, card: SheetCard) {
    self.dimming = dimming
    self.card = card.node
    cardFrame = card.frame
    problems = card.problems
    dimming?.sourceType = "Dimming"
    super.init(kind: kind, children: [dimming].compactMap { $0 } + [card.node])
  }

  /// The presentation `request` asks for, on a screen of `metrics`.
  @MainActor
  static func make(_ request: PresentationRequest, metrics: SheetMetrics) -> PresentationNode {
    switch request.style {
    case .sheet:
      let dimming = LayoutNode.implicitZStack(
        ResolveContext(environment: request.environment).nodes(of: Color(core: metrics.dimmingColor)))
      return PresentationNode(
        kind: "Sheet", dimming: dimming, card: SheetCard(sheet: request, metrics: metrics))
    case .fullScreenCover:
      return PresentationNode(
        kind: "FullScreenCover", dimming: nil, card: SheetCard(cover: request, metrics: metrics))
    }
  }

  /// A presentation covers the screen.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    dimming?.safeArea = .none
    dimming?.place(in: bounds, proposal: ProposedViewSize(bounds.size))
    card.safeArea = .none
    card.place(in: cardFrame, proposal: ProposedViewSize(cardFrame.size))
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
