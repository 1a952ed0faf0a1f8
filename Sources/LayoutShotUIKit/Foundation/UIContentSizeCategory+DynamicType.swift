import LayoutShot

// Dynamic Type beyond fonts: ordering text sizes as UIKit's Swift overlay does, trait collections
// of one text size, and the app's own text size.

extension UIContentSizeCategory {
  /// The position from extra small (0) to AX5 (11); -1 for ``unspecified`` and raw values UIKit
  /// does not define, which come before every size.
  private var order: Int { contentSizeCategory?.index ?? -1 }

  /// Whether `lhs` is a smaller text size than `rhs`.
  ///
  /// ```swift
  /// if traitCollection.preferredContentSizeCategory < .accessibilityMedium { stack.axis = .horizontal }
  /// ```
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.order < rhs.order
  }
  /// Whether `lhs` is a larger text size than `rhs`.
  public static func > (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.order > rhs.order
  }
  /// Whether `lhs` is a text size no larger than `rhs`.
  public static func <= (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.order <= rhs.order
  }
  /// Whether `lhs` is a text size no smaller than `rhs`.
  ///
  /// ```swift
  /// let stacksVertically = traitCollection.preferredContentSizeCategory >= .extraExtraExtraLarge
  /// ```
  public static func >= (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.order >= rhs.order
  }
}

extension UITraitCollection {
  /// Traits with only the Dynamic Type text size set, as UIKit code builds them for a font or
  /// value at a size (every other trait unspecified).
  ///
  /// ```swift
  /// let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
  /// UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize  // 53
  /// ```
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(values: Values()) { $0.preferredContentSizeCategory = preferredContentSizeCategory }
  }
}

extension UIApplication {
  /// The text size the user chose for the app: the default, Large, in LayoutShot.
  ///
  /// A snapshot's text size (``Screen/contentSize``) reaches a layout through its traits
  /// (`traitCollection.preferredContentSizeCategory`), as a trait override does in UIKit; the app's
  /// own size, which fonts made without traits use, stays Large.
  ///
  /// ```swift
  /// UIApplication.shared.preferredContentSizeCategory  // .large
  /// ```
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
