/// A style as the environment keeps it: how to draw a control (a button, a toggle, a label) from
/// its configuration.
struct AnyStyle<Configuration> {
  let makeBody: @MainActor (Configuration) -> AnyView

  init(makeBody: @escaping @MainActor (Configuration) -> AnyView) {
    self.makeBody = makeBody
  }
}

/// A button style as the environment keeps it.
typealias AnyButtonStyle = AnyStyle<PrimitiveButtonStyleConfiguration>
/// A toggle style as the environment keeps it.
typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>
/// A label style as the environment keeps it.
typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>
