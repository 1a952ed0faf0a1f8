/// Which generation of iOS's controls a control look follows.
///
/// Every look (``SwitchLook``, ``SliderLook``, ``ButtonLook`` …) is made for an edition, so that
/// the UIKit and SwiftUI faces draw a control from one description. The faces take the edition of
/// the screen being laid out (``current``):
///
/// ```swift
/// let look = SwitchLook(edition: ControlEdition(os: .ios26))
/// look.size                                   // 63 × 28
/// let drawing = look.drawing(isOn: true)
/// ```
package enum ControlEdition: Hashable, Sendable {
  /// The controls of iOS 13 to iOS 18: flat fills, capsule tracks, round white thumbs
  /// (Documentation/Controls.md).
  case classic
  /// The controls of iOS 26 and 27 (Liquid Glass): wider switches, capsule plates, white capsule
  /// thumbs (Documentation/Controls.md#ios-26).
  case liquidGlass

  /// The controls of an iOS edition: ``classic`` for iOS 18, ``liquidGlass`` for iOS 26.
  package init(os: OSEdition) {
    switch os {
    case .ios18: self = .classic
    case .ios26: self = .liquidGlass
    }
  }

  /// The controls of the screen the running layout is for; the default edition's outside a
  /// layout.
  package static var current: ControlEdition {
    ControlEdition(os: LayoutRun.screen?.os ?? Variant.standard.os)
  }
}
