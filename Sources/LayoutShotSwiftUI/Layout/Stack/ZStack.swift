import LayoutShot

/// Views on top of each other, the first at the back: SwiftUI's `ZStack`.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///   Circle().fill(Color.blue).frame(width: 64, height: 64)
///   Circle().fill(Color.green).frame(width: 16, height: 16)
/// }
/// ```
public struct ZStack<Content: View> {
  let layout: ZStackLayout
  let content: Content
  let location: SourceLocation

  /// A stack of the views `content` builds, lined up by `alignment`.
  ///
  /// `fileID` and `line` say where it was written, for diagnostics.
  public init(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content, fileID: String = #fileID,
    line: Int = #line
  ) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension ZStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    LayoutView(layout: layout, content: content, location: location).makeNodes(in: context)
  }
}

extension ZStack: View {}
