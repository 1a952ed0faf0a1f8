import Foundation
import LayoutShot

/// A UIKit view in a SwiftUI layout (a ``UIViewRepresentable``'s or a
/// ``UIViewControllerRepresentable``'s): sized by the representable when it says, else by the
/// view's Auto Layout fitting size; once placed its view joins the layout, where Auto Layout lays
/// out what is inside it.
///
/// The fitting size (Documentation/SwiftUILayout.md#uikit-in-swiftui): on an axis with no
/// proposal, the view's compressed fitting size (its intrinsic size, or what its constraints
/// need); on a proposed axis, the size nearest the proposal that the view's constraints allow
/// when the proposal pulls at priority 500, so a view hugging or resisting compression above that
/// keeps its intrinsic size there and any other takes the proposal.
final class RepresentedViewNode: LayoutNode {
  private let view: UIView
  private let controller: UIViewController?
  private let represented: @MainActor (ProposedViewSize) -> CGSize?

  /// How hard an offered size pulls at the view (an estimate, see the type's comment).
  static let proposalPriority = UILayoutPriority(500)
  /// What stands for an infinite proposal in a fitting solve; a result this large is infinite.
  private static let unbounded: CGFloat = 1_000_000

  init(
    kind: String, view: UIView, controller: UIViewController?,
    represented: @escaping @MainActor (ProposedViewSize) -> CGSize?
  ) {
    self.view = view
    self.controller = controller
    self.represented = represented
    super.init(kind: kind)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    // Layout runs on the main actor, with the views (``SwiftUILayout/body(root:screen:)``).
    nonisolated(unsafe) let node = self
    return MainActor.assumeIsolated { node.represented(proposal) ?? node.fittingSize(proposal) }
  }

  @MainActor
  private func fittingSize(_ proposal: ProposedViewSize) -> CGSize {
    func target(_ length: CGFloat?) -> CGFloat { length.map { min($0, Self.unbounded) } ?? 0 }
    func priority(_ length: CGFloat?) -> UILayoutPriority {
      length == nil ? .fittingSizeLevel : Self.proposalPriority
    }
    let size = view.systemLayoutSizeFitting(
      CGSize(width: target(proposal.width), height: target(proposal.height)),
      withHorizontalFittingPriority: priority(proposal.width),
      verticalFittingPriority: priority(proposal.height))
    func length(_ value: CGFloat) -> CGFloat { value >= Self.unbounded - 1 ? .infinity : value }
    return CGSize(width: length(size.width), height: length(size.height))
  }

  override func emit(into parent: Emission) {
    nonisolated(unsafe) let node = self
    nonisolated(unsafe) let parent = parent
    MainActor.assumeIsolated { node.emitOnMainActor(into: parent) }
  }

  @MainActor
  private func emitOnMainActor(into parent: Emission) {
    view.translatesAutoresizingMaskIntoConstraints = true
    parent.add(view.layoutShotView, for: self)
    let frame = view.layoutShotView.frame
    view.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    view.joinLayoutRun(named: view.layoutShotView.name ?? kind, controller: controller)
  }
}
