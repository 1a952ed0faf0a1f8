/// A view that gives its content a ``ScrollViewProxy`` to scroll the scroll views inside it with;
/// it lays out as its content.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView { Messages() }
///     .onAppear { proxy.scrollTo(lastID, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
  /// Makes the content with the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// A reader of the views `content` makes with a proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, made with a proxy.
  public var body: Content { content(ScrollViewProxy()) }
}
