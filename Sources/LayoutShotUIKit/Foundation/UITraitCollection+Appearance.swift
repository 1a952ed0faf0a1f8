import LayoutShot

// The traits dynamic colours depend on — appearance, level and contrast — and the trait
// collections UIKit code builds to resolve a colour: `UITraitCollection(userInterfaceStyle:
// .dark)`, `UITraitCollection(traitsFrom:)` and `performAsCurrent(_:)`.

/// Base or elevated content (`UIUserInterfaceLevel`): a sheet, popover or alert is elevated, and
/// dark background colours are lighter there.
public enum UIUserInterfaceLevel: Int, Sendable {
  /// Not known, a screen's content, or content presented over it.
  case unspecified = -1, base = 0, elevated = 1
}

/// Whether Increase Contrast is on (`UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable {
  /// Not known, normal contrast, or increased.
  case unspecified = -1, normal = 0, high = 1
}

extension UITraitCollection {
  /// Traits with only the appearance set, as UIKit code builds them to resolve a colour.
  ///
  /// ```swift
  /// UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // white
  /// ```
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(values: Values()) { $0.userInterfaceStyle = userInterfaceStyle }
  }

  /// Traits with only the level set.
  ///
  /// ```swift
  /// let sheet = UITraitCollection(traitsFrom: [
  ///   UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceLevel: .elevated),
  /// ])
  /// UIColor.systemBackground.resolvedColor(with: sheet)   // #1C1C1E
  /// ```
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init(values: Values()) { $0.userInterfaceLevel = userInterfaceLevel }
  }

  /// Traits with only the contrast set.
  ///
  /// ```swift
  /// UIColor.systemBlue.resolvedColor(with: UITraitCollection(accessibilityContrast: .high))  // #0040DD
  /// ```
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(values: Values()) { $0.accessibilityContrast = accessibilityContrast }
  }

  /// Traits combining `traitCollections`: for each trait, the value of the last collection that
  /// specifies it.
  ///
  /// ```swift
  /// let darkHere = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(userInterfaceStyle: .dark)])
  /// ```
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(values: Values()) { traits in
      for other in traitCollections { traits.merge(other) }
    }
  }

  /// Runs `actions` with these traits as ``current``, so that what reads the current traits
  /// (a dynamic colour's `cgColor`, `getRed(_:green:blue:alpha:)`) reads these.
  ///
  /// ```swift
  /// traitCollection.performAsCurrent {
  ///   layer.borderColor = UIColor.separator.cgColor   // the separator of this view's appearance
  /// }
  /// ```
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    try Self.$performingAsCurrent.withValue(self) { try actions() }
  }

  /// The traits ``performAsCurrent(_:)`` made current, if any.
  @TaskLocal static var performingAsCurrent: UITraitCollection?

  /// The same traits with another appearance, level and contrast, each unless unspecified.
  func with(
    userInterfaceStyle style: UIUserInterfaceStyle, level: UIUserInterfaceLevel,
    contrast: UIAccessibilityContrast
  ) -> UITraitCollection {
    UITraitCollection(values: Values(self)) { values in
      if style != .unspecified { values.userInterfaceStyle = style }
      if level != .unspecified { values.userInterfaceLevel = level }
      if contrast != .unspecified { values.accessibilityContrast = contrast }
    }
  }

  /// `color` as these traits resolve it: its value for their appearance, level and contrast.
  func resolve(_ color: Color) -> Color {
    color.resolved(
      for: appearance, elevated: userInterfaceLevel == .elevated,
      highContrast: accessibilityContrast == .high,
      palette: palette)
  }

  /// LayoutShot's name for the appearance: dark for dark, light otherwise (UIKit resolves an
  /// unspecified style as light).
  var appearance: Appearance { userInterfaceStyle == .dark ? .dark : .light }

  /// Every trait's value, to build a collection from.
  struct Values: Sendable {
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var displayScale: CGFloat = 0
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    /// The screen's tint palette, which UIKit has no trait for: the standard edition's unless a
    /// screen of another edition gives its own.
    var palette = OSEdition.standard.palette

    init() {}

    init(_ traits: UITraitCollection) {
      horizontalSizeClass = traits.horizontalSizeClass
      verticalSizeClass = traits.verticalSizeClass
      displayScale = traits.displayScale
      layoutDirection = traits.layoutDirection
      userInterfaceStyle = traits.userInterfaceStyle
      preferredContentSizeCategory = traits.preferredContentSizeCategory
      userInterfaceIdiom = traits.userInterfaceIdiom
      userInterfaceLevel = traits.userInterfaceLevel
      accessibilityContrast = traits.accessibilityContrast
      palette = traits.palette
    }

    /// Takes each trait `other` specifies.
    mutating func merge(_ other: UITraitCollection) {
      if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
      if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
      if other.displayScale != 0 { displayScale = other.displayScale }
      if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
      if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
      if other.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = other.preferredContentSizeCategory
      }
      if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
      if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
      if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
      if other.palette != OSEdition.standard.palette { palette = other.palette }
    }
  }

  /// Traits with `values`.
  convenience init(values: Values) {
    self.init(values: values) { _ in }
  }

  /// `values` changed by `change`.
  convenience init(values: Values, _ change: (inout Values) -> Void) {
    var values = values
    change(&values)
    self.init(
      horizontalSizeClass: values.horizontalSizeClass, verticalSizeClass: values.verticalSizeClass,
      displayScale: values.displayScale, layoutDirection: values.layoutDirection,
      userInterfaceStyle: values.userInterfaceStyle,
      preferredContentSizeCategory: values.preferredContentSizeCategory,
      userInterfaceIdiom: values.userInterfaceIdiom, userInterfaceLevel: values.userInterfaceLevel,
      accessibilityContrast: values.accessibilityContrast, palette: values.palette)
  }
}
