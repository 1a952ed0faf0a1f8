import Foundation
import LayoutShot

/// A control drawn from a shared look (a switch, a slider's track, a stepper): its size for a
/// proposal, and the core drawing it shows in its frame.
final class ControlNode: LayoutNode {
  /// How a control chooses its size.
  enum Sizing {
    /// Always `size`, whatever it is offered (a switch, a stepper).
    case fixed(CGSize)
    /// The width offered, `idealWidth` when none is, and always `height` (a slider, a progress
    /// bar).
    case flexibleWidth(idealWidth: CGFloat, height: CGFloat)
    /// The size offered, nothing on an axis offered none (a background's glass).
    case filling
  }

  private let sizing: Sizing
  private let drawing: Drawing

  init(kind: String, sizing: Sizing, drawing: Drawing) {
    self.sizing = sizing
    self.drawing = drawing
    super.init(kind: kind)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    switch sizing {
    case .fixed(let size): size
    case .flexibleWidth(let idealWidth, let height):
      CGSize(width: proposal.width ?? idealWidth, height: height)
    case .filling: CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
  }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    parent.add(view, for: self)
    view.drawing = drawing
  }
}

/// A control's drawn part as a view: what the control views and styles put beside their labels.
struct DrawnControl: View {
  let kind: String
  let sizing: ControlNode.Sizing
  let drawing: Drawing

  typealias Body = Never
}

extension DrawnControl: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [ControlNode(kind: kind, sizing: sizing, drawing: drawing)]
  }
}
