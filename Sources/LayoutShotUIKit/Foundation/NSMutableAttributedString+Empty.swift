import LayoutShot

// The empty mutable attributed string app code starts from (`NSMutableAttributedString()`), which
// Foundation on Linux does not declare.

extension NSMutableAttributedString {
  /// An empty attributed string to build up with `append(_:)`.
  ///
  /// ```swift
  /// let text = NSMutableAttributedString()
  /// text.append(NSAttributedString(string: "Read more"))
  /// ```
  public convenience init() {
    self.init(string: "")
  }
}
