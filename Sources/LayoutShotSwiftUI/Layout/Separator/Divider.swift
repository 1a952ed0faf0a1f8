import Foundation
import LayoutShot

/// A thin line across its stack: SwiftUI's `Divider` (Documentation/SwiftUILayout.md#spacer-and-divider).
///
/// In a `VStack` (or outside a stack) it is a horizontal line as wide as proposed; in an `HStack`
/// a vertical one as tall as proposed; one pixel thick, in the separator colour.
///
/// ```swift
/// VStack { Text("Name"); Divider(); Text("Email") }
/// ```
public struct Divider {
  /// A divider.
  public init() {}

  public typealias Body = Never
}

extension Divider: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [
      DividerNode(
        axis: context.stackAxis == .horizontal ? .vertical : .horizontal,
        thickness: 1 / context.environment.displayScale)
    ]
  }
}

/// A divider's node: `thickness` across `axis`, the proposal along it.
final class DividerNode: LayoutNode {
  /// The axis the line runs along.
  let axis: Axis
  let thickness: CGFloat

  init(axis: Axis, thickness: CGFloat) {
    self.axis = axis
    self.thickness = thickness
    super.init(kind: "Divider")
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(
      proposal[axis] ?? ProposedViewSize.unspecified.replacingUnspecifiedDimensions()[axis], along: axis,
      minor: thickness)
  }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    view.backgroundColor = .separator
    parent.add(view, for: self)
  }
}

extension Divider: View {}
