import Foundation

/// Padding that is safe area: what `.safeAreaPadding(_:_:)` applies
/// (Documentation/SwiftUILayout.md#safe-area).
///
/// The view is laid out as `.padding` lays it out, and the padding is added to its safe area, so
/// that a view inside that ignores the safe area grows into it.
public struct _SafeAreaPaddingModifier: ViewModifier {
  /// The edges padded.
  public var edges: Edge.Set
  /// The insets; `nil` for the default, 16 points on each padded edge.
  public var insets: EdgeInsets?

  public typealias Body = Never
}

extension _SafeAreaPaddingModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let padding = _PaddingLayout(edges: edges, insets: insets).resolvedInsets
    return content(context).map {
      SafeAreaLayerNode(child: PaddingNode(child: $0, insets: padding), insets: padding)
    }
  }
}

/// A node that adds its own frame, less `insets`, to the safe area of its child.
final class SafeAreaLayerNode: UnaryNode {
  let insets: EdgeInsets

  init(child: LayoutNode, insets: EdgeInsets) {
    self.insets = insets
    super.init(kind: "safeAreaPadding", child: child)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    child.safeArea = safeArea.adding(SafeArea.Layer(bounds: bounds, insets: insets, regions: .container))
    super.placeChildren(in: bounds, proposal: proposal)
  }
}

extension View {
  /// Adds `insets` to the view's safe area: it is padded by them, and views inside that ignore
  /// the safe area grow into them.
  ///
  /// ```swift
  /// Color.orange.ignoresSafeArea().safeAreaPadding(EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
  /// ```
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(_SafeAreaPaddingModifier(edges: .all, insets: insets))
  }

  /// Adds `length` (16 points when `nil`) to the view's safe area on `edges`.
  ///
  /// ```swift
  /// Cards().safeAreaPadding(.horizontal, 20)
  /// ```
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_SafeAreaPaddingModifier(edges: edges, insets: length.map { EdgeInsets($0, on: .all) }))
  }

  /// Adds `length` to the view's safe area on every edge.
  ///
  /// ```swift
  /// Cards().safeAreaPadding(12)
  /// ```
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }
}
