import Foundation

/// A UIKit view inside SwiftUI: SwiftUI's `UIViewRepresentable`.
///
/// The view is made once with ``makeUIView(context:)`` and updated once with
/// ``updateUIView(_:context:)``; SwiftUI's layout sizes it with ``sizeThatFits(_:uiView:context:)``
/// when that gives a size, else with the view's own Auto Layout fitting size, and Auto Layout then
/// lays out what is inside it (Documentation/SwiftUILayout.md#uikit-in-swiftui).
///
/// ```swift
/// struct ActivityIndicator: UIViewRepresentable {
///   func makeUIView(context: Context) -> UIActivityIndicatorView {
///     let view = UIActivityIndicatorView(style: .medium)
///     view.startAnimating()
///     return view
///   }
///   func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view shown.
  associatedtype UIViewType: UIView
  /// What the view reports to; `Void` unless ``makeCoordinator()`` makes one.
  associatedtype Coordinator = Void
  /// What the view is made and updated with.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view.
  @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
  /// Brings the view up to date with this value.
  @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
  /// Cleans up the view when SwiftUI removes it (never, in a one-frame snapshot).
  @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator, before the view.
  @MainActor @preconcurrency func makeCoordinator() -> Coordinator
  /// The view's size for `proposal`, or `nil` for the view's own fitting size.
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: UIViewType, context: Context
  )
    -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  /// Nothing to clean up.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  /// The view's own fitting size.
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
    nil
  }

  /// The node the represented view lays out as: the view made and updated once in `context`.
  func makeRepresentedNode(in context: ResolveContext) -> LayoutNode {
    let coordinator = makeCoordinator()
    let represented = UIViewRepresentableContext<Self>(
      coordinator: coordinator, environment: context.environment)
    let view = makeUIView(context: represented)
    updateUIView(view, context: represented)
    return RepresentedViewNode(kind: String(describing: Self.self), view: view, controller: nil) { proposal in
      sizeThatFits(proposal, uiView: view, context: represented)
    }
  }
}

/// What a ``UIViewRepresentable`` is made and updated with: its coordinator and the environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator ``UIViewRepresentable/makeCoordinator()`` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view is in.
  public let environment: EnvironmentValues
  /// The transaction of the update (never animated in a snapshot).
  public var transaction = Transaction()
}
