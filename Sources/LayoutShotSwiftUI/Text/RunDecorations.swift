import Foundation
import LayoutShot

/// The lines drawn under and through one run of a text, each in its colour; `nil` for none
/// (Documentation/SwiftUIDrawing.md#text).
struct RunDecorations {
  var underline: Render.Color?
  var strikethrough: Render.Color?

  /// Whether no line is drawn.
  var isEmpty: Bool { underline == nil && strikethrough == nil }

  /// The lines of `layout`'s runs, `decorations[i]` for run i, the layout's top at `top`: each
  /// as thick as a seventeenth of the font's size; an underline its thickness below the baseline,
  /// a strikethrough at a third of the size above it, across each stretch of the run on a line.
  static func lines(of layout: TextLayout, top: Double, decorations: [RunDecorations]) -> [Drawing.Element] {
    let thickness = layout.font.pointSize / 17
    return layout.lines.flatMap { line in
      line.segments.flatMap { segment -> [Drawing.Element] in
        guard segment.run < decorations.count, !segment.glyphs.isEmpty else { return [] }
        let start = line.glyphs[segment.glyphs.lowerBound].position.x
        let end =
          segment.glyphs.upperBound < line.glyphs.count
          ? line.glyphs[segment.glyphs.upperBound].position.x : line.x + line.width
        func bar(at y: Double, color: Render.Color) -> Drawing.Element {
          .fill(
            Drawing.Placement(
              x: .init(points: start), y: .init(points: top + y), width: .init(points: end - start),
              height: .init(points: thickness)), cornerRadius: 0, color: color)
        }
        let decoration = decorations[segment.run]
        return [
          decoration.underline.map { bar(at: line.baseline + thickness, color: $0) },
          decoration.strikethrough.map {
            bar(at: line.baseline - layout.font.pointSize / 3 - thickness / 2, color: $0)
          },
        ].compactMap { $0 }
      }
    }
  }
}
