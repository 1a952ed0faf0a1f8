import Foundation
import LayoutShot

/// What a row's modifiers tell the list it is in (`.listRowInsets(_:)`, `.listRowBackground(_:)`,
/// `.listRowSeparator(_:edges:)`, `.listRowSeparatorTint(_:edges:)`); kept with the row's node.
struct ListRowTraits {
  /// The row's insets, replacing the list's; `nil` for the list's.
  var insets: EdgeInsets?
  /// What is drawn behind the row instead of the list's cell background.
  var background: LayoutNode?
  /// The separators hidden above and below the row.
  var hiddenSeparators: Edge.Set = []
  /// The colour of the separator above the row, replacing the list's.
  var topSeparatorTint: Render.Color?
  /// The colour of the separator below the row, replacing the list's.
  var bottomSeparatorTint: Render.Color?
}

extension LayoutNode {
  /// What the row's modifiers tell its list.
  var listRowTraits: ListRowTraits {
    get { layoutValues[ObjectIdentifier(ListRowTraits.self)] as? ListRowTraits ?? ListRowTraits() }
    set { layoutValues[ObjectIdentifier(ListRowTraits.self)] = newValue }
  }
}

/// The modifier that changes the row traits of the views it modifies (a list row's modifiers).
public struct _ListRowTraitsModifier: ViewModifier {
  let change: @MainActor (inout ListRowTraits, ResolveContext) -> Void

  public typealias Body = Never
}

extension _ListRowTraitsModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let nodes = content(context)
    for node in nodes {
      if let items = node as? LazyItemsNode {
        items.rowTraitChanges.append { change(&$0, context) }
      } else {
        change(&node.listRowTraits, context)
      }
    }
    return nodes
  }
}

extension View {
  /// The row's content inset by `insets` from the row's edges instead of the list's margins
  /// (`nil` for the list's).
  ///
  /// ```swift
  /// Image("banner").listRowInsets(EdgeInsets())
  /// ```
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(_ListRowTraitsModifier { traits, _ in traits.insets = insets })
  }

  /// `view` drawn behind the row instead of the list's cell background.
  ///
  /// ```swift
  /// Text("Warning").listRowBackground(Color.yellow)
  /// ```
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(
      _ListRowTraitsModifier { traits, context in
        var inner = context
        inner.keepsSections = false
        inner.stackAxis = nil
        traits.background = view.map { LayoutNode.implicitZStack(inner.nodes(of: $0)) }
      })
  }

  /// Shows or hides the row's separators on `edges` (`.top` is the line above it, `.bottom` the
  /// line below it).
  ///
  /// ```swift
  /// ForEach(items) { ItemRow(item: $0) }.listRowSeparator(.hidden)
  /// ```
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(
      _ListRowTraitsModifier { traits, _ in
        var affected: Edge.Set = []
        if edges.contains(.top) { affected.insert(.top) }
        if edges.contains(.bottom) { affected.insert(.bottom) }
        if visibility == .hidden {
          traits.hiddenSeparators.formUnion(affected)
        } else {
          traits.hiddenSeparators.subtract(affected)
        }
      })
  }

  /// The row's separators on `edges` drawn in `color` (the list's colour for `nil`).
  ///
  /// ```swift
  /// Text("Due today").listRowSeparatorTint(.red)
  /// ```
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(
      _ListRowTraitsModifier { traits, context in
        let tint = color.map { $0.resolved(in: context.environment).representativeColor }
        if edges.contains(.top) { traits.topSeparatorTint = tint }
        if edges.contains(.bottom) { traits.bottomSeparatorTint = tint }
      })
  }
}
