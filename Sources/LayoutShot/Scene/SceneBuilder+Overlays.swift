import Typesetting

// The overlays of a scene (see SceneOptions.Overlay), drawn over the views in a fixed order, each
// in its own group named `overlay.<name>`.

extension SceneBuilder {
  /// The colours and sizes of the overlays.
  ///
  /// The colours are the system colours' light values in
  /// every appearance, so that reviewers read the marks alike in light and dark snapshots.
  enum OverlayStyle {
    /// The unsafe area's tint: systemOrange at 25 %.
    static let safeArea = Color.systemOrange.resolved(for: .light).withAlphaComponent(0.25)
    /// Layout margins outlines: systemBlue.
    static let layoutMargins = Color.systemBlue.resolved(for: .light)
    /// Frame outlines and name tags: systemPink.
    static let frames = Color.systemPink.resolved(for: .light)
    /// The names on the tags: white.
    static let nameText = Color.white
    /// The space between a name and its tag's left and right edges, in points.
    static let nameTagPadding = 2.0
    /// The corner radius of a name tag, in points.
    static let nameTagRadius = 2.0
    /// Device chrome: black, as the glass around the display.
    static let chrome = Color.black
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
    if overlays.contains(.names) { try drawNameTags(into: &scene) }
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
        let margins = solved.exactFrames[index].inset(by: insets.layoutMargins(ofView: index))
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

  /// Draws the name tags: each drawn view's name in white on a small pink rounded tag at its
  /// top-left corner, the name's glyphs drawn from outlines like all text.
  ///
  /// The name is set in ``SceneOptions/nameTagFont`` on one line, shortened with "…" when it is
  /// wider than the screen. The tag is the name's width plus 2 points each side and one line
  /// high, both rounded up to whole pixels; it is named `<view>.name` and its glyph run
  /// `<view>.name.text`. See ``nameTagOrigin(of:size:)`` for where it goes.
  ///
  /// - Throws: ``SceneBuildError/nameTagFontUnavailable(font:reason:)`` when there is a tag to
  ///   draw and the font cannot be found; ``SceneBuildError/unreadableText(view:text:font:reason:)``.
  private func drawNameTags(into scene: inout Scene) throws(SceneBuildError) {
    let tagged = drawnViews.filter { !solved.frames[$0].isEmpty }
    var commands: [DrawCommand] = []
    if !tagged.isEmpty {
      let font: SizedFont
      do {
        font = try options.nameTagFont.resolved()
      } catch {
        throw .nameTagFontUnavailable(font: options.nameTagFont.description, reason: error.description)
      }
      for index in tagged { commands += try nameTag(of: index, font: font) }
    }
    scene.group(name: "overlay.names") { scene in
      for command in commands { scene.append(command) }
    }
  }

  private func nameTag(of index: Int, font: SizedFont) throws(SceneBuildError) -> [DrawCommand] {
    let screen = solved.screen
    let name = solved.layout.views[index].name
    let padding = OverlayStyle.nameTagPadding
    let text = Typesetter.layout(name, font: font, width: max(screen.size.width - 2 * padding, 0))
    let size = Size(
      width: TextContent.roundedUp(text.usedWidth + 2 * padding, scale: screen.scale),
      height: TextContent.roundedUp(font.lineHeight, scale: screen.scale))
    let tag = Rect(origin: nameTagOrigin(of: solved.frames[index], size: size), size: size)
    let placed = text.offsetBy(dx: tag.minX + padding, dy: tag.minY + (tag.height - text.height) / 2)
    let background = DrawCommand.Fill(
      shape: .roundedRect(RoundedRect(tag, radius: OverlayStyle.nameTagRadius)), color: OverlayStyle.frames,
      name: "\(name).name")
    return [.fill(background)]
      + Self.fills(
        of: try glyphLines(of: placed, view: name), color: OverlayStyle.nameText, name: "\(name).name.text",
        clippedTo: nil)
  }

  /// Where the name tag of a view with `frame` goes: the view's top-left corner, moved into the
  /// safe area when the view reaches into it from outside (so the root's tag is not under the
  /// status bar, a notch or a rounded display corner), then kept on the screen.
  func nameTagOrigin(of frame: Rect, size: Size) -> Point {
    let screen = solved.screen
    let safe = screen.bounds.inset(by: screen.safeAreaInsets)
    var x = max(frame.minX, safe.minX)
    var y = max(frame.minY, safe.minY)
    if x >= min(frame.maxX, safe.maxX) { x = frame.minX }
    if y >= min(frame.maxY, safe.maxY) { y = frame.minY }
    return Point(
      x: max(0, min(x, screen.size.width - size.width)), y: max(0, min(y, screen.size.height - size.height)))
  }

  private func drawChrome(into scene: inout Scene) {
    let screen = solved.screen
    let chrome = screen.chrome
    guard chrome != .none else { return }
    scene.group(name: "overlay.deviceChrome") { scene in
      if chrome.cornerRadius > 0 {
        var corners = Path(rect: screen.bounds)
        corners.addRoundedRect(
          RoundedRect(screen.bounds, radius: chrome.cornerRadius, cornerCurve: .continuous))
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
