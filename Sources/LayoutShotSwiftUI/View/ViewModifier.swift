/// A modifier applied to a view that makes a new view from it: SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(Color.white).cornerRadius(12)
///   }
/// }
/// Text("Hi").modifier(CardStyle())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier's body is.
  associatedtype Body: View

  /// The view being modified, as the body sees it.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view, made from `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// A primitive modifier (padding, a frame) has no body: LayoutShot applies it itself.
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a primitive modifier: its body is never asked for")
  }
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
