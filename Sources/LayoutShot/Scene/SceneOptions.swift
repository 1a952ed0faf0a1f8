import Typesetting

/// How a solved layout becomes a scene: the background under it, and the overlays a reviewer can
/// switch on.
///
/// Overlays are part of the scene, so the SVG and the PNG of a snapshot show them alike. They are
/// drawn over the views, in this order: the safe area, layout margins, frames, names, device
/// chrome. Views that draw nothing (hidden, alpha 0, or inside such a view) get no overlays.
///
/// ```swift
/// let scene = try solved.scene(options: SceneOptions(overlays: [.safeArea, .frames]))
/// let review = try solved.scene(options: .review)   // the system background, every overlay
/// SceneOptions(backgroundColor: .systemBackground)  // white, or black on a dark screen
/// SceneOptions(overlayNames: "safe-area,device-chrome")  // as a command line would give them
/// ```
public struct SceneOptions: Hashable, Sendable {
  /// An overlay drawn over the views.
  public enum Overlay: String, Hashable, Sendable, CaseIterable {
    /// The unsafe part of the screen — outside the root's safe area, under bars, the cutout and
    /// the home indicator — tinted orange at 25 %, so content that reaches into it shows. The
    /// outside is tinted rather than the inside because what matters is what lies under it.
    case safeArea = "safe-area"
    /// The root view's layout margins guide, outlined with a blue hairline.
    case layoutMargins = "layout-margins"
    /// Every drawn view's layout margins guide, outlined with a blue hairline.
    case allLayoutMargins = "all-layout-margins"
    /// Every drawn view's frame, outlined with a pink hairline (one pixel at the screen's scale)
    /// just inside it.
    case frames
    /// Every drawn view's name, in white on a small pink tag at its top-left corner (moved into
    /// the safe area when the corner lies outside it), in ``SceneOptions/nameTagFont``.
    case names
    /// The device's ``DisplayChrome`` in black: the display's rounded corners, the cutout and the
    /// home indicator.
    case deviceChrome = "device-chrome"
  }

  /// A colour filling the whole screen under the views, like a window's background; `nil` leaves
  /// the picture transparent where no view draws.
  ///
  /// A dynamic colour is drawn with its value for the
  /// screen's appearance: `.systemBackground` is white on a light screen and black on a dark one,
  /// as a window's background is.
  public var backgroundColor: Color?
  /// The overlays to draw.
  public var overlays: Set<Overlay>
  /// The font of the names the ``Overlay/names`` overlay writes: the system font (bundled Inter
  /// unless the registry's default family is changed) at 9 points.
  public var nameTagFont = FontDescriptor.systemFont(ofSize: 9)

  /// Options with a background colour and overlays, by default none of either.
  public init(backgroundColor: Color? = nil, overlays: Set<Overlay> = []) {
    self.backgroundColor = backgroundColor
    self.overlays = overlays
  }

  /// Options with overlays given by their names, separated by commas (spaces ignored:
  /// `safe-area, frames`); `nil` when a name is not an overlay's.
  public init?(overlayNames: String, backgroundColor: Color? = nil) {
    var overlays = Set<Overlay>()
    for name in overlayNames.split(separator: ",") {
      guard let overlay = Overlay(rawValue: String(name.filter { $0 != " " })) else { return nil }
      overlays.insert(overlay)
    }
    self.init(backgroundColor: backgroundColor, overlays: overlays)
  }

  /// The views alone, on a transparent background.
  public static let plain = SceneOptions()

  /// Everything a reviewer may want: the system background (white, black on a dark screen), the
  /// safe area, the root's margins, frames, names and device chrome.
  public static let review = SceneOptions(
    backgroundColor: .systemBackground, overlays: [.safeArea, .layoutMargins, .frames, .names, .deviceChrome])
}
