import Foundation
import LayoutShot

/// A shape's node (a `Color` is a filled rectangle): it takes the size the shape chooses and is
/// drawn as a core shape layer over its frame.
final class ShapeNode: LayoutNode {
  let shape: any Shape
  let style: ShapeDrawing

  init(kind: String, shape: any Shape, style: ShapeDrawing) {
    self.shape = shape
    self.style = style
    super.init(kind: kind)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    parent.add(view, for: self)
    let bounds = CGRect(origin: .zero, size: CGSize(width: view.frame.width, height: view.frame.height))
    if shape is Rectangle, case .fill(let color) = style {
      view.backgroundColor = color.coreColor
      return
    }
    var layer = DrawnLayer(
      frame: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)))
    let path = shape.path(in: bounds).corePath
    switch style {
    case .fill(let color):
      layer.content = .shape(DrawnLayer.ShapeContent(path: path, fillColor: color.coreColor))
    case .stroke(let color, let lineWidth):
      layer.content = .shape(
        DrawnLayer.ShapeContent(
          path: path, strokeColor: color.coreColor, stroke: StrokeStyle(width: Double(lineWidth))))
    }
    view.drawing = Drawing([.layer(layer)])
  }
}
