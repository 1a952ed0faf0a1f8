import Foundation

/// A label's look (SwiftUI's `LabelStyle`): `.titleAndIcon` (the default outside lists),
/// `.titleOnly`, `.iconOnly`, or the app's own.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// Label("Next", systemImage: "chevron.right").labelStyle(TrailingIconStyle())
/// ```
@MainActor
public protocol LabelStyle {
  /// The view the style draws a label as.
  associatedtype Body: View
  /// The label drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a label style is given.
  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` is given to draw a label.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let content: AnyView
    public var body: AnyView { content }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView
    public var body: AnyView { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

extension AnyStyle where Configuration == LabelStyleConfiguration {
  /// The default style: title and icon, as outside lists on iOS.
  static var automatic: AnyLabelStyle {
    AnyStyle { AnyView(TitleAndIconLabelStyle().makeBody(configuration: $0)) }
  }

  /// `style`, drawing a control through its `makeBody`.
  @MainActor init<S: LabelStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

extension View {
  /// Labels below drawn in `style`.
  ///
  /// ```swift
  /// Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let box = AnyLabelStyle(style)
    return modifier(_EnvironmentKeyWritingModifier { $0.labelStyle = box })
  }
}
