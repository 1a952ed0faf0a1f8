import LayoutShot

// iOS 17's trait change registration: `registerForTraitChanges(_:handler:)` on views and
// controllers. A layout's traits are fixed for each solve, so, as with
// `traitCollectionDidChange(_:)`, no handler is ever called; registering compiles and is kept.

/// A trait a view or controller can register for (`UITraitDefinition`): the types below.
public protocol UITraitDefinition {}

/// A trait, as `registerForTraitChanges(_:handler:)` takes it (`UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// The appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// The level trait.
public enum UITraitUserInterfaceLevel: UITraitDefinition {}
/// The contrast trait.
public enum UITraitAccessibilityContrast: UITraitDefinition {}
/// The Dynamic Type size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {}

/// What registering for trait changes returns, to unregister with (`UITraitChangeRegistration`).
public protocol UITraitChangeRegistration {}

/// A registration: the traits asked for, kept.
struct TraitChangeRegistration: UITraitChangeRegistration {
  let traits: [UITrait]
}

/// A view or controller whose trait changes can be observed (`UITraitChangeObservable`).
@MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
  /// Registers `handler` for changes of `traits`: kept, never called, as a layout's traits do not
  /// change.
  ///
  /// ```swift
  /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
  ///   self.updateBorderColor()
  /// }
  /// ```
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    TraitChangeRegistration(traits: traits)
  }

  /// Registers `action` on `target` for changes of `traits`: kept, never sent.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    TraitChangeRegistration(traits: traits)
  }

  /// Registers `action` on the receiver for changes of `traits`: kept, never sent.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
  {
    TraitChangeRegistration(traits: traits)
  }

  /// Forgets a registration.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
