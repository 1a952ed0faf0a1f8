/// A toggle's look (SwiftUI's `ToggleStyle`): `.switch` (the default on iOS), `.button`, or the
/// app's own.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       configuration.label
///     }
///   }
/// }
/// Toggle("Remember me", isOn: $remember).toggleStyle(CheckboxStyle())
/// ```
@MainActor
public protocol ToggleStyle {
  /// The view the style draws a toggle as.
  associatedtype Body: View
  /// The toggle drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a toggle style is given.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` is given to draw a toggle.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: AnyView { content }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off (never, here).
  public var isMixed = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

extension AnyStyle where Configuration == ToggleStyleConfiguration {
  /// The default style: a switch, as on iOS.
  static var automatic: AnyToggleStyle {
    AnyStyle { AnyView(SwitchToggleStyle().makeBody(configuration: $0)) }
  }

  /// `style`, drawing a control through its `makeBody`.
  @MainActor init<S: ToggleStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

extension View {
  /// Toggles below drawn in `style`: `.automatic`, `.switch`, `.button` or the app's own.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let box = AnyToggleStyle(style)
    return modifier(_EnvironmentKeyWritingModifier { $0.toggleStyle = box })
  }
}
