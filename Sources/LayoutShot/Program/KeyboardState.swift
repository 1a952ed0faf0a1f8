/// Whether the software keyboard is up: hidden, as on a screen nobody is typing on, or shown,
/// docked at the bottom of the screen at the device's height (``Screen/keyboardHeight``).
///
/// A shown keyboard covers the bottom of the screen, drawn as a plain keyboard-coloured panel;
/// it does not change the safe area, as in UIKit: only a view's keyboard layout guide
/// (``View/keyboardLayoutGuide``) moves up to its top.
///
/// ```swift
/// let typing = Variant(keyboard: .shown)
/// typing.nameComponents   // ["keyboard"]
/// ```
public enum KeyboardState: String, Hashable, Sendable, CaseIterable {
  /// No keyboard on screen.
  case hidden
  /// The docked software keyboard, with its predictive bar, at the bottom of the screen.
  case shown
}
