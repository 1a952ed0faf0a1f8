import Foundation

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

  /// Places the node in `bounds` (root coordinates), proposed `proposal`, and then its children.
  final func place(in bounds: CGRect, proposal: ProposedViewSize) {
    frame = bounds
    isPlaced = true
    placeChildren(in: bounds, proposal: proposal)
  }

  /// Places the children in the node's `bounds`.
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    for child in children {
      child.place(in: bounds, proposal: ProposedViewSize(bounds.size))
    }
  }

  /// The node's priority in a stack (`layoutPriority(_:)`), 0 unless set.
  var layoutPriority: Double { 0 }

  /// The space the node prefers around it.
  var spacing: ViewSpacing { ViewSpacing() }

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
