/// A sheet or cover that a view asks to present while it is resolved: what the layout draws over
/// the presenting screen (Documentation/Sheets.md).
struct PresentationRequest {
  /// How the presented view stands on the screen.
  enum Style {
    /// A card over the dimmed screen, at the elevated level (`.sheet`).
    case sheet
    /// The whole screen, at the screen's level (`.fullScreenCover`).
    case fullScreenCover
  }

  let style: Style
  /// The presented view.
  let content: AnyView
  /// The environment where the presentation was asked for, which the presented view reads.
  let environment: EnvironmentValues
}

/// The presentations asked for while one layout's views are resolved.
///
/// Every context made from the first shares them (as ``ResolveProblems``). The first one asked for
/// is shown: iOS presents one view at a time from a screen.
@MainActor
final class PresentationRequests {
  /// The presentation the layout shows, `nil` when none is asked for.
  private(set) var shown: PresentationRequest?

  /// Keeps `request` unless one was asked for before it.
  func record(_ request: PresentationRequest) {
    if shown == nil { shown = request }
  }
}
