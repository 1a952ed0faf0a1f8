import LayoutShot

/// A view that shows a content configuration (`UIContentView`).
///
/// Setting ``configuration`` shows the new configuration; a cell keeps its content view while
/// the view ``supports(_:)`` the next configuration, and makes a new one otherwise.
///
/// ```swift
/// final class BadgeView: UIView, UIContentView {
///   var configuration: UIContentConfiguration { didSet { apply() } }
///   init(configuration: BadgeConfiguration) {
///     self.configuration = configuration
///     super.init(frame: .zero)
///     apply()
///   }
///   required init?(coder: NSCoder) { fatalError() }
///   private func apply() { … }
/// }
/// ```
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// What the view shows.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show `configuration` when it is set.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the type of the one shown, as UIKit's default decides.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
