/// Builds views from closures: SwiftUI's `@ViewBuilder`.
///
/// Several views become a ``TupleView``; `if` without `else` an optional view; `if`/`else` and
/// `switch` a ``_ConditionalContent``.
///
/// ```swift
/// @ViewBuilder var status: some View {
///   if isOnline { Text("Online") } else { Text("Offline").foregroundColor(.secondary) }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
  /// No views.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }

  /// A view written as an expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// The view of an `if` without `else`, or `nil` when the condition is false.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The view of an `if` without `else`, or `nil` when the condition is false.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The view of an `if #available` branch, erased so that it compiles on older systems.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
