import LayoutShot

/// The traits a view or view controller sets for itself and everything under it
/// (`UITraitOverrides`, iOS 17): each trait left unset follows the superview (or the parent
/// controller), and each set one wins over it, down the tree.
///
/// The appearance, the level, the contrast and the Dynamic Type size change what is drawn and
/// measured under the view: dynamic colours take the values of the overridden appearance, level
/// and contrast, and labels and buttons that follow Dynamic Type take the overridden size. The
/// size classes are reported by ``UIView/traitCollection`` for the app's own code to read.
///
/// ```swift
/// let sheet = UIView()
/// sheet.traitOverrides.userInterfaceLevel = .elevated     // lighter dark backgrounds
/// tabBar.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
/// if sheet.traitOverrides.contains(\.userInterfaceLevel) { … }
/// ```
public struct UITraitOverrides: UIMutableTraits, Sendable {
  private var values = UITraitCollection.Values()

  /// No trait overridden.
  public init() {}

  /// Every trait `traits` specifies, as overrides.
  init(_ traits: UITraitCollection) {
    values = UITraitCollection.Values(traits)
  }

  /// The appearance; `.unspecified` when not overridden.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { values.userInterfaceStyle }
    set { values.userInterfaceStyle = newValue }
  }
  /// The level; `.unspecified` when not overridden.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { values.userInterfaceLevel }
    set { values.userInterfaceLevel = newValue }
  }
  /// The contrast; `.unspecified` when not overridden.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { values.accessibilityContrast }
    set { values.accessibilityContrast = newValue }
  }
  /// The Dynamic Type size; `.unspecified` when not overridden.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { values.preferredContentSizeCategory }
    set { values.preferredContentSizeCategory = newValue }
  }
  /// The horizontal size class; `.unspecified` when not overridden.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.horizontalSizeClass }
    set { values.horizontalSizeClass = newValue }
  }
  /// The vertical size class; `.unspecified` when not overridden.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.verticalSizeClass }
    set { values.verticalSizeClass = newValue }
  }

  /// Whether the trait at `trait` is overridden.
  ///
  /// ```swift
  /// view.traitOverrides.contains(\.userInterfaceStyle)   // false until set
  /// ```
  public func contains<Value: Equatable & Sendable>(_ trait: WritableKeyPath<UITraitOverrides, Value>) -> Bool
  {
    self[keyPath: trait] != UITraitOverrides()[keyPath: trait]
  }

  /// Stops overriding the trait at `trait`.
  public mutating func remove<Value: Equatable & Sendable>(_ trait: WritableKeyPath<UITraitOverrides, Value>)
  {
    self[keyPath: trait] = UITraitOverrides()[keyPath: trait]
  }

  /// Takes each trait `other` overrides.
  mutating func merge(_ other: UITraitOverrides) {
    values.merge(UITraitCollection(values: other.values))
  }

  /// `traits` with these overrides applied.
  func applied(to traits: UITraitCollection) -> UITraitCollection {
    UITraitCollection(traitsFrom: [traits, UITraitCollection(values: values)])
  }
}
