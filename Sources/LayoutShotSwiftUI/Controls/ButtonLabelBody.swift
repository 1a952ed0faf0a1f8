import Foundation
import LayoutShot

/// How the built-in button styles draw a label, from the shared button look
/// (Documentation/SwiftUIControls.md#button): tinted (white on a filled plate), red when
/// destructive, faded when disabled; with a plate, padded by the control size's insets, in its
/// font unless one is set, on a plate shaped by `buttonBorderShape`.
///
/// On glass the plate is a capsule unless the shape says otherwise. A screen without glass
/// (iOS 18) draws glass as the bordered plate and prominent glass as the bordered prominent one.
struct ButtonLabelBody: View {
  let label: PrimitiveButtonStyleConfiguration.Label
  let role: ButtonRole?
  let fill: ButtonLook.Fill
  /// The tint of a glass style's own glass (`.glass(.regular.tint(.orange))`), if any.
  var glassTint: Render.Color? = nil

  typealias Body = Never

  /// The shared look of buttons.
  static var look: ButtonLook { .current }
}

extension ButtonLabelBody: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let look = Self.look
    let fill = look.drawnFill(self.fill)
    let tint = (role == .destructive ? Color.red : environment.resolvedTint).coreColor
    let size = environment.controlSize.buttonSize
    let foreground =
      environment.isEnabled ? look.foregroundColor(fill, tint: tint) : look.disabledForeground
    let labelContext = context.withEnvironment { values in
      values.foregroundColor = Color(core: foreground)
      if fill != .none, values.font == nil {
        values.font = Font.TextStyle.allCases.first { $0.coreStyle == look.titleStyle(size) }.map {
          Font.system($0)
        }
      }
    }
    guard let background = look.backgroundColor(fill, tint: tint) else {
      return labelContext.nodes(of: label)
    }
    let plate = Color(core: environment.isEnabled ? background : look.disabledBackground)
    let insets = look.contentInsets(size)
    let padded = label.padding(
      EdgeInsets(
        top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        trailing: CGFloat(insets.right)))
    let radius = CGFloat(look.cornerRadius(size))
    if environment.isEnabled, var glass = look.glass(fill, tint: tint) {
      if let glassTint { glass.tint = glassTint }
      switch environment.buttonBorderShape.kind {
      case .capsule, .roundedRectangle(radius: nil):
        return labelContext.nodes(of: padded.background(GlassBackground(material: glass, shape: Capsule())))
      case .circle:
        return labelContext.nodes(of: padded.background(GlassBackground(material: glass, shape: Circle())))
      case .roundedRectangle(let custom?):
        let shape = RoundedRectangle(cornerRadius: custom, style: .continuous)
        return labelContext.nodes(of: padded.background(GlassBackground(material: glass, shape: shape)))
      }
    }
    switch environment.buttonBorderShape.kind {
    case .capsule:
      return labelContext.nodes(of: padded.background(Capsule().fill(plate)))
    case .circle:
      return labelContext.nodes(of: padded.background(Circle().fill(plate)))
    case .roundedRectangle(let custom):
      let corner = custom ?? radius
      return labelContext.nodes(
        of: padded.background(RoundedRectangle(cornerRadius: corner, style: .continuous).fill(plate)))
    }
  }
}
