import Foundation
import LayoutShot

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
  let location: SourceLocation

  /// A stack of the views `content` builds, aligned by `alignment`, `spacing` apart (each pair's
  /// own preference when `nil`).
  ///
  /// `fileID` and `line` say where it was written, for diagnostics.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
    fileID: String = #fileID, line: Int = #line
  ) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension VStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    LayoutView(layout: layout, content: content, location: location).makeNodes(in: context)
  }
}

extension VStack: View {}
