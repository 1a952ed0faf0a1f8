/// Reading a solved system into a ``SolvedLayout``: snapping frames and diagnosing ambiguity,
/// unused views and impossible sizes.
enum Solution {
  static func make(_ system: LayoutSystem, screen: Screen) -> SolvedLayout {
    let layout = system.layout
    let exact = system.exactFrames()
    var diagnostics = system.conflicts
    if !system.settled {
      diagnostics.append(
        Diagnostic(
          kind: .notConverged,
          message:
            "The safe areas and layout margins of views below the root, or the heights of wrapping labels, "
            + "did not settle; the frames may be off."
        ))
    }
    diagnostics += missingGlyphs(layout)
    let used = usedViews(layout)
    for (index, view) in layout.views.enumerated() where index > 0 && !used[index] {
      diagnostics.append(
        Diagnostic(
          kind: .unusedView,
          message: "'\(view.name)' has no constraints; its frame is undetermined (\(view.location)).",
          views: [view.name]))
    }
    var ambiguous: [String] = []
    var movable: [String] = []
    for index in layout.views.indices where index > 0 && used[index] {
      let attributes = system.ambiguousAttributes(ofView: index)
      if !attributes.isEmpty {
        ambiguous.append(layout.views[index].name)
        movable += attributes
      }
    }
    for (index, guide) in layout.guides.enumerated() where guide.kind == .custom {
      let attributes = system.ambiguousAttributes(ofGuide: index)
      if !attributes.isEmpty {
        ambiguous.append(layout.name(of: .guide(index)))
        movable += attributes
      }
    }
    diagnostics += scrollableContentAmbiguity(system)
    if !ambiguous.isEmpty {
      diagnostics.append(
        Diagnostic(
          kind: .ambiguous,
          message: "Ambiguous layout: the constraints do not determine the frames of "
            + ambiguous.map { "'\($0)'" }.joined(separator: ", ") + ".",
          views: ambiguous, attributes: movable))
    }
    let snapped = exact.map { PixelGrid.snap($0, scale: screen.scale) }
    for (index, (frame, snappedFrame)) in zip(exact, snapped).enumerated() {
      // Snapping a frame far off screen can overflow (1e308 points at 2x), so both must be finite;
      // the message shows the size before snapping unless only snapping made it non-finite.
      let snappedIsFinite = [snappedFrame.minX, snappedFrame.minY, snappedFrame.width, snappedFrame.height]
        .allSatisfy(\.isFinite)
      let isFinite =
        snappedIsFinite && [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
      if !isFinite || frame.width < -1e-9 || frame.height < -1e-9 {
        let name = layout.views[index].name
        let size = snappedIsFinite ? frame.size : snappedFrame.size
        diagnostics.append(
          Diagnostic(
            kind: .invalidSize, message: "'\(name)' ends with the size \(size), which no view can have.",
            views: [name]))
      }
    }
    return SolvedLayout(
      layout: layout, screen: screen, frames: snapped,
      exactFrames: exact,
      guideFrames: system.exactGuideFrames().map { PixelGrid.snap($0, scale: screen.scale) },
      diagnostics: diagnostics)
  }

  /// The classic scroll-view mistakes, named as Interface Builder names them ("scrollable content
  /// size ambiguity"): content whose constraints do not reach the content guide's bottom (or
  /// right) edge, so nothing gives the content a height (or width).
  private static func scrollableContentAmbiguity(_ system: LayoutSystem) -> [Diagnostic] {
    let layout = system.layout
    var diagnostics: [Diagnostic] = []
    for (index, guide) in layout.guides.enumerated() where guide.kind == .scrollContent {
      let attributes = system.ambiguousAttributes(ofGuide: index)
      let scroll = layout.views[guide.owner].name
      let name = layout.name(of: .guide(index))
      if attributes.contains("\(name).height") {
        diagnostics.append(
          Diagnostic(
            kind: .ambiguous,
            message:
              "Ambiguous scrollable content height in '\(scroll)': no chain of constraints runs from the "
              + "content's top to the bottom of \(name), so nothing gives the content a height (pin the last "
              + "view's bottom to contentLayoutGuide.bottomAnchor).",
            views: [scroll], attributes: ["\(name).height"]))
      }
      if attributes.contains("\(name).width") {
        diagnostics.append(
          Diagnostic(
            kind: .ambiguous,
            message:
              "Ambiguous scrollable content width in '\(scroll)': the content's width is tied to nothing "
              + "(to scroll vertically only, make it equal to frameLayoutGuide.widthAnchor).",
            views: [scroll], attributes: ["\(name).width"]))
      }
    }
    return diagnostics
  }

  /// A diagnostic for each text view whose text has characters its fonts lack.
  private static func missingGlyphs(_ layout: Layout) -> [Diagnostic] {
    layout.views.compactMap { view -> Diagnostic? in
      guard let text = view.content?.text else { return nil }
      let missing = text.layout(width: nil).missingCharacters
      guard !missing.isEmpty else { return nil }
      let list = missing.map { scalar in
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + " '\(Character(scalar))'"
      }
      let fonts = text.fontNames.map { "'\($0)'" }
      return Diagnostic(
        kind: .missingGlyphs,
        message: "'\(view.name)' shows characters "
          + (fonts.count == 1
            ? "its font \(fonts[0]) has" : "its fonts \(fonts.joined(separator: ", ")) have")
          + " no glyph for: " + list.joined(separator: ", ")
          + "; they are drawn as the font's .notdef box (\(view.location)).",
        views: [view.name])
    }
  }

  /// Whether a constraint mentions each view, directly or through one of its guides.
  private static func usedViews(_ layout: Layout) -> [Bool] {
    // A view that translates its autoresizing mask is placed by those constraints.
    var used = layout.views.map { $0.autoresizing != nil }
    for constraint in layout.constraints {
      for item in [constraint.first, constraint.second].compactMap({ $0 }) {
        used[layout.viewIndex(of: item)] = true
      }
    }
    return used
  }
}
