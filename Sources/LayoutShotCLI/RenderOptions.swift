/// What `render` draws besides the layout: overlays and device chrome.
struct RenderOptions: Sendable {
  enum Overlay: String, CaseIterable, Sendable {
    case safeArea = "safe-area"
    case margins, frames, names
  }

  var overlays: [Overlay]
  var chrome: Bool

  /// Options from `--overlay`'s comma-separated names and `--chrome`.
  init(overlays text: String, chrome: Bool) throws(CLIError) {
    var chosen: [Overlay] = []
    for piece in text.split(separator: ",") {
      let name = piece.filter { $0 != " " }.lowercased()
      guard let overlay = Overlay(rawValue: name) else {
        throw CLIError(
          "Unknown overlay '\(name)'; the overlays are "
            + Overlay.allCases.map(\.rawValue).joined(separator: ", ") + ".")
      }
      if !chosen.contains(overlay) { chosen.append(overlay) }
    }
    overlays = chosen
    self.chrome = chrome
  }
}
