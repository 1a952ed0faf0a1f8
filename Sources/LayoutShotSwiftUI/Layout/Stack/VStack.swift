import Foundation

/// Views one above the other: SwiftUI's `VStack`, laid out by ``VStackLayout``.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) {
///   Text("Ada Lovelace").font(.headline)
///   Text("Analyst").foregroundColor(.secondary)
/// }
/// ```
public struct VStack<Content: View> {
  let layout: VStackLayout
  let content: Content

  /// A stack of the views `content` builds, aligned by `alignment`, `spacing` apart (each pair's
  /// own preference when `nil`).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public typealias Body = Never
}

extension VStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    LayoutView(layout: layout, content: content).makeNodes(in: context)
  }
}

extension VStack: View {}
