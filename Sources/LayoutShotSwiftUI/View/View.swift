/// A piece of user interface: SwiftUI's `View`, whose `body` is made of other views.
///
/// As in SwiftUI the protocol is isolated to the main actor, so view code compiles unchanged in
/// Swift 5 mode, Swift 6 mode and with main-actor default isolation.
///
/// ```swift
/// struct Greeting: View {
///   var name: String
///   var body: some View {
///     Text("Hello, \(name)").padding()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view the body is.
  associatedtype Body: View

  /// The view's content and behaviour.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` has no body: it stands for the body of the views LayoutShot lays out itself.
  public typealias Body = Never

  /// Unreachable: no value of `Never` exists.
  public var body: Never { self }
}

extension View where Body == Never {
  /// A primitive view (text, a stack, a shape) has no body: LayoutShot lays it out itself.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view: its body is never asked for")
  }
}
