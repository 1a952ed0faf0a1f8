import Foundation

/// A frame sized from the nearest container: what `.containerRelativeFrame(_:alignment:)` and its
/// forms apply (Documentation/SwiftUILayout.md#containerrelativeframe).
///
/// On each axis in `axes` the frame is the length the rule gives for the container's length (the
/// container less its safe area) and the view is proposed it and aligned in it; on the other axes
/// the view decides, as in `.frame(width:height:alignment:)`.
public struct _ContainerRelativeFrameModifier: ViewModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  public typealias Body = Never
}

extension _ContainerRelativeFrameModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let container = context.environment.containerSize
    let width = axes.contains(.horizontal) ? EmptyView.validLength(length(container.width, .horizontal)) : nil
    let height = axes.contains(.vertical) ? EmptyView.validLength(length(container.height, .vertical)) : nil
    return content(context).map { FrameNode(child: $0, width: width, height: height, alignment: alignment) }
  }
}

extension View {
  /// A frame as long as the nearest container (less its safe area) on `axes`, the view aligned in
  /// it.
  ///
  /// ```swift
  /// Image("cover").resizable().containerRelativeFrame(.horizontal)
  /// ```
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// A frame `span` of `count` equal parts of the nearest container on `axes`, parts `spacing`
  /// apart: `((length − spacing × (count − 1)) / count) × span + spacing × (span − 1)`.
  ///
  /// ```swift
  /// Card().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        let parts = CGFloat(max(count, 1))
        let part = (length - spacing * (parts - 1)) / parts
        return part * CGFloat(span) + spacing * CGFloat(span - 1)
      })
  }

  /// A frame whose length on each of `axes` is what `length` gives for the nearest container's
  /// length on that axis.
  ///
  /// ```swift
  /// Poster().containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}
