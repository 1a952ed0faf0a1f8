/// Turns a solved layout into a ``Scene``: the views as UIKit draws them, then the overlays the
/// options ask for.
///
/// Each drawn view is a group named after the view, with the view's alpha as the group's opacity
/// (one layer for the view and its subviews, as UIKit composites `alpha`) and its shadow as the
/// group's (see ``shadow(of:)``; wrapped in a clip to its bounds when the view clips them). Inside it, in the order
/// `CALayer` composites a layer — its background, its contents, its sublayers, then its border
/// ("composited above the receiver's contents and sublayers", Apple's `borderWidth`
/// documentation): the background (rounded by the corner radius); the view's ``Drawing``; the
/// view's content (a label's
/// text, a button's title, an image view's image or placeholder; see
/// ``contentCommands(of:isClipped:)``); the subviews in order, with each layer of the drawing whose
/// ``DrawnLayer/subviewsBelow`` is n drawn after the first n of them; and the border on top, inside the
/// bounds (black when only a width is set, as `CALayer.borderColor` defaults to black). A view that
/// clips to its bounds clips its content and subviews to its rounded bounds. A hidden view, a view
/// with alpha 0, and their subviews draw nothing. A view with a ``View/transform`` has all it
/// draws (shadow, mask and subviews included) moved by it about its anchor point, as
/// ``transformed(_:by:)`` moves a layer's drawing. A view whose layer has a `mask`
/// (``Drawing/mask``) draws all of it, shadow included, inside the mask.
///
/// Colours are resolved here, so a scene holds only plain colours: each view's for its appearance,
/// level and contrast (``View/overrideAppearance``, ``View/overrideLevel`` and
/// ``View/overrideIncreasesContrast`` if set on it or the nearest ancestor, else the screen's
/// ``Screen/appearance``, ``Screen/level`` and ``Screen/increasesContrast``), the background under
/// the views for the screen's; the system tints in the palette of the screen's ``Screen/os``. Overlays keep
/// their light colours in every appearance. A shown keyboard is drawn over the views, under the
/// overlays.
///
/// Style values are taken as UIKit would clamp them: alpha to 0...1 (NaN as 1), a negative or
/// non-finite corner radius as 0, a radius above half the shorter side as that half, a border
/// width that is not positive as no border.
///
/// The tree is walked without recursion, so a deeply nested layout cannot exhaust the stack.
struct SceneBuilder {
  let solved: SolvedLayout
  let options: SceneOptions
  /// The subviews of each view, in order.
  let subviews: [[Int]]
  /// Whether each view is drawn: neither it nor an ancestor is hidden or fully transparent.
  let isDrawn: [Bool]
  /// The traits each view's colours are resolved for: each its override, else its superview's,
  /// else the screen's.
  let colorTraits: [ColorTraits]
  /// The glyph outlines the scene's text has needed so far.
  let glyphOutlines = GlyphOutlineCache()

  init(solved: SolvedLayout, options: SceneOptions) {
    self.solved = solved
    self.options = options
    let views = solved.layout.views
    var subviews = Array(repeating: [Int](), count: views.count)
    var isDrawn = Array(repeating: false, count: views.count)
    let screenTraits = ColorTraits(
      appearance: solved.screen.appearance, level: solved.screen.level,
      increasesContrast: solved.screen.increasesContrast, palette: solved.screen.os.palette)
    var colorTraits = Array(repeating: screenTraits, count: views.count)
    // Views come in tree order, parents first and siblings in subview order.
    for (index, view) in views.enumerated() {
      let drawsItself = !view.style.isHidden && Self.opacity(of: view.style) > 0
      if let parent = view.parent {
        subviews[parent].append(index)
        isDrawn[index] = isDrawn[parent] && drawsItself
        colorTraits[index] = colorTraits[parent].overridden(by: view.style)
      } else {
        isDrawn[index] = drawsItself
        colorTraits[index] = screenTraits.overridden(by: view.style)
      }
    }
    self.subviews = subviews
    self.isDrawn = isDrawn
    self.colorTraits = colorTraits
  }

  /// The scene.
  ///
  /// - Throws: ``SceneBuildError``.
  func build() throws(SceneBuildError) -> Scene {
    let screen = solved.screen
    var scene: Scene
    do {
      scene = try Scene(size: screen.size, scale: screen.scale)
    } catch {
      throw .invalidScene(error)
    }
    if let background = options.backgroundColor {
      let color = background.resolved(
        for: screen.appearance, elevated: screen.level == .elevated, highContrast: screen.increasesContrast,
        palette: screen.os.palette)
      scene.fill(.rect(screen.bounds), with: color, name: "background")
    }
    try drawViews(into: &scene)
    drawKeyboard(into: &scene)
    try drawOverlays(into: &scene)
    return scene
  }

  /// The keyboard's background, light #D1D3D9 and dark #3C3D3E: a flat stand-in for the
  /// keyboard's blurred backdrop (Documentation/Keyboard.md#colour).
  static let keyboardColor = Color(
    light: Color(red255: 0xD1, green: 0xD3, blue: 0xD9), dark: Color(red255: 0x3C, green: 0x3D, blue: 0x3E))

  /// The software keyboard, while it is shown: a plain keyboard-coloured panel over the bottom of
  /// the screen, above every view, in the screen's appearance.
  private func drawKeyboard(into scene: inout Scene) {
    let screen = solved.screen
    guard let frame = screen.keyboardFrame else { return }
    let color = Self.keyboardColor.resolved(
      for: screen.appearance, elevated: false, highContrast: screen.increasesContrast,
      palette: screen.os.palette
    )
    scene.group(name: "keyboard") { scene in scene.fill(.rect(frame), with: color, name: "keyboard") }
  }

  /// What is left to do for a view while walking the tree.
  private enum Step {
    /// Open the view's group, draw its background and content, and schedule its subviews.
    case enter(Int)
    /// Draw the view's layers that lie over the given number of its subviews.
    case layers(Int, subviewsBelow: Int)
    /// Close the clip around the view's content and subviews.
    case endClip
    /// Draw the view's border and close its group.
    case leave(Int)
    /// Move everything the view drew, from the given command on, by its transform.
    case transform(Int, fromCommand: Int)
  }

  private func drawViews(into scene: inout Scene) throws(SceneBuildError) {
    guard !solved.layout.views.isEmpty else { return }
    var steps: [Step] = [.enter(0)]
    while let step = steps.popLast() {
      switch step {
      case .enter(let index):
        guard isDrawn[index] else { continue }
        let view = solved.layout.views[index]
        let bounds = self.bounds(of: index)
        let boundsShape: Shape = bounds.isRectangle ? .rect(bounds.rect) : .roundedRect(bounds)
        if view.style.transform != .identity {
          steps.append(.transform(index, fromCommand: scene.commands.count))
        }
        if let mask = try maskCommand(of: index) { scene.append(mask) }
        if clipsOwnShadow(index) { scene.append(.beginClip(boundsShape)) }
        scene.append(
          .beginGroup(
            DrawCommand.Group(
              name: view.name, opacity: Self.opacity(of: view.style), shadow: shadow(of: index),
              blur: view.style.blur)))
        if let color = view.style.backgroundColor, !bounds.rect.isEmpty {
          let shape: Shape = bounds.isRectangle ? .rect(bounds.rect) : .roundedRect(bounds)
          let background = DrawCommand.Fill(shape: shape, color: color, name: "\(view.name).background")
          scene.append(resolvingColors(of: .fill(background), ofView: index))
        }
        steps.append(.leave(index))
        let clips = view.style.clipsToBounds
        let content = try drawingCommands(of: index) + contentCommands(of: index, isClipped: clips)
        if clips && !(subviews[index].isEmpty && content.isEmpty) {
          scene.append(.beginClip(bounds.isRectangle ? .rect(bounds.rect) : .roundedRect(bounds)))
          steps.append(.endClip)
        }
        for command in content { scene.append(resolvingColors(of: command, ofView: index)) }
        let layered = Set(
          view.style.drawing?.elements.compactMap { element -> Int? in
            guard case .layer(let layer) = element else { return nil }
            return min(layer.subviewsBelow, subviews[index].count)
          } ?? [])
        for (position, subview) in subviews[index].enumerated().reversed() {
          if layered.contains(position + 1) { steps.append(.layers(index, subviewsBelow: position + 1)) }
          steps.append(.enter(subview))
        }
      case .layers(let index, let subviewsBelow):
        for command in try drawingCommands(of: index, subviewsBelow: subviewsBelow) {
          scene.append(resolvingColors(of: command, ofView: index))
        }
      case .endClip:
        scene.append(.endClip)
      case .leave(let index):
        let style = solved.layout.views[index].style
        let bounds = self.bounds(of: index)
        if style.borderWidth > 0, !bounds.rect.isEmpty {
          let border = DrawCommand.Fill(
            shape: .border(bounds, width: style.borderWidth), color: style.borderColor ?? .black,
            name: "\(solved.layout.views[index].name).border")
          scene.append(resolvingColors(of: .fill(border), ofView: index))
        }
        scene.append(.endGroup)
        if clipsOwnShadow(index) { scene.append(.endClip) }
        if solved.layout.views[index].style.drawing?.mask != nil { scene.append(.endClip) }
      case .transform(let index, let start):
        let style = solved.layout.views[index].style
        let about = Self.transform(style.transform, about: style.transformAnchor, of: solved.frames[index])
        scene.mapCommands(from: start) { Self.transformed($0, by: about) }
      }
    }
  }

  /// `color` as the view at `index` draws it: resolved for the view's appearance, level and
  /// contrast.
  func color(_ color: Color, ofView index: Int) -> Color {
    let traits = colorTraits[index]
    return color.resolved(
      for: traits.appearance, elevated: traits.level == .elevated, highContrast: traits.increasesContrast,
      palette: traits.palette)
  }

  /// `command` with its colour resolved for the appearance of the view at `index`, which draws it.
  ///
  /// Every command a view draws passes through here: its background, drawing, content (text,
  /// image placeholder) and border. Text colours are also resolved before runs of one colour are
  /// joined (``fills(of:colorOfRun:name:clippedTo:)``), so that runs join by the colour drawn.
  private func resolvingColors(of command: DrawCommand, ofView index: Int) -> DrawCommand {
    command.mappingColors { color($0, ofView: index) }
  }

  /// The command opening the view at `index`'s layer mask (``Drawing/mask``), placed at its
  /// frame: a clip or an alpha mask; `nil` without one.
  private func maskCommand(of index: Int) throws(SceneBuildError) -> DrawCommand? {
    guard let mask = solved.layout.views[index].style.drawing?.mask else { return nil }
    return try maskCommand(
      mask, origin: solved.frames[index].origin, name: "\(solved.layout.views[index].name).mask",
      ofView: index)
  }

  /// A view's frame rounded by its corner radius at the corners it rounds, with its corner curve.
  func bounds(of index: Int) -> RoundedRect {
    let style = solved.layout.views[index].style
    func radius(_ corner: RoundedCorners) -> Double {
      style.roundedCorners.contains(corner) ? style.cornerRadius : 0
    }
    return RoundedRect(
      solved.frames[index],
      radii: CornerRadii(
        topLeft: radius(.topLeft), topRight: radius(.topRight), bottomRight: radius(.bottomRight),
        bottomLeft: radius(.bottomLeft)),
      cornerCurve: style.cornerCurve)
  }

  /// A view's alpha clamped to 0...1, NaN as 1.
  static func opacity(of style: Layout.Style) -> Double {
    style.alpha.isNaN ? 1 : min(max(style.alpha, 0), 1)
  }
}

extension SolvedLayout {
  /// The solved layout as a ``Scene``: every drawn view as UIKit draws it, then the overlays
  /// `options` asks for.
  ///
  /// ```swift
  /// let solved = try LayoutEngine().solve(ComplexWidth(), on: Device.iPhone14Pro.screen())
  /// let scene = try solved.scene(options: .review)
  /// let svg = SVGWriter().write(scene)
  /// ```
  ///
  /// - Throws: ``SceneBuildError/invalidScene(_:)`` when the screen's size or scale is not
  ///   positive and finite; ``SceneBuildError/unreadableText(view:text:font:reason:)`` when a
  ///   glyph's outline cannot be read; ``SceneBuildError/nameTagFontUnavailable(font:reason:)``
  ///   when name tags are asked for and their font cannot be found.
  public func scene(options: SceneOptions = .plain) throws(SceneBuildError) -> Scene {
    try SceneBuilder(solved: self, options: options).build()
  }

  /// The solved layout as SVG text: ``scene(options:)`` written by ``SVGWriter``.
  ///
  /// - Throws: ``SceneBuildError``, as ``scene(options:)``.
  public func svg(options: SceneOptions = .plain) throws(SceneBuildError) -> String {
    SVGWriter().write(try scene(options: options))
  }
}

extension SceneBuilder {
  /// What a dynamic colour is resolved for where a view draws it.
  struct ColorTraits: Hashable {
    var appearance: Appearance
    var level: InterfaceLevel
    var increasesContrast: Bool
    /// The screen's: no view overrides the palette.
    var palette: SystemPalette

    /// These traits with the overrides of a view's `style` applied.
    func overridden(by style: Layout.Style) -> ColorTraits {
      ColorTraits(
        appearance: style.overrideAppearance ?? appearance, level: style.overrideLevel ?? level,
        increasesContrast: style.overrideIncreasesContrast ?? increasesContrast, palette: palette)
    }
  }
}
