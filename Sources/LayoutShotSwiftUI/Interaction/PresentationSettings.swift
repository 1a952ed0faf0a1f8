import Foundation

/// What the presented view says about its sheet, gathered while it is resolved.
///
/// `presentationDetents`, `presentationDragIndicator`, `presentationCornerRadius`,
/// `presentationBackground` and `interactiveDismissDisabled` write here. When several views below
/// the sheet's root say the same thing, the outermost is heard.
@MainActor
final class PresentationSettings {
  /// The heights the sheet may rest at; `nil` for the large detent alone.
  var detents: Set<PresentationDetent>?
  /// The detent the sheet rests at, from a `selection` binding.
  var selectedDetent: PresentationDetent?
  /// Whether the grabber shows.
  var dragIndicator: Visibility?
  /// The corners' radius; `.some(nil)` asks for the system's.
  var cornerRadius: CGFloat??
  /// What fills the sheet behind its content.
  var background: AnyView?
  /// Whether a swipe may dismiss the sheet (kept: nothing is swiped in a snapshot).
  var isInteractiveDismissDisabled: Bool?

  /// Whether the grabber shows: as asked, else when there is more than one detent (SwiftUI's
  /// automatic visibility).
  var showsGrabber: Bool {
    switch dragIndicator ?? .automatic {
    case .visible: true
    case .hidden: false
    case .automatic: (detents?.count ?? 1) > 1
    }
  }
}
