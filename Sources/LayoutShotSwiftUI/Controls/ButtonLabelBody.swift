import Foundation
import LayoutShot

/// How the built-in button styles draw a label, from the shared button look
/// (Documentation/SwiftUIControls.md#button): tinted (white on a filled plate), red when
/// destructive, faded when disabled; with a plate, padded by the control size's insets, in its
/// font unless one is set, on a plate shaped by `buttonBorderShape`.
struct ButtonLabelBody: View {
  let label: PrimitiveButtonStyleConfiguration.Label
  let role: ButtonRole?
  let fill: ButtonLook.Fill

  typealias Body = Never

  /// The shared look of buttons.
  static let look = ButtonLook(edition: .classic)
}

extension ButtonLabelBody: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let look = Self.look
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
