import Foundation

/// The views of a `ForEach` in a container that makes its items on demand (a list): it knows how
/// many elements there are and makes the nodes of one when asked, so that a list of 10,000 rows
/// resolves only those it shows (Documentation/SwiftUILists.md#laziness).
///
/// Only a container that set ``ResolveContext/allowsLazyItems`` for its content receives one;
/// it asks for the elements in order and stops where they are no longer seen.
final class LazyItemsNode: LayoutNode {
  /// How many elements the `ForEach` has.
  let count: Int
  private let make: @MainActor (Int) -> [LayoutNode]
  /// What the row modifiers on the whole `ForEach` do to a row's traits, innermost first; run
  /// for each row made, so that each gets a background node of its own.
  var rowTraitChanges: [@MainActor (inout ListRowTraits) -> Void] = []

  init(count: Int, make: @escaping @MainActor (Int) -> [LayoutNode]) {
    self.count = count
    self.make = make
    super.init(kind: "ForEach")
  }

  /// The nodes of the element at `index` (from 0), with the row traits the modifiers on the whole
  /// `ForEach` give unless a node has its own.
  func nodes(at index: Int) -> [LayoutNode] {
    // Layout runs on the main actor, where the host resolves the views (``SwiftUILayout``); the
    // nodes made there stay on it.
    let (make, changes) = (make, rowTraitChanges)
    nonisolated(unsafe) var nodes: [LayoutNode] = []
    MainActor.assumeIsolated {
      nodes = make(index)
      guard !changes.isEmpty else { return }
      for node in nodes where node.layoutValues[ObjectIdentifier(ListRowTraits.self)] == nil {
        for change in changes { change(&node.listRowTraits) }
      }
    }
    return nodes
  }
}

/// A view whose content stays the direct content of its container, so a `ForEach` in it may
/// still be made on demand: groups, conditions, sections, and a list row's modifiers.
@MainActor
protocol PassesLazyItems {
  /// Whether this view passes them on.
  var passesLazyItems: Bool { get }
}

extension PassesLazyItems {
  var passesLazyItems: Bool { true }
}

extension TupleView: PassesLazyItems {}
extension Group: PassesLazyItems where Content: View {}
extension _ConditionalContent: PassesLazyItems {}
extension Optional: PassesLazyItems where Wrapped: View {}
extension AnyView: PassesLazyItems {}
extension Section: PassesLazyItems where Parent: View, Content: View, Footer: View {}

extension ModifiedContent: PassesLazyItems where Content: View, Modifier: ViewModifier {
  /// Only a row's modifiers (insets, background, separators) pass them on.
  var passesLazyItems: Bool { modifier is _ListRowTraitsModifier }
}
