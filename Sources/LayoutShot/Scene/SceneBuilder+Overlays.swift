// The overlays of a scene (see SceneOptions.Overlay), drawn over the views in a fixed order, each
// in its own group named `overlay.<name>`.

extension SceneBuilder {
  /// The colours and sizes of the overlays.
  enum OverlayStyle {
    /// The unsafe area's tint: systemOrange at 25 %.
    static let safeArea = Color.systemOrange.withAlphaComponent(0.25)
    /// Layout margins outlines: systemBlue.
    static let layoutMargins = Color.systemBlue
    /// Frame outlines and name tags: systemPink.
    static let frames = Color.systemPink
    /// Device chrome: black, as the glass around the display.
    static let chrome = Color.black
    /// The size of a name tag, in points, before the view's size caps it. (A name written in a
    /// 7-point font fits the height.)
    static let nameTagSize = Size(width: 12, height: 9)
  }

  func drawOverlays(into scene: inout Scene) throws(SceneBuildError) {
    let overlays = options.overlays
    if overlays.contains(.safeArea) { drawSafeArea(into: &scene) }
    if overlays.contains(.allLayoutMargins) {
      drawLayoutMargins(of: drawnViews, into: &scene)
    } else if overlays.contains(.layoutMargins), isDrawn.first == true {
      drawLayoutMargins(of: [0], into: &scene)
    }
    if overlays.contains(.frames) { drawFrames(into: &scene) }
    if overlays.contains(.names) { drawNameTags(into: &scene) }
    if overlays.contains(.deviceChrome) { drawChrome(into: &scene) }
  }

  /// The drawn views, in tree order.
  private var drawnViews: [Int] { isDrawn.indices.filter { isDrawn[$0] } }

  /// One pixel of the screen, in points.
  private var hairline: Double { 1 / solved.screen.scale }

  /// An outline one pixel wide just inside `rect`.
  private func outline(_ rect: Rect) -> Shape {
    .border(RoundedRect(rect, radius: 0), width: hairline)
  }

  private func drawSafeArea(into scene: inout Scene) {
    let screen = solved.screen
    let insets = screen.safeAreaInsets
    guard insets != .zero else { return }
    var unsafe = Path(rect: screen.bounds)
    unsafe.addRect(screen.bounds.inset(by: insets))
    scene.group(name: "overlay.safeArea") { scene in
      scene.fill(.path(unsafe, .evenOdd), with: OverlayStyle.safeArea, name: "safeArea")
    }
  }

  private func drawLayoutMargins(of views: [Int], into scene: inout Scene) {
    let insets = DerivedInsets(layout: solved.layout, screen: solved.screen, frames: solved.exactFrames)
    scene.group(name: "overlay.layoutMargins") { scene in
      for index in views {
        let view = solved.layout.views[index]
        let guide = Layout.GuideRecord(
          kind: .layoutMargins, owner: index, identifier: "layoutMarginsGuide", location: view.location)
        let margins = solved.exactFrames[index].inset(by: insets.insets(of: guide))
        let snapped = PixelGrid.snap(margins, scale: solved.screen.scale)
        guard !snapped.isEmpty else { continue }
        scene.fill(outline(snapped), with: OverlayStyle.layoutMargins, name: "\(view.name).layoutMargins")
      }
    }
  }

  private func drawFrames(into scene: inout Scene) {
    scene.group(name: "overlay.frames") { scene in
      for index in drawnViews where !solved.frames[index].isEmpty {
        let name = solved.layout.views[index].name
        scene.fill(outline(solved.frames[index]), with: OverlayStyle.frames, name: "\(name).frame")
      }
    }
  }

  /// Draws the name tags: for now a small filled rectangle in each drawn view's top-left corner.
  ///
  /// Each tag is named `<view>.name`. This is the hook for the text module: once LayoutShot draws
  /// text, the tag grows to the name's width and the name's glyphs are drawn on it as a glyph run
  /// (a fill whose `text` is the name). Until then the name is in the SVG as the view group's
  /// `data-name`.
  private func drawNameTags(into scene: inout Scene) {
    scene.group(name: "overlay.names") { scene in
      for index in drawnViews where !solved.frames[index].isEmpty {
        let frame = solved.frames[index]
        let tag = Rect(
          x: frame.minX, y: frame.minY, width: min(frame.width, OverlayStyle.nameTagSize.width),
          height: min(frame.height, OverlayStyle.nameTagSize.height))
        scene.fill(.rect(tag), with: OverlayStyle.frames, name: "\(solved.layout.views[index].name).name")
      }
    }
  }

  private func drawChrome(into scene: inout Scene) {
    let screen = solved.screen
    let chrome = screen.chrome
    guard chrome != .none else { return }
    scene.group(name: "overlay.deviceChrome") { scene in
      if chrome.cornerRadius > 0 {
        var corners = Path(rect: screen.bounds)
        corners.addRoundedRect(RoundedRect(screen.bounds, radius: chrome.cornerRadius))
        scene.fill(.path(corners, .evenOdd), with: OverlayStyle.chrome, name: "displayCorners")
      }
      if let cutout = chrome.cutout {
        scene.fill(.path(cutout, .nonZero), with: OverlayStyle.chrome, name: "cutout")
      }
      if let bar = chrome.homeIndicator {
        scene.fill(.roundedRect(bar), with: OverlayStyle.chrome, name: "homeIndicator")
      }
    }
  }
}

extension Rect {
  /// The rectangle moved in by `insets` on each side.
  func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
