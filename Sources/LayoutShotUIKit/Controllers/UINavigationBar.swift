/// A navigation bar (`UINavigationBar`): kept, not drawn yet.
open class UINavigationBar: UIView {
  /// Whether titles are large (kept).
  open var prefersLargeTitles = false
  /// Whether the bar is translucent (kept).
  open var isTranslucent = true
  /// The bar's tint (kept).
  open var barTintColor: UIColor?
  /// The title's attributes (kept).
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's attributes (kept).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The appearance at a standard height (kept).
  open var standardAppearance = UINavigationBarAppearance()
  /// The appearance when content is scrolled to the bar's edge (kept).
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The appearance at a compact height (kept).
  open var compactAppearance: UINavigationBarAppearance?
  /// The appearance at a compact height when content is at the bar's edge (kept).
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}
