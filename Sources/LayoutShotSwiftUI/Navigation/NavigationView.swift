import Foundation

/// A view with a navigation bar: the older `NavigationView`, shown as a ``NavigationStack`` (its
/// stack style, which phones use).
///
/// ```swift
/// NavigationView {
///   SettingsList().navigationTitle("Settings")
/// }
/// .navigationViewStyle(.stack)
/// ```
public struct NavigationView<Content: View> {
  let content: Content

  /// A navigation view of the view `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
}

extension NavigationView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    NavigationStackNode.make(root: content, in: context)
  }
}

extension NavigationView: View {}

/// How a `NavigationView` shows its views.
public protocol NavigationViewStyle {}

/// The views one at a time, in a stack: what LayoutShot shows.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}

/// The system's choice: a stack on phones.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// The views one at a time, in a stack.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The system's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
  /// Shows a `NavigationView` in `style` (a stack, as phones show it).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
