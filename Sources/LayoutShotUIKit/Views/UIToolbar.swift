/// A toolbar (`UIToolbar`): a view 44 points tall, as wide as it is laid out.
///
/// 44 points is a
/// toolbar's height on iPhone in portrait (Geoff Hackworth, "iPad Navigation Bar and Toolbar
/// Height Changes in iOS 12", hacknicity.medium.com, 2018: toolbars are 44 points tall; iPad's
/// are 50 since iOS 12, and iPhone's 32 in landscape, which LayoutShot does not follow yet). Its
/// items are kept, not drawn yet.
///
/// ```swift
/// let toolbar = UIToolbar()
/// toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
/// textField.inputAccessoryView = toolbar
/// ```
open class UIToolbar: UIView {
  /// The height UIKit gives a toolbar.
  static let height: CGFloat = 44

  /// The items (kept, not drawn).
  open var items: [UIBarButtonItem]?
  /// The bar's style (kept).
  open var barStyle = UIBarStyle.default
  /// Whether the bar is translucent (kept).
  open var isTranslucent = true
  /// The bar's tint (kept).
  open var barTintColor: UIColor?
  /// The appearance (kept).
  open var standardAppearance = UIToolbarAppearance()
  /// The appearance at a compact height (kept).
  open var compactAppearance: UIToolbarAppearance?
  /// The appearance when content is at the bar's edge (kept).
  open var scrollEdgeAppearance: UIToolbarAppearance?

  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// No width of its own; 44 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// The width offered; 44 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }
}

/// A bar's style (`UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
  /// The default bar, or the black one.
  case `default` = 0, black = 1
}
