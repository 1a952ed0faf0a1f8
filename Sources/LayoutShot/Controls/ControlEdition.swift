/// Which generation of iOS's controls a control look follows.
///
/// Every look (``SwitchLook``, ``SliderLook``, ``ButtonLook`` …) is made for an edition, so that
/// the UIKit and SwiftUI faces draw a control from one description:
///
/// ```swift
/// let look = SwitchLook(edition: .classic)
/// let drawing = look.drawing(isOn: true)
/// ```
package enum ControlEdition: Hashable, Sendable {
  /// The controls of iOS 13 to iOS 18: flat fills, capsule tracks, round white thumbs
  /// (Documentation/Controls.md).
  case classic
}
