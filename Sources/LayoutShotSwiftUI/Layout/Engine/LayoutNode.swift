import Foundation
import LayoutShot

/// One view as the layout algorithm sees it: it answers a proposal with a size, and once placed
/// places its children; afterwards it turns into core views (``emit(into:)``).
///
/// Subclasses override ``computeSize(_:)`` and ``placeChildren(in:proposal:)``; the sizes a node
/// answers are remembered per proposal, since a stack asks each child several times.
class LayoutNode {
  /// What the node is, for its name in frame dumps: `Text`, `VStack`, `Color`.
  let kind: String
  /// The name given with `.accessibilityIdentifier(_:)`.
  var identifier: String?
  /// The type of the app's view whose body this node is, when it is that body's only node.
  var sourceType: String?
  /// The frame given when placed, in the root's coordinates.
  private(set) var frame = CGRect.zero
  /// The frame the node was placed in has been set.
  private(set) var isPlaced = false
  /// The nodes it lays out, in order.
  var children: [LayoutNode]
  /// The safe areas that reach the node, given by its parent before it is placed.
  var safeArea = SafeArea.none
  /// The direction the node lays its children out in, from the environment it was made in;
  /// `nil` for its parent's.
  var layoutDirection: LayoutDirection?
  /// Where the app wrote the view, for the views whose initialisers record it (stacks, grids,
  /// geometry readers); diagnostics of the views inside name the nearest.
  var location: SourceLocation?
  /// The core view the node added when it was emitted; `nil` for a node that adds none.
  var emittedView: LayoutShot.View?
  /// The proposal the node was placed with.
  private(set) var placedProposal = ProposedViewSize.unspecified
  private var sizes: [ProposedViewSize: CGSize] = [:]

  init(kind: String, children: [LayoutNode] = []) {
    self.kind = kind
    self.children = children
  }

  /// The size the node chooses for `proposal`.
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let size = sizes[proposal] { return size }
    let size = computeSize(proposal)
    sizes[proposal] = size
    return size
  }

  /// Chooses a size for `proposal`.
  func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Places the node in `bounds` (root coordinates), proposed `proposal`, and then its children,
  /// which the same safe areas reach unless ``placeChildren(in:proposal:)`` says otherwise.
  final func place(in bounds: CGRect, proposal: ProposedViewSize) {
    frame = bounds
    isPlaced = true
    placedProposal = proposal
    for child in children { child.safeArea = safeArea }
    placeChildren(in: bounds, proposal: proposal)
  }

  /// Places the children in the node's `bounds`.
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    for child in children {
      child.place(in: bounds, proposal: ProposedViewSize(bounds.size))
    }
  }

  /// How far the node moves its children right whatever the layout direction (an offset):
  /// mirroring leaves that part of their place as it is.
  var unmirroredShift: CGFloat { 0 }

  /// Turns the left-to-right frames of the node and its subtree into the frames of the layout
  /// direction (Documentation/SwiftUILayout.md#right-to-left): in a right-to-left parent a node is
  /// mirrored in its parent, so its leading side faces the parent's right edge.
  ///
  /// - Parameters:
  ///   - parentLaidOut: the parent's frame as laid out, left to right.
  ///   - parentFrame: the parent's frame once mirrored.
  ///   - direction: the direction the parent lays its children out in.
  ///   - shift: the part of the node's place that the parent moved it by whatever the direction.
  final func applyLayoutDirection(
    parentLaidOut: CGRect, parentFrame: CGRect, direction: LayoutDirection, shift: CGFloat
  ) {
    let laidOut = frame
    let offset = laidOut.minX - parentLaidOut.minX
    let x =
      direction == .rightToLeft
      ? parentFrame.minX + parentLaidOut.width - (offset - shift) - laidOut.width + shift
      : parentFrame.minX + offset
    frame = CGRect(x: x, y: laidOut.minY, width: laidOut.width, height: laidOut.height)
    for child in children {
      child.applyLayoutDirection(
        parentLaidOut: laidOut, parentFrame: frame, direction: layoutDirection ?? direction,
        shift: unmirroredShift)
    }
  }

  /// The node's priority in a stack (`layoutPriority(_:)`), 0 unless set.
  var layoutPriority: Double { 0 }

  /// The space the node prefers around it.
  var spacing: ViewSpacing { .plain }

  /// The value the node sets explicitly for `key` at `size`, if any.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

  /// The node's dimensions at `size`, its explicit guides included.
  final func dimensions(_ size: CGSize) -> ViewDimensions {
    ViewDimensions(size: size) { [self] key in explicitAlignment(key, size: size) }
  }

  /// The values given with `.layoutValue(key:value:)`, by key.
  var layoutValues: [ObjectIdentifier: Any] = [:]

  /// The value given for `key`, or its default.
  final func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Adds the node's core views under `parent`.
  func emit(into parent: Emission) {
    for child in children { child.emit(into: parent) }
  }
}
