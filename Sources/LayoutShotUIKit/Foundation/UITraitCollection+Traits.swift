import LayoutShot

// The rest of the trait collections UIKit code builds one trait at a time, the comparison dark-mode
// code makes before redrawing, and iOS 17's `modifyingTraits(_:)`.

extension UITraitCollection {
  /// Traits with only the horizontal size class set.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: Values()) { $0.horizontalSizeClass = horizontalSizeClass }
  }

  /// Traits with only the vertical size class set.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: Values()) { $0.verticalSizeClass = verticalSizeClass }
  }

  /// Traits with only the layout direction set.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(values: Values()) { $0.layoutDirection = layoutDirection }
  }

  /// Traits with only the display scale set.
  public convenience init(displayScale: CGFloat) {
    self.init(values: Values()) { $0.displayScale = displayScale }
  }

  /// Traits with only the idiom set.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(values: Values()) { $0.userInterfaceIdiom = userInterfaceIdiom }
  }

  /// Whether a dynamic colour may resolve differently in `traitCollection`: its appearance, level
  /// or contrast differs from these traits' (a missing collection differs).
  ///
  /// ```swift
  /// if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
  ///   layer.borderColor = UIColor.separator.cgColor
  /// }
  /// ```
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    guard let traitCollection else { return true }
    return userInterfaceStyle != traitCollection.userInterfaceStyle
      || userInterfaceLevel != traitCollection.userInterfaceLevel
      || accessibilityContrast != traitCollection.accessibilityContrast
  }

  /// These traits with the changes `mutations` makes (iOS 17).
  ///
  /// ```swift
  /// let sheet = traitCollection.modifyingTraits { $0.userInterfaceLevel = .elevated }
  /// ```
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
    var traits: any UIMutableTraits = UITraitOverrides(self)
    mutations(&traits)
    guard let changed = traits as? UITraitOverrides else { return self }
    return changed.applied(to: self)
  }
}

/// Traits that can be set (`UIMutableTraits`): what ``UITraitOverrides`` and
/// ``UITraitCollection/modifyingTraits(_:)`` hand a closure.
public protocol UIMutableTraits {
  /// The appearance.
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  /// The level.
  var userInterfaceLevel: UIUserInterfaceLevel { get set }
  /// The contrast.
  var accessibilityContrast: UIAccessibilityContrast { get set }
  /// The Dynamic Type size.
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
}
