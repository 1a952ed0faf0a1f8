import Foundation
import LayoutShot
import Testing

// Image views in scenes: the image in its content mode's frame, or the placeholder box and cross.

/// The start of a PNG file of `width` × `height` pixels: the signature and the IHDR chunk's
/// length, type and size, which is all an image asset reads (a scene carries the bytes as they
/// are; decoding them is the rasterizer's work).
private func pngHeader(width: Int, height: Int) -> Data {
  var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
  for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
  return Data(bytes)
}

private let photoFrame = Rect(x: 10, y: 20, width: 100, height: 100)

/// The scene of an image view named "photo" at `frame` showing `image`, set up by `configure`.
private func imageScene(
  _ image: ImageAsset?, frame: Rect = photoFrame,
  configure: @escaping @Sendable (ImageView) -> Void = { _ in }
) throws -> Scene {
  try scene { root in
    let view = ImageView("photo", image: image)
    root.addSubview(view)
    place(view, in: root, frame)
    configure(view)
  }
}

/// The images a scene draws.
private func images(_ scene: Scene) -> [DrawCommand.Image] {
  scene.commands.compactMap { command in
    if case .image(let image) = command { return image }
    return nil
  }
}

/// The corners of each contour of a path of straight lines.
private func contours(_ path: Path) -> [[Point]] {
  var result: [[Point]] = []
  for element in path.elements {
    switch element {
    case .move(let to): result.append([to])
    case .line(let to): result[result.count - 1].append(to)
    default: break
    }
  }
  return result
}

/// Twice the signed area of a polygon by the shoelace formula; positive for clockwise on screen
/// (y downward).
private func twiceSignedArea(_ polygon: [Point]) -> Double {
  zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
}

@Suite("Images in scenes")
struct SceneImageTests {
  @Test func anEmptyImageViewDrawsABoxWithACross() throws {
    let frame = Rect(x: 10, y: 20, width: 100, height: 50)
    let built = try imageScene(nil, frame: frame) { view in
      view.backgroundColor = .white
      view.borderWidth = 1
    }
    #expect(
      outline(built) == [
        "<root", "<photo", "photo.background", "photo.placeholder", "photo.placeholder.cross", "photo.border",
        ">", ">",
      ])
    let drawn = fills(built)
    #expect(drawn[1].shape == .rect(frame) && drawn[1].color == .systemGray5.resolved(for: .light))
    #expect(drawn[2].color == .systemGray2.resolved(for: .light) && drawn[2].shape.fillRule == .nonZero)
    // Bars 1 point wide along the diagonals of a 100 × 50 box (diagonal √12,500 = 111.803): their
    // edges meet the top and bottom 0.5 × 111.803 / 50 = 1.118 from the corners, and the sides
    // 0.5 × 111.803 / 100 = 0.559 from them.
    let across = 0.5 * 12_500.0.squareRoot() / 50
    let down = 0.5 * 12_500.0.squareRoot() / 100
    let expected: [[(Double, Double)]] = [
      [(10, 20), (10 + across, 20), (110, 70 - down), (110, 70), (110 - across, 70), (10, 20 + down)],
      [(110, 20), (110, 20 + down), (10 + across, 70), (10, 70), (10, 70 - down), (110 - across, 20)],
    ]
    let bars = contours(drawn[2].shape.path)
    #expect(bars.count == 2)
    for (bar, corners) in zip(bars, expected) {
      #expect(bar.count == corners.count)
      for (point, corner) in zip(bar, corners) {
        #expect(abs(point.x - corner.0) < 1e-9 && abs(point.y - corner.1) < 1e-9, "\(point) vs \(corner)")
      }
      // Both clockwise on screen, so non-zero fills the crossing; each about 1 × 111.8 in area.
      #expect(twiceSignedArea(bar) > 2 * 100 && twiceSignedArea(bar) < 2 * 112)
    }
  }

  @Test func anImageKnownOnlyByItsSizeDrawsThePlaceholderInItsFrame() throws {
    // 200 × 100 pixels at 1x aspect-fit into 100 × 100: 100 × 50, centred, so 25 down.
    let built = try imageScene(ImageAsset(name: "logo", pixelWidth: 200, pixelHeight: 100)) {
      $0.contentMode = .scaleAspectFit
    }
    #expect(fills(built).first?.shape == .rect(Rect(x: 10, y: 45, width: 100, height: 50)))
    #expect(images(built).isEmpty)
  }

  @Test(
    arguments: [
      // Stretched to the view.
      (ContentMode.scaleToFill, 200, 100, Rect(x: 10, y: 20, width: 100, height: 100)),
      // Scaled by min(100/200, 100/100) = 0.5: 100 × 50, 25 from the top.
      (.scaleAspectFit, 200, 100, Rect(x: 10, y: 45, width: 100, height: 50)),
      // Scaled by max(0.5, 1) = 1: 200 × 100, 50 past each side.
      (.scaleAspectFill, 200, 100, Rect(x: -40, y: 20, width: 200, height: 100)),
      // Its own size, 50 × 30, centred: 25 in and 35 down.
      (.center, 50, 30, Rect(x: 35, y: 55, width: 50, height: 30)),
    ])
  func pngImagesAreDrawnInTheirContentModesFrame(mode: ContentMode, width: Int, height: Int, rect: Rect)
    throws
  {
    let data = pngHeader(width: width, height: height)
    let built = try imageScene(try ImageAsset(name: "photo", pngData: data)) { $0.contentMode = mode }
    #expect(images(built) == [DrawCommand.Image(rect: rect, pngData: [UInt8](data), name: "photo.image")])
    #expect(!outline(built).contains("clip("))
  }

  @Test func anOverflowingImageIsClippedOnlyWhenTheViewClipsToBounds() throws {
    let asset = try ImageAsset(name: "wide", pngData: pngHeader(width: 200, height: 100))
    let overflowing = try imageScene(asset) { $0.contentMode = .scaleAspectFill }
    #expect(outline(overflowing) == ["<root", "<photo", "image", ">", ">"])
    let clipped = try imageScene(asset) { view in
      view.contentMode = .scaleAspectFill
      view.clipsToBounds = true
    }
    #expect(outline(clipped) == ["<root", "<photo", "clip(", "image", ")", ">", ">"])
    #expect(clipped.commands[2] == .beginClip(.rect(photoFrame)))
  }

  @Test func imagesAreEmbeddedInTheSVG() throws {
    let data = pngHeader(width: 2, height: 2)
    let program = AnyLayoutProgram("Image") { root, _ in
      let view = ImageView("photo", image: try? ImageAsset(name: "dot", pngData: data))
      root.addSubview(view)
      place(view, in: root, photoFrame)
    }
    let svg = try LayoutEngine().solve(program, on: plainScreen).svg()
    #expect(
      svg.contains(
        "<image data-name=\"photo.image\" x=\"10\" y=\"20\" width=\"100\" height=\"100\" "
          + "preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(data.base64EncodedString())\"/>"
      ))
  }
}
