// The docked software keyboard's height on each kind of device (Documentation/Keyboard.md).

extension Device {
  /// The height of the docked English keyboard with its predictive bar in `orientation`, as
  /// `keyboardFrameEndUserInfoKey` gives it on iOS 12–18; `nil` where no figure is known (Android).
  ///
  /// The figures go by screen class (Documentation/Keyboard.md#heights): 253, 260 and 271 points
  /// in portrait on the home-button phones 320, 375 and 414 points wide, 335 on Face ID phones
  /// narrower than 414 and 346 on wider ones; 200 in landscape on home-button phones and 219 on
  /// Face ID phones; 389/480 (portrait/landscape) on iPads up to 11 inches and 459/501 on 12.9-
  /// and 13-inch ones (1024 points wide).
  ///
  /// ```swift
  /// Device.iPhone12.keyboardHeight(.portrait)    // 335
  /// Device.iPhoneSE2And3.keyboardHeight(.landscape)  // 200
  /// ```
  public func keyboardHeight(_ orientation: Orientation) -> Double? {
    guard platform == .ios else { return nil }
    if family == .tablet {
      let large = size.width >= 1024
      switch orientation {
      case .portrait: return large ? 459 : 389
      case .landscape: return large ? 501 : 480
      }
    }
    let hasHomeButton = (safeArea.portrait?.bottom ?? 0) == 0
    switch (orientation, hasHomeButton) {
    case (.landscape, true): return 200
    case (.landscape, false): return 219
    case (.portrait, true):
      if size.width >= 414 { return 271 }
      return size.width >= 375 ? 260 : 253
    case (.portrait, false): return size.width >= 414 ? 346 : 335
    }
  }
}
