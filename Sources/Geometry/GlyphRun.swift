/// A line of text as the pipeline carries it: glyph outlines placed along a baseline, filled as
/// one shape with the non-zero rule.
///
/// Each glyph keeps its outline apart from where it goes, so a rasterizer can draw a recurring
/// letter once and place it again (`Raster`'s canvas does, by the outline's name), while
/// ``path`` gives the whole run as one outline (the SVG writer writes it as one `<path>`).
///
/// ```swift
/// let letterH = GlyphRun.Outline(name: "DejaVu Sans 17 pt #43", path: outlineOfH)  // origin on the baseline
/// let run = GlyphRun(glyphs: [
///   GlyphRun.Glyph(outline: letterH, origin: Point(x: 16, y: 40)),
///   GlyphRun.Glyph(outline: letterH, origin: Point(x: 28.25, y: 40)),
/// ])
/// scene.fill(.glyphs(run), with: .label, name: "title.text", text: "HH")
/// ```
public struct GlyphRun: Hashable, Sendable {
  /// A glyph: its outline and where the outline's origin goes.
  public struct Glyph: Hashable, Sendable {
    /// The outline, with its origin on the baseline at the glyph's start.
    public var outline: Outline
    /// Where the outline's origin goes, in points.
    public var origin: Point

    /// A glyph drawing `outline` with its origin at `origin`.
    public init(outline: Outline, origin: Point) {
      self.outline = outline
      self.origin = origin
    }
  }

  /// A glyph's outline at one size, with its origin on the baseline at the glyph's start, and a
  /// name that stands for it.
  ///
  /// Two outlines with the same ``name`` are the same outline: a rasterizer may draw one and
  /// reuse it for the other. Names such as `DejaVu Sans 17 pt #43` (font, size, glyph number)
  /// keep that true.
  public struct Outline: Hashable, Sendable {
    /// What the outline is: the same name, the same outline.
    public var name: String
    /// The outline, in points, y downward, origin at (0, 0).
    public var path: Path

    /// The outline `path`, known as `name`.
    public init(name: String, path: Path) {
      self.name = name
      self.path = path
    }
  }

  /// The glyphs, in order along the line.
  public var glyphs: [Glyph]

  /// A run of `glyphs`.
  public init(glyphs: [Glyph]) {
    self.glyphs = glyphs
  }

  /// Every glyph's outline moved to its origin, one after the other.
  public var path: Path {
    var path = Path()
    for glyph in glyphs {
      let origin = glyph.origin
      path.append(glyph.outline.path.mapped { Point(x: origin.x + $0.x, y: origin.y + $0.y) })
    }
    return path
  }
}
