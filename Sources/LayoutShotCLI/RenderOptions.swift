import LayoutShot

/// What `render` draws besides the layout: the window's system background under it (white, or black
/// on a dark screen), overlays and device chrome.
struct RenderOptions: Sendable {
  /// `--overlay` names: the command line's short ones, and ``SceneOptions/Overlay``'s own.
  static let overlayNames: [(String, SceneOptions.Overlay)] =
    [
      ("safe-area", .safeArea), ("margins", .layoutMargins), ("all-margins", .allLayoutMargins),
      ("frames", .frames), ("names", .names), ("chrome", .deviceChrome),
    ]
    + SceneOptions.Overlay.allCases.map { ($0.rawValue, $0) }

  var scene: SceneOptions

  /// Options from `--overlay`'s comma-separated names and `--chrome`.
  init(overlays text: String, chrome: Bool) throws(CLIError) {
    var overlays = Set<SceneOptions.Overlay>()
    for piece in text.split(separator: ",") {
      let name = piece.filter { $0 != " " }.lowercased()
      guard let overlay = Self.overlayNames.first(where: { $0.0 == name })?.1 else {
        throw CLIError(
          "Unknown overlay '\(name)'; the overlays are safe-area, margins, all-margins, frames and names.")
      }
      overlays.insert(overlay)
    }
    if chrome { overlays.insert(.deviceChrome) }
    scene = SceneOptions(backgroundColor: .systemBackground, overlays: overlays)
  }
}
