import Foundation
import LayoutShot
import LayoutShotExamples
import LayoutShotTestSupport
import Raster
import Testing

/// Our PNG against an independent SVG renderer's picture of our SVG, for every example: the two
/// back ends of one scene must agree, and resvg shows what a browser would.
///
/// resvg comes from PyPI (`pip install resvg-cli`); `.ci/run` installs it, so CI always runs these.
/// Where it is missing the tests are skipped with that reason.
@Suite(
  "Cross-check with resvg", .requiresResvg)
struct RendererCrossCheckTests {
  /// A notch phone at 3x and an iPad at 2x, with every overlay, so text, chrome, clips and
  /// translucent groups are all drawn.
  static let screens = [Device.iPhone14Pro.screen(), Device.iPadPro11.screen(.landscape)]
  static let options = SceneOptions.review

  @Test(arguments: Catalog.layouts.map(\.name))
  func resvgDrawsOurSVGAsWeDrawOurPNG(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    let folder = try TemporaryFolder()
    for screen in Self.screens {
      let solved = try LayoutEngine().solve(program, on: screen)
      let ours = try Raster.Image(pngData: try solved.pngData(options: Self.options))
      let svg = folder.file("\(screen.device).svg")
      try Data(try solved.svg(options: Self.options).utf8).write(to: svg)
      // resvg makes its canvas a whole number of points, the nearest (a cell fitted to 119⅔ points
      // gets 120, one of 121⅓ gets 121), so its picture may have a row or column more or fewer
      // than ours: only what both cover is compared, and only a canvas that is not whole points
      // may differ in size, by less than a point.
      let canvas = solved.screen.size
      let whole = canvas.width.rounded() == canvas.width && canvas.height.rounded() == canvas.height
      let rendered = try Raster.Image(pngData: try Resvg.render(svg, zoom: screen.scale, in: folder))
      if whole {
        #expect(rendered.width == ours.width && rendered.height == ours.height)
      } else {
        #expect(
          abs(rendered.width - ours.width) < Int(screen.scale)
            && abs(rendered.height - ours.height) < Int(screen.scale))
      }
      let width = min(ours.width, rendered.width)
      let height = min(ours.height, rendered.height)
      let mine = ours.cropped(width: width, height: height)
      let theirs = rendered.cropped(width: width, height: height)
      // Where the two rasterizers may differ: anti-aliased edges (tiny-skia's coverage is
      // supersampled, ours exact; rounded corners are cubic curves in our PNG and true arcs in
      // resvg's) — glyph edges differ by up to about 75 levels — and rounding in compositing,
      // measured at 1 or 2 levels (Documentation/Rendering.md#cross-checking-with-resvg). So the
      // pictures are compared as pixelmatch compares them by default (a perceptual threshold of
      // 0.1, anti-aliased pixels set aside): at most 5 pixels in 100,000 may differ (16 in a small
      // picture), and no pixel by more than 96 levels, which a missing or misplaced shape, glyph or
      // overlay would. Glyph edges that pixelmatch does not take for anti-aliasing make up the
      // count, which grows with the text on screen (Documentation/Rendering.md#cross-checking-with-resvg).
      let comparison = ResvgComparison(ours: mine, theirs: theirs)
      #expect(comparison.agrees, "\(name) on \(screen.device): \(comparison)")
    }
  }
}

extension Raster.Image {
  /// The top-left `width` × `height` pixels, or the image itself when it is not larger.
  func cropped(width: Int, height: Int) -> Raster.Image {
    guard width <= self.width, height <= self.height, width < self.width || height < self.height else {
      return self
    }
    var rows: [UInt8] = []
    rows.reserveCapacity(width * height * 4)
    for row in 0..<height {
      rows += bytes[row * bytesPerRow..<row * bytesPerRow + width * 4]
    }
    return Raster.Image(width: width, height: height, premultipliedRGBA: rows) ?? self
  }
}
