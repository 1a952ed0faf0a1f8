import Foundation

/// Views side by side: SwiftUI's `HStack`, laid out by ``HStackLayout``.
///
/// ```swift
/// HStack(alignment: .top, spacing: 12) {
///   Image(systemName: "person.circle")
///   VStack(alignment: .leading) { Text("Ada Lovelace"); Text("Analyst") }
///   Spacer()
/// }
/// ```
public struct HStack<Content: View> {
  let layout: HStackLayout
  let content: Content

  /// A stack of the views `content` builds, aligned by `alignment`, `spacing` apart (each pair's
  /// own preference when `nil`).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public typealias Body = Never
}

extension HStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    LayoutView(layout: layout, content: content).makeNodes(in: context)
  }
}

extension HStack: View {}
