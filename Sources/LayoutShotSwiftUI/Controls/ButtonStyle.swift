/// A button's look that leaves tapping to the button (SwiftUI's `ButtonStyle`): `makeBody`
/// draws the label; a snapshot is never pressed, so `isPressed` is `false`.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(.horizontal, 16).padding(.vertical, 8)
///       .background(Capsule().fill(Color.blue)).foregroundColor(.white)
///   }
/// }
/// Button("Follow") {}.buttonStyle(PillStyle())
/// ```
@MainActor
public protocol ButtonStyle {
  /// The view the style draws a button as.
  associatedtype Body: View
  /// The button drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a button style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given to draw a button.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: AnyView { content }
  }

  /// The button's label.
  public let label: Label
  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// Whether the button is being pressed: never in a snapshot.
  public let isPressed: Bool
}

/// A button's look that also decides when it fires (SwiftUI's `PrimitiveButtonStyle`); the
/// built-in styles are primitive styles.
///
/// ```swift
/// struct LoggedStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button(role: configuration.role, action: configuration.trigger) { configuration.label }
///   }
/// }
/// ```
@MainActor
public protocol PrimitiveButtonStyle {
  /// The view the style draws a button as.
  associatedtype Body: View
  /// The button drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a primitive button style is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` is given to draw a button.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: AnyView { content }
  }

  /// The button's label.
  public let label: Label
  /// The button's role, if it has one.
  public let role: ButtonRole?

  /// Runs the button's action (nothing runs in a snapshot).
  public func trigger() {}
}

extension AnyStyle where Configuration == PrimitiveButtonStyleConfiguration {
  /// The default style: a borderless button, as on iOS.
  static var automatic: AnyButtonStyle {
    AnyStyle { AnyView(BorderlessButtonStyle().makeBody(configuration: $0)) }
  }

  /// `style`, drawing a control through its `makeBody`.
  @MainActor init<S: PrimitiveButtonStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }

  /// `style`, drawing a control through its `makeBody`.
  @MainActor init<S: ButtonStyle>(_ style: S) {
    makeBody = { configuration in
      AnyView(
        style.makeBody(
          configuration: ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(content: configuration.label.content),
            role: configuration.role,
            isPressed: false)))
    }
  }
}

extension View {
  /// Buttons below drawn in `style`, a ``ButtonStyle``.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let box = AnyButtonStyle(style)
    return modifier(_EnvironmentKeyWritingModifier { $0.buttonStyle = box })
  }

  /// Buttons below drawn in `style`: `.automatic`, `.borderless`, `.plain`, `.bordered`,
  /// `.borderedProminent` or a ``PrimitiveButtonStyle`` of the app's.
  ///
  /// ```swift
  /// Button("Continue") {}.buttonStyle(.borderedProminent)
  /// ```
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let box = AnyButtonStyle(style)
    return modifier(_EnvironmentKeyWritingModifier { $0.buttonStyle = box })
  }
}
