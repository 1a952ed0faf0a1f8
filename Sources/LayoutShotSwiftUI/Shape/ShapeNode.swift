import Foundation
import LayoutShot

/// A shape's node (a `Color` or a gradient is a filled rectangle): it takes the size the shape
/// chooses and is drawn as a core shape layer over its frame.
final class ShapeNode: LayoutNode {
  let shape: any Shape
  let drawing: ShapeDrawing

  init(kind: String, shape: any Shape, drawing: ShapeDrawing) {
    self.shape = shape
    self.drawing = drawing
    super.init(kind: kind)
  }

  /// A rectangle filled with `style`, resolved in `context`: what a colour or gradient used as a
  /// view draws.
  static func filling<S: ShapeStyle>(_ style: S, in context: ResolveContext) -> ShapeNode {
    ShapeNode(
      kind: String(describing: S.self), shape: Rectangle(),
      drawing: .fill(style.resolved(in: context.environment), eoFill: false))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    parent.add(view, for: self)
    let size = CGSize(width: view.frame.width, height: view.frame.height)
    if case .fill(.color(let color), _) = drawing, shape is Rectangle {
      view.backgroundColor = color
    } else {
      view.drawing = Drawing([.layer(layer(size: size))])
    }
  }

  /// The layer that paints the shape in a frame of `size`, at the origin.
  func layer(size: CGSize) -> DrawnLayer {
    let path = shape.path(in: CGRect(origin: .zero, size: size))
    switch drawing {
    case .fill(let style, let eoFill):
      // A trimmed shape fills its trimmed outline, closed by a straight line
      // (Documentation/SwiftUIDrawing.md#shapes).
      let outline = path.corePath.trimmed(from: path.trim.lowerBound, to: path.trim.upperBound)
      return style.layer(filling: outline, rule: eoFill ? .evenOdd : .nonZero, size: size)
    case .stroke(let style, let stroke):
      return style.layer(stroking: path.corePath, with: stroke.coreStyle(trim: path.trim), size: size)
    }
  }
}
