/// A control's look made for a ``ControlEdition``: what the faces share to pick the look of the
/// screen being laid out.
///
/// ```swift
/// let look = SwitchLook.current   // 63 × 28 while an iOS 26 screen is laid out, else 51 × 31
/// ```
package protocol ControlLook: Sendable {
  /// The look of `edition`'s control.
  init(edition: ControlEdition)
}

extension ControlLook {
  /// The look of the screen the running layout is for (``ControlEdition/current``).
  package static var current: Self { Self(edition: .current) }
}
