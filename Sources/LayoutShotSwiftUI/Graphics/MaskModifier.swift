import Foundation
import LayoutShot

/// A view drawn only where another is opaque: what `.mask(alignment:_:)` applies
/// (Documentation/SwiftUIDrawing.md#mask).
///
/// The view alone decides the size; the mask is proposed that size and aligned on it, as an
/// overlay is, and is not drawn itself.
public struct _MaskModifier<Mask: View>: ViewModifier {
  let mask: Mask
  let alignment: Alignment

  public typealias Body = Never
}

extension _MaskModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { primary in
      MaskNode(
        primary: primary, mask: context.secondaryNode(of: mask, alignment: alignment), alignment: alignment)
    }
  }
}

/// A view with a mask, laid out as an overlay (the primary child sizes it; the mask is proposed
/// that size and aligned) but not drawn: it becomes the alpha mask of a view holding the child.
final class MaskNode: SecondaryNode {
  init(primary: LayoutNode, mask: LayoutNode, alignment: Alignment) {
    super.init(primary: primary, secondary: mask, alignment: alignment, isOverlay: true, kind: "mask")
  }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    let inner = parent.add(view, for: self)
    var layer = DrawnLayer(frame: Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height))
    layer.sublayers = Self.maskLayers(of: secondary, in: inner)
    view.drawing = Drawing([], mask: .alpha(layer))
    child.emit(into: inner)
  }

  /// The layers that draw `node` as a mask, framed in the coordinates of `emission`'s view: a
  /// shape, colour or gradient as it paints; another view without children as its opaque frame.
  private static func maskLayers(of node: LayoutNode, in emission: Emission) -> [DrawnLayer] {
    let frame = emission.rounded(node.frame)
    let origin = (x: Double(frame.minX - emission.origin.x), y: Double(frame.minY - emission.origin.y))
    if let shape = node as? ShapeNode {
      var layer = shape.layer(size: frame.size)
      layer.frame = Rect(x: origin.x, y: origin.y, width: Double(frame.width), height: Double(frame.height))
      return [layer]
    }
    guard node.children.isEmpty else { return node.children.flatMap { maskLayers(of: $0, in: emission) } }
    var box = DrawnLayer(
      frame: Rect(x: origin.x, y: origin.y, width: Double(frame.width), height: Double(frame.height)))
    box.backgroundColor = .black
    return [box]
  }
}

extension View {
  /// The view drawn only where `mask` is opaque; `mask` is proposed the view's size and aligned
  /// by `alignment`, and the layout is unchanged.
  ///
  /// ```swift
  /// LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
  ///   .mask { Capsule() }
  /// ```
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(_MaskModifier(mask: mask(), alignment: alignment))
  }

  /// The view drawn only where `mask` is opaque (the older form).
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(_MaskModifier(mask: mask, alignment: .center))
  }
}
