import Foundation
import LayoutShot

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
  let location: SourceLocation

  /// A stack of the views `content` builds, aligned by `alignment`, `spacing` apart (each pair's
  /// own preference when `nil`).
  ///
  /// `fileID` and `line` say where it was written, for diagnostics.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
    fileID: String = #fileID, line: Int = #line
  ) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension HStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    LayoutView(layout: layout, content: content, location: location).makeNodes(in: context)
  }
}

extension HStack: View {}
