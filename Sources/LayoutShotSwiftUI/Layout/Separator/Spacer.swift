import Foundation

/// Flexible space along its stack's axis (both axes outside a stack): SwiftUI's `Spacer`
/// (Documentation/SwiftUILayout.md#spacer-and-divider).
///
/// It takes whatever its stack proposes, at least `minLength` (8 points by default), is sized
/// last (its priority is below every view's), and nothing separates it from its neighbours.
///
/// ```swift
/// HStack { Text("Total"); Spacer(); Text("£12") }
/// ```
public struct Spacer {
  /// The shortest length along the axis; `nil` for the default (8 points).
  public var minLength: CGFloat?

  /// A spacer at least `minLength` long.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public typealias Body = Never
}

extension Spacer: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [SpacerNode(minLength: minLength ?? ViewSpacing.defaultDistance, axis: context.stackAxis)]
  }
}

/// A spacer's node.
final class SpacerNode: LayoutNode {
  let minLength: CGFloat
  let axis: Axis?

  init(minLength: CGFloat, axis: Axis?) {
    self.minLength = minLength
    self.axis = axis
    super.init(kind: "Spacer")
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
    switch axis {
    case .horizontal: return CGSize(width: length(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: length(proposal.height))
    case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
  }

  override var layoutPriority: Double { -.infinity }

  override var spacing: ViewSpacing { axis.map(ViewSpacing.zero(along:)) ?? .zero }

  override func emit(into parent: Emission) {}
}

extension Spacer: View {}
