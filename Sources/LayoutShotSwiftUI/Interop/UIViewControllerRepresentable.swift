import Foundation

/// A UIKit view controller inside SwiftUI: SwiftUI's `UIViewControllerRepresentable`.
///
/// The controller is made once with ``makeUIViewController(context:)`` and updated once; its view
/// is sized as a ``UIViewRepresentable``'s is, from ``sizeThatFits(_:uiViewController:context:)``
/// or the view's Auto Layout fitting size, and gets the controller's appearance calls.
///
/// ```swift
/// struct LegacySettings: UIViewControllerRepresentable {
///   func makeUIViewController(context: Context) -> SettingsViewController { SettingsViewController() }
///   func updateUIViewController(_ controller: SettingsViewController, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The UIKit controller shown.
  associatedtype UIViewControllerType: UIViewController
  /// What the controller reports to; `Void` unless ``makeCoordinator()`` makes one.
  associatedtype Coordinator = Void
  /// What the controller is made and updated with.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller.
  @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date with this value.
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: UIViewControllerType, context: Context)
  /// Cleans up the controller when SwiftUI removes it (never, in a one-frame snapshot).
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator, before the controller.
  @MainActor @preconcurrency func makeCoordinator() -> Coordinator
  /// The controller's view's size for `proposal`, or `nil` for the view's own fitting size.
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
  /// Nothing to clean up.
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}

  /// The view's own fitting size.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? {
    nil
  }

  /// The node the controller's view lays out as: the controller made and updated once in
  /// `context`.
  func makeRepresentedNode(in context: ResolveContext) -> LayoutNode {
    let coordinator = makeCoordinator()
    let represented = UIViewControllerRepresentableContext<Self>(
      coordinator: coordinator, environment: context.environment)
    let controller = makeUIViewController(context: represented)
    updateUIViewController(controller, context: represented)
    return RepresentedViewNode(
      kind: String(describing: Self.self), view: controller.view, controller: controller
    ) {
      proposal in sizeThatFits(proposal, uiViewController: controller, context: represented)
    }
  }
}

/// What a ``UIViewControllerRepresentable`` is made and updated with: its coordinator and the
/// environment.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator ``UIViewControllerRepresentable/makeCoordinator()`` made.
  public let coordinator: Representable.Coordinator
  /// The environment the controller is in.
  public let environment: EnvironmentValues
  /// The transaction of the update (never animated in a snapshot).
  public var transaction = Transaction()
}
