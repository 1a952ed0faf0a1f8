import Foundation
import LayoutShot

/// Text's node: measured with the core label that draws it.
final class TextNode: LayoutNode {
  let label: LayoutShot.Label
  let scale: CGFloat
  /// The colour of the bars drawn over its lines instead of the text, when the text is redacted
  /// as a placeholder; `nil` to draw the text.
  let redactionColor: Render.Color?
  /// The lines under and through each run of the label; empty when there are none.
  let decorations: [RunDecorations]
  /// The number of lines the text takes the room of at least.
  let reservedLines: Int
  /// The gradient each run's glyphs are filled with (`nil` for a run the label draws in its
  /// colour); empty when no run is in a gradient.
  let gradients: [ResolvedStyle?]

  init(
    label: LayoutShot.Label, scale: CGFloat, redactionColor: Render.Color? = nil,
    decorations: [RunDecorations] = [], reservedLines: Int = 0, gradients: [ResolvedStyle?] = []
  ) {
    self.label = label
    self.scale = scale
    self.redactionColor = redactionColor
    self.decorations = decorations
    self.reservedLines = reservedLines
    self.gradients = gradients
    super.init(kind: "Text")
  }

  /// The text laid out at `width` (unlimited when `nil` or infinite), shrunk to fit `width` and
  /// `height` as far as its minimum scale factor lets it.
  private func layout(width: CGFloat?, height: CGFloat?) -> TextLayout? {
    func points(_ length: CGFloat?) -> Double? { length.flatMap { $0.isFinite ? Double(max($0, 0)) : nil } }
    return label.textLayout(width: points(width), height: points(height))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let layout = layout(width: proposal.width, height: proposal.height) else { return .zero }
    let lineHeight = layout.lines.first?.height ?? 0
    let reserved = Double(reservedLines) * lineHeight + Double(max(reservedLines - 1, 0)) * label.lineSpacing
    return CGSize(width: roundedUp(layout.usedWidth), height: roundedUp(max(layout.height, reserved)))
  }

  /// How far the text sits from its neighbours: from the largest metrics of its fonts
  /// (Documentation/SwiftUILayout.md#default-spacing).
  override var spacing: ViewSpacing { textSpacing }

  private lazy var textSpacing: ViewSpacing = {
    let fonts =
      label.textLayout(width: nil).map { layout in [layout.font] + layout.text.runs.map(\.font) } ?? []
    return .text(TextSpacingMetrics(fonts: fonts, scale: scale))
  }()

  /// `value` rounded up to the pixel, as text sizes are (Documentation/SwiftUILayout.md#text).
  private func roundedUp(_ value: Double) -> CGFloat {
    CGFloat((value * Double(scale) - 1e-7).rounded(.up) / Double(scale))
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard key.axis == .vertical, let layout = layout(width: size.width, height: size.height) else {
      return nil
    }
    let top = reservedLines > 0 ? 0 : (Double(size.height) - layout.height) / 2
    switch key.id {
    case ObjectIdentifier(FirstTextBaselineID.self): return CGFloat(top + layout.firstBaseline)
    case ObjectIdentifier(LastTextBaselineID.self): return CGFloat(top + layout.lastBaseline)
    default: return nil
    }
  }

  /// The label; redacted, a view of bars over its lines instead; decorated, the label with its
  /// lines under and through its runs.
  override func emit(into parent: Emission) {
    if let redactionColor, let layout = layout(width: frame.width, height: frame.height) {
      let view = LayoutShot.View()
      parent.add(view, for: self)
      let top = (view.frame.height - layout.height) / 2
      view.drawing = Drawing(Self.redactionBars(of: layout, top: top, color: redactionColor))
      return
    }
    if reservedLines > 0, let layout = layout(width: frame.width, height: frame.height),
      roundedUp(layout.height) < frame.height
    {
      // The room of the reserved lines is below the text, which starts at the top.
      let room = LayoutShot.View()
      let inner = parent.add(room, for: self)
      label.name = "\(inner.path)/Lines"
      label.translatesAutoresizingMaskIntoConstraints = true
      label.frame = Rect(x: 0, y: 0, width: room.frame.width, height: Double(roundedUp(layout.height)))
      room.addSubview(label)
    } else {
      parent.add(label, for: self)
    }
    guard !decorations.isEmpty || !gradients.isEmpty,
      let layout = layout(width: frame.width, height: frame.height)
    else { return }
    let top = (label.frame.height - layout.height) / 2
    let size = CGSize(width: label.frame.width, height: label.frame.height)
    label.drawing = Drawing(
      gradientLayers(of: layout.offsetBy(dx: 0, dy: top), size: size)
        + RunDecorations.lines(of: layout, top: top, decorations: decorations))
  }

  /// For each run in a gradient, a layer of the label's `size` filling the run's glyphs in
  /// `layout` with it, the gradient spread over the whole label
  /// (Documentation/SwiftUIDrawing.md#text-in-a-gradient).
  private func gradientLayers(of layout: TextLayout, size: CGSize) -> [Drawing.Element] {
    // The glyphs of each run, gathered in one pass over the layout.
    var outlines = [Geometry.Path](repeating: Geometry.Path(), count: gradients.count)
    for line in layout.lines {
      for glyph in line.glyphs where gradients.indices.contains(glyph.run) && gradients[glyph.run] != nil {
        let font = layout.font(of: glyph)
        guard
          let outline = try? font.font.outline(of: glyph.glyph).path(
            scale: font.scale, origin: glyph.position)
        else { continue }
        outlines[glyph.run].append(outline)
      }
    }
    return zip(gradients, outlines).compactMap { gradient, glyphs in
      gradient.map { .layer($0.layer(filling: glyphs, rule: .nonZero, size: size)) }
    }
  }

  /// A rounded bar over each line of `layout`, whose top is at `top`: as wide as the line, from
  /// its font's ascender to its descender, corners a fifth of its height
  /// (Documentation/SwiftUIDrawing.md#redaction).
  static func redactionBars(of layout: TextLayout, top: Double, color: Render.Color) -> [Drawing.Element] {
    let (ascender, descender) = (layout.font.ascender, abs(layout.font.descender))
    return layout.lines.map { line in
      let height = ascender + descender
      let bar = Drawing.Placement(
        x: .init(points: line.x), y: .init(points: top + line.baseline - ascender),
        width: .init(points: line.width),
        height: .init(points: height))
      return .fill(bar, cornerRadius: height / 5, color: color)
    }
  }
}
