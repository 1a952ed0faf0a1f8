import Foundation

/// A view's own value for one alignment guide: what `.alignmentGuide(_:computeValue:)` applies
/// (Documentation/SwiftUILayout.md#alignment).
public struct _AlignmentWritingModifier: ViewModifier {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  public typealias Body = Never
}

extension _AlignmentWritingModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { AlignmentGuideNode(child: $0, key: key, computeValue: computeValue) }
  }
}

/// A node that sets one guide's value from its child's dimensions.
final class AlignmentGuideNode: UnaryNode {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  init(child: LayoutNode, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
    self.key = key
    self.computeValue = computeValue
    super.init(kind: "alignmentGuide", child: child)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    key == self.key ? computeValue(child.dimensions(size)) : super.explicitAlignment(key, size: size)
  }
}

extension View {
  /// The view's value for the horizontal guide `g`, computed from its dimensions.
  ///
  /// ```swift
  /// Text("Name").alignmentGuide(.leading) { d in d[.trailing] }
  /// ```
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
  }

  /// The view's value for the vertical guide `g`, computed from its dimensions.
  ///
  /// ```swift
  /// Image(systemName: "star").alignmentGuide(.firstTextBaseline) { d in d[.bottom] - 2 }
  /// ```
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
  }
}
