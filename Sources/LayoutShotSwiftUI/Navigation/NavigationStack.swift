import Foundation
import LayoutShot

/// A stack of views with a navigation bar, shown at its root: SwiftUI's `NavigationStack`.
///
/// The root view sits below the navigation bar, which shows its `.navigationTitle` (large by
/// default), its `.toolbar` items and its `.searchable` field where iOS puts them; the root's safe
/// area ends at the bar (Documentation/SwiftUINavigation.md). Pushed views are not shown: a
/// snapshot shows the stack at rest.
///
/// ```swift
/// NavigationStack {
///   List(recipes) { RecipeRow(recipe: $0) }
///     .navigationTitle("Recipes")
///     .toolbar { Button("Add", systemImage: "plus") {} }
/// }
/// ```
public struct NavigationStack<Data, Root: View> {
  let root: Root

  public typealias Body = Never
}

extension NavigationStack where Data == NavigationPath {
  /// A stack whose root is the view `root` builds.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  /// A stack whose root is the view `root` builds, with the values of `path` pushed (not shown).
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
  }
}

extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose root is the view `root` builds, with the values of `path` pushed (not shown).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
  }
}

extension NavigationStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    NavigationStackNode.make(root: root, in: context)
  }
}

extension NavigationStack: View {}
