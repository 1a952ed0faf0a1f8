// What a screen may hold: the values a layout can be solved on.

extension Screen {
  /// Checks that a layout can be solved on the screen: a finite size above 0, a finite scale
  /// above 0, finite safe-area insets of at least 0 that fit inside the size, finite root margins of
  /// at least 0, a finite readable width above 0, and a keyboard height within the screen (one
  /// known when the keyboard is shown).
  ///
  /// Running a program for a screen (``Layout/init(_:screen:)``, and so ``LayoutEngine`` solving a
  /// program) checks the screen first; solving a frozen ``Layout`` takes the screen as it is, so
  /// check a screen of your own before that.
  ///
  /// ```swift
  /// let screen = Screen(size: Size(width: 375, height: 667), scale: 0)
  /// try screen.validate()
  /// // Invalid screen 'custom': its scale is 0; pixels per point must be a finite number above 0.
  /// ```
  ///
  /// - Throws: ``LayoutError/invalidScreen(device:field:reason:)`` naming the first bad field.
  public func validate() throws(LayoutError) {
    if let (field, reason) = problem {
      throw .invalidScreen(device: device, field: field, reason: reason)
    }
  }

  /// The first field no layout can be solved on, and why; `nil` for a valid screen.
  private var problem: (field: String, reason: String)? {
    for (field, value) in [("size.width", size.width), ("size.height", size.height)]
    where !(value.isFinite && value > 0) {
      return (
        field, "is \(NumberText.points(value)); a screen's size must be a finite number of points above 0"
      )
    }
    if !(scale.isFinite && scale > 0) {
      return ("scale", "is \(NumberText.points(scale)); pixels per point must be a finite number above 0")
    }
    let insets = safeAreaInsets
    let margins = layoutMargins
    let distances = [
      ("safeAreaInsets.top", insets.top), ("safeAreaInsets.left", insets.left),
      ("safeAreaInsets.bottom", insets.bottom), ("safeAreaInsets.right", insets.right),
      ("layoutMargins.top", margins.top), ("layoutMargins.leading", margins.leading),
      ("layoutMargins.bottom", margins.bottom), ("layoutMargins.trailing", margins.trailing),
    ]
    for (field, value) in distances where !(value.isFinite && value >= 0) {
      return (field, "is \(NumberText.points(value)); it must be a finite number of points, at least 0")
    }
    if insets.top + insets.bottom > size.height {
      return (
        "safeAreaInsets",
        "top and bottom (\(NumberText.points(insets.top + insets.bottom))) exceed the "
          + "height (\(NumberText.points(size.height)))"
      )
    }
    if insets.left + insets.right > size.width {
      return (
        "safeAreaInsets",
        "left and right (\(NumberText.points(insets.left + insets.right))) exceed the "
          + "width (\(NumberText.points(size.width)))"
      )
    }
    if !(readableWidth.isFinite && readableWidth > 0) {
      return (
        "readableWidth",
        "is \(NumberText.points(readableWidth)); it must be a finite number of points above 0"
      )
    }
    if let keyboardHeight, !(keyboardHeight.isFinite && keyboardHeight > 0 && keyboardHeight <= size.height) {
      return (
        "keyboardHeight",
        "is \(NumberText.points(keyboardHeight)); it must be a finite number of points above 0, "
          + "within the height (\(NumberText.points(size.height)))"
      )
    }
    if keyboard == .shown && keyboardHeight == nil {
      return (
        "keyboard", "is shown, but no keyboard height is known for this screen; give it a keyboardHeight"
      )
    }
    return nil
  }
}
